// What a list shows, and from which source, as its caller sees it: Firestore and the search index
// played by stand-ins at their edges (the SDK's listeners and count, the index's fetch), the
// cache a real one. The live first page: its placeholder until Firestore's server answers, its
// count ('Page X of Y'), its ranges, its offline copy.
import { LIST_PAGE_SIZE, MAX_QUERY_LIMIT } from '@portal/domain/constants';
import type { BoardPage } from '@portal/domain/jobs/board-query';
import type { Job } from '@portal/domain/jobs/job';
import type { JobList } from '@portal/domain/jobs/job-list';
import { act, renderHook, waitFor } from '@testing-library/react';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import {
  getCountFromServer,
  onSnapshot,
  type DocumentChangeType,
  type Firestore,
} from 'firebase/firestore';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnline } from '@/lib/browser/use-online';
import { createQueryClient } from '@/lib/query/query-client';
import { inThreadReads } from '@/lib/public-reads/in-thread-reads';
import type { PublicReads } from '@/lib/public-reads/public-reads';
import { makeJob } from '@/test/jobs';
import { listQuery, watchNewestJobs } from './firestore-list';
import type { LiveRange } from '@/lib/public-reads/public-reads';
import { cacheListPage, fetchListPage } from './search-index';
import { pageRange, sourceOf, useJobList, type JobListView } from './use-job-list';

vi.mock('firebase/firestore', () => ({ onSnapshot: vi.fn(), getCountFromServer: vi.fn() }));
vi.mock('./firestore-list', async (original) => ({
  ...(await original()),
  // The query stands for its range here: the listener's stand-in is handed it back.
  listQuery: vi.fn((_db, _type, _list, size: number | null, range?: LiveRange) => ({
    size,
    range,
  })),
  // The type's newest jobs, followed as the SDK would: the listener hears their snapshots.
  watchNewestJobs: vi.fn((_db, _type, _filter, onJobs: (jobs: Job[]) => void) => {
    listeners.push({
      range: { from: null, before: null, limit: 10, start: 0 },
      next: (snapshot) =>
        onJobs((snapshot as { docs: { data: () => Job }[] }).docs.map((doc) => doc.data())),
    });
    return () => {};
  }),
}));
vi.mock('./search-index', async (original) => ({
  ...(await original()),
  fetchListPage: vi.fn(),
  cacheListPage: vi.fn(() => Promise.resolve()),
}));
const dataMode = vi.hoisted(() => ({ current: 'emulator' }));
vi.mock('@/lib/firebase/firebase-services', () => {
  const db = {} as Firestore;
  let reads: PublicReads | undefined;
  return {
    useFirestore: () => db,
    useDataMode: () => dataMode.current,
    // The reads in this thread, over the Firestore stand-ins below.
    usePublicReads: () => (reads ??= inThreadReads(db)),
  };
});
vi.mock('@/lib/browser/use-online', () => ({ useOnline: vi.fn(() => true) }));
// Firestore knows nothing of the jobs a search lists: the index's word for them stands.
vi.mock('@/lib/jobs/jobs-by-id', () => ({
  watchJobsById: vi.fn(
    (
      _db,
      ids: string[],
      _statuses,
      onJobs: (jobs: Map<string, Job>, unknown: Set<string>) => void,
    ) => {
      onJobs(new Map(), new Set(ids));
      return () => {};
    },
  ),
}));

// The cache tells its readers of a change at once, not a task later, so a test reads its result
// as soon as the answer is in.
notifyManager.setScheduler((callback) => callback());

type Next = (snapshot: unknown) => void;
/** The listeners Firestore has been asked for, the newest last. */
let listeners: { range: LiveRange; next: Next }[];

/** A snapshot as the SDK gives it: its jobs, where they came from, and what changed. */
function snapshot(jobs: Job[], fromCache: boolean, changes: DocumentChangeType[] = []) {
  return {
    docs: jobs.map((job) => ({ data: () => job })),
    metadata: { fromCache },
    docChanges: () => changes.map((type) => ({ type })),
  };
}

/** The newest listener hears `jobs`: from the server unless `fromCache`. */
async function hear(
  jobs: Job[],
  { fromCache = false, changes = ['added'] as DocumentChangeType[] } = {},
) {
  await act(async () =>
    listeners.at(-1)!.next(snapshot(jobs, fromCache, fromCache ? [] : changes)),
  );
}

const unsearched: JobList = { type: 'Job', query: '', countries: [], cities: [] };
const firstPage = pageRange(1);

/** The search index's page of `jobs`, `total` in all. */
const indexPage = (jobs: readonly Job[], total = jobs.length): BoardPage => ({
  jobs: [...jobs],
  total,
  page: 1,
  pageSize: LIST_PAGE_SIZE,
});

