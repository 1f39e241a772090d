// Which writes to a job the Indexing API hears of: every status against every status, and the
// writes that leave a job open.
import { JOB_STATUSES, type Job, type JobStatus } from '@portal/domain/jobs/job';
import { describe, expect, it } from 'vitest';
import { aJob, NOW } from '#src/test/job-fixture';
import { indexingTransition } from './transition';

const DAY = 24 * 60 * 60 * 1000;

const job = (overrides: Partial<Job> = {}): Job => aJob({ id: 'j1', ...overrides });

/** A write a moment later that leaves `before` with these changes. */
const written = (before: Job, change: Partial<Job>): Job => ({
  ...before,
  ...change,
  updatedAt: new Date(NOW),
});

describe('a change of status', () => {
  const expected: Record<JobStatus, Record<JobStatus, string | null>> = {
    active: {
      active: null,
      closed: 'URL_DELETED',
      hidden: 'URL_DELETED',
      held: 'URL_DELETED',
      removed: 'URL_DELETED',
    },
    closed: { active: 'URL_UPDATED', closed: null, hidden: null, held: null, removed: null },
    hidden: { active: 'URL_UPDATED', closed: null, hidden: null, held: null, removed: null },
    held: { active: 'URL_UPDATED', closed: null, hidden: null, held: null, removed: null },
    removed: { active: 'URL_UPDATED', closed: null, hidden: null, held: null, removed: null },
  };
  for (const from of JOB_STATUSES) {
    for (const to of JOB_STATUSES) {
      it(`${from} → ${to}: ${expected[from][to] ?? 'nothing'}`, () => {
        const before = job({ status: from });
        expect(indexingTransition(before, written(before, { status: to }), NOW)).toBe(
          expected[from][to],
        );
      });
    }
  }
});

describe('a job created or deleted', () => {
  it('created active: URL_UPDATED', () => {
    expect(indexingTransition(null, job(), NOW)).toBe('URL_UPDATED');
  });

  it('created held: nothing, ever, until a moderator approves it', () => {
    const held = job({ status: 'held' });
    expect(indexingTransition(null, held, NOW)).toBeNull();
    expect(indexingTransition(held, written(held, { status: 'removed' }), NOW)).toBeNull();
    expect(indexingTransition(held, written(held, { status: 'active' }), NOW)).toBe('URL_UPDATED');
  });

  it('created active but already expired: nothing, since nobody could see it', () => {
    expect(indexingTransition(null, job({ expiresAt: new Date(NOW - 1) }), NOW)).toBeNull();
  });

  it('deleted while active: URL_DELETED; deleted once closed: nothing', () => {
    expect(indexingTransition(job(), null, NOW)).toBe('URL_DELETED');
    expect(indexingTransition(job({ status: 'closed' }), null, NOW)).toBeNull();
  });
});

describe('expiry', () => {
  it('extended, or confirmed open, while open: URL_UPDATED', () => {
    const open = job();
    const later = new Date(open.expiresAt.getTime() + 15 * DAY);
    expect(indexingTransition(open, written(open, { expiresAt: later }), NOW)).toBe('URL_UPDATED');
  });

  it('passed: nothing until the expiry run closes it, then URL_DELETED', () => {
    const lapsed = job({ expiresAt: new Date(NOW - 60_000) });
    expect(indexingTransition(lapsed, written(lapsed, {}), NOW)).toBeNull();
    expect(indexingTransition(lapsed, written(lapsed, { status: 'closed' }), NOW)).toBe(
      'URL_DELETED',
    );
  });

  it('extended after it had passed: URL_UPDATED, the job being open again', () => {
    const lapsed = job({ expiresAt: new Date(NOW - 60_000) });
    const extended = written(lapsed, { expiresAt: new Date(NOW + 10 * DAY) });
    expect(indexingTransition(lapsed, extended, NOW)).toBe('URL_UPDATED');
  });

  it('a hidden job restored after its expiry: nothing, since it is not open', () => {
    const hidden = job({ status: 'hidden', expiresAt: new Date(NOW - 60_000) });
    expect(indexingTransition(hidden, written(hidden, { status: 'active' }), NOW)).toBeNull();
  });
});

describe('writes that leave an open job open', () => {
  it('a write of updatedAt alone, or of who posted it: nothing', () => {
    const open = job();
    expect(indexingTransition(open, written(open, {}), NOW)).toBeNull();
    expect(indexingTransition(open, written(open, { posterKey: 'a'.repeat(64) }), NOW)).toBeNull();
  });

  it('a field its page shows: URL_UPDATED', () => {
    const open = job();
    for (const change of [
      { Title: 'Frontend Lead' },
      { Description: '<p>New</p>' },
      { City: 'Pune' },
      { verifiedDomain: 'acme.example.com' },
    ] satisfies Partial<Job>[]) {
      expect(indexingTransition(open, written(open, change), NOW), JSON.stringify(change)).toBe(
        'URL_UPDATED',
      );
    }
  });

  it('a closed job closed again (a resent close): nothing', () => {
    const closed = job({ status: 'closed' });
    expect(indexingTransition(closed, written(closed, {}), NOW)).toBeNull();
  });
});
