// The digest's choice of jobs: new since the last mail, matching, open, newest first, capped.
import { describe, expect, it } from 'vitest';
import { DIGEST_MAX_LISTED, type AlertSearch } from './alert';
import { createDigestSelector, DIGEST_JOB_FIELDS, selectDigest } from './alert-digest';
import type { Job } from '../jobs/job';
import { generateSeedJobs } from '../seed/seed-jobs';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-25T12:00:00Z');

let next = 0;
function job(fields: Partial<Job> & { hoursAgo: number }): Job {
  next += 1;
  const { hoursAgo, ...rest } = fields;
  const created = new Date(NOW - hoursAgo * HOUR);
  return {
    id: `job-${String(next).padStart(3, '0')}`,
    Title: 'Untitled',
    Type: 'Job',
    Company: 'Nobody',
    ApplyURL: 'https://careers.example.com/apply',
    Skills: '<p>Typing</p>',
    createdAt: created,
    updatedAt: created,
    expiresAt: new Date(NOW + 30 * 24 * HOUR),
    posterKey: null,
    status: 'active',
    ...rest,
  };
}

const react: AlertSearch = { query: 'react', countries: [], cities: [], type: null };

describe('selectDigest', () => {
  it('lists new matching open jobs, newest first, and leaves out the rest', () => {
    const newest = job({ hoursAgo: 1, Title: 'React developer' });
    const older = job({ hoursAgo: 5, Title: 'Senior React engineer' });
    const jobs = [
      older,
      newest,
      job({ hoursAgo: 2, Title: 'Java developer' }),
      job({ hoursAgo: 30, Title: 'React lead' }), // before the last mail
      job({ hoursAgo: 3, Title: 'React closed', status: 'closed' }),
      job({ hoursAgo: 3, Title: 'React hidden', status: 'hidden' }),
      job({ hoursAgo: 3, Title: 'React expired', expiresAt: new Date(NOW - 1) }),
      job({ hoursAgo: -1, Title: 'React after the run' }),
    ];
    const digest = selectDigest({ search: react, since: NOW - 24 * HOUR }, jobs, NOW, NOW);
    expect(digest.listed.map((one) => one.Title)).toEqual([newest.Title, older.Title]);
    expect(digest.total).toBe(2);
  });

  it('lists at most the cap, and counts the rest', () => {
    const jobs = Array.from({ length: DIGEST_MAX_LISTED + 5 }, (_, i) =>
      job({ hoursAgo: i / 10, Title: `React ${i}` }),
    );
    const digest = selectDigest({ search: react, since: NOW - HOUR * 24 }, jobs, NOW, NOW);
    expect(digest.listed).toHaveLength(DIGEST_MAX_LISTED);
    expect(digest.total).toBe(DIGEST_MAX_LISTED + 5);
    expect(digest.listed[0]?.Title).toBe('React 0');
  });

  it('never lists a job twice across runs that follow each other', () => {
    const jobs = Array.from({ length: 40 }, (_, i) => job({ hoursAgo: 48 - i, Title: 'React' }));
    const first = selectDigest(
      { search: react, since: NOW - 72 * HOUR },
      jobs,
      NOW - 24 * HOUR,
      NOW,
    );
    const second = selectDigest({ search: react, since: NOW - 24 * HOUR }, jobs, NOW, NOW);
    const firstIds = new Set(first.listed.map((one) => one.id));
    expect(second.listed.some((one) => firstIds.has(one.id))).toBe(false);
    expect(first.total + second.total).toBe(40);
  });
});

describe('a digest by pay', () => {
  it('reads each job’s Pay, as the board does, and its Salary where it has no Pay', () => {
    expect(DIGEST_JOB_FIELDS).toContain('Pay');
    const search: AlertSearch = { ...react, query: '', minPay: { amount: 25_000, per: 'month' } };
    const jobs = [
      job({
        hoursAgo: 1,
        Title: 'Pays by its Pay',
        Pay: { kind: 'paid', currency: 'INR', period: 'MONTH', min: 20_000, max: 30_000 },
      }),
      job({ hoursAgo: 2, Title: 'Pays by its Salary', Salary: '₹6–8 LPA' }),
      job({
        hoursAgo: 3,
        Title: 'Pays too little',
        Pay: { kind: 'paid', currency: 'INR', period: 'YEAR', min: 200_000 },
      }),
      job({ hoursAgo: 4, Title: 'Pays in dollars', Salary: '$5,000 a month' }),
      job({ hoursAgo: 5, Title: 'Says nothing' }),
    ];
    const alert = { search, since: NOW - 24 * HOUR };
    const expected = ['Pays by its Pay', 'Pays by its Salary'];
    expect(selectDigest(alert, jobs, NOW, NOW).listed.map((one) => one.Title)).toEqual(expected);
    expect(createDigestSelector(jobs, NOW, NOW)(alert).listed.map((one) => one.Title)).toEqual(
      expected,
    );
  });
});

describe('createDigestSelector', () => {
  it('answers as selectDigest does for many alerts over one set of jobs', () => {
    const seed: Job[] = generateSeedJobs(400).map(({ id, data }, i) => ({
      id,
      ...data,
      createdAt: new Date(NOW - i * HOUR),
      expiresAt: new Date(NOW + (i % 7 === 0 ? -1 : 1) * HOUR),
    }));
    const select = createDigestSelector(seed, NOW, NOW);
    const searches: (AlertSearch | null)[] = [
      null,
      react,
      { query: 'engineer', countries: ['India'], cities: [], type: 'Job' },
      { query: '', countries: [], cities: ['Berlin'], type: 'Internship' },
      { query: 'zzz-nothing', countries: [], cities: [], type: null },
    ];
    for (const search of searches) {
      for (const hours of [5, 48, 24 * 8]) {
        const alert = { search, since: NOW - hours * HOUR };
        const expected = selectDigest(alert, seed, NOW, NOW);
        const actual = select(alert);
        expect(actual.total).toBe(expected.total);
        expect(actual.listed.map((one) => one.id)).toEqual(expected.listed.map((one) => one.id));
      }
    }
  });
});
