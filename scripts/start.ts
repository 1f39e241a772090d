// `npm start` (dev server with hot reload) and `npm run preview` (production build with its
// service worker): builds the functions, starts the Firebase emulators that can run here, seeds
// Firestore when its emulator runs, starts the web app, and stops all of it on Ctrl-C.
// `tsx scripts/start.ts e2e` is what the end-to-end tests run against: the preview, plus the
// offline-mode build on its own port, on a Firestore with no jobs (every spec posts its own).
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import {
  bin,
  embeddedDatabaseUrl,
  firestoreEmulatorBlocker,
  functionsAnswer,
  functionsHealthUrl,
  HOST,
  isPortOpen,
  isRunning,
  loadFirestoreRules,
  offlineFirebaseEnv,
  PORTS,
  PROJECT_ID,
  root,
  run,
  standaloneFirestoreEmulator,
  startMaildev,
  stopProcessGroup,
  waitFor,
} from './lib';
import { keepRetryingMail } from './mail-retry';
import { keepSearchIndexLevel } from './search-sync';
import { seedEmulator } from './seed';
import { buildWeb, WEB_BUILDS, type WebBuild } from './web-builds';

const mode = (['preview', 'e2e'] as const).find((name) => name === process.argv[2]) ?? 'dev';
const webPort = mode === 'dev' ? PORTS.dev : PORTS.preview;
/** npm test has built the web app (both modes) and the functions already. */
const prebuilt = process.env.PORTAL_PREBUILT === '1';
/**
 * npm test has started the Firestore emulator on its usual port, shared with its other steps
 * (which use other projects): use it, with our rules, rather than start one.
 */
const sharedFirestore = process.env.PORTAL_SHARED_FIRESTORE === '1';
const children: ChildProcess[] = [];
/** What stops on the way out besides the children (the search reconciler, the mail retry). */
const stoppers: (() => Promise<void>)[] = [];
let stopping = false;
const FIRESTORE_LOG = 'firestore-debug.log';

function log(message: string) {
  console.log(`\x1b[36m[portal]\x1b[0m ${message}`);
}

/**
 * Starts a long-running child in its own process group. Its output is prefixed with its name,
 * or goes to `logFile` for a chatty child.
 */
function startChild(
  name: string,
  command: string,
  args: string[],
  {
    env = {},
    cwd = root,
    logFile,
  }: { env?: NodeJS.ProcessEnv; cwd?: string; logFile?: string } = {},
) {
  const output = logFile ? openSync(logFile, 'w') : 'pipe';
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', output, output],
    detached: true,
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  children.push(child);
  return child;
}

/** Asks every child to stop (SIGINT, as Ctrl-C would), then forces any that linger. */
async function stopAll(exitCode: number): Promise<never> {
  if (stopping) return new Promise<never>(() => {});
  stopping = true;
  log('Stopping...');
  await Promise.all(stoppers.map((stop) => stop().catch(() => {})));
  await Promise.all(children.map((child) => stopProcessGroup(child)));
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void stopAll(0));
}

async function fail(message: string): Promise<never> {
  console.error(`\x1b[31m[portal]\x1b[0m ${message}`);
  return stopAll(1);
}

interface Emulators {
  firestore: boolean;
  note: string | null;
  reused: boolean;
}

async function startEmulators(): Promise<Emulators> {
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
  return startWithoutFirestore(reason);
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
    await waitFor(
      'The Firestore emulator',
      () => isPortOpen(PORTS.firestore),
      90_000,
      () => isRunning(child),
    );
    await loadFirestoreRules(firestoreHost, readFileSync(`${root}firestore.rules`, 'utf8'));
    return true;
  } catch (error) {
    log(`${error instanceof Error ? error.message : String(error)} (see ${FIRESTORE_LOG})`);
    await stopProcessGroup(child);
    children.splice(children.indexOf(child), 1);
    return false;
  }
}

async function startWithoutFirestore(reason: string): Promise<Emulators> {
  const note = `Firestore emulator not started: ${reason}. The app runs in offline mode.`;
  log(note);
  // No FIRESTORE_EMULATOR_HOST, inherited or not: the functions then refuse what needs Firestore.
  if (!(await tryEmulators(['auth', 'functions'], undefined))) {
    return fail('The Auth and Functions emulators did not start: see the [emulators] lines above.');
  }
  return { firestore: false, note, reused: false };
}

