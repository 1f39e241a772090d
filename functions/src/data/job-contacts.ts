// `jobContacts/{jobId}`: whom to ask whether a job is still open, and when (domain's
// jobs/still-hiring.ts). Functions only: a job is public, and its poster's address is not on it.
import { COLLECTIONS } from '@portal/domain/constants';
import { JOB_ID } from '@portal/domain/jobs/job';
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { parseStored } from './firestore-values';

export const JobContactSchema = z.object({
  /** A guest's address, as they left it on the form; null for a signed-in poster. */
  email: z.email().nullable(),
  /** A signed-in poster, asked at their account's verified address; null for a guest. */
  uid: z.string().min(1).nullable(),
  /** When the next ask is due; null when there is nothing more to ask. */
  nextAskAt: z.date().nullable(),
  /** When the last ask went out; null before the first. */
  askedAt: z.date().nullable(),
  /** The last ask's id, which its links carry, until one of them is used: links work once. */
  openAsk: z.string().nullable(),
});
export type JobContact = z.infer<typeof JobContactSchema>;

export function jobContactRef(db: Firestore, jobId: string): DocumentReference {
  if (!JOB_ID.test(jobId)) throw new Error(`Not a job id: ${jobId}`);
  return db.collection(COLLECTIONS.jobContacts).doc(jobId);
}

const stored = (contact: JobContact) => ({
  ...contact,
  nextAskAt: contact.nextAskAt && Timestamp.fromDate(contact.nextAskAt),
  askedAt: contact.askedAt && Timestamp.fromDate(contact.askedAt),
});

export function createJobContact(tx: Transaction, ref: DocumentReference, contact: JobContact) {
  tx.create(ref, stored(JobContactSchema.parse(contact)));
}

export function updateJobContact(tx: Transaction, ref: DocumentReference, contact: JobContact) {
  tx.set(ref, stored(JobContactSchema.parse(contact)));
}

export async function readJobContact(
  tx: Transaction,
  ref: DocumentReference,
): Promise<JobContact | null> {
  return parseStored(JobContactSchema, await tx.get(ref), 'not asked about');
}

/** The contacts whose ask is due at `now`, soonest first (single-field index on nextAskAt). */
export async function dueJobContactIds(db: Firestore, now: number, limit: number) {
  const snapshot = await db
    .collection(COLLECTIONS.jobContacts)
    .where('nextAskAt', '<=', Timestamp.fromMillis(now))
    .orderBy('nextAskAt')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.id);
}
