// The keys and signed tokens of job alerts: an alert's id, its confirmation link and its
// unsubscribe link. HMAC-SHA256 with a secret only the functions hold (Web Crypto, so the same
// code runs in Node and in tests). A token names an alert by its opaque id and nothing else: no
// address, no search; it cannot be forged without the secret, nor used for another alert, nor
// for the other purpose.
import { z } from 'zod';
import type { JobList } from '../jobs/job-list';
import { base64url, checkLinkToken, hmac, signLinkToken } from '../signed-links';

export type TokenPurpose = 'confirm' | 'unsubscribe';

/**
 * The alert's id: the same address with the same (canonical) search is always the same alert,
 * so subscribing twice finds the first; keyed with the secret, so nobody can work out from an
 * address which id to try.
 */
export async function alertIdFor(
  secret: string,
  email: string,
  search: JobList | null,
): Promise<string> {
  const mac = await hmac(secret, `alert\n${email}\n${JSON.stringify(search)}`);
  return `a-${base64url(mac).slice(0, 32)}`;
}

/** The only shape alertIdFor makes: anything else that comes in as an alert id is refused. */
const ALERT_ID = /^a-[A-Za-z0-9_-]{32}$/;

/** An alert id as it comes in from a callable or a link: exactly what alertIdFor makes. */
export const AlertIdSchema = z.string().regex(ALERT_ID, { error: 'That is not an alert id.' });

/**
 * The mailbox an address delivers to, for counting the mail sent to it: 'asha+jobs@x.com' and
 * 'asha+more@x.com' reach one inbox (sub-addressing, which most providers offer), and Gmail
 * also ignores dots in the name and answers for googlemail.com. `email` is already trimmed and
 * lower-cased (AlertEmailSchema).
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  let name = email.slice(0, at).split('+')[0] || email.slice(0, at);
  let domain = email.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') name = name.replace(/\./g, '');
  return `${name}@${domain}`;
}

/**
 * The key a mailbox's confirmation count is stored under: keyed with the secret, so the stored
 * key names nobody and cannot be looked up from an address without it.
 */
export async function mailboxKeyFor(secret: string, email: string): Promise<string> {
  const mac = await hmac(secret, `mailbox\n${mailboxOf(email)}`);
  return `m-${base64url(mac).slice(0, 32)}`;
}

/**
 * A token for one purpose on one alert, valid until `expiresAt` (ms; 0 for never):
 * '<alert id>.<expiry, base 36>.<signature>' (../signed-links.ts).
 */
export function signAlertToken(
  secret: string,
  { purpose, alertId, expiresAt }: { purpose: TokenPurpose; alertId: string; expiresAt: number },
): Promise<string> {
  return signLinkToken(secret, { purpose, subject: alertId, expiresAt });
}

export type TokenCheck =
  { ok: true; alertId: string } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** The alert a token was signed for, if the signature holds for this purpose and it is in date. */
export async function checkAlertToken(
  secret: string,
  purpose: TokenPurpose,
  token: unknown,
  now: number,
): Promise<TokenCheck> {
  const check = await checkLinkToken(secret, purpose, ALERT_ID, token, now);
  return check.ok ? { ok: true, alertId: check.subject } : check;
}
