// `/` and `/internships`: the live list of one type, filtered by the URL, 90 a page.
import { LIST_PAGE_SIZE, MORE_JOBS_SCROLL_OFFSET_PX } from '@portal/domain/constants';
import { isFilterActive } from '@portal/domain/job-search';
import type { Job, JobType } from '@portal/domain/job';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useErrorBanner } from '../../components/error-banner';
import { Pager } from '../../components/pager';
import { useJobFilterParams, EMPTY_FILTER } from '../../lib/browser/job-filter-params';
import { useActiveJobs } from '../../lib/jobs/active-jobs';
import type { LiveResult } from '../../lib/firebase/live-result';
import { boardFeedLink, useFeedLink } from '../../lib/browser/feed-link';
import { useScrollToResultsTarget } from '../../lib/browser/scroll-to-results';
import { useDocumentTitle } from '../../lib/browser/use-document-title';
import { useKeptJobs, useSavedJobsList } from '../../lib/account/saved-jobs-context';
import { useSession } from '../../lib/account/session';
import { BOARD_HEADINGS, BoardShell } from './board-shell';
import { FilterMenu, useShowSaved } from './filter-menu';
import { JobAlertButton } from './job-alert-button';
import { JobList } from './job-list';
import { NoMatches } from './no-matches';
import { savedJobsOfType } from './saved-jobs-of-type';
import { pageOf, useFilteredJobs } from './use-filtered-jobs';

const NO_JOBS: readonly Job[] = [];
const LOADING = { status: 'loading' } as const;

export function JobBoardPage({ type }: { type: JobType }) {
  useDocumentTitle(BOARD_HEADINGS[type].title);
  const result = useActiveJobs(type);
  const { filter, applyFilter } = useJobFilterParams();
  useFeedLink(boardFeedLink(type, BOARD_HEADINGS[type].heading, filter));
  const [searchParams, setSearchParams] = useSearchParams();
  const resultsRef = useRef<HTMLDivElement>(null);
  const { showError } = useErrorBanner();
  const failed = result.status === 'error';
  useEffect(() => {
    if (failed) showError('Fetching jobs failed');
  }, [failed, showError]);
  useScrollToResultsTarget(resultsRef, MORE_JOBS_SCROLL_OFFSET_PX);

  const session = useSession();
  const saved = useSavedJobsList();
  const kept = useKeptJobs();
  const wantsSaved = useShowSaved();
  const showSaved = wantsSaved && session.status === 'signed-in';
  const listed = useMemo((): LiveResult<readonly Job[]> => {
    if (!wantsSaved || session.status === 'signed-out') return result;
    // The URL asks for saved jobs, and who is asking is not known yet.
    if (session.status === 'loading') return LOADING;
    return savedJobsOfType(type, result, saved, kept);
  }, [wantsSaved, session.status, result, saved, kept, type]);
  const filtered = useFilteredJobs(listed.status === 'success' ? listed.data : NO_JOBS, filter);
  const { page, pageCount, items } = pageOf(
    filtered,
    Number(searchParams.get('page')) || 1,
    LIST_PAGE_SIZE,
  );
  const shown: LiveResult<readonly Job[]> =
    listed.status === 'success' ? { status: 'success', data: items } : listed;

  const goToPage = (next: number) => {
    setSearchParams((params) => {
      if (next === 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <BoardShell type={type}>
      <div className="board-controls">
        <FilterMenu type={type} />
        <JobAlertButton filter={filter} type={type} />
      </div>
      <div ref={resultsRef} className="results">
        <JobList
          result={shown}
          empty={
            isFilterActive(filter) ? (
              <NoMatches filter={filter} onClear={() => applyFilter(EMPTY_FILTER)} />
            ) : showSaved ? (
              'No saved jobs yet. Tap the heart on a job to keep it here.'
            ) : undefined
          }
        />
        <Pager page={page} pageCount={pageCount} onPageChange={goToPage} label="Job list pages" />
      </div>
    </BoardShell>
  );
}
