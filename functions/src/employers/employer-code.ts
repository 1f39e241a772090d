// The code that proves an address: six digits, mailed, stored only as a keyed hash so that a
// leaked document proves nothing, and compared in constant time.
import { EMPLOYER_CODE_DIGITS } from '@portal/domain/employers/employer';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export function newEmployerCode(): string {
  return String(randomInt(0, 10 ** EMPLOYER_CODE_DIGITS)).padStart(EMPLOYER_CODE_DIGITS, '0');
}

/** Bound to the account, so one account's code is no use to another. */
export function hashEmployerCode(salt: string, uid: string, code: string): string {
  return createHmac('sha256', salt).update(`employer-code:${uid}:${code}`).digest('hex');
}

export function codeMatches(salt: string, uid: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashEmployerCode(salt, uid, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
