// The `sendEmployerCode` callable: a signed-in poster names their work address; a code goes to
// it. Free webmail and lookalike domains are refused (domain's employers/employer.ts), and the
// codes one caller and the whole site may send are limited: each is a mail to an address its
// sender chose.
import { EMPLOYER_CODES_PER_HOUR } from '@portal/domain/callables/caller-limits';
import {
  EMPLOYER_CODE_MINUTES,
  emailDomain,
  SendEmployerCodeInputSchema,
  type SendEmployerCodeResult,
} from '@portal/domain/employers/employer';
import { fieldMessages } from '@portal/domain/field-messages';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { employerCodeRef } from '#src/data/employers';
import { newMailRef, queueMail } from '#src/data/mail';
import { claimCallerSlot, claimHourlySlot } from '#src/limits/limit-claims';
import { sendWhereNoTrigger } from '#src/mail/mail-sender';
import { SMTP_URL } from '#src/mail/mail-settings';
import { adminFirestore } from '#src/platform/admin';
import { callable } from '#src/platform/callable';
import { invalidFields } from '#src/platform/refusals';
import { productName } from '#src/platform/site';
import { identifyCaller } from '#src/security/caller-key';
import { callerSalt } from '#src/security/caller-salt';
import { hashEmployerCode, newEmployerCode } from './employer-code';
import { employerCodeMail } from './employer-mail';

export const sendEmployerCode = callable(
  'Sending the code',
  async (request): Promise<SendEmployerCodeResult> => {
    const uid = request.auth?.uid;
    if (!uid) throw new HttpsError('unauthenticated', 'Log in to verify your company.');
    const parsed = SendEmployerCodeInputSchema.safeParse(request.data);
    if (!parsed.success) throw invalidFields(fieldMessages(parsed.error), { email: 'Work e-mail' });
    const { email } = parsed.data;
    const now = Date.now();
    const salt = callerSalt();
    const code = newEmployerCode();
    const db = adminFirestore('Sending the code');
    const mail = newMailRef(db);
    await db.runTransaction(async (tx) => {
      const [caller, everyone] = await Promise.all([
        claimCallerSlot(tx, db, {
          action: 'verify',
          callerKeys: identifyCaller(request, salt).limitKeys,
          now,
        }),
        claimHourlySlot(tx, db, { action: 'verify', now, cap: EMPLOYER_CODES_PER_HOUR }),
      ]);
      if (caller.refusal) throw caller.refusal;
      if (everyone.refusal) throw everyone.refusal;
      // A new code replaces any earlier one, and its count of wrong tries starts again.
      tx.set(employerCodeRef(db, uid), {
        email,
        domain: emailDomain(email),
        codeHash: hashEmployerCode(salt, uid, code),
        expiresAt: Timestamp.fromMillis(now + EMPLOYER_CODE_MINUTES * 60_000),
        attempts: 0,
      });
      queueMail(tx, mail, employerCodeMail({ to: email, product: productName(), code }));
      caller.record();
      everyone.record();
    });
    await sendWhereNoTrigger(db, [mail.id]);
    return { sentTo: email };
  },
  { secrets: SMTP_URL.binding() },
);
