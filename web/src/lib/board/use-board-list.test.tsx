// Which answer the live first page shows, with Firestore's list, the search index's copy and
// the connection played by stand-ins.
import { act, renderHook } from '@testing-library/react';
import type { JobCard } from '@portal/domain/jobs/board-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveResult } from '@/lib/firebase/live-result';
import { useOnline } from '@/lib/browser/use-online';
import { keepBoardPage } from './board-api';
import type { ListStretch } from './list-stretch';
import { useFirestoreList, type FirestoreList } from './use-firestore-list';
import { useSearchWindow } from './use-search-window';
import { useBoardList } from './use-board-list';

vi.mock('@/lib/firebase/firebase-services', () => ({ useDataMode: () => 'emulator' }));
vi.mock('@/lib/browser/use-online', () => ({ useOnline: vi.fn() }));
vi.mock('./use-firestore-list', () => ({ useFirestoreList: vi.fn() }));
vi.mock('./use-search-window', () => ({ useSearchWindow: vi.fn() }));
vi.mock('./board-api', () => ({ keepBoardPage: vi.fn(() => Promise.resolve()) }));

const card = (id: string): JobCard => ({
  id,
  Title: `Job ${id}`,
  Company: 'Acme',
  Type: 'Job',
  createdAt: new Date('2026-11-20T10:00:00Z'),
});
const success = (...ids: string[]): LiveResult<ListStretch> => ({
  status: 'success',
  data: { jobs: ids.map(card), total: ids.length },
});
const request = { type: 'Job' as const, filter: { query: '', countries: [], cities: [] }, page: 1 };

/**
 * Firestore answers `cache` (from its server when `fromServer`); the index's copy (with no
 * network, the one kept) is `kept`.
 */
function arrange({
  online,
  cache,
  kept,
  fromServer = false,
}: {
  online: boolean;
  cache: string[];
  kept: string[];
  fromServer?: boolean;
}) {
  vi.mocked(useOnline).mockReturnValue(online);
  vi.mocked(useFirestoreList).mockReturnValue({
    result: success(...cache),
    fromServer,
  } satisfies FirestoreList);
  // The copy answers only when it is asked for.
  vi.mocked(useSearchWindow).mockImplementation((stretch) =>
    stretch ? success(...kept) : { status: 'loading' },
  );
}

const ids = (result: LiveResult<ListStretch>) =>
  result.status === 'success' ? result.data.jobs.map((job) => job.id) : result.status;

describe('useBoardList, the live first page before the server answers', () => {
  beforeEach(() => vi.clearAllMocks());

  it('with no network and nothing in the cache, shows the copy kept of the page', () => {
    arrange({ online: false, cache: [], kept: ['painted-1', 'painted-2'] });
    const { result } = renderHook(() => useBoardList(request));
    expect(ids(result.current)).toEqual(['painted-1', 'painted-2']);
  });

  it("with no network, shows the kept copy before the cache's page: it is the last page seen", () => {
    arrange({ online: false, cache: ['older-1'], kept: ['painted-1'] });
    const { result } = renderHook(() => useBoardList(request));
    expect(ids(result.current)).toEqual(['painted-1']);
  });

  it("online, shows the index's copy until the server answers", () => {
    arrange({ online: true, cache: ['live-1'], kept: ['copy-1'] });
    const { result } = renderHook(() => useBoardList(request));
    expect(ids(result.current)).toEqual(['copy-1']);
  });
});

describe("useBoardList, a company's list", () => {
  beforeEach(() => vi.clearAllMocks());

  it('is asked of the search index alone, with its company and no type, and followed live', () => {
    arrange({ online: true, cache: [], kept: ['acme-1'] });
    const company = { query: 'weld', countries: ['India'], cities: [], company: 'acme' };
    const { result } = renderHook(() => useBoardList({ type: null, filter: company, page: 1 }));
    expect(ids(result.current)).toEqual(['acme-1']);
    expect(useSearchWindow).toHaveBeenLastCalledWith(
      { query: { type: null, ...company }, start: 0, count: 90 },
      { live: true },
    );
    // Firestore cannot list a company: no document holds its slug.
    expect(vi.mocked(useFirestoreList).mock.lastCall?.[0]).toBeNull();
  });
});

describe('useBoardList keeps the server’s page for offline', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('once it has stayed as it is for two seconds, with only the cards’ fields', () => {
    arrange({ online: true, cache: ['live-1', 'live-2'], kept: ['copy-1'], fromServer: true });
    const { result } = renderHook(() => useBoardList(request));
    expect(ids(result.current)).toEqual(['live-1', 'live-2']);
    act(() => vi.advanceTimersByTime(1999));
    expect(keepBoardPage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(keepBoardPage).toHaveBeenCalledTimes(1);
    expect(keepBoardPage).toHaveBeenCalledWith(
      { type: 'Job', query: '', countries: [], cities: [], page: 1 },
      { jobs: [card('live-1'), card('live-2')], total: 2, page: 1, pageSize: 90 },
    );
  });

  it('not before the server has answered, nor for a later page', () => {
    arrange({ online: true, cache: ['cached-1'], kept: ['copy-1'] });
    renderHook(() => useBoardList(request));
    arrange({ online: true, cache: ['p2-1'], kept: ['p2-1'], fromServer: true });
    renderHook(() => useBoardList({ ...request, page: 2 }));
    act(() => vi.advanceTimersByTime(5000));
    expect(keepBoardPage).not.toHaveBeenCalled();
  });
});
