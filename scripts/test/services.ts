// What several test steps share, started once per `npm test` when the first step needs it and
// stopped at the end: the builds, the Firestore emulators (the rules and functions tests' one,
// and the end-to-end servers' one), and the servers the end-to-end tests run against.
import type { ChildProcess } from 'node:child_process';
import {
  bin,
  functionsAnswer,
  functionsHealthUrl,
  HOST,
  isPortOpen,
  isRunning,
  PORTS,
  root,
  scriptCommand,
  waitFor,
} from '../lib';
import { standaloneFirestoreOn } from '../firestore-emulator';
import { WEB_BUILDS } from '../web-builds';
import { logFileFor, runLogged, startLogged, stopProcess, type Output } from './processes';

/** A thing started at most once, on first use, and stopped at the end of the run. */
class Service<T> {
  private started: Promise<T> | null = null;
  constructor(
    private readonly begin: () => Promise<T>,
    private readonly end: (value: T) => Promise<void> = async () => {},
  ) {}
  get(): Promise<T> {
    this.started ??= this.begin();
    return this.started;
  }
  async stop(): Promise<void> {
    const started = this.started;
    this.started = null;
    if (!started) return;
    const value = await started.catch(() => null);
    if (value !== null) await this.end(value);
  }
}

const quietly: Output = { logFile: logFileFor('build') };

/**
 * The web app in both modes, then the functions (their build copies the web app's shell for
 * job pages). Each is built once per run; a failure says which.
 */
export const builds = new Service(async () => {
  for (const { outDir, env } of Object.values(WEB_BUILDS)) {
    const args = ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'];
    const code = await runLogged(bin('vite'), args, quietly, {
      cwd: `${root}web`,
      env: { ...process.env, ...env },
    });
    if (code !== 0) throw new Error(`The web app (web/${outDir}) did not build`);
  }
  if ((await runLogged('npm', ['run', 'build', '-w', 'functions'], quietly)) !== 0) {
    throw new Error('The functions did not build');
  }
});

/** The rules and functions tests' Firestore emulator, away from npm start's (and the e2e servers') 8080. */
const TESTS_FIRESTORE_PORT = 8088;

/**
 * A Firestore emulator of the run's own on `port`: Google's, from Debian's package. Where none
 * can run, the steps that need it fail, saying why: a run that tested nothing on the emulators
 * has not passed. Something else already on the port fails them too.
 */
function firestoreEmulator(port: number, logName: string) {
  return new Service<{ host: string; child: ChildProcess }>(
    async () => {
      const host = `${HOST}:${port}`;
      if (await isPortOpen(port)) {
        throw new Error(
          `A Firestore emulator this run did not start listens on ${port} (npm start, or another npm test?): stop it and try again.`,
        );
      }
      const child = await standaloneFirestoreOn(
        port,
        (command, args) => startLogged(command, args, { logFile: logFileFor(logName) }),
        'Install it, or skip the steps that need it: npm test -- --skip=rules,functions,e2e,first-run',
      );
      return { host, child };
    },
    async ({ child }) => stopProcess(child),
  );
}

/**
 * The rules and functions tests' Firestore emulator, each a project of its own on it, so they
 * never see each other's data.
 */
export const firestore = firestoreEmulator(TESTS_FIRESTORE_PORT, 'firestore');

/**
 * The end-to-end servers' Firestore emulator, on the port the app's e2e build talks to (npm
 * start's). Apart from the tests' one, so that when the end-to-end tests are done it stops with
 * their servers, and the first-run step's npm start can take its port while the functions tests
 * still run.
 */
const e2eFirestore = firestoreEmulator(PORTS.firestore, 'firestore-e2e');

/** The ports the end-to-end servers take; something else on them would answer in their place. */
const E2E_PORTS = [
  PORTS.preview,
  PORTS.offlinePreview,
  PORTS.auth,
  PORTS.functions,
  PORTS.mailSmtp,
  PORTS.mailWeb,
];

/**
 * `scripts/start.ts e2e` on the run's builds and Firestore emulator: the Auth and Functions
 * emulators, the mail inbox, and the preview of each build.
 */
export const e2eServers = new Service<ChildProcess>(
  async () => {
    await Promise.all([e2eFirestore.get(), builds.get()]);
    for (const port of E2E_PORTS) {
      if (
        await isPortOpen(
          port,
          port === PORTS.preview || port === PORTS.offlinePreview ? 'localhost' : HOST,
        )
      ) {
        throw new Error(
          `Port ${port} is in use (npm start or npm run preview?): the end-to-end tests need it. Stop it and try again.`,
        );
      }
    }
    const child = startLogged(
      ...scriptCommand('start.ts', ['e2e']),
      { logFile: logFileFor('e2e-servers') },
      {
        env: {
          ...process.env,
          PORTAL_PREBUILT: '1',
          PORTAL_SHARED_FIRESTORE: '1',
        },
      },
    );
    await waitFor(
      'The end-to-end servers',
      async () =>
        (await isPortOpen(PORTS.offlinePreview, 'localhost')) &&
        (await isPortOpen(PORTS.preview, 'localhost')) &&
        (await functionsAnswer(functionsHealthUrl())),
      240_000,
      () => isRunning(child),
    );
    return child;
  },
  // The start script stops the emulators in turn, each with a grace of its own.
  async (child) => stopProcess(child, 45_000),
);

/** Stops the end-to-end servers and their Firestore emulator, freeing npm start's ports. */
export async function stopE2eServices(): Promise<void> {
  await e2eServers.stop();
  await e2eFirestore.stop();
}

export async function stopServices(): Promise<void> {
  await stopE2eServices();
  await firestore.stop();
}