function renderList(list = unsearched, range = firstPage) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useJobList(list, range), { wrapper }) };
}

const ids = ({ result }: JobListView) =>
  result.status === 'success' ? result.data.jobs.map((job) => job.id) : result.status;

beforeEach(() => {
  listeners = [];
  dataMode.current = 'emulator';
  vi.mocked(useOnline).mockReturnValue(true);
  vi.mocked(onSnapshot).mockImplementation(((
    query: { range: LiveRange },
    options: unknown,
    next: Next,
  ) => {
    // The newest jobs' listener takes no options: (query, next, error).
    listeners.push({
      range: query.range,
      next: typeof options === 'function' ? (options as Next) : next,
    });
    return () => {};
  }) as unknown as typeof onSnapshot);
  vi.mocked(getCountFromServer).mockResolvedValue({ data: () => ({ count: 250 }) } as never);
  vi.mocked(fetchListPage).mockResolvedValue(indexPage([]));
});

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('which source answers which list', () => {
  const search = { ...unsearched, query: 'chef' };
  it.each([
    ['a board’s first page', unsearched, firstPage, false, 'firestore-live'],
    ['a later page', unsearched, pageRange(2), false, 'search-index'],
    ['a search', search, firstPage, false, 'search-index'],
    ['More Jobs', unsearched, { start: 0, count: 19 }, false, 'search-index'],
    ['a company’s list', { ...unsearched, company: 'acme' }, firstPage, false, 'search-index'],
    [
      'a list of jobs that show pay',
      { ...unsearched, showsPay: true },
      firstPage,
      false,
      'search-index',
    ],
    [
      'a list with a minimum pay',
      { ...unsearched, countries: ['India'], minPay: { amount: 25_000, per: 'month' as const } },
      firstPage,
      false,
      'search-index',
    ],
    [
      'a pay filter in offline mode',
      { ...unsearched, showsPay: true },
      firstPage,
      true,
      'search-index',
    ],
    [
      'a list sorted by newest confirmed open',
      { ...unsearched, sort: 'confirmed' as const },
      firstPage,
      false,
      'search-index',
    ],
    [
      'a list sorted by confirmed in offline mode',
      { ...unsearched, sort: 'confirmed' as const },
      firstPage,
      true,
      'search-index',
    ],
    [
      'a list sorted by newest posted',
      { ...unsearched, sort: 'posted' as const },
      firstPage,
      false,
      'firestore-live',
    ],
    ['any page in offline mode', unsearched, pageRange(3), true, 'firestore-cache'],
    ['a search in offline mode', search, firstPage, true, 'search-index'],
  ])('%s', (_, list, range, offlineMode, source) => {
    expect(sourceOf(list, range, offlineMode)).toBe(source);
  });
});

describe('a search', () => {
  const search = { ...unsearched, query: 'chef' };

  it('is the index’s answer, its first page joined by a matching job posted since', async () => {
    const listed = makeJob({ Title: 'Chef' });
    const posted = makeJob({ Title: 'Head Chef' });
    vi.mocked(fetchListPage).mockResolvedValue(indexPage([listed]));
    const { result } = renderList(search);
    await waitFor(() => expect(ids(result.current)).toEqual([listed.id]));
    // The type's newest jobs, followed live.
    expect(watchNewestJobs).toHaveBeenCalledWith(
      expect.anything(),
      'Job',
      search,
      expect.anything(),
    );
    await hear([posted, makeJob({ Title: 'Welder' })]);
    expect(ids(result.current)).toEqual([posted.id, listed.id]);
    expect(result.current.result).toMatchObject({ data: { total: 2 } });
  });

  it('takes in no job posted since on a later page, even once the first page has', async () => {
    const listed = makeJob({ Title: 'Chef' });
    const posted = makeJob({ Title: 'Head Chef' });
    vi.mocked(fetchListPage).mockResolvedValue(indexPage([listed]));
    const first = renderList(search);
    await waitFor(() => expect(ids(first.result.current)).toEqual([listed.id]));
    await hear([posted]);
    expect(ids(first.result.current)).toEqual([posted.id, listed.id]);
    vi.mocked(watchNewestJobs).mockClear();
    const { result } = renderHook(() => useJobList(search, pageRange(2)), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={first.client}>{children}</QueryClientProvider>
      ),
    });
    await waitFor(() => expect(result.current.result.status).toBe('success'));
    expect(ids(result.current)).toEqual([listed.id]);
    expect(watchNewestJobs).not.toHaveBeenCalled();
  });
});

