// `subscriptions`: the job alerts, one document per address and search (the id is domain's
// alertIdFor). Functions only: no client reads or writes them (firestore.rules).
import {
  AlertFrequencySchema,
  AlertSearchSchema,
  type AlertSummary,
} from '@portal/domain/alerts/alert';
import { COLLECTIONS } from '@portal/domain/constants';
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { timestampToDate } from '@portal/domain/stored-dates';
import { parseStored } from './firestore-values';

/** A date nested in a map, which withDates (top level only) leaves a Timestamp. */
const NestedDateSchema = z.preprocess(timestampToDate, z.date());

export const StoredAlertSchema = z.object({
  email: z.string().min(3).max(320),
  search: AlertSearchSchema.nullable(),
  frequency: AlertFrequencySchema,
  confirmed: z.boolean(),
  paused: z.boolean(),
  /** The signed-in user who made it for their own address, who manages it at /alerts. */
  ownerUid: z.string().min(1).nullable(),
  createdAt: z.date(),
  confirmedAt: z.date().nullable(),
  /** The last confirmation mail, so a repeated subscribe sends at most one a day. */
  confirmationSentAt: z.date().nullable(),
  /** Jobs created after this are new to the alert: its last digest's end, or confirmation. */
  since: z.date().nullable(),
  /** When the next digest is due; null while unconfirmed or paused, so no run reads it. */
  dueAt: z.date().nullable(),
  lastSentAt: z.date().nullable(),
  /** The jobs of the last digest, as a record of what was sent. */
  lastSentJobIds: z.array(z.string()).max(50),
  /**
   * The digest queued and not yet delivered: its mail, the end of its window and its jobs.
   * `since` moves to `until` only once the mail is delivered, so a mail that fails for good
   * leaves its jobs to the next digest. Absent or null: none.
   */
  pendingDigest: z
    .object({
      mailId: z.string().min(1),
      until: NestedDateSchema,
      jobIds: z.array(z.string()).max(50),
    })
    .nullable()
    .optional(),
});
export type StoredAlert = z.infer<typeof StoredAlertSchema>;
export type AlertRecord = StoredAlert & { id: string };

export function alertRef(db: Firestore, id: string): DocumentReference {
  return db.collection(COLLECTIONS.subscriptions).doc(id);
}

export function alertOf(snapshot: DocumentSnapshot): AlertRecord | null {
  const alert = parseStored(StoredAlertSchema, snapshot, 'treated as absent');
  return alert && { ...alert, id: snapshot.id };
}

export async function readAlert(tx: Transaction, ref: DocumentReference) {
  return alertOf(await tx.get(ref));
}

/** Dates as Timestamps, for writing. */
function stored(fields: Partial<StoredAlert>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value instanceof Date ? Timestamp.fromDate(value) : value,
    ]),
  );
}

export function writeAlert(tx: Transaction, ref: DocumentReference, alert: StoredAlert): void {
  tx.set(ref, stored(StoredAlertSchema.parse(alert)));
}

export function updateAlert(
  tx: Transaction,
  ref: DocumentReference,
  change: Partial<StoredAlert>,
): void {
  tx.update(ref, stored(change));
}

/**
 * The alert's digest `mailId` was delivered at `deliveredAt`: its window moves on to the digest's
 * end. Nothing changes when the alert has gone or waits on another mail.
 */
export function settleDeliveredDigest(
  tx: Transaction,
  ref: DocumentReference,
  alert: AlertRecord | null,
  mailId: string,
  deliveredAt: Date,
): AlertRecord | null {
  const pending = alert?.pendingDigest;
  if (!alert || pending?.mailId !== mailId) return alert;
  const change = {
    since: pending.until,
    lastSentAt: deliveredAt,
    lastSentJobIds: pending.jobIds,
    pendingDigest: null,
  };
  updateAlert(tx, ref, change);
  return { ...alert, ...change };
}

export function deleteAlert(tx: Transaction, ref: DocumentReference): void {
  tx.delete(ref);
}

/** The alerts a user manages, newest first (index: ownerUid, createdAt desc). */
export async function alertsOwnedBy(db: Firestore, uid: string): Promise<AlertRecord[]> {
  const snapshot = await db
    .collection(COLLECTIONS.subscriptions)
    .where('ownerUid', '==', uid)
    .orderBy('createdAt', 'desc')
    .limit(100)
    .get();
  return snapshot.docs.map(alertOf).filter((alert) => alert !== null);
}

/** How many alerts a user manages, read in the transaction that would add one. */
export async function countAlertsOwnedBy(
  tx: Transaction,
  db: Firestore,
  uid: string,
): Promise<number> {
  const query = db.collection(COLLECTIONS.subscriptions).where('ownerUid', '==', uid).count();
  return (await tx.get(query)).data().count;
}

/** Alerts whose digest is due at `now`, a page at a time in due order. */
export function dueAlertsQuery(db: Firestore, now: number, pageSize: number): Query {
  return db
    .collection(COLLECTIONS.subscriptions)
    .where('dueAt', '<=', Timestamp.fromMillis(now))
    .orderBy('dueAt')
    .limit(pageSize);
}

/**
 * Alerts never confirmed whose last confirmation mail was sent before `cutoff`, a page at a
 * time (index: confirmed, confirmationSentAt).
 */
export function unconfirmedSinceQuery(db: Firestore, cutoff: number, pageSize: number): Query {
  return db
    .collection(COLLECTIONS.subscriptions)
    .where('confirmed', '==', false)
    .where('confirmationSentAt', '<', Timestamp.fromMillis(cutoff))
    .limit(pageSize);
}

export function summaryOf(alert: AlertRecord): AlertSummary {
  return {
    id: alert.id,
    email: alert.email,
    search: alert.search,
    frequency: alert.frequency,
    confirmed: alert.confirmed,
    paused: alert.paused,
    createdAt: alert.createdAt.toISOString(),
    lastSentAt: alert.lastSentAt?.toISOString() ?? null,
  };
}
