// Which answer the live first page shows, with Firestore's list, the search index's copy and
// the connection played by stand-ins.
import { renderHook } from '@testing-library/react';
import type { JobCard } from '@portal/domain/jobs/board-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveResult } from '@/lib/firebase/live-result';
import { useOnline } from '@/lib/browser/use-online';
import type { ListStretch } from './list-stretch';
import { useFirestoreList, type FirestoreList } from './use-firestore-list';
import { useSearchWindow } from './use-search-window';
import { useBoardList } from './use-board-list';

vi.mock('@/lib/firebase/firebase-services', () => ({ useDataMode: () => 'emulator' }));
vi.mock('@/lib/browser/use-online', () => ({ useOnline: vi.fn() }));
vi.mock('./use-firestore-list', () => ({ useFirestoreList: vi.fn() }));
vi.mock('./use-search-window', () => ({ useSearchWindow: vi.fn() }));

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

/** Firestore's cache (not its server) answers `cache`; the index's kept copy is `kept`. */
function arrange({ online, cache, kept }: { online: boolean; cache: string[]; kept: string[] }) {
  vi.mocked(useOnline).mockReturnValue(online);
  vi.mocked(useFirestoreList).mockReturnValue({
    result: success(...cache),
    fromServer: false,
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

  it("with no network, prefers the cache's page to the copy: it is the newest seen", () => {
    arrange({ online: false, cache: ['live-1'], kept: ['painted-1'] });
    const { result } = renderHook(() => useBoardList(request));
    expect(ids(result.current)).toEqual(['live-1']);
  });

  it("online, shows the index's copy until the server answers", () => {
    arrange({ online: true, cache: ['live-1'], kept: ['copy-1'] });
    const { result } = renderHook(() => useBoardList(request));
    expect(ids(result.current)).toEqual(['copy-1']);
  });
});
