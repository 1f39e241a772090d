// When failed mail is tried again: back-off doubling from 5 minutes, capped attempts, and an
// SMTP server's 5xx taken as final while everything else is worth another try.
import { describe, expect, it } from 'vitest';
import {
  FIRST_RETRY_MS,
  isPermanentFailure,
  MAX_DELIVERY_ATTEMPTS,
  MAX_RETRY_MS,
  nextAttemptAt,
  retryDelayMs,
} from './retry-policy';

const NOW = Date.parse('2026-11-26T08:00:00Z');
const MINUTE = 60_000;

/** An error as nodemailer throws it for an SMTP reply. */
const smtpError = (responseCode: number) =>
  Object.assign(new Error(`${responseCode} reply`), { code: 'EENVELOPE', responseCode });

describe('retryDelayMs', () => {
  it('doubles from five minutes, never past an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5, 10, 20, 40].map((m) => m * MINUTE));
    expect(retryDelayMs(1)).toBe(FIRST_RETRY_MS);
    expect(retryDelayMs(12)).toBe(MAX_RETRY_MS);
  });
});

describe('isPermanentFailure', () => {
  it('is a 5xx reply, and only that', () => {
    expect(isPermanentFailure(smtpError(550))).toBe(true);
    expect(isPermanentFailure(smtpError(554))).toBe(true);
    expect(isPermanentFailure(smtpError(421))).toBe(false);
    expect(isPermanentFailure(smtpError(451))).toBe(false);
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
    expect(isPermanentFailure(refused)).toBe(false);
    expect(isPermanentFailure(new Error('Timeout'))).toBe(false);
    expect(isPermanentFailure('a string')).toBe(false);
    expect(isPermanentFailure(null)).toBe(false);
  });
});

describe('nextAttemptAt', () => {
  it('backs off after a transient failure, until the attempts are spent', () => {
    expect(nextAttemptAt(smtpError(421), 1, NOW)).toBe(NOW + 5 * MINUTE);
    expect(nextAttemptAt(smtpError(421), 4, NOW)).toBe(NOW + 40 * MINUTE);
    expect(nextAttemptAt(smtpError(421), MAX_DELIVERY_ATTEMPTS, NOW)).toBeNull();
  });

  it('gives up at once on a permanent failure', () => {
    expect(nextAttemptAt(smtpError(550), 1, NOW)).toBeNull();
  });
});
