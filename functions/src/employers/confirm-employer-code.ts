// The `confirmEmployerCode` callable: the code from the mail proves the address, and the account
// is a verified employer at its domain. Five wrong codes end the code; a new one must be sent.
import {
  ConfirmEmployerCodeInputSchema,
  EMPLOYER_CODE_ATTEMPTS,
  type ConfirmEmployerCodeResult,
} from '@portal/domain/employers/employer';
import { fieldMessages } from '@portal/domain/field-messages';
import { withDates } from '@portal/domain/stored-dates';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { EmployerCodeSchema, employerCodeRef, employerRef } from '#src/data/employers';
import { adminFirestore } from '#src/platform/admin';
import { callable } from '#src/platform/callable';
import { invalidFields } from '#src/platform/refusals';
import { callerSalt } from '#src/security/caller-salt';
import { codeMatches } from './employer-code';

const LABELS = { code: 'Code' };

export const confirmEmployerCode = callable(
  'Checking the code',
  async (request): Promise<ConfirmEmployerCodeResult> => {
    const uid = request.auth?.uid;
    if (!uid) throw new HttpsError('unauthenticated', 'Log in to verify your company.');
    const parsed = ConfirmEmployerCodeInputSchema.safeParse(request.data);
    if (!parsed.success) throw invalidFields(fieldMessages(parsed.error), LABELS);
    const db = adminFirestore('Checking the code');
    const salt = callerSalt();
    const codeRef = employerCodeRef(db, uid);
    const outcome = await db.runTransaction(async (tx) => {
      const data = (await tx.get(codeRef)).data();
      const stored = data ? EmployerCodeSchema.parse(withDates(data)) : null;
      if (!stored || stored.expiresAt.getTime() <= Date.now()) return 'expired' as const;
      if (stored.attempts >= EMPLOYER_CODE_ATTEMPTS) return 'used-up' as const;
      if (!codeMatches(salt, uid, parsed.data.code, stored.codeHash)) {
        // Counted in the same transaction, so guesses sent at once are each counted.
        tx.update(codeRef, { attempts: stored.attempts + 1 });
        return 'wrong' as const;
      }
      tx.set(employerRef(db, uid), {
        domain: stored.domain,
        email: stored.email,
        verifiedAt: FieldValue.serverTimestamp(),
      });
      tx.delete(codeRef);
      return { domain: stored.domain };
    });
    if (outcome === 'expired') {
      throw new HttpsError('failed-precondition', 'That code has expired: send a new one.');
    }
    if (outcome === 'used-up') {
      throw new HttpsError('failed-precondition', 'Too many wrong codes: send a new one.');
    }
    if (outcome === 'wrong') throw invalidFields({ code: 'That is not the code we sent.' }, LABELS);
    return outcome;
  },
);
