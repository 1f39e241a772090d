import { MORE_JOBS_PAGE_SIZE } from '@portal/domain/constants';
import { describe, expect, it } from 'vitest';
import type { JobCard } from '@portal/domain/jobs/board-query';
import { moreJobsPage, moreJobsRange } from './more-jobs-range';

/** A list of `n` cards, newest first: card i was posted i minutes before the first. */
function list(n: number): JobCard[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `job-${String(1000 - i)}`,
    Title: `Job ${i}`,
    Company: 'Acme',
    Type: 'Job',
    createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000),
  }));
}

/** More Jobs' page `page` as the index would give it from the whole list. */
function pageOf(all: JobCard[], current: JobCard, listed: boolean, page: number) {
  const { start, count } = moreJobsRange(page);
  return moreJobsPage(
    { jobs: all.slice(start, start + count), total: all.length },
    current,
    listed,
  );
}

describe('More Jobs paged from the whole list', () => {
  const all = list(60);
  const expected = (current: JobCard) => all.filter((job) => job.id !== current.id);

  it.each([0, 5, 17, 18, 19, 35, 36, 59])(
    'every page equals the list without the job at position %i',
    (position) => {
      const current = all[position]!;
      const others = expected(current);
      for (let page = 1; page <= 4; page += 1) {
        const got = pageOf(all, current, true, page);
        const start = (page - 1) * MORE_JOBS_PAGE_SIZE;
        expect(got.jobs.map((job) => job.id)).toEqual(
          others.slice(start, start + MORE_JOBS_PAGE_SIZE).map((job) => job.id),
        );
        expect(got.total).toBe(59);
      }
    },
  );

  it('a job the list does not hold (closed, or not matching) takes nothing out', () => {
    const stranger: JobCard = {
      ...all[0]!,
      id: 'job-9999',
      createdAt: new Date(Date.UTC(2027, 0)),
    };
    const got = pageOf(all, stranger, false, 2);
    expect(got.jobs.map((job) => job.id)).toEqual(all.slice(18, 36).map((job) => job.id));
    expect(got.total).toBe(60);
  });
});
