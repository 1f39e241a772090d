// Larger boards for the web bench: the seed's generator continued past its 320 jobs, written to
// the Firestore emulator with the Admin SDK and into the search index (the preview's PGlite, or
// DATABASE_URL's), and removed again when the bench is done. They keep the seed's own update
// times, older than the reconciler's watermark, so the preview's reconciler leaves them alone:
// it would read a hundred thousand jobs back from the emulator, whose queries scan them all.
import { COLLECTIONS } from '../../domain/src/constants';
import { generateSeedJobs } from '../../domain/src/seed/seed-jobs';
import { embeddedDatabaseUrl, HOST, NO_METADATA_SERVER, PORTS, PROJECT_ID } from '../lib';

async function searchIndex() {
  process.env.DATABASE_URL ??= embeddedDatabaseUrl(PORTS.postgres);
  const { searchDatabase } = await import('../../functions/src/search/search-database');
  const index = await import('../../functions/src/search/index-jobs');
  const db = await searchDatabase();
  if (!db) throw new Error('No search database for the bench');
  return { db, ...index };
}

async function emulatorDb() {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
  Object.assign(process.env, NO_METADATA_SERVER);
  // Imported here so that the env variable is set before the Admin SDK reads it.
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
}

/**
 * Writes in batches, one after another: the emulator misses its deadlines when thousands of
 * writes arrive at once (the BulkWriter's way).
 */
const BATCH = 250;

async function inBatches(
  from: number,
  total: number,
  write: (
    batch: FirebaseFirestore.WriteBatch,
    ref: FirebaseFirestore.DocumentReference,
    data: object,
  ) => void,
) {
  if (total <= from) return;
  const db = await emulatorDb();
  const jobs = generateSeedJobs(total).slice(from);
  for (let start = 0; start < jobs.length; start += BATCH) {
    const batch = db.batch();
    for (const job of jobs.slice(start, start + BATCH)) {
      write(batch, db.collection(COLLECTIONS.jobs).doc(job.id), job.data);
    }
    await batch.commit();
  }
}

/** Makes the board `total` jobs: writes the generator's jobs from `from` up to `total`. */
export async function addBenchJobs(from: number, total: number): Promise<void> {
  if (total <= from) return;
  await inBatches(from, total, (batch, ref, data) => batch.set(ref, data));
  const { db, searchRowOf, upsertSearchRows } = await searchIndex();
  const jobs = generateSeedJobs(total).slice(from);
  for (let at = 0; at < jobs.length; at += 1000) {
    const rows = jobs.slice(at, at + 1000).map(({ id, data }) => searchRowOf({ id, ...data }));
    await upsertSearchRows(db, rows);
  }
  await db.query('vacuum analyze job_search');
}

/** Removes the jobs `addBenchJobs` wrote, from `from` up to `total`. */
export async function removeBenchJobs(from: number, total: number): Promise<void> {
  if (total <= from) return;
  await inBatches(from, total, (batch, ref) => batch.delete(ref));
  const { db, removeSearchRows } = await searchIndex();
  const ids = generateSeedJobs(total)
    .slice(from)
    .map((job) => job.id);
  for (let at = 0; at < ids.length; at += 1000)
    await removeSearchRows(db, ids.slice(at, at + 1000));
}
