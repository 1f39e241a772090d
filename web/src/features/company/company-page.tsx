// `/company/:slug`: a company's open jobs and internships, newest posted or newest confirmed open
// first, 90 a page, under the header's search and places and the list's own pay filters, live (a
// job it posts anywhere tops an open first page within a second); with its name, verified badge
// and description from the job that speaks for it. A slug companySlug would not make, or a
// company with no open job, is the not-found page.
import { MORE_JOBS_SCROLL_OFFSET_PX } from '@portal/domain/constants';
import { shownPageCount, type JobCard } from '@portal/domain/jobs/board-query';
import { companyPath, isCompanySlug } from '@portal/domain/jobs/company';
import { isFilterActive } from '@portal/domain/jobs/job-search';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { PageNotFound } from '@/components/feedback/page-not-found';
import { ListControls } from '@/components/forms/list-controls';
import { Pager } from '@/components/forms/pager';
import { JobList } from '@/components/job/job-list';
import { NoMatches } from '@/components/job/no-matches';
import { BoardQueryRefusedError } from '@/lib/job-list/search-index';
import { pageRange, useJobList } from '@/lib/job-list/use-job-list';
import { usePageMeta } from '@/lib/browser/page-meta';
import { useScrollToResultsTarget } from '@/lib/browser/scroll-to-results';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import type { LiveResult } from '@/lib/firebase/live-result';
import { useJob } from '@/lib/jobs/jobs';
import { useFeedLink } from '@/lib/urls/feed-link';
import { CLEARED_FILTER, useJobFilter } from '@/lib/urls/job-filter-params';
import { useListPage } from '@/lib/urls/list-page';
import { absoluteUrl } from '@/lib/urls/site-url';
import { CompanyAbout } from './company-about';
import { companyList } from './company-list';
import { CompanyFrame } from './company-frame';
import { companyFeedLink, companyPageMeta, companyPageTitle } from './company-page-meta';
import { registerServerRenderedCompany, serverRenderedCompany } from './company-route-loading';
import { useCompanyProfile } from './use-company-profile';

export default function CompanyPage() {
  const { slug = '' } = useParams();
  if (!isCompanySlug(slug)) return <PageNotFound />;
  return <CompanyJobs key={slug} slug={slug} />;
}

/** Errors the list says in its own words; any other is also the error banner's. */
const SAID_BY_THE_LIST = [
  'BoardQueryRefusedError',
  'SearchBusyError',
  'SearchNeedsConnectionError',
];

function CompanyJobs({ slug }: { slug: string }) {
  const { filter, applyFilter } = useJobFilter();
  const { page, goToPage } = useListPage();
  const validPage = Number.isInteger(page) && page >= 1;
  // What the server painted, taken once: a later visit within the app is not the painted one.
  const [painted] = useState(() => serverRenderedCompany(slug));
  useEffect(() => {
    if (painted) registerServerRenderedCompany(null);
  }, [painted]);

  const listPage = validPage ? page : 1;
  const list = useMemo(() => companyList(slug, filter), [filter, slug]);
  const range = useMemo(() => pageRange(listPage), [listPage]);
  // Hydrating a server-rendered page: its first page is the list's first answer while the URL
  // asks for nothing else (a search, a filter, another order, a later page), as for the server.
  const { search } = useLocation();
  const initialPage =
    painted && painted !== 'missing' && search === '' ? (painted.page ?? undefined) : undefined;
  const { result: board, near } = useJobList(list, range, { initialPage });
  const searched = isFilterActive(filter);
  // The company's newest jobs, when they are the list in view: not in another order.
  const newest: readonly JobCard[] | 'coming' | null =
    searched || listPage !== 1 || filter.sort
      ? null
      : board.status === 'success'
        ? board.data.jobs
        : 'coming';
  const paintedProfile = painted && painted !== 'missing' ? painted.profile : null;
  const { profile, none } = useCompanyProfile(slug, newest, paintedProfile);

  const resultsRef = useRef<HTMLDivElement>(null);
  useScrollToResultsTarget(resultsRef, MORE_JOBS_SCROLL_OFFSET_PX);
  // Not found: no open job now and none seen on this visit; or so the server painted it, until
  // the list says otherwise.
  const notFound =
    (none && !profile) || (painted === 'missing' && !profile && board.status !== 'success');
  useDocumentTitle(
    notFound ? 'Page not found' : profile ? companyPageTitle(profile.name) : 'Company jobs',
  );
  const url = absoluteUrl(companyPath(slug));
  usePageMeta(useMemo(() => (profile ? companyPageMeta(profile, url) : null), [profile, url]));
  useFeedLink(profile ? companyFeedLink(slug, profile.name, filter) : null);

  const result: LiveResult<readonly JobCard[]> = !validPage
    ? { status: 'error', error: new BoardQueryRefusedError('page must be a whole number from 1.') }
    : board.status === 'success'
      ? { status: 'success', data: board.data.jobs }
      : board;
  const { showError } = useErrorBanner();
  const failed = result.status === 'error' && !SAID_BY_THE_LIST.includes(result.error.name);
  useEffect(() => {
    if (failed) showError('Fetching jobs failed');
  }, [failed, showError]);

  if (notFound) return <PageNotFound />;
  const name = profile?.name;
  return (
    <CompanyFrame
      name={name}
      verifiedDomain={profile?.verifiedDomain}
      about={
        profile && (
          <LiveAbout name={profile.name} jobId={profile.jobId} painted={profile.description} />
        )
      }
      controls={<ListControls />}
      resultsRef={resultsRef}
    >
      <JobList
        result={result}
        onNear={near}
        headingLevel={3}
        linkCompany={false}
        empty={
          searched ? (
            <NoMatches filter={filter} company={name} onClear={() => applyFilter(CLEARED_FILTER)} />
          ) : (
            <>
              <p>No open jobs at {name ?? 'this company'} right now.</p>
              <Link to="/">See all jobs</Link>
            </>
          )
        }
      />
      {board.status === 'success' && validPage && (
        <Pager
          page={listPage}
          pageCount={shownPageCount(board.data)}
          capped={board.data.capped ?? false}
          onPageChange={goToPage}
          label="Job list pages"
        />
      )}
    </CompanyFrame>
  );
}

/** The company's description, followed live in its job; the painted one until that answers. */
function LiveAbout({ name, jobId, painted }: { name: string; jobId: string; painted?: string }) {
  const job = useJob(jobId);
  const html = job.status === 'success' ? job.data?.CompanyDescription : painted;
  return <CompanyAbout name={name} html={html} />;
}
