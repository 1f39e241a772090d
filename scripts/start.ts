// `npm start` (dev server with hot reload) and `npm run preview` (production build with its
// service worker): builds the functions, starts the Firebase emulators that can run here, seeds
// Firestore when its emulator runs, starts the web app, and stops all of it on Ctrl-C.
// `npm run e2e:servers` is what the end-to-end tests run against: the preview, plus the
// offline-mode build on its own port, on a Firestore with no jobs (every spec posts its own).
import {
  bin,
  embeddedDatabaseUrl,
  HOST,
  isPortOpen,
  isRunning,
  PORTS,
  root,
  run,
  searchDatabaseCommand,
  startMaildev,
  waitFor,
  waitForPort,
} from './lib';
import { firestoreHost, healthUrl, startEmulators } from './start/emulators';
import {
  children,
  fail,
  isStopping,
  log,
  startChild,
  stopOnSignals,
  stoppers,
} from './start/supervisor';
import { warmFunctions } from './start/warm-functions';
import { keepRetryingMail } from './mail-retry';
import { keepSearchIndexLevel } from './search-sync';
import { seedEmulator } from './seed';
import { buildWeb, WEB_BUILDS, type WebBuild } from './web-builds';
import { DEV_SHELL_PATH } from '../web/build/hosting-preview';

const mode = (['preview', 'e2e'] as const).find((name) => name === process.argv[2]) ?? 'dev';
const webPort = mode === 'dev' ? PORTS.dev : PORTS.preview;
/** npm test has built the web app (both modes) and the functions already. */
const prebuilt = process.env.PORTAL_PREBUILT === '1';

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
  const child = startChild('pglite', ...searchDatabaseCommand(PORTS.postgres));
  await waitForPort('The embedded PostgreSQL', child, PORTS.postgres).catch((error: Error) =>
    fail(error.message),
  );
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
  await waitForPort('The mail inbox', child, PORTS.mailSmtp, 30_000).catch((error: Error) =>
    fail(error.message),
  );
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
  const emulators = await startEmulators({
    webPort,
    searchDatabaseUrl,
    devShellUrl: mode === 'dev' ? `http://localhost:${webPort}${DEV_SHELL_PATH}` : null,
    sharedFirestore: process.env.PORTAL_SHARED_FIRESTORE === '1',
  });
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
    web.once('exit', () => void (isStopping() || fail('The web server stopped.')));
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
stopOnSignals();
main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
