// Jobs the benches write to a Firestore emulator. For the web bench, larger boards: the seed's
// generator continued past its 320 jobs, written to the emulator and into the search index (the
// preview's PGlite, or DATABASE_URL's), and removed again when the bench is done. They keep the
// seed's own update times, older than the reconciler's watermark, so the preview's reconciler
// leaves them alone: it would read a hundred thousand jobs back from the emulator, whose
// queries scan them all.
import type { DocumentReference, Firestore, WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@portal/domain/constants';
import { generateSeedJobs, type SeedJob } from '@portal/domain/seed/seed-jobs';
import { emulatorFirestore } from '../scripts/lib';
import { indexJobs, openSearchIndex, unindexJobs } from './search-index';

/**
 * Writes in batches, one after another: the emulator misses its deadlines when thousands of
 * writes arrive at once (the BulkWriter's way).
 */
const BATCH = 250;

/** `write`s each of `jobs` (a set or a delete) to its document, a batch at a time. */
export async function writeJobs(
  firestore: Firestore,
  jobs: SeedJob[],
  write: (batch: WriteBatch, ref: DocumentReference, job: SeedJob) => void,
): Promise<void> {
  for (let at = 0; at < jobs.length; at += BATCH) {
    const batch = firestore.batch();
    for (const job of jobs.slice(at, at + BATCH)) {
      write(batch, firestore.collection(COLLECTIONS.jobs).doc(job.id), job);
    }
    await batch.commit();
  }
}

/** The generator's jobs from `from` up to `total`, on npm start's emulator and the index. */
async function boardJobs(from: number, total: number) {
  const jobs = generateSeedJobs(total).slice(from);
  return { jobs, firestore: await emulatorFirestore(), index: await openSearchIndex() };
}

/** Makes the board `total` jobs: writes the generator's jobs from `from` up to `total`. */
export async function addBenchJobs(from: number, total: number): Promise<void> {
  if (total <= from) return;
  const { jobs, firestore, index } = await boardJobs(from, total);
  await writeJobs(firestore, jobs, (batch, ref, { data }) => batch.set(ref, data));
  await indexJobs(
    index.db,
    jobs.map(({ id, data }) => ({ id, ...data })),
  );
}

/** Removes the jobs `addBenchJobs` wrote, from `from` up to `total`. */
export async function removeBenchJobs(from: number, total: number): Promise<void> {
  if (total <= from) return;
  const { jobs, firestore, index } = await boardJobs(from, total);
  await writeJobs(firestore, jobs, (batch, ref) => batch.delete(ref));
  await unindexJobs(
    index.db,
    jobs.map((job) => job.id),
  );
}
