import { describe, expect, it } from 'vitest';
import { DAY_MS } from './job-expiry';
import {
  ASK_SUBJECT,
  askSubject,
  confirmedExpiry,
  daysAgoText,
  nextAskAt,
  readAskSubject,
} from './still-hiring';

const t0 = Date.UTC(2026, 10, 1, 9);
const job = (days: number) => ({ createdAt: t0, expiresAt: t0 + days * DAY_MS });

describe('nextAskAt', () => {
  it('asks a 30-day job 14 days after posting, then 3 days before it expires, then no more', () => {
    expect(nextAskAt(job(30), null)).toBe(t0 + 14 * DAY_MS);
    expect(nextAskAt(job(30), t0 + 14 * DAY_MS)).toBe(t0 + 27 * DAY_MS);
    expect(nextAskAt(job(30), t0 + 27 * DAY_MS)).toBeNull();
  });

  it('asks a job open for less than 17 days once, 3 days before it expires', () => {
    expect(nextAskAt(job(15), null)).toBe(t0 + 12 * DAY_MS);
    expect(nextAskAt(job(15), t0 + 12 * DAY_MS)).toBeNull();
    expect(nextAskAt(job(7), null)).toBe(t0 + 4 * DAY_MS);
    expect(nextAskAt(job(7), t0 + 4 * DAY_MS)).toBeNull();
  });

  it('asks again before a confirmed job’s new expiry', () => {
    const answeredAt = t0 + 14 * DAY_MS;
    const expiresAt = confirmedExpiry(new Date(t0 + 30 * DAY_MS), answeredAt).getTime();
    expect(expiresAt).toBe(answeredAt + 30 * DAY_MS);
    expect(nextAskAt({ createdAt: t0, expiresAt }, answeredAt)).toBe(expiresAt - 3 * DAY_MS);
  });
});

describe('confirmedExpiry', () => {
  it('keeps a job open 30 days from the answer, never less than it already was', () => {
    const now = t0 + 20 * DAY_MS;
    expect(confirmedExpiry(new Date(t0 + 30 * DAY_MS), now).getTime()).toBe(now + 30 * DAY_MS);
    const later = new Date(now + 45 * DAY_MS);
    expect(confirmedExpiry(later, now)).toEqual(later);
  });
});

describe('ask subjects', () => {
  it('name a job and an ask, and read back', () => {
    const subject = askSubject('seed-job-0001', 'k3j9x0a1b2');
    expect(ASK_SUBJECT.test(subject)).toBe(true);
    expect(readAskSubject(subject)).toEqual({ jobId: 'seed-job-0001', askId: 'k3j9x0a1b2' });
  });

  it.each(['job', 'job~', '~k3j9x0a1b2', 'a/b~k3j9x0a1b2', 'job~SHORT', 'job.x~k3j9x0a1b2'])(
    'refuse %s',
    (subject) => {
      expect(ASK_SUBJECT.test(subject)).toBe(false);
    },
  );
});

describe('daysAgoText', () => {
  const now = new Date(2026, 10, 20, 10);
  it.each([
    [new Date(2026, 10, 20, 1), 'today'],
    [new Date(2026, 10, 19, 23), 'yesterday'],
    [new Date(2026, 10, 17, 12), '3 days ago'],
    [new Date(2026, 10, 21, 12), 'today'],
  ])('says %s is %s', (at, text) => {
    expect(daysAgoText(at, now)).toBe(text);
  });
});
