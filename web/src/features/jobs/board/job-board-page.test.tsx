import { LIST_PAGE_SIZE } from '@portal/domain/constants';
import type { BoardPage } from '@portal/domain/jobs/board-query';
import type { Job } from '@portal/domain/jobs/job';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobMatchesFilter } from '@portal/domain/jobs/job-search';
import { BoardSlotsContext } from '@/lib/job-list/board-slots';
import {
  BoardQueryRefusedError,
  SearchBusyError,
  SearchNeedsConnectionError,
} from '@/lib/job-list/search-index';
import { useJobList, type ListPage } from '@/lib/job-list/use-job-list';
import { useKeptJobs, useSavedJobsList } from '@/lib/account/saved-jobs-context';
import { useSession } from '@/lib/account/session';
import type { LiveResult } from '@/lib/firebase/live-result';
import { makeJob, serverRenderedCards } from '@/test/jobs';
import { setOnline } from '@/test/network';
import { renderPage } from '@/test/render';
import { ServerRenderedBoardContext } from './board-route-loading';
import { JobBoardPage } from './job-board-page';
import { FIRST_CARDS } from '@/components/job/job-list';
import { serverRenderedBoard } from './server-rendered-board';

// Hearts and the Saved filter read the session and the saved list: a guest here, unless a
// test says otherwise.
vi.mock('@/lib/account/session', async () => (await import('@/test/guest')).guestSession());
vi.mock('@/lib/account/saved-jobs-context', async () =>
  (await import('@/test/guest')).nothingSaved(),
);
vi.mock('@/lib/firebase/firebase-services', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/job-list/use-job-list', async (original) => ({
  ...(await original()),
  useJobList: vi.fn(),
}));

const near = () => {};

/** The list's data module answering `result` for every list. */
const answer = (result: LiveResult<ListPage>) =>
  vi.mocked(useJobList).mockReturnValue({ result, near });

/**
 * The list's data module over `board`, the type's whole list: it answers each page of it under
 * the URL's filter, as the search index would.
 */
