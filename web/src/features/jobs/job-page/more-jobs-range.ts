// More Jobs lists a job's type under the URL's filter, 18 a page, without the job itself. The
// search index pages the whole list by 90, so page p of More Jobs is read as a range of the
// list one card longer than the page, and the job is taken out of it here.
import type { JobCard } from '@portal/domain/jobs/board-query';
import { MORE_JOBS_PAGE_SIZE } from '@portal/domain/constants';

/** The range of the whole list (from 0) that holds More Jobs' page `page`, the job aside. */
export function moreJobsRange(page: number): { start: number; count: number } {
  return { start: (page - 1) * MORE_JOBS_PAGE_SIZE, count: MORE_JOBS_PAGE_SIZE + 1 };
}

/** Newest first, ties by the greater id first: the order the index and Firestore list in. */
function comesBefore(a: Pick<JobCard, 'id' | 'createdAt'>, b: Pick<JobCard, 'id' | 'createdAt'>) {
  const at = a.createdAt.getTime();
  const bt = b.createdAt.getTime();
  return at !== bt ? at > bt : a.id > b.id;
}

/**
 * The page's cards from the range: the job taken out if it is in it, and the range moved
 * on by one if the job is listed before it. `listed` says whether the list holds the job at all
 * (it may not match the filter, or have closed), and the total drops by one if it does.
 */
export function moreJobsPage(
  range: { jobs: readonly JobCard[]; total: number },
  current: Pick<JobCard, 'id' | 'createdAt'>,
  listed: boolean,
): { jobs: JobCard[]; total: number } {
  const total = Math.max(0, range.total - (listed ? 1 : 0));
  const at = range.jobs.findIndex((job) => job.id === current.id);
  let jobs: JobCard[];
  if (at !== -1) jobs = range.jobs.filter((job) => job.id !== current.id);
  else if (listed && range.jobs[0] && comesBefore(current, range.jobs[0])) {
    jobs = range.jobs.slice(1);
  } else jobs = [...range.jobs];
  return { jobs: jobs.slice(0, MORE_JOBS_PAGE_SIZE), total };
}
