// Keeps the search index level with the Firestore emulator while npm start or npm run preview
// runs, as production's write trigger and schedule would (this machine's Firestore emulator fires
// no triggers): the functions' own reconciler, run whenever a listener hears a job written, and
// every half minute besides. On 127.0.0.1:PORTS.searchSync, `POST /reconcile` runs it at once and
// answers when it is done.
import { createServer } from 'node:http';
import { emulatorFirestore, HOST, PORTS } from './lib';

/**
 * The pass a timer runs when nobody wrote. Woken by writes, it has no need to poll: every pass
 * makes the emulator read every job (it has no indexes), and at 1,500 jobs a pass every two
 * seconds cost it a tenth of a core while nothing happened.
 */
const EVERY_MS = 30_000;
/** When the listener fails: polling, as before, so the index still keeps up. */
const POLL_MS = 2000;

/** Starts the loop; the returned function stops it. */
export async function keepSearchIndexLevel({
  firestoreHost,
  databaseUrl,
  log,
}: {
  firestoreHost: string;
  databaseUrl: string;
  log: (message: string) => void;
}): Promise<() => Promise<void>> {
  Object.assign(process.env, { FIRESTORE_EMULATOR_HOST: firestoreHost, DATABASE_URL: databaseUrl });
  const firestore = await emulatorFirestore();
  // Imported once the environment says where PostgreSQL is.
  const { reconcileSearch } = await import('../functions/src/search/reconcile-search');
  const { closeSearchDatabase, searchDatabase } =
    await import('../functions/src/search/search-database');

  let stopped = false;
  let built = false;
  let lastError = '';
  let running: Promise<void> = Promise.resolve();
  const once = async () => {
    try {
      const db = await searchDatabase();
      if (!db) return;
      const { jobs } = await reconcileSearch(firestore, db);
      if (!built) log(`Search index built from Firestore: ${jobs} job(s).`);
      built = true;
      lastError = '';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Said once, not at every pass.
      if (message !== lastError) log(`Search index: reconciling failed: ${message}`);
      lastError = message;
    }
  };
  let wake = () => {};
  let every = EVERY_MS;
  /** A job was written since the running pass began: the loop runs another at once. */
  let written = false;
  // One pass at a time, whoever asks.
  const pass = () => (running = running.then(once));
  const loop = async () => {
    while (!stopped) {
      written = false;
      await pass();
      if (written) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, every);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };
  void loop();
  // Jobs written from now on: the emulator tells a listener of each write as it lands.
  const unsubscribe = firestore
    .collection('jobs')
    .where('updatedAt', '>=', new Date())
    .onSnapshot(
      () => {
        written = true;
        wake();
      },
      (error) => {
        log(`Search index: no listener on jobs (${error.message}): reconciling every 2 s.`);
        every = POLL_MS;
        wake();
      },
    );

  // A pass that starts after the request came, so it sees every write made before it.
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/reconcile') {
      response.writeHead(404).end();
      return;
    }
    pass().then(
      () => response.writeHead(lastError ? 500 : 204).end(lastError),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => {
    server.once('error', () => {
      log(`Port ${PORTS.searchSync} is taken: no on-demand search reconciling.`);
      resolve();
    });
    server.listen(PORTS.searchSync, HOST, resolve);
  });
  return async () => {
    stopped = true;
    unsubscribe();
    wake();
    server.close();
    await running;
    await closeSearchDatabase();
  };
}
