import { describe, expect, it } from 'vitest';
import {
  GEMINI_CALLS_PER_DAY,
  GEMINI_CALLS_PER_UNVERIFIED_NETWORK_PER_DAY,
} from './gemini-settings';
import {
  decideGemini,
  decideQuota,
  GEMINI_LIMITS,
  nextUtcMidnight,
  utcDay,
  type Quota,
} from './quota';

const NOW = Date.parse('2025-11-23T14:20:00Z');
const MIDNIGHT = Date.parse('2025-11-24T00:00:00Z');
const today = (statements: number, paragraph: number): Quota => ({
  day: '2025-11-23',
  statements,
  paragraph,
});

describe('decideQuota (10 tests a UTC day)', () => {
  it('counts a first test', () => {
    expect(decideQuota(null, 'statements', NOW)).toEqual({ allowed: true, quota: today(1, 0) });
  });

  it('lets the tenth test through and refuses the eleventh until midnight UTC', () => {
    expect(decideQuota(today(9, 9), 'statements', NOW)).toEqual({
      allowed: true,
      quota: today(10, 9),
    });
    expect(decideQuota(today(10, 10), 'statements', NOW)).toEqual({
      allowed: false,
      retryAt: MIDNIGHT,
    });
  });

  it('gives paragraphs their own allowance: a test’s paragraph costs no second test', () => {
    expect(decideQuota(today(10, 9), 'paragraph', NOW)).toEqual({
      allowed: true,
      quota: today(10, 10),
    });
    expect(decideQuota(today(3, 10), 'paragraph', NOW)).toEqual({
      allowed: false,
      retryAt: MIDNIGHT,
    });
    expect(decideQuota(today(3, 10), 'statements', NOW)).toMatchObject({ allowed: true });
  });

  it('starts again on a new UTC day', () => {
    const yesterday = { day: '2025-11-22', statements: 10, paragraph: 10 };
    expect(decideQuota(yesterday, 'statements', NOW)).toEqual({
      allowed: true,
      quota: today(1, 0),
    });
  });

  it('names the UTC day and its end', () => {
    expect(utcDay(Date.parse('2025-11-23T23:59:59.999Z'))).toBe('2025-11-23');
    expect(utcDay(MIDNIGHT)).toBe('2025-11-24');
    expect(nextUtcMidnight(NOW)).toBe(MIDNIGHT);
    expect(nextUtcMidnight(MIDNIGHT)).toBe(Date.parse('2025-11-25T00:00:00Z'));
  });
});

describe('decideGemini (the budget of Gemini calls a UTC day)', () => {
  const limits = { perUnverifiedNetwork: 20, siteWide: 1000 };

  it('asks Gemini while the site and, for an unverified account, its network have calls left', () => {
    expect(decideGemini({ siteCount: 999, networkCount: 19 }, limits)).toEqual({ ask: true });
    // A verified account's network does not count.
    expect(decideGemini({ siteCount: 0, networkCount: null }, limits)).toEqual({ ask: true });
  });

  it('sends an unverified account to the bank once its network’s calls are spent', () => {
    expect(decideGemini({ siteCount: 5, networkCount: 20 }, limits)).toEqual({
      ask: false,
      reason: 'the 20 Gemini calls a day for unverified accounts on this network are spent',
    });
  });

  it('sends everyone to the bank once the site’s calls are spent', () => {
    const spent = { ask: false, reason: "the site's 1000 Gemini calls for today are spent" };
    expect(decideGemini({ siteCount: 1000, networkCount: null }, limits)).toEqual(spent);
    expect(decideGemini({ siteCount: 1000, networkCount: 0 }, limits)).toEqual(spent);
  });

  it('gives a network one account’s full day (ten tests, two calls each), the site 1,000', () => {
    expect(GEMINI_CALLS_PER_UNVERIFIED_NETWORK_PER_DAY).toBe(20);
    expect(GEMINI_CALLS_PER_DAY).toBe(1000);
    expect(GEMINI_LIMITS).toEqual({ perUnverifiedNetwork: 20, siteWide: 1000 });
  });
});
