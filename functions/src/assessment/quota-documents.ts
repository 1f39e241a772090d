// The assessment's counters, never read by a client: each user's tests of the day in
// `assessmentQuotas/{uid}`, and Gemini's calls of the day in `limits`, one counter per network
// (its unverified accounts') and one for everyone. quota.ts decides with them. A counter in a
// shape we did not write counts as empty, rather than shut its callers out.
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

const QuotaSchema = z.object({
  /** The UTC day counted, 'yyyy-mm-dd'. */
  day: z.string(),
  statements: z.number().int().min(0),
  paragraph: z.number().int().min(0),
});
export type Quota = z.infer<typeof QuotaSchema>;

const GeminiCountSchema = z.object({ count: z.number().int().min(0) });

const UNREADABLE = 'counted as empty';

export function quotaRef(db: Firestore, uid: string): DocumentReference {
  return db.collection(COLLECTIONS.assessmentQuotas).doc(encodeURIComponent(uid));
}

/**
 * `day` is the UTC day, 'yyyy-mm-dd'. Caller keys start 'ip-' (security/caller-key.ts), so a
 * network's never meets 'all_'.
 */
export function geminiNetworkRef(db: Firestore, network: string, day: string): DocumentReference {
  return db.collection(COLLECTIONS.limits).doc(`gemini_${network}_${day}`);
}

export function geminiSiteRef(db: Firestore, day: string): DocumentReference {
  return db.collection(COLLECTIONS.limits).doc(`gemini_all_${day}`);
}

/** A user's counts, or null when there are none yet. */
export async function readQuota(tx: Transaction, ref: DocumentReference): Promise<Quota | null> {
  return parseStored(QuotaSchema, await tx.get(ref), UNREADABLE);
}

export function writeQuota(tx: Transaction, ref: DocumentReference, quota: Quota): void {
  tx.set(ref, quota);
}

/** A Gemini counter's count, read in the transaction. */
export async function readGeminiCount(tx: Transaction, ref: DocumentReference): Promise<number> {
  return parseStored(GeminiCountSchema, await tx.get(ref), UNREADABLE)?.count ?? 0;
}

/**
 * The site's Gemini count, read outside any transaction, as the posts' site-wide cap is
 * (limits/limit-documents.ts, readHourlyCount): read in every call's transaction, that one
 * document's lock would queue everyone's tests behind each other, and contention would fail
 * some of them outright.
 */
export async function readSiteGeminiCount(ref: DocumentReference): Promise<number> {
  return parseStored(GeminiCountSchema, await ref.get(), UNREADABLE)?.count ?? 0;
}

/**
 * Counts one Gemini call: the network's counter set to `network.count` (read in the
 * transaction), the site's incremented (which reads nothing and so locks nothing). Both are
 * gone after `expireAt`, the day's end: the TTL policy on limits.expireAt deletes them.
 */
export function countGeminiCall(
  tx: Transaction,
  site: DocumentReference,
  network: { ref: DocumentReference; count: number } | null,
  expireAt: number,
): void {
  const expiry = Timestamp.fromMillis(expireAt);
  if (network) tx.set(network.ref, { count: network.count, expireAt: expiry });
  tx.set(site, { count: FieldValue.increment(1), expireAt: expiry }, { merge: true });
}
