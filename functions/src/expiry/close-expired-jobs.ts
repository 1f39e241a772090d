// Closes the jobs whose time is up, so that the status stored matches what every reader already
// shows (readers hide an expired job the moment it expires; see isJobOpen).
import type { Firestore } from 'firebase-admin/firestore';
import { expiredActiveJobsQuery, setJobStatus } from '#src/data/jobs';

/** Jobs closed per transaction: well inside Firestore's 500 writes. */
const BATCH_SIZE = 200;

/**
 * Closes every active job that expired by `now` and answers the ids of those it closed. A retried or
 * overlapping run closes nothing twice: each batch is read and closed in one transaction, so a
 * job its poster extends meanwhile is read again, and left open.
 */
export async function closeExpiredJobs(
  db: Firestore,
  now: number,
  { batchSize = BATCH_SIZE }: { batchSize?: number } = {},
): Promise<string[]> {
  const closed: string[] = [];
  for (;;) {
    const ids = await db.runTransaction(async (tx) => {
      const expired = await tx.get(expiredActiveJobsQuery(db, now, batchSize));
      for (const job of expired.docs) setJobStatus(tx, job.ref, 'closed');
      return expired.docs.map((job) => job.id);
    });
    closed.push(...ids);
    if (ids.length < batchSize) return closed;
  }
}