describe('offline mode', () => {
  it('reads any page of a list from Firestore’s cache, which holds the whole board', async () => {
    dataMode.current = 'offline';
    const board = Array.from({ length: LIST_PAGE_SIZE + 10 }, () => makeJob()).reverse();
    const { result } = renderList(unsearched, pageRange(2));
    await waitFor(() => expect(listeners).toHaveLength(1));
    expect(listeners[0]!.range.limit).toBeNull();
    await hear(board, { fromCache: true });
    expect(result.current.result).toEqual({
      status: 'success',
      data: { jobs: board.slice(LIST_PAGE_SIZE), total: board.length },
    });
    expect(fetchListPage).not.toHaveBeenCalled();
    expect(getCountFromServer).not.toHaveBeenCalled();
  });
});

describe('the live first page before the server answers', () => {
  it('with no network and nothing in the cache, shows the list’s offline copy', async () => {
    vi.mocked(useOnline).mockReturnValue(false);
    const copy = [makeJob(), makeJob()];
    vi.mocked(fetchListPage).mockResolvedValue(indexPage(copy));
    const { result } = renderList();
    await waitFor(() => expect(listeners).toHaveLength(1));
    await hear([], { fromCache: true });
    expect(ids(result.current)).toEqual(copy.map((job) => job.id));
  });

  it('with no network, shows the offline copy before the cache’s page: it is the last seen', async () => {
    vi.mocked(useOnline).mockReturnValue(false);
    const copy = [makeJob()];
    vi.mocked(fetchListPage).mockResolvedValue(indexPage(copy));
    const { result } = renderList();
    await waitFor(() => expect(listeners).toHaveLength(1));
    await hear([makeJob()], { fromCache: true });
    expect(ids(result.current)).toEqual(copy.map((job) => job.id));
  });

  it('online, shows the index’s answer until the server answers, then the server’s', async () => {
    const copy = [makeJob()];
    const live = [makeJob(), makeJob()].reverse();
    vi.mocked(fetchListPage).mockResolvedValue(indexPage(copy));
    const { result } = renderList();
    await waitFor(() => expect(listeners).toHaveLength(1));
    await hear([live[0]!], { fromCache: true });
    expect(ids(result.current)).toEqual(copy.map((job) => job.id));
    await hear(live);
    expect(ids(result.current)).toEqual(live.map((job) => job.id));
  });

  it('takes a server-rendered page as its first answer, and asks the index for nothing', async () => {
    const rendered = [makeJob()];
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => useJobList(unsearched, firstPage, { initialPage: indexPage(rendered) }),
      { wrapper },
    );
    expect(ids(result.current)).toEqual(rendered.map((job) => job.id));
    expect(listeners).toHaveLength(1);
    expect(fetchListPage).not.toHaveBeenCalled();
  });
});

