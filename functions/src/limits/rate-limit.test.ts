import { HOUR_MS, PER_CALLER_LIMITS } from '@portal/domain/callables/caller-limits';
import { describe, expect, it } from 'vitest';
import { decideCallerLimit, decideHourlyCap, decideWindowCap, hourKey } from './rate-limit';

const NOW = Date.parse('2025-11-23T14:20:00Z');
const MINUTE = 60_000;
const ago = (ms: number) => NOW - ms;

describe('decideCallerLimit (5 an hour, 20 a day)', () => {
  it('lets a first call through and stores its time', () => {
    expect(decideCallerLimit([], NOW)).toEqual({ allowed: true, times: [NOW] });
  });

  it('lets the fifth call of an hour through and refuses the sixth until the first leaves', () => {
    const four = [50, 40, 30, 20].map((m) => ago(m * MINUTE));
    expect(decideCallerLimit(four, NOW).allowed).toBe(true);
    const five = [...four, ago(10 * MINUTE)];
    const decision = decideCallerLimit(five, NOW);
    expect(decision).toMatchObject({ allowed: false, window: PER_CALLER_LIMITS[0] });
    // The oldest, 50 minutes ago, leaves the hour in 10 minutes.
    expect(decision.allowed || decision.retryAt).toBe(NOW + 10 * MINUTE);
  });

  it('counts a call exactly an hour old as gone', () => {
    const five = [HOUR_MS, 40 * MINUTE, 30 * MINUTE, 20 * MINUTE, 10 * MINUTE].map(ago);
    expect(decideCallerLimit(five, NOW).allowed).toBe(true);
  });

  it('refuses the 21st call of a day, until the oldest is a day old', () => {
    // Twenty calls, one every hour from 23 hours ago: only one in the last hour.
    const twenty = Array.from({ length: 20 }, (_, i) => ago((23 - i) * HOUR_MS));
    const decision = decideCallerLimit(twenty, NOW);
    expect(decision).toMatchObject({ allowed: false, window: PER_CALLER_LIMITS[1] });
    expect(decision.allowed || decision.retryAt).toBe(NOW + HOUR_MS);
  });

  it('when both windows are full, waits for the later of the two', () => {
    const day = Array.from({ length: 15 }, (_, i) => ago((20 - i) * HOUR_MS));
    const hour = [50, 40, 30, 20, 10].map((m) => ago(m * MINUTE));
    const decision = decideCallerLimit([...day, ...hour], NOW);
    expect(decision.allowed || decision.retryAt).toBe(ago(20 * HOUR_MS) + 24 * HOUR_MS);
  });

  it('forgets calls older than a day and keeps the rest in order', () => {
    const times = [ago(2 * MINUTE), ago(25 * HOUR_MS), ago(3 * HOUR_MS)];
    expect(decideCallerLimit(times, NOW)).toEqual({
      allowed: true,
      times: [ago(3 * HOUR_MS), ago(2 * MINUTE), NOW],
    });
  });

  it('with more calls stored than the limit allows, waits until enough have left', () => {
    const seven = [55, 50, 45, 40, 30, 20, 10].map((m) => ago(m * MINUTE));
    const decision = decideCallerLimit(seven, NOW, [{ windowMs: HOUR_MS, max: 5, name: 'x' }]);
    // Three must leave for a sixth to fit: the third oldest, 45 minutes ago, leaves in 15.
    expect(decision.allowed || decision.retryAt).toBe(NOW + 15 * MINUTE);
  });
});

describe('the site-wide hourly cap', () => {
  it('names the clock hour in UTC', () => {
    expect(hourKey(NOW)).toBe('2025112314');
    expect(hourKey(Date.parse('2025-01-02T03:59:59.999Z'))).toBe('2025010203');
  });

  it('allows up to the cap and then refuses until the next clock hour', () => {
    expect(decideHourlyCap(199, NOW, 200)).toEqual({ allowed: true });
    expect(decideHourlyCap(200, NOW, 200)).toEqual({
      allowed: false,
      retryAt: Date.parse('2025-11-23T15:00:00Z'),
    });
  });
});

describe('decideWindowCap', () => {
  it('lets calls through up to the cap, then refuses until the next window starts', () => {
    expect(decideWindowCap(119, NOW + 30_000, 120, MINUTE)).toEqual({ allowed: true });
    expect(decideWindowCap(120, NOW + 30_000, 120, MINUTE)).toEqual({
      allowed: false,
      retryAt: NOW + MINUTE,
    });
  });
});
