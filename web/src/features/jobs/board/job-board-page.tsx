// `/` and `/internships`: one page of a type's live list under the URL's search and places,
// 90 a page (useJobList), or the user's saved jobs of that type.
import { LIST_PAGE_SIZE, MORE_JOBS_SCROLL_OFFSET_PX } from '@portal/domain/constants';
import { shownPageCount, type JobCard } from '@portal/domain/jobs/board-query';
import { isFilterActive } from '@portal/domain/jobs/job-search';
import type { JobType } from '@portal/domain/jobs/job';
import { Suspense, useContext, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { ListControls } from '@/components/forms/list-controls';
import { Pager } from '@/components/forms/pager';
import { CLEARED_FILTER, useJobFilter } from '@/lib/urls/job-filter-params';
import type { LiveResult } from '@/lib/firebase/live-result';
import { boardFeedLink, useFeedLink } from '@/lib/urls/feed-link';
import { useScrollToResultsTarget } from '@/lib/browser/scroll-to-results';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { useOnline } from '@/lib/browser/use-online';
import { useKeptJobs, useSavedJobsList } from '@/lib/account/saved-jobs-context';
import { useSession } from '@/lib/account/session';
import { BoardSlotsContext } from '@/lib/job-list/board-slots';
import { BoardQueryRefusedError } from '@/lib/job-list/search-index';
import { pageRange, useJobList } from '@/lib/job-list/use-job-list';
import { BOARD_HEADINGS, BoardShell } from './board-shell';
import { FilterMenu, useShowSaved } from './filter-menu';
import { JobList } from '@/components/job/job-list';
import { NoMatches } from '@/components/job/no-matches';
import { pageOf } from './page-of';
import { savedJobsOfType } from './saved-jobs-of-type';
import { useServerRenderedBoard } from './server-rendered-board';

const LOADING = { status: 'loading' } as const;

interface ShownPage {
  result: LiveResult<readonly JobCard[]>;
  page: number;
  pageCount: number;
  /** A search that matched more than the pages it shows. */
  capped?: boolean;
}

/** The page number the URL asks for: a malformed one is the index's to refuse. */
function requestedPage(value: string | null): number {
  if (value === null) return 1;
  return /^\d{1,7}$/.test(value) ? Number(value) : Number.NaN;
}

export function JobBoardPage({ type }: { type: JobType }) {
  useDocumentTitle(BOARD_HEADINGS[type].title);
  const { filter, applyFilter } = useJobFilter();
  const { AlertButton } = useContext(BoardSlotsContext);
  useFeedLink(boardFeedLink(type, BOARD_HEADINGS[type].heading, filter));
  const [searchParams, setSearchParams] = useSearchParams();
  const page = requestedPage(searchParams.get('page'));
  const resultsRef = useRef<HTMLDivElement>(null);
  useScrollToResultsTarget(resultsRef, MORE_JOBS_SCROLL_OFFSET_PX);

  const session = useSession();
  const saved = useSavedJobsList();
  const kept = useKeptJobs();
  const wantsSaved = useShowSaved();
  const showSaved = wantsSaved && session.status === 'signed-in';
  const listPage = Number.isFinite(page) && page >= 1 ? page : 1;
  const list = useMemo(() => ({ type, ...filter }), [type, filter]);
  const range = useMemo(() => pageRange(listPage), [listPage]);
  // Hydrating a server-rendered board: its page is the list's first answer, and its cards stand
  // in until the list has built its own.
  const serverRendered = useServerRenderedBoard(type, searchParams.toString() === '');
  const { result: board, near } = useJobList(list, range, { initialPage: serverRendered?.page });
  const online = useOnline();

  const shown = useMemo((): ShownPage => {
    if (wantsSaved && session.status !== 'signed-out') {
      // The URL asks for saved jobs, and who is asking is not known yet.
      if (session.status === 'loading') return { result: LOADING, page: 1, pageCount: 1 };
      // Online, the library has each saved job in a moment; with no network, a job saved from
      // the list in view may never have reached it.
      const listed = !online && board.status === 'success' ? board.data.jobs : [];
      const mine = savedJobsOfType(type, filter, saved, kept, listed);
      if (mine.status !== 'success') return { result: mine, page: 1, pageCount: 1 };
      const { items, ...paging } = pageOf(mine.data, listPage, LIST_PAGE_SIZE);
      return { result: { status: 'success', data: items }, ...paging };
    }
    if (!Number.isFinite(page) || page < 1) {
      const error = new BoardQueryRefusedError('page must be a whole number from 1.');
      return { result: { status: 'error', error }, page: 1, pageCount: 1 };
    }
    if (board.status !== 'success') return { result: board, page: listPage, pageCount: 1 };
    return {
      result: { status: 'success', data: board.data.jobs },
      page: listPage,
      pageCount: shownPageCount(board.data),
      capped: board.data.capped ?? false,
    };
  }, [wantsSaved, session.status, type, filter, saved, kept, listPage, page, board, online]);

  const { showError } = useErrorBanner();
  const failed =
    shown.result.status === 'error' &&
    !['BoardQueryRefusedError', 'SearchBusyError', 'SearchNeedsConnectionError'].includes(
      shown.result.error.name,
    );
  useEffect(() => {
    if (failed) showError('Fetching jobs failed');
  }, [failed, showError]);

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
      <div className="list-controls">
        <FilterMenu type={type} />
        <ListControls />
        {/* Only a searched or filtered list has an alert to offer: a plain board never loads it. */}
        {AlertButton && isFilterActive(filter) && (
          <Suspense fallback={null}>
            <AlertButton filter={filter} type={type} />
          </Suspense>
        )}
      </div>
      <div ref={resultsRef} className="results">
        <JobList
          result={shown.result}
          onNear={near}
          serverRenderedCard={serverRendered?.cardOf}
          empty={
            isFilterActive(filter) ? (
              <NoMatches filter={filter} onClear={() => applyFilter(CLEARED_FILTER)} />
            ) : showSaved ? (
              'No saved jobs yet. Tap the heart on a job to keep it here.'
            ) : undefined
          }
        />
        <Pager
          page={shown.page}
          pageCount={shown.pageCount}
          capped={shown.capped}
          onPageChange={goToPage}
          label="Job list pages"
        />
      </div>
    </BoardShell>
  );
}
