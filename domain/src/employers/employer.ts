// Verified employers: a signed-in poster proves they work at a company by entering a code mailed
// to their address at its domain. Their jobs say so, and skip the screen's hold unless a signal
// is severe. Free webmail proves nothing, and neither does a domain made to look like a known
// employer's.
import { z } from 'zod';
import { borrowedEmployer } from '../moderation/screen/contact-signals';
import { FREE_MAIL_DOMAINS } from '../moderation/screen/known-domains';

export const EMPLOYER_CODE_DIGITS = 6;
/** How long a mailed code works. */
export const EMPLOYER_CODE_MINUTES = 30;
/** Wrong codes before the code stops working and a new one must be sent. */
export const EMPLOYER_CODE_ATTEMPTS = 5;

/** The domain of an address, lower case: 'hr@Acme.co.in' is 'acme.co.in'. */
export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/** Why this address cannot verify a company, or null when it can. */
export function unverifiableReason(email: string): string | null {
  const domain = emailDomain(email);
  if (FREE_MAIL_DOMAINS.has(domain)) {
    return `A free ${domain} address cannot verify a company: use your work address at its own domain.`;
  }
  const borrowed = borrowedEmployer(domain);
  if (borrowed) {
    return `${domain} is not one of ${borrowed.name}'s domains: it cannot verify a company.`;
  }
  return null;
}

export const SendEmployerCodeInputSchema = z.object({
  email: z
    .email({ error: 'Enter your work e-mail address, such as you@yourcompany.com.' })
    .max(254, 'That address is too long.')
    .transform((email) => email.toLowerCase())
    .superRefine((email, context) => {
      const reason = unverifiableReason(email);
      if (reason) context.addIssue({ code: 'custom', message: reason });
    }),
});
export type SendEmployerCodeInput = z.input<typeof SendEmployerCodeInputSchema>;

export const SendEmployerCodeResultSchema = z.object({ sentTo: z.string() });
export type SendEmployerCodeResult = z.infer<typeof SendEmployerCodeResultSchema>;

export const ConfirmEmployerCodeInputSchema = z.object({
  code: z
    .string({ error: `Enter the ${EMPLOYER_CODE_DIGITS}-digit code from the mail.` })
    .trim()
    .regex(/^\d{6}$/, `Enter the ${EMPLOYER_CODE_DIGITS}-digit code from the mail.`),
});
export type ConfirmEmployerCodeInput = z.input<typeof ConfirmEmployerCodeInputSchema>;

export const ConfirmEmployerCodeResultSchema = z.object({ domain: z.string() });
export type ConfirmEmployerCodeResult = z.infer<typeof ConfirmEmployerCodeResultSchema>;

/** `employers/{uid}`: the domain this account has verified. Its owner reads it. */
export const EmployerRecordSchema = z.object({
  domain: z.string().min(1),
  email: z.string(),
  verifiedAt: z.date(),
});
export type EmployerRecord = z.infer<typeof EmployerRecordSchema>;
