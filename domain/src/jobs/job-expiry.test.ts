import { describe, expect, it } from 'vitest';
import { canExtend, CLOCK_MARGIN_MS, DAY_MS, expiryFor, extendedExpiry } from './job-expiry';

const now = Date.UTC(2026, 10, 23, 12);

describe('job expiry', () => {
  it('expires a new job the chosen number of days after posting', () => {
    expect(expiryFor(30, now).getTime()).toBe(now + 30 * DAY_MS);
    expect(expiryFor(7, now).getTime()).toBe(now + 7 * DAY_MS);
  });

  it('extends by 30 days', () => {
    const expiresAt = new Date(now + 10 * DAY_MS);
    expect(extendedExpiry(expiresAt, now).getTime()).toBe(now + 40 * DAY_MS);
  });

  it('never extends to more than 60 days ahead, less the clock margin', () => {
    const expiresAt = new Date(now + 45 * DAY_MS);
    expect(extendedExpiry(expiresAt, now).getTime()).toBe(now + 60 * DAY_MS - CLOCK_MARGIN_MS);
  });

  it('offers Extend only to an open job it would move on by a day or more', () => {
    expect(canExtend(new Date(now + 10 * DAY_MS), now)).toBe(true);
    expect(canExtend(new Date(now + 58 * DAY_MS), now)).toBe(true);
    expect(canExtend(new Date(now + 59.5 * DAY_MS), now)).toBe(false);
    expect(canExtend(new Date(now - 1), now)).toBe(false);
  });
});
