// `employers/{uid}`, the domain an account verified (its owner reads it), and
// `employerCodes/{uid}`, the code mailed to prove it, kept hashed (functions only).
import { COLLECTIONS } from '@portal/domain/constants';
import { EmployerRecordSchema, type EmployerRecord } from '@portal/domain/employers/employer';
import { withDates } from '@portal/domain/stored-dates';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';

export function employerRef(db: Firestore, uid: string): DocumentReference {
  return db.collection(COLLECTIONS.employers).doc(uid);
}

export function employerCodeRef(db: Firestore, uid: string): DocumentReference {
  return db.collection(COLLECTIONS.employerCodes).doc(uid);
}

export const EmployerCodeSchema = z.object({
  email: z.string(),
  domain: z.string(),
  codeHash: z.string(),
  expiresAt: z.date(),
  attempts: z.number().int().min(0),
});
export type EmployerCode = z.infer<typeof EmployerCodeSchema>;

/** The domain this account verified, or null. */
export async function verifiedDomainOf(db: Firestore, uid: string): Promise<string | null> {
  const data = (await employerRef(db, uid).get()).data();
  return data ? EmployerRecordSchema.parse(withDates(data)).domain : null;
}

export function employerRecordOf(data: Record<string, unknown> | undefined): EmployerRecord | null {
  return data ? EmployerRecordSchema.parse(withDates(data)) : null;
}
