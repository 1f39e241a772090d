// Below a job: other jobs of its type under the URL's filter, 18 a page, with their own pager.
import { MORE_JOBS_PAGE_SIZE, MORE_JOBS_SCROLL_OFFSET_PX } from '@portal/domain/constants';
import { shownPageCount, type JobCard } from '@portal/domain/jobs/board-query';
import { isFilterActive, jobMatchesFilter } from '@portal/domain/jobs/job-search';
import { isJobOpen, type Job } from '@portal/domain/jobs/job';
import { useMemo, useRef, useState } from 'react';
import { Pager } from '@/components/forms/pager';
import { CLEARED_FILTER, useJobFilter } from '@/lib/urls/job-filter-params';
import type { LiveResult } from '@/lib/firebase/live-result';
import { useScrollToResultsTarget } from '@/lib/browser/scroll-to-results';
import { useNearViewport } from '@/lib/browser/use-near-viewport';
import { useExpiryNow } from '@/lib/jobs/use-expiry-now';
import { useJobList } from '@/lib/job-list/use-job-list';
import { JobList } from '@/components/job/job-list';
import { moreJobsPage, moreJobsRange } from './more-jobs-range';
import { NoMatches } from '@/components/job/no-matches';

export function MoreJobs({ current }: { current: Job }) {
  const { filter, applyFilter } = useJobFilter();
  const sectionRef = useRef<HTMLElement>(null);
  useScrollToResultsTarget(sectionRef, MORE_JOBS_SCROLL_OFFSET_PX);
  // Page 1 again whenever the job or the filter changes.
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const key = `${current.id}?${JSON.stringify(filter)}`;
  const page = paging.key === key ? paging.page : 1;

  // Newest posted first whatever the URL's order: moreJobsPage places the job by its posting time.
  const list = useMemo(
    () => ({ type: current.Type, ...filter, sort: undefined }),
    [current.Type, filter],
  );
  const range = useMemo(() => moreJobsRange(page), [page]);
  // The index's cards are followed live (a job that closes leaves at once) from when the reader
  // nears the section: on a phone it lies below the job, and following its 19 jobs was much of
  // a job page's first-load work in Firestore, for a list many readers never scroll to.
  const near = useNearViewport(sectionRef);
  const { result: listed } = useJobList(list, range, { follow: near });
  // Whether the list holds this job, so it is taken out of it (and of the count).
  const now = useExpiryNow([current]);
  const holdsCurrent = isJobOpen(current, now) && jobMatchesFilter(current, filter);
  const shown = useMemo((): LiveResult<{ jobs: JobCard[]; total: number; capped?: boolean }> => {
    if (listed.status !== 'success') return listed;
    const page = moreJobsPage(listed.data, current, holdsCurrent);
    return { status: 'success', data: { ...page, capped: listed.data.capped ?? false } };
  }, [listed, current, holdsCurrent]);
  const pageCount =
    shown.status === 'success' ? shownPageCount(shown.data, MORE_JOBS_PAGE_SIZE) : 1;
  const capped = shown.status === 'success' && shown.data.capped === true;

  const goToPage = (next: number) => {
    setPaging({ key, page: next });
    const top = sectionRef.current?.getBoundingClientRect().top ?? 0;
    window.scrollTo({ top: Math.max(0, top + window.scrollY - MORE_JOBS_SCROLL_OFFSET_PX) });
  };

  return (
    <section ref={sectionRef} className="more-jobs" aria-labelledby="more-jobs-heading">
      <h2 id="more-jobs-heading">More Jobs</h2>
      <JobList
        result={shown.status === 'success' ? { status: 'success', data: shown.data.jobs } : shown}
        headingLevel={3}
        empty={
          isFilterActive(filter) ? (
            <NoMatches filter={filter} onClear={() => applyFilter(CLEARED_FILTER)} />
          ) : (
            'No other jobs right now.'
          )
        }
      />
      <Pager
        page={page}
        pageCount={pageCount}
        capped={capped}
        onPageChange={goToPage}
        label="More jobs pages"
      />
    </section>
  );
}
