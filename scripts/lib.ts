// Small helpers shared by the start, seed and test scripts.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { pathToFileURL } from 'node:url';

export const PROJECT_ID = 'demo-portal';
export const HOST = '127.0.0.1';
/** As in firebase.json. */
export const PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  dev: 5173,
  preview: 4173,
  /** The offline-mode build the end-to-end tests' offline pass runs against. */
  offlinePreview: 4174,
  /** maildev, the local inbox: SMTP, and the web inbox with its API. */
  mailSmtp: 1025,
  mailWeb: 1080,
  /** The embedded PostgreSQL (PGlite) of the search index, unless DATABASE_URL names another. */
  postgres: 5433,
  /**
   * `POST /reconcile` here runs the search reconciler once and answers when it is done: how the
   * end-to-end tests wait for jobs they wrote straight into Firestore to be searchable.
   */
  searchSync: 5436,
} as const;

export const root = new URL('..', import.meta.url).pathname;
export const bin = (name: string) => `${root}node_modules/.bin/${name}`;

/** tsx's loader by its URL, so that a script runs the same from any working directory. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * A command for scripts/`script` on this Node with tsx's loader, in one process (the npm
 * scripts run theirs the same way). The tsx command runs the script in a second process, and
 * when a signal reaches both, kills the script outright unless it answers within 30 ms: on a
 * busy host that cut npm start's shutdown short and left its emulators running.
 */
export function scriptCommand(script: string, args: string[] = []): [string, string[]] {
  return [process.execPath, ['--import', TSX_LOADER, `${root}scripts/${script}`, ...args]];
}

export function isPortOpen(port: number, host = HOST): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  stillWorthWaiting: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (!stillWorthWaiting()) throw new Error(`${what} stopped before it was ready`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} was not ready after ${Math.round(timeoutMs / 1000)} s`);
}

/** Waits until `child`, started to listen on `port`, does; fails if it stops first. */
export function waitForPort(
  what: string,
  child: ChildProcess,
  port: number,
  timeoutMs = 60_000,
): Promise<void> {
  return waitFor(
    what,
    () => isPortOpen(port),
    timeoutMs,
    () => isRunning(child),
  );
}

/** The health function on a Functions emulator: it answers once the functions are loaded. */
export function functionsHealthUrl(port: number = PORTS.functions, project = PROJECT_ID): string {
  return `http://${HOST}:${port}/${project}/us-central1/health`;
}

export async function functionsAnswer(healthUrl: string): Promise<boolean> {
  try {
    return (await fetch(healthUrl)).ok;
  } catch {
    return false;
  }
}

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * Stops a child spawned with `detached: true` and all it started (its process group): SIGINT,
 * as Ctrl-C would, then SIGKILL for the group if it lingers or leaves anything behind.
 */
export async function stopProcessGroup(child: ChildProcess, graceMs = 10_000): Promise<void> {
  // A child that never started has no group, and will never exit.
  const { pid } = child;
  if (pid === undefined) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  };
  if (!isRunning(child)) return signalGroup('SIGKILL');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup('SIGINT');
  const force = setTimeout(() => signalGroup('SIGKILL'), graceMs);
  await exited;
  clearTimeout(force);
  signalGroup('SIGKILL');
}

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Google's auth library otherwise probes the cloud metadata server (an address off this
 * machine) to learn whether it runs on Google Cloud; the emulators never do.
 */
export const NO_METADATA_SERVER = { METADATA_SERVER_DETECTION: 'none' } as const;

/**
 * The Admin SDK's Firestore on the emulator FIRESTORE_EMULATOR_HOST names (npm start's unless
 * set), under `projectId`: the process's first Admin app, made on first use. The SDK is
 * imported here, once the environment says where the emulator is.
 */
export async function emulatorFirestore(projectId: string = PROJECT_ID) {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
  Object.assign(process.env, NO_METADATA_SERVER);
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  return getFirestore(getApps()[0] ?? initializeApp({ projectId }));
}

/**
 * firebase-tools gives a function instance it starts for a request 30 s to load, and when one
 * takes longer it never answers that request: the caller waits for ever. A busy two-core host
 * starting several instances at once (each loads the Admin SDK and the whole functions bundle)
 * has taken longer, so the emulators we start give them three minutes. The variable is in seconds.
 */
export const SLOW_FUNCTION_STARTS = { FUNCTIONS_DISCOVERY_TIMEOUT: '180' } as const;

/**
 * Environment for running firebase-tools without reaching the internet: its own config store
 * (under .firebase/, git-ignored) that says the message of the day was just fetched and usage
 * statistics are off, no update check, and npm offline. The emulators need nothing else from
 * outside.
 */
export function offlineFirebaseEnv(): NodeJS.ProcessEnv {
  const configHome = `${root}.firebase/cli-config`;
  mkdirSync(`${configHome}/configstore`, { recursive: true });
  writeFileSync(
    `${configHome}/configstore/firebase-tools.json`,
    JSON.stringify({ usage: false, motd: { fetched: Date.now() } }),
  );
  return {
    XDG_CONFIG_HOME: configHome,
    NO_UPDATE_NOTIFIER: '1',
    // Loading the functions, firebase-tools asks the npm registry for firebase-functions' latest
    // version (`npm show`); offline, npm answers from its cache or not at all.
    npm_config_offline: 'true',
    ...NO_METADATA_SERVER,
  };
}

/**
 * maildev, the local inbox every mail the functions send lands in: SMTP on `smtp`, the inbox
 * and its API (/api/email) on `web`, both on 127.0.0.1, mail kept in a folder of its own under
 * .firebase/ (git-ignored) so two inboxes never share one.
 */
export function startMaildev(
  { smtp, web }: { smtp: number; web: number },
  options: SpawnOptions = {},
): ChildProcess {
  const directory = `${root}.firebase/maildev-${smtp}`;
  mkdirSync(directory, { recursive: true });
  const args = ['--ip', HOST, '--web-ip', HOST, '-s', String(smtp), '-w', String(web)];
  return spawn(bin('maildev'), [...args, '--mail-directory', directory], {
    cwd: root,
    detached: true,
    ...options,
  });
}

/** postgres://… for the embedded PostgreSQL listening on `port`. */
export const embeddedDatabaseUrl = (port: number) => `postgres://postgres@${HOST}:${port}/postgres`;

/**
 * The embedded PostgreSQL for the search index (scripts/pglite-server.ts) on `port`, empty: the
 * functions create its tables, and the reconciler fills it from Firestore.
 */
export const searchDatabaseCommand = (port: number) =>
  scriptCommand('pglite-server.ts', ['--port', String(port)]);
