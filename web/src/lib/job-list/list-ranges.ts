// The pure half of a live list (firestore-list.ts holds the Firestore half): which lists
// Firestore can answer, how a first page is cut into ranges, and the newest jobs put on a page.
// The app's thread reads it without loading Firestore; the reads worker with it.
import { listOrder, type JobCard } from '@portal/domain/jobs/board-query';
import { isJobOpen, type Job } from '@portal/domain/jobs/job';
import { filtersByPay, sortsByConfirmed, type JobFilter } from '@portal/domain/jobs/job-list';
import { jobMatchesFilter } from '@portal/domain/jobs/job-search';
import type { LiveRange } from '@/lib/public-reads/public-reads';

/** Firestore's limit on the disjunctions (every combination of `in` values) of one query. */
const MAX_DISJUNCTIONS = 30;

/**
 * Whether Firestore can list this filter: no search text, no pay filter, newest posted first, and
 * few enough place combinations.
 */
export function firestoreCanList(filter: JobFilter): boolean {
  // A company is its name's slug, and pay what a job's Pay or Salary says (yearly rupees, whether
  // it gives a figure): values derived from a job, which no job document holds. Nor does one hold
  // the time sort=confirmed orders by (its confirmedAt, else its createdAt), and Firestore orders
  // by fields alone: the ranges below are cut in createdAt.
  if (filter.query.trim() !== '' || filter.company || filtersByPay(filter)) return false;
  if (sortsByConfirmed(filter)) return false;
  return (
    Math.max(1, filter.countries.length) * Math.max(1, filter.cities.length) <= MAX_DISJUNCTIONS
  );
}

/** About as many jobs as the SDK takes in within a phone's 50 ms. */
export const RANGE_SIZE = 25;

/**
 * Ranges that together hold the first `size` jobs of a list, cut where a placeholder of its first
 * page (newest first: the search index's answer) puts every RANGE_SIZE-th job. A job posted since
 * joins the first range, and the jobs it pushes down stay in theirs, so no job falls between two
 * ranges. The last range holds what the placeholder says is left of the page; each other range at
 * most `size`, as many as the page can take from it (however old the placeholder, a range is
 * never read whole). Without enough of a placeholder, one range: the first `size` jobs.
 */
export function rangesOf(placeholder: readonly { createdAt: Date }[], size: number): LiveRange[] {
  const cuts: Date[] = [];
  for (let end = RANGE_SIZE; end < Math.min(placeholder.length, size); end += RANGE_SIZE) {
    const cut = placeholder[end - 1]!.createdAt;
    // Jobs created at the same moment stay in one range.
    if (cuts.length === 0 || cut < cuts.at(-1)!) cuts.push(cut);
  }
  if (cuts.length === 0) return [{ from: null, before: null, limit: size, start: 0 }];
  /** How many of the placeholder's jobs come before a range that ends at `cut`. */
  const above = (cut: Date) => placeholder.filter((job) => job.createdAt >= cut).length;
  return [
    ...cuts.map((from, i) => ({
      from,
      before: i === 0 ? null : cuts[i - 1]!,
      limit: size,
      start: i === 0 ? 0 : above(cuts[i - 1]!),
    })),
    {
      from: null,
      before: cuts.at(-1)!,
      limit: Math.max(RANGE_SIZE, size - above(cuts.at(-1)!)),
      start: above(cuts.at(-1)!),
    },
  ];
}

/**
 * The first `count` cards of a list with the newest jobs that match and are missing put in
 * their place, and the total grown by as many. A job older than a full page's last card
 * belongs further on, where the index will have it. "Older" and "in their place" are the list's
 * own order (listOrder): in newest-confirmed order (sort=confirmed) a job posted since the index
 * answered is as new as it is in the posted order (never confirmed, it is known open since it was
 * posted), so it is put in as surely; the newest jobs are the newest posted, so a job confirmed
 * since is not among them, and the index has it where it was until its next answer.
 */
export function withNewestJobs(
  page: { jobs: readonly JobCard[]; total: number },
  newest: readonly Job[],
  filter: JobFilter,
  count: number,
  now: number,
): { jobs: JobCard[]; total: number } {
  const order = listOrder(filter);
  const shown = new Set(page.jobs.map((job) => job.id));
  const last = page.jobs.at(-1);
  const full = page.jobs.length >= count;
  const missing = newest.filter(
    (job) =>
      !shown.has(job.id) &&
      isJobOpen(job, now) &&
      jobMatchesFilter(job, filter) &&
      (!full || !last || order(job, last) < 0),
  );
  if (missing.length === 0) return { jobs: [...page.jobs], total: page.total };
  return {
    jobs: [...missing, ...page.jobs].sort(order).slice(0, count),
    total: page.total + missing.length,
  };
}
