// `screenings/{jobId}`: what the screen at the door found in a post, and who posted it (domain's
// moderation/screening-record.ts). Written with every post; read by moderators and the functions.
import { COLLECTIONS } from '@portal/domain/constants';
import type { PostScreening } from '@portal/domain/moderation/screen/screen-post';
import {
  ScreeningRecordSchema,
  type ScreeningRecord,
} from '@portal/domain/moderation/screening-record';
import { withDates } from '@portal/domain/stored-dates';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

export function screeningRef(db: Firestore, jobId: string): DocumentReference {
  return db.collection(COLLECTIONS.screenings).doc(jobId);
}

/** Kept beside the job it screened, in the same transaction. */
export function recordScreening(
  tx: Transaction,
  ref: DocumentReference,
  screening: PostScreening,
  poster: ScreeningRecord['poster'],
) {
  tx.create(ref, { ...screening, poster, screenedAt: FieldValue.serverTimestamp() });
}

export async function readScreening(db: Firestore, jobId: string): Promise<ScreeningRecord | null> {
  const data = (await screeningRef(db, jobId).get()).data();
  return data ? ScreeningRecordSchema.parse(withDates(data)) : null;
}
