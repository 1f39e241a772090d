// `blocks/{callerKey}`: an account (`uid-…`) or a network's salted key that a moderator blocked
// from posting, until a time. Functions write; moderators read.
import { COLLECTIONS } from '@portal/domain/constants';
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { withDates } from '@portal/domain/stored-dates';

const BlockSchema = z.object({ until: z.date(), reason: z.string(), jobId: z.string() });

export function blockRef(db: Firestore, callerKey: string): DocumentReference {
  return db.collection(COLLECTIONS.blocks).doc(callerKey);
}

/** The latest moment any of these keys is blocked until, if that is after `now`; else null. */
export async function blockedUntil(
  tx: Transaction,
  db: Firestore,
  callerKeys: readonly string[],
  now: number,
): Promise<number | null> {
  const snapshots = await Promise.all(
    [...new Set(callerKeys)].map((key) => tx.get(blockRef(db, key))),
  );
  const untils = snapshots
    .map((snapshot) => snapshot.data())
    .filter((data) => data !== undefined)
    .map((data) => BlockSchema.parse(withDates(data)).until.getTime())
    .filter((until) => until > now);
  return untils.length > 0 ? Math.max(...untils) : null;
}

export function setBlock(
  tx: Transaction,
  ref: DocumentReference,
  block: { until: number; reason: string; jobId: string },
): void {
  tx.set(ref, { ...block, until: Timestamp.fromMillis(block.until) });
}
