// `npm run bench` (its reconciler part): how long the search reconciler takes to bring the
// index level after 1,000 jobs changed at once (a burst of posts, an expiry run), and again
// after the same 1,000 change once more. Jobs are written to the running Firestore emulator
// (or, when none runs, one the bench starts on a port of its own) under a project of their own,
// so no other reconciler (npm start's) sees them, and indexed into an embedded PGlite of the
// bench's own, or the PostgreSQL DATABASE_URL names. Target: under 10 s.
import { spawn } from 'node:child_process';
import { generateSeedJobs, type SeedJob } from '@portal/domain/seed/seed-jobs';
import { reconcileSearch } from '../functions/src/search/reconcile-search';
import { standaloneFirestoreOn } from '../scripts/firestore-emulator';
import { emulatorFirestore, HOST, isPortOpen, PORTS, stopProcessGroup } from '../scripts/lib';
import { writeJobs } from './emulator-jobs';
import { openSearchIndex } from './search-index';

const CHANGED = 1000;
const PGLITE_PORT = 5439;
/** Where the bench's own Firestore emulator listens, when npm start's or the preview's is not running. */
const OWN_FIRESTORE_PORT = 8089;

const ownEmulator = (await isPortOpen(PORTS.firestore))
  ? null
  : await standaloneFirestoreOn(
      OWN_FIRESTORE_PORT,
      (command, args) => spawn(command, args, { stdio: 'ignore', detached: true }),
      'The reconciler bench needs one: run npm start, or install it.',
    );
process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${ownEmulator ? OWN_FIRESTORE_PORT : PORTS.firestore}`;
const firestore = await emulatorFirestore('demo-bench-reconcile');
const index = await openSearchIndex(PGLITE_PORT);
const jobs = generateSeedJobs(CHANGED);

/** Writes every job changed by `change`, then times one reconciler pass. */
async function changeAndReconcile(change: (data: SeedJob['data']) => object) {
  await writeJobs(firestore, jobs, (batch, ref, { data }) => batch.set(ref, change(data)));
  const started = performance.now();
  const { jobs: read } = await reconcileSearch(firestore, index.db);
  return `${read} | ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

try {
  await index.db.query('truncate job_search').catch(() => {});
  await index.db.query('delete from search_watermark').catch(() => {});
  const first = await changeAndReconcile((data) => ({ ...data, updatedAt: new Date() }));
  const second = await changeAndReconcile((data) => ({
    ...data,
    updatedAt: new Date(),
    Title: 'Changed again',
  }));
  const { rows } = await index.db.query<{ n: number }>('select count(*)::int as n from job_search');
  console.log(`Reconciler, ${CHANGED.toLocaleString('en')} jobs changed at once (target < 10 s):`);
  console.log('| pass | jobs read | time |\n|---|---|---|');
  console.log(`| new jobs | ${first} |\n| the same jobs changed | ${second} |`);
  console.log(`The index holds ${rows[0]!.n} rows.`);
} finally {
  await writeJobs(firestore, jobs, (batch, ref) => batch.delete(ref)).catch(() => {});
  await index.close();
  if (ownEmulator) await stopProcessGroup(ownEmulator);
}
