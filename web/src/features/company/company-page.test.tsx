// A company's page: who it is (from the job that speaks for it), its jobs, and what it says when
// it has none, cannot be reached, or is no company at all; and its first render over the page
// the server painted.
import { LIST_PAGE_SIZE, COMPANY_PAGE_DATA_ELEMENT_ID } from '@portal/domain/constants';
import { listOrder, type BoardPage, type JobCard } from '@portal/domain/jobs/board-query';
import { jobMatchesFilter } from '@portal/domain/jobs/job-search';
import type { Job } from '@portal/domain/jobs/job';
import type { BoardPageData } from '@portal/domain/pages/board-page-data';
import { companyPageDataText } from '@portal/domain/pages/company-page-data';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/feedback/toast';
import {
  BoardQueryRefusedError,
  fetchListPage,
  SearchNeedsConnectionError,
} from '@/lib/job-list/search-index';
import { useJobList, type ListPage } from '@/lib/job-list/use-job-list';
import type { LiveResult } from '@/lib/firebase/live-result';
import { useJob } from '@/lib/jobs/jobs';
import { makeJob } from '@/test/jobs';
import { renderPage } from '@/test/render';
import CompanyPage from './company-page';
import { CompanyRouteLoading, registerServerRenderedCompany } from './company-route-loading';
import { hydrateServerRenderedCompany, ServerRenderedCompanyView } from './server-rendered-company';

vi.mock('@/lib/account/session', async () => (await import('@/test/guest')).guestSession());
vi.mock('@/lib/account/saved-jobs-context', async () =>
  (await import('@/test/guest')).nothingSaved(),
);
vi.mock('@/lib/firebase/firebase-services', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/job-list/use-job-list', async (original) => ({
  ...(await original()),
  useJobList: vi.fn(),
}));
vi.mock('@/lib/job-list/search-index', async (original) => ({
  ...(await original()),
  fetchListPage: vi.fn(),
  cacheListPage: vi.fn(() => Promise.resolve()),
}));

/** The list answers `result`, as useJobList does. */
const answers = (result: LiveResult<ListPage>) => ({ result, near: () => {} });
vi.mock('@/lib/jobs/jobs', async (original) => ({ ...(await original()), useJob: vi.fn() }));

const card = ({ id, Title, Company, Country, City, Type, createdAt, verifiedDomain }: Job) => ({
  id,
  Title,
  Company,
  Country,
  City,
  Type,
  createdAt,
  ...(verifiedDomain && { verifiedDomain }),
});

/** The search index over `jobs`, the whole board: a list's page under its filter and company. */
function index(jobs: readonly Job[]) {
  return (filter: Parameters<typeof jobMatchesFilter>[1], page: number): BoardPage => {
    const inOrder = [...jobs].sort(listOrder(filter));
    const matching = inOrder.filter((job) => jobMatchesFilter(job, filter));
    return {
      jobs: matching.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE).map(card),
      total: matching.length,
      page,
      pageSize: LIST_PAGE_SIZE,
    };
  };
}

/** The list, the index and Firestore answer over the board `jobs` (or the list says `result`). */
function arrange(jobs: readonly Job[] | LiveResult<never>, documents: Record<string, Job> = {}) {
  const board = Array.isArray(jobs) ? index(jobs) : null;
  vi.mocked(useJobList).mockImplementation(({ type: _type, ...filter }, { start }) =>
    answers(
      board
        ? { status: 'success', data: board(filter, start / LIST_PAGE_SIZE + 1) }
        : (jobs as LiveResult<never>),
    ),
  );
  vi.mocked(fetchListPage).mockImplementation(async ({ company, page, ...filter }) =>
    board ? board({ ...filter, company }, page) : Promise.reject(new Error('unreachable')),
  );
  vi.mocked(useJob).mockImplementation((id) =>
    documents[id] ? { status: 'success', data: documents[id] } : { status: 'loading' },
  );
}

/** Renders `/company/...` over the board `jobs` (or a list that answers `result`). */
function renderCompany(
  route: string,
  jobs: readonly Job[] | LiveResult<never>,
  documents: Record<string, Job> = {},
) {
  arrange(jobs, documents);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  return renderPage(<CompanyPage />, { route, path: '/company/:slug' });
}

