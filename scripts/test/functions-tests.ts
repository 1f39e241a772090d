// The functions tests' own Auth and Functions emulators and mail inbox, beside the run's Firestore
// emulator (or firebase-tools' own Firestore where Google's packaged one cannot run): a project
// of their own and ports away from npm start's, so they never meet a developer's data.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
  bin,
  embeddedDatabaseUrl,
  functionsAnswer,
  functionsHealthUrl,
  HOST,
  isPortOpen,
  isRunning,
  NO_METADATA_SERVER,
  offlineFirebaseEnv,
  root,
  searchDatabaseCommand,
  SLOW_FUNCTION_STARTS,
  startMaildev,
  waitFor,
} from '../lib';
import { runLogged, startLogged, stopProcess, track, type Output } from './processes';

const FUNCTIONS_TESTS = {
  project: 'demo-portal-functions',
  dir: `${root}.firebase/functions-tests`,
  ports: {
    auth: 9109,
    functions: 5011,
    /** firebase-tools' own Firestore, only where the run has no emulator of its own. */
    firestore: 8096,
    hub: 4410,
    logging: 4510,
    eventarc: 9309,
    tasks: 9509,
    mailSmtp: 1125,
    mailWeb: 1180,
    /** The search index's embedded PostgreSQL (PGlite). */
    postgres: 5434,
  },
  /** The links in the mail the tests read. */
  siteUrl: 'https://portal.test',
} as const;

/** firebase.json with the test ports; its paths are relative to where it is written. */
function writeConfig(withFirestore: boolean): string {
  const { dir, ports } = FUNCTIONS_TESTS;
  const project = JSON.parse(readFileSync(`${root}firebase.json`, 'utf8')) as {
    functions: { source: string }[];
  };
  const at = (port: number) => ({ host: HOST, port });
  const config = {
    functions: project.functions.map((codebase) => ({
      ...codebase,
      source: relative(dir, `${root}${codebase.source}`),
    })),
    ...(withFirestore ? { firestore: { rules: relative(dir, `${root}firestore.rules`) } } : {}),
    emulators: {
      singleProjectMode: true,
      auth: at(ports.auth),
      functions: at(ports.functions),
      ...(withFirestore ? { firestore: at(ports.firestore) } : {}),
      hub: at(ports.hub),
      logging: at(ports.logging),
      eventarc: at(ports.eventarc),
      tasks: at(ports.tasks),
      ui: { enabled: false },
    },
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/firebase.json`, JSON.stringify(config, null, 2));
  return `${dir}/firebase.json`;
}

/** A port the functions tests' emulators need that something else holds, or null. */
async function busyPort(withFirestore: boolean): Promise<string | null> {
  for (const [name, port] of Object.entries(FUNCTIONS_TESTS.ports)) {
    if ((withFirestore || name !== 'firestore') && (await isPortOpen(port))) {
      return `${port} (${name})`;
    }
  }
  return null;
}

/**
 * Where the functions under test send mail and point its links, the key they sign alert links
 * with, and their search database: the same for the tests, which run the digest and the
 * reconciler themselves and read the inbox and the index.
 */
function mailEnv(): NodeJS.ProcessEnv {
  const { ports, siteUrl } = FUNCTIONS_TESTS;
  return {
    DATABASE_URL: embeddedDatabaseUrl(ports.postgres),
    ALERTS_SIGNING_KEY: 'functions-tests-alerts-key',
    SMTP_URL: `smtp://${HOST}:${ports.mailSmtp}`,
    MAILDEV_URL: `http://${HOST}:${ports.mailWeb}`,
    PORTAL_SITE_URL: siteUrl,
  };
}

/**
 * Starts the emulators beside the Firestore emulator at `firestoreHost` (firebase-tools' own
 * when null) and runs the functions-emulators vitest project against them. The functions must
 * be built. The emulators' log goes to the step's output.
 */
export async function functionsTests(firestoreHost: string | null, output: Output) {
  const { project, dir, ports } = FUNCTIONS_TESTS;
  const withFirestore = firestoreHost === null;
  const busy = await busyPort(withFirestore);
  if (busy) {
    console.error(`✖ Port ${busy}, which the functions tests use, is busy: another npm test?`);
    return 1;
  }
  const config = writeConfig(withFirestore);
  const only = ['auth', 'functions', ...(withFirestore ? ['firestore'] : [])];
  const emulators = startLogged(
    bin('firebase'),
    ['emulators:start', '--only', only.join(','), '--project', project, '--config', config],
    output,
    {
      cwd: dir,
      // firebase-tools passes its environment on to the functions: that is how they find a
      // Firestore emulator it did not start.
      env: {
        ...process.env,
        ...offlineFirebaseEnv(),
        ...SLOW_FUNCTION_STARTS,
        FIRESTORE_EMULATOR_HOST: firestoreHost ?? undefined,
        // No Gemini key, whatever this shell holds: the assessment comes from the bank, and
        // the tests never reach Google.
        GEMINI_API_KEY: undefined,
        ...mailEnv(),
      },
    },
  );
  // The search index's own database, empty at the start.
  const database = startLogged(...searchDatabaseCommand(ports.postgres), output);
  // The tests' own inbox, empty at the start.
  rmSync(`${root}.firebase/maildev-${ports.mailSmtp}`, { recursive: true, force: true });
  const inbox = track(
    startMaildev({ smtp: ports.mailSmtp, web: ports.mailWeb }, { stdio: 'ignore' }),
  );
  try {
    await waitFor(
      "The functions tests' emulators",
      async () =>
        (await isPortOpen(ports.auth)) &&
        (await isPortOpen(ports.mailSmtp)) &&
        (await isPortOpen(ports.postgres)) &&
        (await functionsAnswer(functionsHealthUrl(ports.functions, project))),
      120_000,
      () => isRunning(emulators) && isRunning(inbox) && isRunning(database),
    );
    return await runLogged(bin('vitest'), ['run', '--project', 'functions-emulators'], output, {
      env: {
        ...process.env,
        ...NO_METADATA_SERVER,
        FIRESTORE_EMULATOR_HOST: firestoreHost ?? `${HOST}:${ports.firestore}`,
        FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
        GCLOUD_PROJECT: project,
        PORTAL_FUNCTIONS_URL: `http://${HOST}:${ports.functions}/${project}/us-central1`,
        ...mailEnv(),
      },
    });
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await Promise.all([stopProcess(emulators), stopProcess(inbox), stopProcess(database)]);
  }
}
