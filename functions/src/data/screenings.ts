// `screenings/{jobId}`: what the screen at the door (domain's moderation/screen) found in a
// post, kept for the moderators. Functions only: the poster never learns what to write around.
import { COLLECTIONS } from '@portal/domain/constants';
import type { PostScreening } from '@portal/domain/moderation/screen/screen-post';
import { SIGNAL_KINDS } from '@portal/domain/moderation/screen/signal';
import { withDates } from '@portal/domain/stored-dates';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';

export const StoredScreeningSchema = z.object({
  score: z.number(),
  held: z.boolean(),
  severe: z.boolean(),
  signals: z.array(
    z.object({
      kind: z.enum(SIGNAL_KINDS),
      weight: z.number(),
      severe: z.boolean(),
      says: z.string(),
    }),
  ),
  screenedAt: z.date(),
});
export type StoredScreening = z.infer<typeof StoredScreeningSchema>;

export function screeningRef(db: Firestore, jobId: string): DocumentReference {
  return db.collection(COLLECTIONS.screenings).doc(jobId);
}

/** Kept beside the job it screened, in the same transaction. */
export function recordScreening(tx: Transaction, ref: DocumentReference, screening: PostScreening) {
  tx.create(ref, { ...screening, screenedAt: FieldValue.serverTimestamp() });
}

export async function readScreening(db: Firestore, jobId: string): Promise<StoredScreening | null> {
  const data = (await screeningRef(db, jobId).get()).data();
  return data ? StoredScreeningSchema.parse(withDates(data)) : null;
}
