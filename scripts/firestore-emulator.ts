// Finding the Firestore emulator this machine can run: firebase-tools' (it needs Java on PATH and
// downloads the emulator on first use), or Google's as Debian packages it, run directly.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { HOST, PROJECT_ID, waitForPort } from './lib';

export const REQUIRED_JAVA = 21;

/** The major version of a `java` binary, or null when it does not run. */
export function javaMajorVersion(java = 'java'): number | null {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  // Java 8 and older call themselves 1.x.
  return major === 1 ? Number(match[2]) : major;
}

/** Where JDKs are installed besides the one on PATH (Debian's and tarball JDKs alike). */
const JVM_DIR = '/usr/lib/jvm';
/** The Firestore emulator that Debian's google-cloud-cli-firestore-emulator package installs. */
export const GCLOUD_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** A Java new enough for the Firestore emulator: on PATH, or the newest JDK in /usr/lib/jvm. */
function findJava(): { binDir: string | null; major: number } | { found: number | null } {
  const onPath = javaMajorVersion();
  if (onPath !== null && onPath >= REQUIRED_JAVA) return { binDir: null, major: onPath };
  const installed = existsSync(JVM_DIR)
    ? readdirSync(JVM_DIR)
        .map((name) => `${JVM_DIR}/${name}/bin`)
        .filter((binDir) => existsSync(`${binDir}/java`))
        .map((binDir) => ({ binDir, major: javaMajorVersion(`${binDir}/java`) ?? 0 }))
        .sort((a, b) => b.major - a.major)
    : [];
  const best = installed[0];
  return best && best.major >= REQUIRED_JAVA ? best : { found: onPath };
}

/** Why firebase-tools cannot start the Firestore emulator here, or null when it can try. */
export function firestoreEmulatorBlocker(): string | null {
  if (process.env.PORTAL_FIRESTORE === 'offline')
    return 'PORTAL_FIRESTORE=offline asks for offline mode';
  // firebase-tools runs the `java` on PATH and downloads the emulator on first use.
  const java = javaMajorVersion();
  if (java === null) return `it needs Java ${REQUIRED_JAVA} and there is no java on PATH`;
  if (java < REQUIRED_JAVA)
    return `it needs Java ${REQUIRED_JAVA} and this machine has Java ${java}`;
  return null;
}

/** Why Google's packaged emulator cannot run here, or null when it can. */
export function whyNoStandaloneEmulator(): string | null {
  if (!existsSync(GCLOUD_FIRESTORE_JAR)) {
    return `Google's Firestore emulator is not installed (${GCLOUD_FIRESTORE_JAR}, from the package google-cloud-cli-firestore-emulator)`;
  }
  const java = findJava();
  if ('found' in java) {
    return `it needs Java ${REQUIRED_JAVA} or newer, on PATH or in ${JVM_DIR}, and ${java.found === null ? 'there is none' : `the newest here is Java ${java.found}`}`;
  }
  return null;
}

/**
 * Google's Firestore emulator as Debian's google-cloud-cli-firestore-emulator installs it, with a
 * Java new enough to run it, or null. firebase-tools cannot use this jar (it has no Main-Class),
 * but the rules tests need only an emulator: they load firestore.rules into it themselves.
 */
export function standaloneFirestoreEmulator(): { command: string; args: string[] } | null {
  const java = findJava();
  if ('found' in java || !existsSync(GCLOUD_FIRESTORE_JAR)) return null;
  return {
    command: java.binDir ? `${java.binDir}/java` : 'java',
    args: [
      '-Duser.language=en',
      // Its client compiler only, and one garbage collector thread: the emulator serves a
      // developer or a test run for minutes, not a server for days, and the full JIT spent more
      // CPU compiling than it saved (12 s against 7 s over the same 400 requests here), CPU that
      // the tests beside it on two cores need.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      // The emulator's netty asks for these; newer Javas warn at length unless they are granted.
      ...(java.major >= 24
        ? ['--enable-native-access=ALL-UNNAMED', '--sun-misc-unsafe-memory-access=allow']
        : []),
      '-cp',
      GCLOUD_FIRESTORE_JAR,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
    ],
  };
}

/**
 * Google's packaged emulator on `port`, once it listens there: `start` runs it the caller's way
 * (its output logged, or dropped). Where it cannot run here, fails saying why, then `hint`.
 */
export async function standaloneFirestoreOn(
  port: number,
  start: (command: string, args: string[]) => ChildProcess,
  hint: string,
): Promise<ChildProcess> {
  const emulator = standaloneFirestoreEmulator();
  if (!emulator) {
    throw new Error(`No Firestore emulator can run here (${whyNoStandaloneEmulator()}). ${hint}`);
  }
  const child = start(emulator.command, [...emulator.args, '--host', HOST, '--port', String(port)]);
  await waitForPort('The Firestore emulator', child, port, 90_000);
  return child;
}

/**
 * Loads firestore.rules into a Firestore emulator that firebase-tools did not start (firebase-tools
 * loads them itself), through the emulator's own REST endpoint.
 */
export async function loadFirestoreRules(hostAndPort: string, rules: string): Promise<void> {
  const response = await fetch(
    `http://${hostAndPort}/emulator/v1/projects/${PROJECT_ID}:securityRules`,
    { method: 'PUT', body: JSON.stringify({ rules: { files: [{ content: rules }] } }) },
  );
  if (!response.ok)
    throw new Error(`The emulator refused firestore.rules: ${await response.text()}`);
}
