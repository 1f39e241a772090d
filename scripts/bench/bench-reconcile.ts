// `npm run bench` (its reconciler part): how long the search reconciler takes to bring the
// index level after 1,000 jobs changed at once (a burst of posts, an expiry run), and again
// after the same 1,000 change once more. Jobs are written to the running Firestore emulator
// (or, when none runs, one the bench starts on a port of its own) under a project of their own,
// so no other reconciler (npm start's) sees them, and indexed into an embedded PGlite of the
// bench's own, or the PostgreSQL DATABASE_URL names. Target: under 10 s.
import { spawn, type ChildProcess } from 'node:child_process';
import { COLLECTIONS } from '../../domain/src/constants';
import { generateSeedJobs } from '../../domain/src/seed/seed-jobs';
import { standaloneFirestoreEmulator } from '../firestore-emulator';
import {
  HOST,
  isPortOpen,
  isRunning,
  NO_METADATA_SERVER,
  PORTS,
  benchSearchDatabase,
  stopProcessGroup,
  waitFor,
} from '../lib';

const CHANGED = 1000;
const PORT = 5439;
const PROJECT = 'demo-bench-reconcile';
const BATCH = 250;
/** Where the bench's own Firestore emulator listens, when npm start's or the preview's is not running. */
const OWN_FIRESTORE_PORT = 8089;

/** The running Firestore emulator's port, or one started for the bench (`child`, to stop). */
async function firestoreEmulator(): Promise<{ port: number; child: ChildProcess | null }> {
  if (await isPortOpen(PORTS.firestore, HOST)) return { port: PORTS.firestore, child: null };
  const emulator = standaloneFirestoreEmulator();
  if (!emulator) {
    throw new Error(
      "The reconciler bench needs a Firestore emulator: run npm start, or install Debian's " +
        'google-cloud-cli-firestore-emulator and a Java 21.',
    );
  }
  const args = [...emulator.args, '--host', HOST, '--port', String(OWN_FIRESTORE_PORT)];
  const child = spawn(emulator.command, args, { stdio: 'ignore', detached: true });
  await waitFor(
    'The Firestore emulator',
    () => isPortOpen(OWN_FIRESTORE_PORT, HOST),
    90_000,
    () => isRunning(child),
  );
  return { port: OWN_FIRESTORE_PORT, child };
}

async function main() {
  const emulator = await firestoreEmulator();
  Object.assign(process.env, NO_METADATA_SERVER, {
    FIRESTORE_EMULATOR_HOST: `${HOST}:${emulator.port}`,
  });
  const { url, child } = await benchSearchDatabase(PORT);
  process.env.DATABASE_URL = url;
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { reconcileSearch } = await import('../../functions/src/search/reconcile-search');
  const { closeSearchDatabase, searchDatabase } =
    await import('../../functions/src/search/search-database');
  const firestore = getFirestore(initializeApp({ projectId: PROJECT }, 'bench-reconcile'));
  const db = (await searchDatabase())!;
  const jobs = generateSeedJobs(CHANGED);
  const write = async (change: (data: object) => object) => {
    for (let at = 0; at < jobs.length; at += BATCH) {
      const batch = firestore.batch();
      for (const job of jobs.slice(at, at + BATCH)) {
        batch.set(firestore.collection(COLLECTIONS.jobs).doc(job.id), change(job.data));
      }
      await batch.commit();
    }
  };
  const timed = async () => {
    const started = performance.now();
    const { jobs: indexed } = await reconcileSearch(firestore, db);
    return { indexed, seconds: ((performance.now() - started) / 1000).toFixed(1) };
  };
  try {
    await db.query('truncate job_search').catch(() => {});
    await db.query('delete from search_watermark').catch(() => {});
    await write((data) => ({ ...data, updatedAt: new Date() }));
    const first = await timed();
    await write((data) => ({ ...data, updatedAt: new Date(), Title: 'Changed again' }));
    const second = await timed();
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from job_search');
    console.log(
      `Reconciler, ${CHANGED.toLocaleString('en')} jobs changed at once (target < 10 s):`,
    );
    console.log('| pass | jobs read | time |');
    console.log('|---|---|---|');
    console.log(`| new jobs | ${first.indexed} | ${first.seconds} s |`);
    console.log(`| the same jobs changed | ${second.indexed} | ${second.seconds} s |`);
    console.log(`The index holds ${rows[0]!.n} rows.`);
  } finally {
    await Promise.all(
      jobs.map((job) => firestore.collection(COLLECTIONS.jobs).doc(job.id).delete()),
    ).catch(() => {});
    await closeSearchDatabase();
    if (child) await stopProcessGroup(child);
    if (emulator.child) await stopProcessGroup(emulator.child);
  }
}

await main();
