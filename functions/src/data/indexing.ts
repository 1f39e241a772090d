// What the search engines were told of each job's page (Google's Indexing API), functions only:
// `indexing/{jobId}`, the last transition decided for the job and, while it waits for a day with
// budget, when it was queued; the day's count of notifications in `limits`; and, on the
// emulators and in tests, each call the local side of the adapter made, in `indexingCalls`.
import { COLLECTIONS } from '@portal/domain/constants';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { parseStored } from './firestore-values';

export const NOTIFICATION_TYPES = ['URL_UPDATED', 'URL_DELETED'] as const;
export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** One job's page as the Indexing API last heard of it, or is about to. */
export const IndexingStateSchema = z.object({
  url: z.string().min(1),
  /** The latest transition decided: what the page's entry says now, or will once sent. */
  type: NotificationTypeSchema,
  /**
   * The job's version it was decided for: its updatedAt, or when it was deleted. A trigger for
   * this version and type again, or for an older version, is one already handled.
   */
  version: z.date(),
  /**
   * Set while the notification waits: queued (over the day's budget, or after a publish that
   * failed), or in flight. Null once it is sent or dropped.
   */
  queuedAt: z.date().nullable(),
  /** The send in flight, if any: only that send may mark the state sent. */
  attempt: z.string().nullable(),
  /** When a notification for this job last went out. */
  sentAt: z.date().nullable(),
});
export type IndexingState = z.infer<typeof IndexingStateSchema>;

const BudgetSchema = z.object({ count: z.number().int().min(0) });

const UNREADABLE = 'treated as never told';

export function indexingRef(db: Firestore, jobId: string): DocumentReference {
  return db.collection(COLLECTIONS.indexing).doc(jobId);
}

/** `day` is the UTC day, 'yyyy-mm-dd'; the TTL policy on limits.expireAt deletes it after. */
export function indexingBudgetRef(db: Firestore, day: string): DocumentReference {
  return db.collection(COLLECTIONS.limits).doc(`indexing_${day}`);
}

export async function readIndexingState(
  tx: Transaction,
  ref: DocumentReference,
): Promise<IndexingState | null> {
  return parseStored(IndexingStateSchema, await tx.get(ref), UNREADABLE);
}

export function writeIndexingState(
  tx: Transaction,
  ref: DocumentReference,
  state: IndexingState,
): void {
  tx.set(ref, {
    url: state.url,
    type: state.type,
    version: Timestamp.fromDate(state.version),
    queuedAt: state.queuedAt && Timestamp.fromDate(state.queuedAt),
    attempt: state.attempt,
    sentAt: state.sentAt && Timestamp.fromDate(state.sentAt),
  });
}

/** Notifications sent today, read in the transaction that spends one. */
export async function readIndexingBudget(tx: Transaction, ref: DocumentReference): Promise<number> {
  return parseStored(BudgetSchema, await tx.get(ref), 'counted as empty')?.count ?? 0;
}

export function writeIndexingBudget(
  tx: Transaction,
  ref: DocumentReference,
  count: number,
  expireAt: number,
): void {
  tx.set(ref, { count, expireAt: Timestamp.fromMillis(expireAt) });
}

/**
 * Jobs whose notification was queued before `before`, longest waiting first (a single-field
 * index on queuedAt).
 */
export function queuedBeforeQuery(db: Firestore, before: Date, limit: number): Query {
  return db
    .collection(COLLECTIONS.indexing)
    .where('queuedAt', '<', Timestamp.fromDate(before))
    .orderBy('queuedAt')
    .limit(limit);
}

export const RecordedCallSchema = z.object({
  url: z.string(),
  type: NotificationTypeSchema,
  at: z.date(),
});
export type RecordedCall = z.infer<typeof RecordedCallSchema>;

/** What the local side of the adapter does instead of calling Google. */
/** How long a recorded call is kept: the TTL policy on indexingCalls.expireAt deletes it after. */
const RECORDED_CALLS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export async function recordIndexingCall(
  db: Firestore,
  call: { url: string; type: NotificationType },
): Promise<void> {
  await db.collection(COLLECTIONS.indexingCalls).add({
    ...call,
    at: FieldValue.serverTimestamp(),
    // A deployment left on INDEXING_API=record would otherwise keep every call it ever made.
    expireAt: Timestamp.fromMillis(Date.now() + RECORDED_CALLS_KEPT_MS),
  });
}

/** The calls recorded for one page, oldest first: what the tests assert. */
export async function recordedCalls(db: Firestore, url: string): Promise<RecordedCall[]> {
  const snapshot = await db.collection(COLLECTIONS.indexingCalls).where('url', '==', url).get();
  return snapshot.docs
    .flatMap((doc) => parseStored(RecordedCallSchema, doc, 'left out') ?? [])
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}