const url = () => screen.getByTestId('location').textContent;
const cardTitles = () =>
  screen
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

beforeEach(() => {
  vi.mocked(useJobList).mockReset();
  vi.mocked(fetchListPage).mockReset();
  vi.mocked(useJob).mockReset();
});
afterEach(() => registerServerRenderedCompany(null));

const at = (minutes: number) => new Date(Date.UTC(2026, 9, 1) + minutes * 60_000);

describe('CompanyPage', () => {
  it("shows the company's jobs and internships under the name its newest job spells", async () => {
    const newest = makeJob({ Title: 'Welder', Company: 'ACME Ltd.', createdAt: at(9) });
    const intern = makeJob({
      Title: 'Design intern',
      Company: 'Acme',
      Type: 'Internship',
      createdAt: at(8),
      CompanyDescription: '<p>We make <b>anvils</b>.</p><script>alert(1)</script>',
    });
    const other = makeJob({ Title: 'Baker', Company: 'Acme Labs', createdAt: at(10) });
    renderCompany('/company/acme', [newest, intern, other], {
      [newest.id]: { ...newest, CompanyDescription: '<p>Anvils, <em>since 1949</em>.</p>' },
    });
    expect(useJobList).toHaveBeenCalledWith(
      { type: null, query: '', countries: [], cities: [], company: 'acme' },
      { start: 0, count: LIST_PAGE_SIZE },
      { initialPage: undefined },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ACME Ltd.');
    expect(cardTitles()).toEqual(['Welder', 'Design intern']);
    // The cards sit under the list's own heading.
    expect(screen.getByRole('heading', { level: 3, name: 'Welder' })).toBeInTheDocument();
    // What the company says of itself is its speaking job's, cleaned.
    const about = screen.getByRole('region', { name: 'About ACME Ltd.' });
    expect(about.innerHTML).toContain('Anvils, <em>since 1949</em>.');
    await waitFor(() => expect(document.title).toBe('ACME Ltd. jobs | Job Portal'));
    expect(screen.queryByText(/Verified employer/)).toBeNull();
    // A card's company is this page: text, not a link to itself.
    expect(screen.queryAllByRole('link', { name: /jobs at this company/ })).toEqual([]);
    expect(screen.getAllByText('ACME Ltd.')).toHaveLength(2);
    expect(document.head.querySelector('link[rel="alternate"]')?.getAttribute('href')).toBe(
      '/feed.xml?company=acme',
    );
  });

  it('takes its name, badge and description from the newest verified job over a newer one', () => {
    const impostor = makeJob({
      Company: 'Acme',
      createdAt: at(9),
      CompanyDescription: '<p>Pay a fee to apply</p>',
    });
    const verified = makeJob({
      Company: 'Acme Inc.',
      createdAt: at(5),
      verifiedDomain: 'acme.example',
      CompanyDescription: '<p>The real Acme</p>',
    });
    renderCompany('/company/acme', [impostor, verified], {
      [impostor.id]: impostor,
      [verified.id]: verified,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acme Inc.');
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(header).getByText('Verified employer · acme.example')).toBeInTheDocument();
    expect(screen.getByText('The real Acme')).toBeInTheDocument();
    expect(screen.queryByText('Pay a fee to apply')).toBeNull();
    // Both jobs are listed, newest first; the impostor's card carries no badge.
    expect(cardTitles()).toEqual([impostor.Title, verified.Title]);
  });

  it('says it is loading under a neutral heading', () => {
    renderCompany('/company/acme', { status: 'loading' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jobs at this company');
    expect(screen.getByText('Loading jobs...')).toBeInTheDocument();
  });

  it('is the not-found page for a slug companySlug would not make', () => {
    renderCompany('/company/Acme%20Inc', []);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("This page doesn't exist");
    expect(useJobList).not.toHaveBeenCalled();
  });

  it('is the not-found page for a company with no open job', async () => {
    renderCompany('/company/acme', [makeJob({ Company: 'Acme Labs' })]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("This page doesn't exist");
    await waitFor(() => expect(document.title).toBe('Page not found | Job Portal'));
  });

  it('says so, with a way to every job, once the last job it showed has closed', async () => {
    const job = makeJob({ Company: 'Acme', createdAt: at(1) });
    const { rerender } = renderCompany('/company/acme', [job]);
    expect(cardTitles()).toEqual([job.Title]);
    arrange([]);
    rerender();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acme');
    expect(screen.getByText('No open jobs at Acme right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/');
  });

  it('searches within the company, says when nothing matches, and clears the search', async () => {
    const welder = makeJob({ Title: 'Welder', Company: 'Acme', createdAt: at(2) });
    const baker = makeJob({ Title: 'Baker', Company: 'Acme', createdAt: at(1) });
    renderCompany('/company/acme?q=weld&country=India', [welder, baker]);
    expect(useJobList).toHaveBeenCalledWith(
      { type: null, query: 'weld', countries: ['India'], cities: [], company: 'acme' },
      { start: 0, count: LIST_PAGE_SIZE },
      { initialPage: undefined },
    );
    expect(cardTitles()).toEqual(['Welder']);
    // Who the company is comes from its newest jobs, whatever the search.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acme'),
    );
    expect(fetchListPage).toHaveBeenCalledWith(
      { type: null, query: '', countries: [], cities: [], company: 'acme', page: 1 },
      expect.anything(),
    );
  });

  it('says when nothing of the company matches, and clears the search', async () => {
    renderCompany('/company/acme?q=chef', [makeJob({ Title: 'Welder', Company: 'Acme' })]);
    expect(await screen.findByText('No jobs at Acme match “chef”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url()).toBe('/company/acme');
  });

  it('is sorted and filtered by pay in the URL, and is still the company its newest job names', async () => {
    const user = userEvent.setup();
    const newest = makeJob({ Title: 'Welder', Company: 'ACME Ltd.', createdAt: at(9) });
    const confirmed = makeJob({
      Title: 'Smith',
      Company: 'Acme',
      createdAt: at(1),
      confirmedAt: at(20),
      Salary: '₹30,000 a month',
    });
    renderCompany('/company/acme', [newest, confirmed]);
    const heading = await screen.findByRole('heading', { level: 1, name: 'ACME Ltd.' });
    expect(cardTitles()).toEqual(['Welder', 'Smith']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'confirmed');
    // The router moves once the control's transition ends (useJobFilterControl).
    await waitFor(() => expect(url()).toBe('/company/acme?sort=confirmed'));
    expect(cardTitles()).toEqual(['Smith', 'Welder']);
    // Who the company is comes from its newest jobs, in whatever order the list is.
    expect(heading).toHaveTextContent('ACME Ltd.');

    await user.click(screen.getByRole('checkbox', { name: 'Shows pay' }));
    await waitFor(() => expect(url()).toBe('/company/acme?pay=shown&sort=confirmed'));
    expect(cardTitles()).toEqual(['Smith']);
    expect(heading).toHaveTextContent('ACME Ltd.');
  });

  it('pages by 90, in the URL', async () => {
    const jobs = Array.from({ length: LIST_PAGE_SIZE + 3 }, (_, n) =>
      makeJob({ Title: `Role ${n}`, Company: 'Acme', createdAt: at(1000 - n) }),
    );
    renderCompany('/company/acme', jobs);
    const pager = screen.getByRole('navigation', { name: 'Job list pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(url()).toBe('/company/acme?page=2');
    expect(cardTitles()).toEqual(['Role 90', 'Role 91', 'Role 92']);
  });

  it('says why the index refused a page', () => {
    renderCompany('/company/acme?page=9', {
      status: 'error',
      error: new BoardQueryRefusedError('page 9 is past the last: this list has 1 page.'),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('page 9 is past the last');
  });

  it('says a search needs a connection when there is none', () => {
    renderCompany('/company/acme', {
      status: 'error',
      error: new SearchNeedsConnectionError('No connection to search'),
    });
    expect(screen.getByText(/Searching needs a connection/)).toBeInTheDocument();
  });
});

describe("a company's page the server painted", () => {
  const job = makeJob({ Title: 'Welder', Company: 'Acme', verifiedDomain: 'acme.example' });
  const page: BoardPageData['page'] = {
    jobs: [card(job) as JobCard],
    total: 1,
    page: 1,
    pageSize: LIST_PAGE_SIZE,
  };
  const profile = {
    name: 'Acme',
    verifiedDomain: 'acme.example',
    description: '<p>Anvils since 1949</p>',
    jobId: job.id,
  };

  /** A page as the companyPage function sends it: the company painted in, its data beside it. */
  function paintedDocument(): Document {
    const painted = renderToString(
      <MemoryRouter>
        <ToastProvider>
          <ServerRenderedCompanyView profile={profile} page={page} />
        </ToastProvider>
      </MemoryRouter>,
    );
    return new DOMParser().parseFromString(
      `<div id="root"><main>${painted}</main></div><script type="application/json" id="${COMPANY_PAGE_DATA_ELEMENT_ID}">${companyPageDataText({ slug: 'acme', profile, page })}</script>`,
      'text/html',
    );
  }

  it('is read with its list, which starts from the painted page', () => {
    expect(hydrateServerRenderedCompany(paintedDocument())).toBe(true);
    arrange([]);
    const list = { type: null, query: '', countries: [], cities: [], company: 'acme' };
    const first = { start: 0, count: LIST_PAGE_SIZE };
    const shown = renderPage(<CompanyPage />, { route: '/company/acme', path: '/company/:slug' });
    expect(useJobList).toHaveBeenLastCalledWith(list, first, { initialPage: page });
    shown.unmount();
    // Not a search within it: the painted page is the unsearched list's.
    hydrateServerRenderedCompany(paintedDocument());
    const searched = renderPage(<CompanyPage />, {
      route: '/company/acme?q=weld',
      path: '/company/:slug',
    });
    expect(useJobList).toHaveBeenLastCalledWith({ ...list, query: 'weld' }, first, {
      initialPage: undefined,
    });
    searched.unmount();
    // Nor the list in another order.
    hydrateServerRenderedCompany(paintedDocument());
    renderPage(<CompanyPage />, { route: '/company/acme?sort=confirmed', path: '/company/:slug' });
    expect(useJobList).toHaveBeenLastCalledWith({ ...list, sort: 'confirmed' }, first, {
      initialPage: undefined,
    });
  });

  it("shows the same page while the app's code loads, and again once it has", () => {
    hydrateServerRenderedCompany(paintedDocument());
    renderPage(
      <Routes>
        <Route path="/company/:slug" element={<CompanyRouteLoading />} />
      </Routes>,
      { route: '/company/acme' },
    );
    const painted = document.querySelector('.company-page')!.outerHTML;
    expect(screen.getByRole('button', { name: 'Save Welder' })).toBeDisabled();

    // The live page, before Firestore has said anything of the speaking job: the painted
    // description stands, and the list is the painted page (its initial page).
    vi.mocked(useJobList).mockReturnValue(answers({ status: 'success', data: page }));
    vi.mocked(useJob).mockReturnValue({ status: 'loading' });
    document.body.innerHTML = '';
    renderPage(<CompanyPage />, { route: '/company/acme', path: '/company/:slug' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acme');
    expect(screen.getByText('Anvils since 1949')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Welder' })).toBeEnabled();
    // The same markup but for the buttons that now answer.
    const strip = (html: string) => html.replace(/ disabled=""/g, '');
    expect(strip(document.querySelector('.company-page')!.outerHTML)).toBe(strip(painted));
    // Hydrated: a later visit within the app is not the server-rendered one.
    act(() => {});
    document.body.innerHTML = '';
    renderPage(<CompanyPage />, { route: '/company/acme', path: '/company/:slug' });
    expect(useJobList).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), {
      initialPage: undefined,
    });
  });

  it('is the not-found page the server painted for a company with no open job', () => {
    const doc = new DOMParser().parseFromString(
      `<div id="root"><main><section></section></main></div><script type="application/json" id="${COMPANY_PAGE_DATA_ELEMENT_ID}">${companyPageDataText({ missing: 'acme' })}</script>`,
      'text/html',
    );
    expect(hydrateServerRenderedCompany(doc)).toBe(true);
    vi.mocked(useJobList).mockReturnValue(answers({ status: 'loading' }));
    renderPage(<CompanyPage />, { route: '/company/acme', path: '/company/:slug' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("This page doesn't exist");
  });
});
