// `limits`: the functions' own counters, never read by a client. One document per caller and
// action holds the times of that caller's recent calls; one per action and clock hour counts
// everyone's calls in that hour.
import { COLLECTIONS } from '@portal/domain/constants';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { parseStored } from '#src/data/firestore-values';

/**
 * 'hide': jobs hidden by reports, counted site-wide only. 'confirmation': the alerts'
 * confirmation mails, counted per mailbox and site-wide.
 */
export type LimitedAction =
  'post' | 'post-verified' | 'report' | 'subscribe' | 'hide' | 'confirmation' | 'verify';

const CallTimesSchema = z.object({ times: z.array(z.date()) });
const HourlyCountSchema = z.object({ count: z.number().int().min(0) });

export function callerLimitRef(
  db: Firestore,
  action: LimitedAction,
  callerKey: string,
): DocumentReference {
  return db.collection(COLLECTIONS.limits).doc(`${action}_${callerKey}`);
}

/**
 * `hour` is 'yyyymmddhh' in UTC. Caller keys start 'uid-' or 'ip-', and mailbox keys 'm-', so
 * never meet 'all_'.
 */
export function hourlyLimitRef(db: Firestore, action: LimitedAction, hour: string) {
  return db.collection(COLLECTIONS.limits).doc(`${action}_all_${hour}`);
}

/** A counter in a shape we did not write counts as empty, rather than shut its caller out. */
const UNREADABLE = 'counted as empty';

export async function readCallTimes(tx: Transaction, ref: DocumentReference): Promise<number[]> {
  const counter = parseStored(CallTimesSchema, await tx.get(ref), UNREADABLE);
  return counter?.times.map((at) => at.getTime()) ?? [];
}

export function writeCallTimes(tx: Transaction, ref: DocumentReference, times: number[]): void {
  tx.set(ref, { times: times.map((at) => Timestamp.fromMillis(at)) });
}

/**
 * The hour's count as it stands, read outside any transaction: it decides a site-wide cap, which
 * may be passed by the few calls that read it at the same moment. Read in the transaction, every
 * call would hold a lock on this one document: two at once each wait for the other's lock
 * (Firestore's emulator gives up on both after a lock timeout), and everyone's posts queue
 * behind each other.
 */
export async function readHourlyCount(ref: DocumentReference): Promise<number> {
  return parseStored(HourlyCountSchema, await ref.get(), UNREADABLE)?.count ?? 0;
}

/** Counts one more call in the hour: an increment, which reads nothing and so locks nothing. */
export function countInHour(tx: Transaction, ref: DocumentReference): void {
  tx.set(ref, { count: FieldValue.increment(1) }, { merge: true });
}

/** A network's searches in the window that starts at `start` (search-limit.ts). */
export function searchLimitRef(
  db: Firestore,
  networkKey: string,
  start: number,
): DocumentReference {
  return db.collection(COLLECTIONS.limits).doc(`search_${networkKey}_${start}`);
}

/**
 * Counts one more call in a window's counter, outside any transaction: an increment, which reads
 * nothing and so locks nothing. Forgotten after `expireAt` by the TTL policy on limits.expireAt.
 */
export async function countInWindow(ref: DocumentReference, expireAt: number): Promise<void> {
  await ref.set(
    { count: FieldValue.increment(1), expireAt: Timestamp.fromMillis(expireAt) },
    { merge: true },
  );
}

/** A post form ticket's nonce, once a job was posted with it (posting/form-ticket.ts). */
export function spentTicketRef(db: Firestore, nonce: string): DocumentReference {
  return db.collection(COLLECTIONS.limits).doc(`ticket_${nonce}`);
}

export async function isTicketSpent(tx: Transaction, ref: DocumentReference): Promise<boolean> {
  return (await tx.get(ref)).exists;
}

/**
 * `expireAt`, when the ticket would be refused as too old anyway: the TTL policy on
 * `limits.expireAt` (firestore.indexes.json) forgets the marker after that, never before.
 */
export function spendTicket(tx: Transaction, ref: DocumentReference, expireAt: number): void {
  tx.create(ref, {
    spentAt: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(expireAt),
  });
}
