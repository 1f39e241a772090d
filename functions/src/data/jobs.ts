// `jobs`, as the functions read and write it: every path and field written is here.
import {
  DIGEST_JOB_FIELDS,
  type DigestJob,
  type DigestJobField,
} from '@portal/domain/alerts/alert-digest';
import { COLLECTIONS } from '@portal/domain/constants';
import {
  JobDocumentSchema,
  type Job,
  type JobFields,
  type JobStatus,
  type JobType,
} from '@portal/domain/jobs/job';
import { logger } from 'firebase-functions';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import { parseStored } from './firestore-values';

/** What the server reads back of a job: whether it is open, since when, and what to call it. */
export const JobStateSchema = JobDocumentSchema.pick({
  Title: true,
  Company: true,
  status: true,
  createdAt: true,
  expiresAt: true,
});
export type JobState = z.infer<typeof JobStateSchema>;

export function jobRef(db: Firestore, id: string): DocumentReference {
  return db.collection(COLLECTIONS.jobs).doc(id);
}

/** A reference with a fresh id, for a job about to be created. */
export function newJobRef(db: Firestore): DocumentReference {
  return db.collection(COLLECTIONS.jobs).doc();
}

/** The job's state, or null when it does not exist or is stored in a shape no reader accepts. */
export function jobStateOf(snapshot: DocumentSnapshot): JobState | null {
  return parseStored(JobStateSchema, snapshot, 'treated as absent');
}

/** The whole job, or null when it does not exist or is stored in a shape no reader accepts. */
export async function readJob(db: Firestore, id: string): Promise<Job | null> {
  const job = parseStored(JobDocumentSchema, await jobRef(db, id).get(), 'treated as absent');
  return job && { ...job, id };
}

export async function readJobState(
  tx: Transaction,
  ref: DocumentReference,
): Promise<JobState | null> {
  return jobStateOf(await tx.get(ref));
}

/** A new active job: the server's clock dates it, and it stays listed until `expiresAt`. */
export function createJob(
  tx: Transaction,
  ref: DocumentReference,
  fields: JobFields,
  { expiresAt, postedBy }: { expiresAt: Date; postedBy: string | null },
): void {
  tx.create(ref, {
    ...fields,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromDate(expiresAt),
    status: 'active' satisfies JobStatus,
    postedBy,
  });
}

/** A change of status; updatedAt moves, so every browser's sync hears of it. */
export function setJobStatus(tx: Transaction, ref: DocumentReference, status: JobStatus): void {
  tx.update(ref, { status, updatedAt: FieldValue.serverTimestamp() });
}

/** Active jobs still open at `now`: the board a first visit loads (index: status, expiresAt). */
export function openJobsQuery(db: Firestore, now: number): Query {
  return db
    .collection(COLLECTIONS.jobs)
    .where('status', '==', 'active' satisfies JobStatus)
    .where('expiresAt', '>', Timestamp.fromMillis(now));
}

/** Whether a stored job is in a shape every reader accepts; logs the ones that are not. */
export function isReadableJob(snapshot: DocumentSnapshot): boolean {
  return parseStored(JobDocumentSchema, snapshot, 'left out') !== null;
}

/** Active jobs whose time is up at `now`, soonest first (index: status, expiresAt). */
export function expiredActiveJobsQuery(db: Firestore, now: number, limit: number): Query {
  return db
    .collection(COLLECTIONS.jobs)
    .where('status', '==', 'active' satisfies JobStatus)
    .where('expiresAt', '<=', Timestamp.fromMillis(now))
    .orderBy('expiresAt')
    .limit(limit);
}

/**
 * Active jobs, newest first (index: status, createdAt desc), or of one type only (index:
 * status, Type, createdAt desc).
 */
function newestActiveQuery(db: Firestore, type: JobType | null = null): Query {
  const active = db
    .collection(COLLECTIONS.jobs)
    .where('status', '==', 'active' satisfies JobStatus);
  return (type ? active.where('Type', '==', type) : active).orderBy('createdAt', 'desc');
}

function parsedJob(snapshot: QueryDocumentSnapshot): Job | null {
  const job = parseStored(JobDocumentSchema, snapshot, 'left out');
  return job && { ...job, id: snapshot.id };
}

/**
 * Active jobs (of `type` when one is given), newest first, read `pageSize` at a time until `max`
 * have been read or none are left, for a reader that stops once it has found enough (the feed).
 * Ordered by createdAt, the query cannot leave out expired jobs: ask isJobOpen. Jobs in a shape
 * no reader accepts are left out.
 */
export async function* newestActiveJobs(
  db: Firestore,
  { pageSize, max, type = null }: { pageSize: number; max: number; type?: JobType | null },
): AsyncGenerator<Job> {
  let after: QueryDocumentSnapshot | undefined;
  for (let read = 0; read < max;) {
    const limit = Math.min(pageSize, max - read);
    const query = newestActiveQuery(db, type).limit(limit);
    const page = await (after ? query.startAfter(after) : query).get();
    for (const doc of page.docs) {
      const job = parsedJob(doc);
      if (job) yield job;
    }
    read += page.size;
    if (page.size < limit) return;
    after = page.docs[page.size - 1];
  }
}

/** What a sitemap needs of a job, and no more. */
export const JobStampSchema = JobDocumentSchema.pick({
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

const UpdatedAtSchema = JobDocumentSchema.pick({ updatedAt: true });

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

const DigestJobSchema = JobDocumentSchema.pick(
  Object.fromEntries(DIGEST_JOB_FIELDS.map((field) => [field, true])) as {
    [Field in DigestJobField]: true;
  },
);

/**
 * The active jobs created in (from, until], newest first, for the alert digest: one read per
 * run, whatever the number of alerts (index: status, createdAt desc). Only the fields the digest
 * matches on and lists, `pageSize` at a time after a cursor.
 */
export async function readJobsForDigest(
  db: Firestore,
  from: number,
  until: number,
  pageSize = 500,
): Promise<DigestJob[]> {
  const query = db
    .collection(COLLECTIONS.jobs)
    .where('status', '==', 'active')
    .where('createdAt', '>', Timestamp.fromMillis(from))
    .where('createdAt', '<=', Timestamp.fromMillis(until))
    .orderBy('createdAt', 'desc')
    .select(...DIGEST_JOB_FIELDS)
    .limit(pageSize);
  const jobs: DigestJob[] = [];
  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    const page: QuerySnapshot = await (after ? query.startAfter(after) : query).get();
    for (const doc of page.docs) {
      const job = parseStored(DigestJobSchema, doc, 'left out of the digest');
      if (job) jobs.push({ ...job, id: doc.id });
    }
    if (page.size < pageSize) return jobs;
    after = page.docs[page.size - 1]!;
  }
}

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
