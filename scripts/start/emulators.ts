// The Firebase emulators npm start runs: Auth and Functions through firebase-tools, Firestore
// through firebase-tools or, where that cannot run it, Google's emulator as Debian packages it.
import { readFileSync } from 'node:fs';
import {
  bin,
  functionsAnswer,
  functionsHealthUrl,
  HOST,
  isPortOpen,
  isRunning,
  offlineFirebaseEnv,
  SLOW_FUNCTION_STARTS,
  PORTS,
  PROJECT_ID,
  root,
  stopProcessGroup,
  waitFor,
  waitForPort,
} from '../lib';
import {
  firestoreEmulatorBlocker,
  loadFirestoreRules,
  standaloneFirestoreEmulator,
} from '../firestore-emulator';
import { children, fail, log, startChild } from './supervisor';

const FIRESTORE_LOG = 'firestore-debug.log';
export const firestoreHost = `${HOST}:${PORTS.firestore}`;
export const healthUrl = functionsHealthUrl();

export interface EmulatorSetup {
  /** The web server's port: the links in the mail the functions send open it. */
  webPort: number;
  /**
   * The dev server's page, which the functions render the boards and job pages into (the
   * preview's come from its build instead).
   */
  devShellUrl: string | null;
  /** The search index the functions write to. */
  searchDatabaseUrl: string;
  /**
   * npm test has started the Firestore emulator on its usual port, shared with its other steps
   * (which use other projects): use it, with our rules, rather than start one.
   */
  sharedFirestore: boolean;
}

export interface Emulators {
  firestore: boolean;
  note: string | null;
  reused: boolean;
}

/**
 * Starts the Auth and Functions emulators, and a Firestore emulator where one can run (else the
 * app runs in offline mode): firebase-tools', or Google's packaged one beside its others.
 */
export async function startEmulators(setup: EmulatorSetup): Promise<Emulators> {
  const { sharedFirestore } = setup;
  const tryEmulators = (only: string[], firestoreHost: string | undefined) =>
    tryEmulatorsWith(setup, only, firestoreHost);
  const [authBusy, functionsBusy] = await Promise.all([
    isPortOpen(PORTS.auth),
    isPortOpen(PORTS.functions),
  ]);
  if (authBusy && functionsBusy) {
    // Another `npm start` (or `firebase emulators:start`) already serves them: share them.
    const firestore = await isPortOpen(PORTS.firestore);
    log('Firebase emulators are already running (another npm start?): using them.');
    return { firestore, note: null, reused: true };
  }
  if (authBusy || functionsBusy) {
    return fail(
      `Port ${authBusy ? PORTS.auth : PORTS.functions} is in use by something else: stop it and try again.`,
    );
  }

  if (sharedFirestore) {
    if (!(await isPortOpen(PORTS.firestore))) {
      return fail(`PORTAL_SHARED_FIRESTORE=1, but nothing listens on ${PORTS.firestore}.`);
    }
    await loadFirestoreRules(firestoreHost, readFileSync(`${root}firestore.rules`, 'utf8'));
    if (!(await tryEmulators(['auth', 'functions'], firestoreHost))) {
      return fail(
        'The Auth and Functions emulators did not start: see the [emulators] lines above.',
      );
    }
    return { firestore: true, note: null, reused: false };
  }
  let reason = firestoreEmulatorBlocker();
  // firebase-tools cannot run Google's packaged emulator, but we can, beside its other emulators.
  const standalone =
    process.env.PORTAL_FIRESTORE === 'offline' ? null : standaloneFirestoreEmulator();
  if ((!reason || standalone) && (await isPortOpen(PORTS.firestore))) {
    return fail(`Port ${PORTS.firestore} (Firestore emulator) is in use: stop what uses it.`);
  }
  if (!reason) {
    if (await tryEmulators(['auth', 'functions', 'firestore'], undefined)) {
      return { firestore: true, note: null, reused: false };
    }
    reason =
      'the Firestore emulator could not start (no network to download it, or see firebase-debug.log)';
  }
  if (standalone && (await startStandaloneFirestore(standalone))) {
    if (!(await tryEmulators(['auth', 'functions'], firestoreHost))) {
      return fail(
        'The Auth and Functions emulators did not start: see the [emulators] lines above.',
      );
    }
    return { firestore: true, note: null, reused: false };
  }
  if (process.env.PORTAL_FIRESTORE === 'emulator') {
    return fail(`PORTAL_FIRESTORE=emulator, but the Firestore emulator cannot run: ${reason}.`);
  }
  return startWithoutFirestore(setup, reason);
}

