// `npm run bench` (its reconciler part): how long the search reconciler takes to bring the
// index level after 1,000 jobs changed at once (a burst of posts, an expiry run), and again
// after the same 1,000 change once more. Jobs are written to the running Firestore emulator
// under a project of their own, so no other reconciler (npm start's) sees them, and indexed
// into an embedded PGlite of the bench's own, or the PostgreSQL DATABASE_URL names. Target:
// under 10 s.
import { COLLECTIONS } from '../../domain/src/constants';
import { generateSeedJobs } from '../../domain/src/seed/seed-jobs';
import {
  HOST,
  isPortOpen,
  NO_METADATA_SERVER,
  PORTS,
  benchSearchDatabase,
  stopProcessGroup,
} from '../lib';

const CHANGED = 1000;
const PORT = 5439;
const PROJECT = 'demo-bench-reconcile';
const BATCH = 250;

async function main() {
  if (!(await isPortOpen(PORTS.firestore, HOST))) {
    throw new Error('The reconciler bench needs the Firestore emulator on :8080 (npm start).');
  }
  Object.assign(process.env, NO_METADATA_SERVER, {
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
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
  }
}

await main();