/**
 * Starts the given emulators; true once all of them answer, false if firebase gave up. The
 * functions reach Firestore at `firestoreHost`: firebase-tools passes its own environment on to
 * them, and names its own Firestore emulator there itself when it runs one.
 */
async function tryEmulators(only: string[], firestoreHost: string | undefined): Promise<boolean> {
  log(`Starting Firebase emulators: ${only.join(', ')}`);
  const child = startChild(
    'emulators',
    bin('firebase'),
    ['emulators:start', '--only', only.join(','), '--project', PROJECT_ID],
    {
      env: {
        ...offlineFirebaseEnv(),
        FIRESTORE_EMULATOR_HOST: firestoreHost,
        // The links in the mail the functions send open this web server.
        PORTAL_SITE_URL: `http://localhost:${webPort}`,
        DATABASE_URL: searchDatabaseUrl,
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

const healthUrl = functionsHealthUrl();

/** The functions the end-to-end tests call. */
const CALLED_IN_TESTS = [
  'searchJobs',
  'jobPlaces',
  'jobPage',
  'postJob',
  'openPostForm',
  'reportJob',
  'subscribe',
  'listAlerts',
  'updateAlert',
  'deleteAlert',
  'confirmSubscription',
  'unsubscribe',
  'generateAssessment',
];

/**
 * The Functions emulator loads each function in a process of its own on its first request,
 * which takes seconds, and much longer when many first requests come at once on a busy
 * machine: it gives up on one that takes 30 s. One request each, one at a time, before the
 * tests start, does the loading. A GET changes nothing: callables refuse it, the rest answer a
 * page or a 4xx.
 */
async function warmFunctions() {
  log('Loading the functions the tests call...');
  const base = healthUrl.replace(/\/health$/, '');
  for (const name of CALLED_IN_TESTS) {
    await fetch(`${base}/${name}`)
      .then((response) => response.arrayBuffer())
      .catch(() => {});
  }
}
const firestoreHost = `${HOST}:${PORTS.firestore}`;

/**
 * The search index's PostgreSQL: DATABASE_URL's when set, else the embedded PGlite on its port
 * (shared with another npm start that already runs one). Empty at first: the functions make its
 * tables, and the reconciler fills it from Firestore.
 */
const searchDatabaseUrl = process.env.DATABASE_URL ?? embeddedDatabaseUrl(PORTS.postgres);

async function startSearchIndex(): Promise<string> {
  if (process.env.DATABASE_URL) {
    log('Search index: the PostgreSQL DATABASE_URL names.');
    return 'DATABASE_URL';
  }
  if (await isPortOpen(PORTS.postgres)) {
    log(`Something listens on ${PORTS.postgres} (another npm start's PGlite?): using it.`);
    return searchDatabaseUrl;
  }
  log('Starting the embedded PostgreSQL for search (PGlite)');
  const child = startChild('pglite', bin('tsx'), [
    `${root}scripts/pglite-server.ts`,
    '--port',
    String(PORTS.postgres),
  ]);
  await waitFor(
    'The embedded PostgreSQL',
    () => isPortOpen(PORTS.postgres),
    60_000,
    () => isRunning(child),
  ).catch((error: Error) => fail(error.message));
  return searchDatabaseUrl;
}

/**
 * maildev, where every mail the functions send lands (they send to its SMTP port when no
 * SMTP_URL is set). Shared with another npm start that already runs one.
 */
async function startInbox(): Promise<string> {
  const inboxUrl = `http://localhost:${PORTS.mailWeb}`;
  if (await isPortOpen(PORTS.mailSmtp)) {
    log(`A mail inbox already listens on ${PORTS.mailSmtp} (another npm start?): using it.`);
    return inboxUrl;
  }
  log('Starting the local mail inbox (maildev)');
  const child = startMaildev({ smtp: PORTS.mailSmtp, web: PORTS.mailWeb }, { stdio: 'ignore' });
  children.push(child);
  await waitFor(
    'The mail inbox',
    () => isPortOpen(PORTS.mailSmtp),
    30_000,
    () => isRunning(child),
  ).catch((error: Error) => fail(error.message));
  return inboxUrl;
}

async function main() {
  if (await isPortOpen(webPort)) {
    return fail(`Port ${webPort} is in use: is the portal already running? Stop it and try again.`);
  }

  if (!prebuilt) {
    log('Building the functions...');
    if ((await run('npm', ['run', 'build', '-w', 'functions'])) !== 0) {
      return fail('The functions did not build.');
    }
  }

  const inbox = await startInbox();
  const searchIndex = await startSearchIndex();
  const emulators = await startEmulators();
  if (emulators.firestore && !emulators.reused) {
    // The end-to-end specs arrange the jobs they need; a board of their own is cheaper to load.
    const count = await seedEmulator({ jobs: mode !== 'e2e' });
    log(`Seeded ${count} documents into the Firestore emulator.`);
  }
  if (emulators.firestore) {
    const stop = await keepSearchIndexLevel({
      firestoreHost,
      databaseUrl: searchDatabaseUrl,
      log: (message) => log(message),
    });
    stoppers.push(stop);
    stoppers.push(await keepRetryingMail({ firestoreHost, log: (message) => log(message) }));
  }
  if (mode === 'e2e' && emulators.firestore) await warmFunctions();
  if (mode === 'e2e' && !emulators.firestore) {
    return fail('The end-to-end tests need a Firestore emulator, and none could start here.');
  }
  // Tell the app which way to reach Firestore, rather than have every page load probe for it.
  const firestoreMode = emulators.firestore ? 'emulator' : 'offline';
  const servers: ({ port: number } & WebBuild)[] = [
    { port: webPort, ...WEB_BUILDS[firestoreMode] },
  ];
  // The offline-mode pass of the end-to-end tests gets its own build and port (and so its own
  // origin: its own service worker and storage).
  if (mode === 'e2e') servers.push({ port: PORTS.offlinePreview, ...WEB_BUILDS.offline });

  if (mode !== 'dev' && !prebuilt) {
    for (const build of servers) {
      log(`Building the web app (web/${build.outDir})...`);
      if ((await buildWeb(build)) !== 0) return fail('The web app did not build.');
    }
  }
  for (const { port, outDir, env } of servers) {
    const web = startChild(
      port === webPort ? 'web' : `web:${port}`,
      bin('vite'),
      mode === 'dev'
        ? ['--port', String(port), '--strictPort']
        : ['preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
      { env, cwd: `${root}web` },
    );
    web.once('exit', () => void (stopping || fail('The web server stopped.')));
    await waitFor(
      'The web app',
      () => isPortOpen(port, 'localhost'),
      60_000,
      () => isRunning(web),
    ).catch((error: Error) => fail(error.message));
  }

  const lines = [
    '',
    `  Portal (${mode === 'dev' ? 'dev server, hot reload' : 'production build, service worker'}):  http://localhost:${webPort}`,
    `  Auth emulator:       http://${HOST}:${PORTS.auth}`,
    `  Functions emulator:  http://${HOST}:${PORTS.functions}  (health: ${healthUrl})`,
    `  Mail inbox:          ${inbox}  (maildev; SMTP on ${HOST}:${PORTS.mailSmtp})`,
    emulators.firestore
      ? `  Firestore emulator:  http://${HOST}:${PORTS.firestore}  (seeded)`
      : `  Firestore:           offline mode, data stays in each browser (seeded on first load)`,
    `  Search index:        ${searchIndex === 'DATABASE_URL' ? 'DATABASE_URL' : searchDatabaseUrl}${emulators.firestore ? '  (kept level with Firestore)' : '  (empty: no Firestore to fill it from)'}`,
    ...(mode === 'e2e' ? [`  Offline-mode build:  http://localhost:${PORTS.offlinePreview}`] : []),
    '',
    '  Press Ctrl-C to stop everything.',
    '',
  ];
  console.log(lines.join('\n'));
}

process.chdir(root);
main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
