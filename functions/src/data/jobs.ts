// `jobs`, as the functions read and write it: every path and field written is here.
import { COLLECTIONS } from '@portal/domain/constants';
import {
  jobDocumentSchema,
  type Job,
  type JobFields,
  type JobStatus,
  type JobType,
} from '@portal/domain/jobs/job';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import { parseStored } from './firestore-values';

/** What the server reads back of a job: whether it is open, since when, and what to call it. */
export const JobStateSchema = jobDocumentSchema().pick({
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
  const job = parseStored(jobDocumentSchema(), await jobRef(db, id).get(), 'treated as absent');
  return job && { ...job, id };
}

export async function readJobState(
  tx: Transaction,
  ref: DocumentReference,
): Promise<JobState | null> {
  return jobStateOf(await tx.get(ref));
}

/**
 * A new job, active (listed until `expiresAt`) or held for a moderator; the server's clock
 * dates it.
 */
export function createJob(
  tx: Transaction,
  ref: DocumentReference,
  fields: JobFields,
  {
    expiresAt,
    posterKey,
    status,
    verifiedDomain,
  }: {
    expiresAt: Date;
    /** The poster's key (domain/src/jobs/poster-key.ts), never their uid; null for a guest. */
    posterKey: string | null;
    status: 'active' | 'held';
    verifiedDomain: string | null;
  },
): void {
  tx.create(ref, {
    ...fields,
    ...(verifiedDomain && { verifiedDomain }),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromDate(expiresAt),
    status: status satisfies JobStatus,
    posterKey,
  });
}

/** A change of status; updatedAt moves, so every browser's sync hears of it. */
export function setJobStatus(tx: Transaction, ref: DocumentReference, status: JobStatus): void {
  tx.update(ref, { status, updatedAt: FieldValue.serverTimestamp() });
}

/**
 * Its poster says it is still open (still-hiring): open until `expiresAt` from now on, and
 * confirmed at the server's time.
 */
export function confirmJobOpen(tx: Transaction, ref: DocumentReference, expiresAt: Date): void {
  tx.update(ref, {
    expiresAt: Timestamp.fromDate(expiresAt),
    confirmedAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
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
  return parseStored(jobDocumentSchema(), snapshot, 'left out') !== null;
}

/** Jobs the screen at the door held for a moderator (a single-field index). */
export function heldJobsQuery(db: Firestore): Query {
  return db.collection(COLLECTIONS.jobs).where('status', '==', 'held' satisfies JobStatus);
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
export function newestActiveQuery(db: Firestore, type: JobType | null = null): Query {
  const active = db
    .collection(COLLECTIONS.jobs)
    .where('status', '==', 'active' satisfies JobStatus);
  return (type ? active.where('Type', '==', type) : active).orderBy('createdAt', 'desc');
}

/** The job with its id, or null (logged) when it is in a shape no reader accepts. */
export function parsedJob(snapshot: QueryDocumentSnapshot): Job | null {
  const job = parseStored(jobDocumentSchema(), snapshot, 'left out');
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

/**
 * Jobs still naming their poster the old way, by uid in `postedBy` (null for a guest's), before
 * `posterKey` replaced it: what scripts/migrate-poster-keys.ts rewrites, `size` at a time.
 * Ordering by the field finds every document that has it, null or not.
 */
export async function jobsWithPostedBy(
  db: Firestore,
  size: number,
): Promise<{ ref: DocumentReference; uid: string | null }[]> {
  const snapshot = await db.collection(COLLECTIONS.jobs).orderBy('postedBy').limit(size).get();
  return snapshot.docs.map((doc) => {
    const uid: unknown = doc.get('postedBy');
    return { ref: doc.ref, uid: typeof uid === 'string' && uid !== '' ? uid : null };
  });
}

/**
 * Names a job's poster by `posterKey` instead of `postedBy`. updatedAt stays: nothing a reader
 * sees changed, and moving it would send every open job to every browser's sync again.
 */
export function replacePostedBy(
  batch: WriteBatch,
  ref: DocumentReference,
  posterKey: string | null,
): void {
  batch.update(ref, { posterKey, postedBy: FieldValue.delete() });
}
