// Below a job: other jobs of its type under the URL's filter, 18 a page, with their own pager.
import { MORE_JOBS_PAGE_SIZE, MORE_JOBS_SCROLL_OFFSET_PX } from '@portal/domain/constants';
import { isFilterActive } from '@portal/domain/job-search';
import type { Job } from '@portal/domain/job';
import { useMemo, useRef, useState } from 'react';
import { Pager } from '../../components/pager';
import { EMPTY_FILTER, useJobFilterParams } from '../../lib/browser/job-filter-params';
import { useActiveJobs } from '../../lib/jobs/active-jobs';
import type { LiveResult } from '../../lib/firebase/live-result';
import { useScrollToResultsTarget } from '../../lib/browser/scroll-to-results';
import { JobList } from './job-list';
import { NoMatches } from './no-matches';
import { pageOf, useFilteredJobs } from './use-filtered-jobs';

const NO_JOBS: readonly Job[] = [];

export function MoreJobs({ current }: { current: Job }) {
  const result = useActiveJobs(current.Type);
  const { filter, applyFilter } = useJobFilterParams();
  const sectionRef = useRef<HTMLElement>(null);
  useScrollToResultsTarget(sectionRef, MORE_JOBS_SCROLL_OFFSET_PX);
  // Page 1 again whenever the job or the filter changes.
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${current.id}?${JSON.stringify(filter)}`;
  const requested = paging.key === key ? paging.page : 1;

  const others = useMemo(
    () =>
      result.status === 'success' ? result.data.filter((job) => job.id !== current.id) : NO_JOBS,
    [result, current.id],
  );
  const filtered = useFilteredJobs(others, filter);
  const { page, pageCount, items } = pageOf(filtered, requested, MORE_JOBS_PAGE_SIZE);
  const shown: LiveResult<readonly Job[]> =
    result.status === 'success' ? { status: 'success', data: items } : result;

  const goToPage = (next: number) => {
    setPaging({ key, page: next });
    const top = sectionRef.current?.getBoundingClientRect().top ?? 0;
    window.scrollTo({ top: Math.max(0, top + window.scrollY - MORE_JOBS_SCROLL_OFFSET_PX) });
  };

  return (
    <section ref={sectionRef} className="more-jobs" aria-labelledby="more-jobs-heading">
      <h2 id="more-jobs-heading">More Jobs</h2>
      <JobList
        result={shown}
        headingLevel={3}
        empty={
          isFilterActive(filter) ? (
            <NoMatches filter={filter} onClear={() => applyFilter(EMPTY_FILTER)} />
          ) : (
            'No other jobs right now.'
          )
        }
      />
      <Pager page={page} pageCount={pageCount} onPageChange={goToPage} label="More jobs pages" />
    </section>
  );
}