function listBoard(board: LiveResult<Job[]>) {
  vi.mocked(useJobList).mockImplementation((list, { start, count }) => {
    if (board.status !== 'success') return { result: board, near };
    const matching = board.data.filter((job) => jobMatchesFilter(job, list));
    const jobs = matching.slice(start, start + count);
    return { result: { status: 'success', data: { jobs, total: matching.length } }, near };
  });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

/** Renders the board over `board` (listBoard). */
function renderBoard(board: LiveResult<Job[]>, { route = '/', type = 'Job' as const } = {}) {
  listBoard(board);
  return renderPage(<JobBoardPage type={type} />, { route });
}

/**
 * The pager's `name` button. Found within the pager's landmark: asking the whole page for a
 * button by name weighs the names of every card's Save and Share buttons too, 180 on a full page.
 */
const pagerButton = (name: 'Previous' | 'Next') =>
  within(screen.getByRole('navigation', { name: 'Job list pages' })).getByRole('button', { name });

const manyJobs = (count: number) =>
  Array.from({ length: count }, (_, i) => makeJob({ Title: `Role ${i + 1}` }));

const asha = { uid: 'u1', name: 'Asha', email: null, emailVerified: true };
const savedEntry = (jobId: string) => ({
  UserId: 'u1',
  JobId: jobId,
  savedAt: new Date(),
  waitingToSync: false,
});

describe('JobBoardPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(useKeptJobs).mockReturnValue([]);
  });

  beforeEach(() => {
    vi.mocked(useJobList).mockReset();
    vi.mocked(useSession).mockReturnValue({ status: 'signed-out' });
    vi.mocked(useSavedJobsList).mockReturnValue({ status: 'success', data: new Map() });
  });

  it('asks for its type and names the page', () => {
    renderBoard({ status: 'loading' }, { type: 'Internship' as never });
    expect(useJobList).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'Internship' }),
      { start: 0, count: LIST_PAGE_SIZE },
      expect.anything(),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internships');
    expect(document.title).toBe('Internships | Job Portal');
  });

  it("shows the parts another feature places in its slot, with the list's search", () => {
    answer({ status: 'loading' });
    const AlertButton = vi.fn(({ type }: { type: string }) => (
      <button type="button">{type}</button>
    ));
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    renderPage(
      <BoardSlotsContext.Provider value={{ AlertButton }}>
        <JobBoardPage type="Internship" />
      </BoardSlotsContext.Provider>,
      { route: '/?q=rust&country=India' },
    );
    expect(screen.getByRole('button', { name: 'Internship' })).toBeInTheDocument();
    expect(AlertButton).toHaveBeenLastCalledWith(
      expect.objectContaining({
        type: 'Internship',
        filter: expect.objectContaining({ query: 'rust', countries: ['India'] }),
      }),
      undefined,
    );
  });

  it('leaves the slot empty, and its code unloaded, on a list with no search or place', () => {
    answer({ status: 'loading' });
    const AlertButton = vi.fn(() => null);
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    renderPage(
      <BoardSlotsContext.Provider value={{ AlertButton }}>
        <JobBoardPage type="Job" />
      </BoardSlotsContext.Provider>,
      { route: '/' },
    );
    expect(AlertButton).not.toHaveBeenCalled();
  });

  it('titles the home page with the product name', () => {
    renderBoard({ status: 'loading' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Latest Jobs');
    expect(document.title).toBe('Job Portal');
  });

  it('says it is loading, empty, or failed', () => {
    const { unmount } = renderBoard({ status: 'loading' });
    expect(screen.getByText('Loading jobs...')).toBeInTheDocument();
    unmount();
    const empty = renderBoard({ status: 'success', data: [] });
    expect(screen.getByText('No jobs available.')).toBeInTheDocument();
    empty.unmount();
    renderBoard({ status: 'error', error: new Error('x') });
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    // In the list, and in the global banner, which a click dismisses.
    expect(alerts).toEqual([
      expect.stringContaining('Fetching jobs failed'),
      expect.stringContaining('Fetching jobs failed'),
    ]);
  });

  it('shows cards with title, company, location, details link, save and share', () => {
    const job = makeJob({
      id: 'a1',
      Title: 'Data Analyst',
      Company: 'Ledgerlark',
      City: 'Pune',
      Country: 'India',
    });
    renderBoard({ status: 'success', data: [job] });
    const card = within(screen.getByRole('article'));
    expect(card.getByRole('heading', { name: 'Data Analyst' })).toBeInTheDocument();
    // The title itself leads to the job, as on every job board.
    expect(card.getByRole('link', { name: 'Data Analyst' })).toHaveAttribute('href', '/job/a1');
    expect(card.getByText('Ledgerlark')).toBeInTheDocument();
    expect(card.getByText('Pune, India')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/job/a1');
    expect(card.getByRole('button', { name: 'Save Data Analyst' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Share Data Analyst' })).toBeInTheDocument();
  });

  it('shows no pager for one page', () => {
    renderBoard({ status: 'success', data: manyJobs(LIST_PAGE_SIZE) });
    expect(screen.getAllByRole('article')).toHaveLength(LIST_PAGE_SIZE);
    expect(screen.queryByText(/Page 1 of/)).not.toBeInTheDocument();
  });

  it('pages 90 at a time, keeps the page in the URL and scrolls to the top', async () => {
    // A full page and five over: the second page holds the five, and builds no 90 cards more.
    renderBoard({ status: 'success', data: manyJobs(LIST_PAGE_SIZE + 5) });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(pagerButton('Next'));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(cards[0]).toHaveTextContent('Role 91');
    expect(screen.getByTestId('location')).toHaveTextContent('/?page=2');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('filters by the URL and says what was searched when nothing matches', async () => {
    const jobs = [
      makeJob({ Title: 'Python Developer', Country: 'India', City: 'Pune' }),
      makeJob({ Title: 'Go Developer', Country: 'Germany', City: 'Berlin' }),
    ];
    const { unmount } = renderBoard({ status: 'success', data: jobs }, { route: '/?q=python' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article')).toHaveTextContent('Python Developer');
    unmount();

    renderBoard({ status: 'success', data: jobs }, { route: '/?q=rust&country=Germany' });
    expect(screen.getByText('No jobs match “rust” in Germany.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('asks a guest to log in for Saved Jobs', async () => {
    renderBoard({ status: 'success', data: [] });
    expect(screen.getByRole('button', { name: 'All Jobs' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Saved Jobs' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Register Here' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it("shows a signed-in user's saved jobs of its type under Saved", async () => {
    vi.mocked(useSession).mockReturnValue({
      status: 'signed-in',
      user: { uid: 'u1', name: 'Asha', email: 'a@example.com', emailVerified: true },
    });
    const kept = makeJob({ Title: 'Kept Role' });
    const other = makeJob({ Title: 'Other Role' });
    vi.mocked(useSavedJobsList).mockReturnValue({
      status: 'success',
      data: new Map([
        [kept.id, { UserId: 'u1', JobId: kept.id, savedAt: new Date(), waitingToSync: false }],
      ]),
    });
    vi.mocked(useKeptJobs).mockReturnValue([kept]);
    renderBoard({ status: 'success', data: [kept, other] });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Saved Jobs' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?show=saved');
    expect(screen.getByRole('button', { name: 'Saved Jobs' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article')).toHaveTextContent('Kept Role');
    expect(screen.getByRole('button', { name: 'Save Kept Role' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'All Jobs' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('with no network, lists a saved job from the list in view that the library lacks', () => {
    setOnline(false);
    vi.mocked(useSession).mockReturnValue({ status: 'signed-in', user: asha });
    const savedOffline = makeJob({ Title: 'Saved With No Network' });
    const other = makeJob({ Title: 'Not Saved' });
    vi.mocked(useSavedJobsList).mockReturnValue({
      status: 'success',
      data: new Map([[savedOffline.id, savedEntry(savedOffline.id)]]),
    });
    renderBoard({ status: 'success', data: [savedOffline, other] }, { route: '/?show=saved' });
    expect(screen.getByRole('article')).toHaveTextContent('Saved With No Network');
  });

  it('searches the saved jobs too', () => {
    vi.mocked(useSession).mockReturnValue({ status: 'signed-in', user: asha });
    const python = makeJob({ Title: 'Python Developer' });
    const go = makeJob({ Title: 'Go Developer' });
    vi.mocked(useSavedJobsList).mockReturnValue({
      status: 'success',
      data: new Map([
        [python.id, savedEntry(python.id)],
        [go.id, savedEntry(go.id)],
      ]),
    });
    vi.mocked(useKeptJobs).mockReturnValue([python, go]);
    renderBoard({ status: 'success', data: [] }, { route: '/?show=saved&q=python' });
    expect(screen.getByRole('article')).toHaveTextContent('Python Developer');
  });

  it('says plainly why a search was refused', () => {
    renderBoard(
      {
        status: 'error',
        error: new BoardQueryRefusedError('The search must be at most 200 characters.'),
      },
      { route: `/?q=${'x'.repeat(201)}` },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The search must be at most 200 characters.',
    );
  });

  it('says when a search matched more than it shows, and on its last page to narrow it', () => {
    const cards = manyJobs(LIST_PAGE_SIZE);
    answer({ status: 'success', data: { jobs: cards, total: 900, capped: true } });
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    renderPage(<JobBoardPage type="Job" />, { route: '/?q=a&page=10' });
    const pager = screen.getByRole('navigation', { name: 'Job list pages' });
    expect(pager).toHaveTextContent('Page 10 of more than 10');
    expect(within(pager).getByRole('status')).toHaveTextContent(
      'A search shows its first 10 pages. To see more of its jobs, narrow it',
    );
    expect(pagerButton('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('says in the search’s own words when it cannot answer now', () => {
    const line =
      'This search took too long to answer. Add a word, a country or a city to narrow it.';
    renderBoard({ status: 'error', error: new SearchBusyError(line) }, { route: '/?q=qj' });
    expect(screen.getByRole('alert')).toHaveTextContent(line);
  });

  it('refuses a page number that is not one', () => {
    renderBoard({ status: 'success', data: manyJobs(3) }, { route: '/?page=two' });
    expect(screen.getByRole('alert')).toHaveTextContent('page must be a whole number from 1.');
  });

  it('says a search needs a connection and offers the saved jobs', () => {
    renderBoard(
      { status: 'error', error: new SearchNeedsConnectionError('offline') },
      { route: '/?q=python' },
    );
    expect(screen.getByText(/Searching needs a connection./)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'see your saved jobs' })).toHaveAttribute(
      'href',
      '/?show=saved',
    );
  });

  it('lists saved jobs kept on this device that the cache does not hold', () => {
    vi.mocked(useSession).mockReturnValue({
      status: 'signed-in',
      user: { uid: 'u1', name: 'Asha', email: null, emailVerified: true },
    });
    const keptOnly = makeJob({ Title: 'Only On This Device' });
    vi.mocked(useSavedJobsList).mockReturnValue({
      status: 'success',
      data: new Map([
        [
          keptOnly.id,
          { UserId: 'u1', JobId: keptOnly.id, savedAt: new Date(), waitingToSync: false },
        ],
      ]),
    });
    vi.mocked(useKeptJobs).mockReturnValue([keptOnly]);
    renderBoard({ status: 'success', data: [] }, { route: '/?show=saved' });
    expect(screen.getByRole('article')).toHaveTextContent('Only On This Device');
  });

  it('lists the kept saved jobs even while the board itself cannot load', () => {
    vi.mocked(useSession).mockReturnValue({ status: 'signed-in', user: asha });
    const keptJob = makeJob({ Title: 'Kept Role' });
    const keptInternship = makeJob({ Title: 'Kept Internship', Type: 'Internship' });
    vi.mocked(useSavedJobsList).mockReturnValue({
      status: 'success',
      data: new Map([
        [keptJob.id, savedEntry(keptJob.id)],
        [keptInternship.id, savedEntry(keptInternship.id)],
      ]),
    });
    vi.mocked(useKeptJobs).mockReturnValue([keptJob, keptInternship]);
    renderBoard({ status: 'loading' }, { route: '/?show=saved' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article')).toHaveTextContent('Kept Role');
  });

  it('waits for the saved list instead of listing every job as saved', () => {
    vi.mocked(useSession).mockReturnValue({ status: 'signed-in', user: asha });
    vi.mocked(useSavedJobsList).mockReturnValue({ status: 'loading' });
    renderBoard({ status: 'success', data: manyJobs(3) }, { route: '/?show=saved' });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('Loading jobs...')).toBeInTheDocument();
  });

  it('waits for the session when the URL asks for saved jobs', () => {
    vi.mocked(useSession).mockReturnValue({ status: 'loading' });
    renderBoard({ status: 'success', data: manyJobs(3) }, { route: '/?show=saved' });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved Jobs' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('waits for the session when Saved is tapped before it is known, then lists the saved jobs', async () => {
    // A reload with no network: Auth takes a second or two to read this browser's user, and
    // the header then shows them signed in. Asking them to log in meanwhile was wrong.
    vi.mocked(useSession).mockReturnValue({ status: 'loading' });
    const kept = makeJob({ Title: 'Kept Role' });
    const other = makeJob({ Title: 'Other Role' });
    vi.mocked(useSavedJobsList).mockReturnValue({
      status: 'success',
      data: new Map([[kept.id, savedEntry(kept.id)]]),
    });
    vi.mocked(useKeptJobs).mockReturnValue([kept]);
    const { rerender } = renderBoard({ status: 'success', data: [kept, other] });
    await userEvent.click(screen.getByRole('button', { name: 'Saved Jobs' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?show=saved');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('Loading jobs...')).toBeInTheDocument();

    vi.mocked(useSession).mockReturnValue({ status: 'signed-in', user: asha });
    rerender();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Kept Role');
  });

  it('asks a guest to log in once the session says so, when Saved was tapped before', async () => {
    vi.mocked(useSession).mockReturnValue({ status: 'loading' });
    const { rerender } = renderBoard({ status: 'success', data: manyJobs(2) });
    await userEvent.click(screen.getByRole('button', { name: 'Saved Jobs' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    vi.mocked(useSession).mockReturnValue({ status: 'signed-out' });
    rerender();
    expect(screen.getByRole('dialog', { name: 'Login required' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says when a signed-in user has saved nothing', () => {
    vi.mocked(useSession).mockReturnValue({ status: 'signed-in', user: asha });
    renderBoard({ status: 'success', data: manyJobs(3) }, { route: '/?show=saved' });
    expect(
      screen.getByText('No saved jobs yet. Tap the heart on a job to keep it here.'),
    ).toBeInTheDocument();
  });

  it('says it is offline rather than loading forever when nothing is cached yet', () => {
    renderBoard({ status: 'loading' });
    setOnline(false);
    expect(screen.queryByText('Loading jobs...')).not.toBeInTheDocument();
    expect(
      screen.getByText('You are offline. Jobs will load when you are back online.'),
    ).toHaveAttribute('role', 'status');
  });
});

describe('JobBoardPage: hydrating a server-rendered board', () => {
  // A full first page, and one job more for a second page to go to and come back from.
  const jobs = manyJobs(LIST_PAGE_SIZE + 1);
  const firstPage = jobs.slice(0, LIST_PAGE_SIZE);
  const page: BoardPage = {
    jobs: firstPage,
    total: jobs.length,
    page: 1,
    pageSize: LIST_PAGE_SIZE,
  };
  /** The cards the server rendered, as the nodes the browser parsed from its HTML. */
  let rendered: Map<string, Element>;

  function renderServerRendered() {
    const board = serverRenderedBoard('Job', page, null, rendered);
    listBoard({ status: 'success', data: jobs });
    const { rerender } = renderPage(
      <ServerRenderedBoardContext.Provider value={board}>
        <JobBoardPage type="Job" />
      </ServerRenderedBoardContext.Provider>,
    );
    return { board, rerender };
  }

  beforeEach(() => {
    vi.mocked(useSession).mockReturnValue({ status: 'signed-out' });
    vi.mocked(useSavedJobsList).mockReturnValue({ status: 'success', data: new Map() });
    // The reader stays at the top of the page: no card further down comes near.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    rendered = serverRenderedCards(firstPage);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const shownRendered = () => firstPage.filter((job) => rendered.get(job.id)!.isConnected);

  it('builds every card of the first page anew when the reader comes back to it', async () => {
    renderServerRendered();
    // Further down, the server's cards stand in until the reader nears them.
    expect(shownRendered()).toHaveLength(LIST_PAGE_SIZE - FIRST_CARDS);

    await userEvent.click(pagerButton('Next'));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await userEvent.click(pagerButton('Previous'));

    // Only the server's own list was given its page.
    for (const [list, range, options] of vi.mocked(useJobList).mock.calls) {
      if (!options?.initialPage) continue;
      expect(list).toMatchObject({ query: '', countries: [], cities: [] });
      expect(range).toEqual({ start: 0, count: LIST_PAGE_SIZE });
    }
    // Back on the first page, no card is the snapshot the server rendered.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(LIST_PAGE_SIZE));
    expect(shownRendered()).toEqual([]);
    expect(screen.getAllByRole('article').at(-1)).toHaveTextContent(`Role ${LIST_PAGE_SIZE}`);
  });

  it('gives the list the server’s page as its first answer, and its cards to one visit only', () => {
    const { board } = renderServerRendered();
    expect(useJobList).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'Job', query: '' }),
      { start: 0, count: LIST_PAGE_SIZE },
      { initialPage: page },
    );
    expect(shownRendered()).toHaveLength(LIST_PAGE_SIZE - FIRST_CARDS);
    expect(board.hydrated()).toBe(true);
    cleanup();
    // A later visit to the board within the app builds its cards itself.
    renderPage(
      <ServerRenderedBoardContext.Provider value={board}>
        <JobBoardPage type="Job" />
      </ServerRenderedBoardContext.Provider>,
    );
    expect(useJobList).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), {
      initialPage: undefined,
    });
    expect(shownRendered()).toEqual([]);
  });
});
