// What the sitemap reads of \`jobs\`: projections of the open jobs, never whole documents.
import { jobDocumentSchema, type JobType } from '@portal/domain/jobs/job';
import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { parseStored } from '#src/data/firestore-values';
import { newestActiveQuery, openJobsQuery } from '#src/data/jobs';

/** What a sitemap needs of a job, and no more. */
export const JobStampSchema = jobDocumentSchema().pick({
  Type: true,
  status: true,
  updatedAt: true,
  expiresAt: true,
});
export type JobStamp = z.infer<typeof JobStampSchema> & { id: string };

/**
 * The newest `limit` active jobs' stamps (id, type, status, expiry, last change), of `type` when
 * one is given, read as a projection. Expired ones are among them: ask isJobOpen.
 */
export async function newestActiveJobStamps(
  db: Firestore,
  limit: number,
  type: JobType | null = null,
): Promise<JobStamp[]> {
  const snapshot = await newestActiveQuery(db, type)
    .select('Type', 'status', 'updatedAt', 'expiresAt')
    .limit(limit)
    .get();
  const stamps: JobStamp[] = [];
  for (const doc of snapshot.docs) {
    const stamp = parseStored(JobStampSchema, doc, 'left out of the sitemap');
    if (stamp) stamps.push({ ...stamp, id: doc.id });
  }
  return stamps;
}

/** How many jobs are open at `now`, counted by an aggregation: no document is read. */
export async function countOpenJobs(db: Firestore, now: number): Promise<number> {
  const snapshot = await openJobsQuery(db, now).count().get();
  return snapshot.data().count;
}

/** A job's page and its last change: all a sitemap part says of a job. */
export interface OpenJobChange {
  id: string;
  updatedAt: Date;
}

const UpdatedAtSchema = jobDocumentSchema().pick({ updatedAt: true });

/**
 * The open jobs at `now` in one fixed order (soonest to expire first, then by id), passing over
 * the first `skip` and yielding at most `take`, read `pageSize` at a time after a cursor, so a
 * caller holds one page at once. A projection: expiresAt is read only because the cursor needs
 * it (index: status, expiresAt). The skip is an offset, which Firestore bills as reads of the
 * documents passed over, and which needs no earlier page in memory.
 */
export async function* openJobChanges(
  db: Firestore,
  now: number,
  { skip, take, pageSize }: { skip: number; take: number; pageSize: number },
): AsyncGenerator<OpenJobChange> {
  const ordered = openJobsQuery(db, now)
    .orderBy('expiresAt')
    .orderBy(FieldPath.documentId())
    .select('updatedAt', 'expiresAt');
  let after: QueryDocumentSnapshot | undefined;
  for (let read = 0; read < take;) {
    const limit = Math.min(pageSize, take - read);
    const query = ordered.limit(limit);
    const page = await (
      after ? query.startAfter(after) : skip > 0 ? query.offset(skip) : query
    ).get();
    for (const doc of page.docs) {
      const stamp = parseStored(UpdatedAtSchema, doc, 'left out of the sitemap');
      if (stamp) yield { id: doc.id, updatedAt: stamp.updatedAt };
    }
    read += page.size;
    if (page.size < limit) return;
    after = page.docs[page.size - 1];
  }
}