describe('the live first page’s offline copy', () => {
  it('is cached once the server’s page has stayed as it is for two seconds', async () => {
    vi.useFakeTimers();
    const live = [makeJob(), makeJob()].reverse();
    renderList();
    await act(async () => vi.advanceTimersByTimeAsync(0));
    await hear(live);
    act(() => vi.advanceTimersByTime(1999));
    expect(cacheListPage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(cacheListPage).toHaveBeenCalledTimes(1);
    expect(cacheListPage).toHaveBeenCalledWith(
      { ...unsearched, page: 1 },
      { jobs: live, total: 250, page: 1, pageSize: LIST_PAGE_SIZE },
    );
  });

  it('is not cached before the server has answered, nor for a later page', async () => {
    vi.useFakeTimers();
    renderList();
    await act(async () => vi.advanceTimersByTimeAsync(0));
    await hear([makeJob()], { fromCache: true });
    renderList(unsearched, pageRange(2));
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(cacheListPage).not.toHaveBeenCalled();
  });
});

describe('the live page count', () => {
  it('is asked once for a visit, not again for the server’s first answer', async () => {
    const { result } = renderList();
    await waitFor(() => expect(listeners).toHaveLength(1));
    await hear([], { fromCache: true });
    await hear([makeJob(), makeJob()], { changes: ['added', 'added'] });
    await waitFor(() =>
      expect(result.current.result).toMatchObject({ status: 'success', data: { total: 250 } }),
    );
    expect(getCountFromServer).toHaveBeenCalledTimes(1);
  });

  it('is asked again when a job enters or leaves the page, not when one is edited', async () => {
    const [first, second, third] = [makeJob(), makeJob(), makeJob()];
    renderList();
    await waitFor(() => expect(listeners).toHaveLength(1));
    await hear([first!, second!], { changes: ['added', 'added'] });
    await hear([first!, second!], { changes: ['modified'] });
    expect(getCountFromServer).toHaveBeenCalledTimes(1);
    await hear([third!, first!, second!], { changes: ['added'] });
    expect(getCountFromServer).toHaveBeenCalledTimes(2);
    await hear([third!, first!], { changes: ['removed'] });
    expect(getCountFromServer).toHaveBeenCalledTimes(3);
  });

  /** The live page's total when Firestore counts `counted` and the index 4321. */
  async function totalWhenCounted(counted: number) {
    vi.mocked(getCountFromServer).mockResolvedValue({ data: () => ({ count: counted }) } as never);
    vi.mocked(fetchListPage).mockResolvedValue(indexPage([], 4321));
    const { result } = renderList();
    await waitFor(() => expect(listeners).toHaveLength(1));
    await hear([makeJob()]);
    await waitFor(() => expect(result.current.result.status).toBe('success'));
    return result.current.result.status === 'success' ? result.current.result.data.total : null;
  }

  it('attack: counts no further than the rules allow, and takes the index’s count past that', async () => {
    expect(await totalWhenCounted(MAX_QUERY_LIMIT)).toBe(4321);
    expect(listQuery).toHaveBeenCalled();
    for (const [, , , size] of vi.mocked(listQuery).mock.calls) {
      expect(typeof size).toBe('number');
      expect(size).toBeLessThanOrEqual(MAX_QUERY_LIMIT);
    }
  });

  it('below the ceiling, is the list’s own', async () => {
    expect(await totalWhenCounted(42)).toBe(42);
  });

  it('is asked again by the server’s first answer when the first count failed', async () => {
    vi.mocked(getCountFromServer).mockImplementationOnce(() =>
      Promise.reject(new Error('client is offline')),
    );
    renderList();
    await waitFor(() => expect(listeners).toHaveLength(1));
    await hear([], { fromCache: true });
    await hear([makeJob()]);
    expect(getCountFromServer).toHaveBeenCalledTimes(2);
  });
});

describe('the live page’s ranges', () => {
  it('waits for its placeholder while it is on its way, then follows it in ranges', async () => {
    const placeholder = Array.from({ length: 90 }, () => makeJob()).reverse();
    let answer: (page: BoardPage) => void = () => {};
    vi.mocked(fetchListPage).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result, client } = renderList();
    act(() => result.current.near(LIST_PAGE_SIZE));
    expect(onSnapshot).not.toHaveBeenCalled();
    await act(async () => answer(indexPage(placeholder)));
    expect(onSnapshot).toHaveBeenCalledTimes(1);
    // The next range is asked for once the server has answered the first.
    await hear([], { fromCache: true });
    expect(onSnapshot).toHaveBeenCalledTimes(1);
    await hear(placeholder.slice(65), { changes: Array(25).fill('added') });
    expect(onSnapshot).toHaveBeenCalledTimes(2);
    // The placeholder asked for again (the network back) does not start the page again.
    vi.mocked(fetchListPage).mockResolvedValue(indexPage(placeholder));
    await act(() => client.invalidateQueries());
    expect(onSnapshot).toHaveBeenCalledTimes(2);
  });

  it('cuts a new list’s ranges by its own placeholder, not the last list’s', async () => {
    const board = Array.from({ length: 90 }, () => makeJob()).reverse();
    vi.mocked(fetchListPage).mockResolvedValue(indexPage(board));
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { rerender } = renderHook(({ list }: { list: JobList }) => useJobList(list, firstPage), {
      wrapper,
      initialProps: { list: unsearched },
    });
    await waitFor(() => expect(listeners).toHaveLength(1));
    expect(listeners[0]!.range.from).toEqual(board[24]!.createdAt);
    let answer: (page: BoardPage) => void = () => {};
    vi.mocked(fetchListPage).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    rerender({ list: { ...unsearched, countries: ['India'] } });
    await act(async () => {});
    expect(listeners).toHaveLength(1);
    await act(async () => answer(indexPage(board.slice(0, 3))));
    expect(listeners).toHaveLength(2);
    expect(listeners[1]!.range).toEqual({ from: null, before: null, limit: 100, start: 0 });
  });

  it('asks for a range below the first only once the reader nears where it begins', async () => {
    const placeholder = Array.from({ length: 90 }, () => makeJob()).reverse();
    vi.mocked(fetchListPage).mockResolvedValue(indexPage(placeholder));
    const { result } = renderList();
    await waitFor(() => expect(listeners).toHaveLength(1));
    await hear(placeholder.slice(0, 25));
    expect(listeners).toHaveLength(1);
    // The first range is the server's, the placeholder stands for the rest of the page.
    expect(ids(result.current)).toEqual(placeholder.map((job) => job.id));
    act(() => result.current.near(20));
    expect(listeners).toHaveLength(1);
    act(() => result.current.near(30));
    expect(listeners).toHaveLength(2);
    expect(listeners[1]!.range.start).toBe(25);
  });
});
