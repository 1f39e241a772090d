// The jobs a list shows under the URL's filter. The search index is built for a job list on
// its first search (building takes a while on a big board; most visits never search) and
// reused while the filter changes.
import {
  createJobSearchIndex,
  isFilterActive,
  type JobSearchIndex,
} from '@portal/domain/job-search';
import type { Job } from '@portal/domain/job';
import { useMemo } from 'react';
import type { JobFilterParams } from '../../lib/browser/job-filter-params';

export function useFilteredJobs(jobs: readonly Job[], filter: JobFilterParams): readonly Job[] {
  const index = useMemo(() => {
    let built: JobSearchIndex<Job> | undefined;
    return () => (built ??= createJobSearchIndex(jobs));
  }, [jobs]);
  return useMemo(
    () => (isFilterActive(filter) ? (index().filter(filter) ?? jobs) : jobs),
    [index, filter, jobs],
  );
}

/** One page of a list, with the page clamped to the pages there are. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return {
    page: current,
    pageCount,
    items: items.slice((current - 1) * pageSize, current * pageSize),
  };
}
