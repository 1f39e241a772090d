// `repostKeys/{sha256 of domain's repostKey}`: which job a post of the same title, company and
// application link would repeat. Functions only.
import { COLLECTIONS } from '@portal/domain/constants';
import { repostKey } from '@portal/domain/posting/repost-key';
import { createHash } from 'node:crypto';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { parseStored } from '#src/data/firestore-values';

const RepostKeySchema = z.object({ jobId: z.string().min(1) });

/** The key holds free text (a title, a link); its hash makes a fixed-length, safe document id. */
export function repostKeyRef(
  db: Firestore,
  job: { Title: string; Company: string; ApplyURL: string },
): DocumentReference {
  const id = createHash('sha256').update(repostKey(job)).digest('hex');
  return db.collection(COLLECTIONS.repostKeys).doc(id);
}

/** The id of the job last posted under this key, or null. */
export async function readRepostTarget(
  tx: Transaction,
  ref: DocumentReference,
): Promise<string | null> {
  return parseStored(RepostKeySchema, await tx.get(ref), 'the job is posted as new')?.jobId ?? null;
}

export function pointRepostKey(tx: Transaction, ref: DocumentReference, jobId: string): void {
  tx.set(ref, { jobId, updatedAt: FieldValue.serverTimestamp() });
}
