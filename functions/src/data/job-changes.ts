// What the search index reads of \`jobs\`: the jobs changed since a watermark, and jobs by id.
import { COLLECTIONS } from '@portal/domain/constants';
import type { Job } from '@portal/domain/jobs/job';
import { logger } from 'firebase-functions';
import {
  FieldPath,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { jobRef, parsedJob } from './jobs';

/** A job as the search index hears of it: whole when it is readable, only its id when not. */
export type ChangedJob = { id: string; updatedAt: Date; job: Job | null };

/**
 * Jobs changed at or after `from`, oldest change first, a page at a time, for bringing the
 * search index level with Firestore (single-field index on updatedAt). `after` continues a
 * page: the last change read and its job's id. A job in a shape no reader accepts comes with
 * job null, so the index drops it.
 */
export async function jobsChangedSince(
  db: Firestore,
  {
    from,
    after,
    limit,
  }: { from: Date; after: { updatedAt: Date; id: string } | null; limit: number },
): Promise<ChangedJob[]> {
  let query = db
    .collection(COLLECTIONS.jobs)
    .where('updatedAt', '>=', Timestamp.fromDate(from))
    .orderBy('updatedAt')
    .orderBy(FieldPath.documentId())
    .limit(limit);
  if (after) query = query.startAfter(Timestamp.fromDate(after.updatedAt), after.id);
  const snapshot = await query.get();
  return snapshot.docs.flatMap((doc): ChangedJob[] => {
    const updatedAt = doc.get('updatedAt') as unknown;
    if (!(updatedAt instanceof Timestamp)) {
      logger.warn(`Job ${doc.id} has no updatedAt; left out of the search index`);
      return [];
    }
    return [{ id: doc.id, updatedAt: updatedAt.toDate(), job: parsedJob(doc) }];
  });
}

/** These jobs as stored now, each whole, or null where it is gone or unreadable. */
export async function readJobsById(db: Firestore, ids: readonly string[]): Promise<ChangedJob[]> {
  if (ids.length === 0) return [];
  const snapshots = await db.getAll(...ids.map((id) => jobRef(db, id)));
  return snapshots.map((doc) => {
    const updatedAt = doc.get('updatedAt') as unknown;
    return {
      id: doc.id,
      updatedAt: updatedAt instanceof Timestamp ? updatedAt.toDate() : new Date(0),
      job: doc.exists ? parsedJob(doc as QueryDocumentSnapshot) : null,
    };
  });
}

/**
 * A job as one side of a write left it (a trigger's before or after): whole, or null where there
 * was none or it is in a shape no reader accepts.
 */
export function jobOfSnapshot(snapshot: DocumentSnapshot | undefined): Job | null {
  return snapshot?.exists ? parsedJob(snapshot as QueryDocumentSnapshot) : null;
}
