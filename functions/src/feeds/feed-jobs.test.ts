import type { Job } from '@portal/domain/jobs/job';
import { describe, expect, it } from 'vitest';
import { matchesFeed, pickFeedJobs } from './feed-jobs';
import type { JobList } from '@portal/domain/jobs/job-list';
import { aJob, NOW } from '#src/test/job-fixture';

const EVERY: JobList = { query: '', countries: [], cities: [], type: null };

async function* inOrder(jobs: readonly Job[], read: string[] = []) {
  for (const job of jobs) {
    read.push(job.id);
    yield job;
  }
}

describe('matchesFeed', () => {
  it('takes only jobs open now', () => {
    expect(matchesFeed(aJob({ id: 'open' }), EVERY, NOW)).toBe(true);
    expect(matchesFeed(aJob({ id: 'closed', status: 'closed' }), EVERY, NOW)).toBe(false);
    expect(matchesFeed(aJob({ id: 'hidden', status: 'hidden' }), EVERY, NOW)).toBe(false);
    expect(matchesFeed(aJob({ id: 'held', status: 'held' }), EVERY, NOW)).toBe(false);
    expect(matchesFeed(aJob({ id: 'removed', status: 'removed' }), EVERY, NOW)).toBe(false);
    expect(matchesFeed(aJob({ id: 'gone', expiresAt: new Date(NOW) }), EVERY, NOW)).toBe(false);
  });

  it('takes the type asked for, and both when none is', () => {
    const internship = aJob({ id: 'i', Type: 'Internship' });
    expect(matchesFeed(internship, { ...EVERY, type: 'Internship' }, NOW)).toBe(true);
    expect(matchesFeed(internship, { ...EVERY, type: 'Job' }, NOW)).toBe(false);
    expect(matchesFeed(internship, EVERY, NOW)).toBe(true);
  });

  it('matches as the list’s search does: any field, the text of rich text, the places', () => {
    const job = aJob({
      id: 'r',
      Country: 'India',
      City: 'Pune',
      Description: '<p>We use <strong>Re</strong>act daily</p>',
    });
    const filter = (change: Partial<JobList>) => ({
      ...EVERY,
      ...change,
    });
    expect(matchesFeed(job, filter({ query: 'REACT' }), NOW)).toBe(true);
    expect(matchesFeed(job, filter({ query: 'strong' }), NOW)).toBe(false);
    expect(matchesFeed(job, filter({ countries: ['India'], cities: ['Pune'] }), NOW)).toBe(true);
    expect(matchesFeed(job, filter({ countries: ['Nepal'] }), NOW)).toBe(false);
    expect(matchesFeed(job, filter({ countries: ['India'], cities: ['Delhi'] }), NOW)).toBe(false);
  });
});

describe('pickFeedJobs', () => {
  it('keeps the order it reads and stops reading once it has enough', async () => {
    const jobs = Array.from({ length: 10 }, (_, i) =>
      aJob({ id: `j${i}`, Type: i % 2 ? 'Internship' : 'Job' }),
    );
    const read: string[] = [];
    const picked = await pickFeedJobs(
      inOrder(jobs, read),
      { ...EVERY, type: 'Internship' },
      NOW,
      3,
    );
    expect(picked.map((job) => job.id)).toEqual(['j1', 'j3', 'j5']);
    expect(read).toEqual(['j0', 'j1', 'j2', 'j3', 'j4', 'j5']);
  });

  it('lists what matched when fewer than the limit do', async () => {
    const jobs = [aJob({ id: 'a' }), aJob({ id: 'b', status: 'closed' })];
    expect((await pickFeedJobs(inOrder(jobs), EVERY, NOW)).map((job) => job.id)).toEqual(['a']);
  });
});