/** Google's Firestore emulator (Debian's package), started directly and given our rules. */
async function startStandaloneFirestore(emulator: { command: string; args: string[] }) {
  // It logs a stack trace for every connection a closed tab drops: to a file, as firebase-tools
  // does, so the terminal stays readable and a slow reader can never stall the emulator.
  log(`Starting Google's Firestore emulator (log: ${FIRESTORE_LOG})`);
  const child = startChild(
    'firestore',
    emulator.command,
    [...emulator.args, '--host', HOST, '--port', String(PORTS.firestore)],
    { logFile: `${root}${FIRESTORE_LOG}` },
  );
  try {
    await waitForPort('The Firestore emulator', child, PORTS.firestore, 90_000);
    await loadFirestoreRules(firestoreHost, readFileSync(`${root}firestore.rules`, 'utf8'));
    return true;
  } catch (error) {
    log(`${error instanceof Error ? error.message : String(error)} (see ${FIRESTORE_LOG})`);
    await stopProcessGroup(child);
    children.splice(children.indexOf(child), 1);
    return false;
  }
}

async function startWithoutFirestore(setup: EmulatorSetup, reason: string): Promise<Emulators> {
  const note = `Firestore emulator not started: ${reason}. The app runs in offline mode.`;
  log(note);
  // No FIRESTORE_EMULATOR_HOST, inherited or not: the functions then refuse what needs Firestore.
  if (!(await tryEmulatorsWith(setup, ['auth', 'functions'], undefined))) {
    return fail('The Auth and Functions emulators did not start: see the [emulators] lines above.');
  }
  return { firestore: false, note, reused: false };
}

/**
 * Starts the given emulators; true once all of them answer, false if firebase gave up. The
 * functions reach Firestore at `firestoreHost`: firebase-tools passes its own environment on to
 * them, and names its own Firestore emulator there itself when it runs one.
 */
async function tryEmulatorsWith(
  { webPort, searchDatabaseUrl, devShellUrl }: EmulatorSetup,
  only: string[],
  firestoreHost: string | undefined,
): Promise<boolean> {
  log(`Starting Firebase emulators: ${only.join(', ')}`);
  const child = startChild(
    'emulators',
    bin('firebase'),
    ['emulators:start', '--only', only.join(','), '--project', PROJECT_ID],
    {
      env: {
        ...offlineFirebaseEnv(),
        ...SLOW_FUNCTION_STARTS,
        FIRESTORE_EMULATOR_HOST: firestoreHost,
        // The links in the mail the functions send open this web server.
        PORTAL_SITE_URL: `http://localhost:${webPort}`,
        DATABASE_URL: searchDatabaseUrl,
        ...(devShellUrl ? { PORTAL_DEV_SHELL_URL: devShellUrl } : {}),
      },
    },
  );
  const ports = only.map((name) => PORTS[name as keyof typeof PORTS]);
  try {
    await waitFor(
      'The emulators',
      async () => (await Promise.all(ports.map((port) => isPortOpen(port)))).every(Boolean),
      120_000,
      () => isRunning(child),
    );
    // The functions port opens before the code is loaded; the health function says it is.
    await waitFor(
      'The functions',
      () => functionsAnswer(healthUrl),
      60_000,
      () => isRunning(child),
    );
    return true;
  } catch {
    await stopProcessGroup(child);
    children.splice(children.indexOf(child), 1);
    return false;
  }
}
