// The post form's ticket: the server's time when the form opened, signed, so the minimum time to
// fill the form in is measured by our clock and not by a number the browser sends. Each ticket
// posts one job (store-post.ts marks its nonce used in the posting transaction), so a script
// waits out the minimum once for every post, as a person does.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HOUR_MS } from '@portal/domain/callables/caller-limits';

const VERSION = 'v1';

/** A ticket older than this is refused; the form asks for a new one well before (20 h). */
export const TICKET_MAX_AGE_MS = 24 * HOUR_MS;

/** The signing key, kept apart from the salt's other use (hashing networks). */
export function formTicketKey(salt: string): string {
  return createHmac('sha256', salt).update('post-form-ticket').digest('base64url');
}

const signature = (key: string, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

export function issueFormTicket(
  key: string,
  now: number,
  nonce = randomBytes(12).toString('base64url'),
): string {
  const body = `${VERSION}.${now}.${nonce}`;
  return `${body}.${signature(key, body)}`;
}

export type TicketCheck =
  { ok: true; issuedAt: number; nonce: string } | { ok: false; why: 'forged' | 'expired' };

export function readFormTicket(key: string, ticket: string, now: number): TicketCheck {
  const parts = ticket.split('.');
  const [version, issued, nonce, signed] = parts;
  if (parts.length !== 4 || version !== VERSION || !issued || !nonce || !signed) {
    return { ok: false, why: 'forged' };
  }
  const expected = Buffer.from(signature(key, `${version}.${issued}.${nonce}`));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, why: 'forged' };
  }
  const issuedAt = Number(issued);
  if (!Number.isSafeInteger(issuedAt) || issuedAt > now) return { ok: false, why: 'forged' };
  if (now - issuedAt > TICKET_MAX_AGE_MS) return { ok: false, why: 'expired' };
  return { ok: true, issuedAt, nonce };
}
