// Larger boards for the web bench: the seed's generator continued past its 320 jobs, written to
// the Firestore emulator with the Admin SDK, and removed again when the bench is done.
import { COLLECTIONS } from '../domain/src/constants';
import { generateSeedJobs } from '../domain/src/seed-jobs';
import { HOST, NO_METADATA_SERVER, PORTS, PROJECT_ID } from './lib';

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
export function addBenchJobs(from: number, total: number): Promise<void> {
  return inBatches(from, total, (batch, ref, data) => batch.set(ref, data));
}

/** Removes the jobs `addBenchJobs` wrote, from `from` up to `total`. */
export function removeBenchJobs(from: number, total: number): Promise<void> {
  return inBatches(from, total, (batch, ref) => batch.delete(ref));
}
