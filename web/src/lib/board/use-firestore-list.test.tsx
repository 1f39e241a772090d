// The live page's count ('Page X of Y'): asked of the server when the list opens and again only
// when a job enters or leaves the page, and never past MAX_QUERY_LIMIT (the rules refuse more):
// at that ceiling the search index's count stands.
import { act, renderHook } from '@testing-library/react';
import { getCountFromServer, onSnapshot, type DocumentChangeType } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@portal/domain/jobs/job';
import { makeJob } from '@/test/jobs';
import { MAX_QUERY_LIMIT } from '@portal/domain/constants';
import { listQuery } from './board-queries';
import { useFirestoreList, type FirestoreListRequest } from './use-firestore-list';

vi.mock('firebase/firestore', () => ({ onSnapshot: vi.fn(), getCountFromServer: vi.fn() }));
vi.mock('./board-queries', () => ({ listQuery: vi.fn(() => ({})) }));
vi.mock('@/lib/firebase/firebase-services', () => {
  const db = {};
  return { useFirestore: () => db, useDataMode: () => 'emulator' };
});

type Listener = (snapshot: unknown) => void;
let listener: Listener;

/** A snapshot as the SDK gives it: its jobs, where they came from, and what changed. */
function snapshot(jobs: Job[], fromCache: boolean, changes: DocumentChangeType[]) {
  return {
    docs: jobs.map((job) => ({ data: () => job })),
    metadata: { fromCache },
    docChanges: () => changes.map((type) => ({ type })),
  };
}

const request: FirestoreListRequest = {
  query: { type: 'Job', query: '', countries: [], cities: [] },
  start: 0,
  count: 90,
};

beforeEach(() => {
  vi.mocked(onSnapshot).mockImplementation(((
    _query: unknown,
    _options: unknown,
    next: Listener,
  ) => {
    listener = next;
    return () => {};
  }) as unknown as typeof onSnapshot);
  vi.mocked(getCountFromServer).mockResolvedValue({ data: () => ({ count: 250 }) } as never);
});

afterEach(() => {
  vi.clearAllMocks();
});

async function hear(jobs: Job[], fromCache: boolean, changes: DocumentChangeType[]) {
  await act(async () => listener(snapshot(jobs, fromCache, changes)));
}

describe('the live page count', () => {
  it('is asked once for a visit, not again for the server’s first answer', async () => {
    const jobs = [makeJob(), makeJob()];
    const { result } = renderHook(() => useFirestoreList(request));
    await hear([], true, []);
    await hear(jobs, false, ['added', 'added']);
    expect(result.current.result).toMatchObject({ status: 'success', data: { total: 250 } });
    expect(getCountFromServer).toHaveBeenCalledTimes(1);
  });

  it('is asked again when a job enters or leaves the page, not when one is edited', async () => {
    const [first, second, third] = [makeJob(), makeJob(), makeJob()];
    renderHook(() => useFirestoreList(request));
    await hear([first!, second!], false, ['added', 'added']);
    await hear([first!, second!], false, ['modified']);
    expect(getCountFromServer).toHaveBeenCalledTimes(1);
    await hear([third!, first!, second!], false, ['added']);
    expect(getCountFromServer).toHaveBeenCalledTimes(2);
    await hear([third!, first!], false, ['removed']);
    expect(getCountFromServer).toHaveBeenCalledTimes(3);
  });

  it('attack: counts no further than the rules allow, and takes the index’s count past that', async () => {
    vi.mocked(getCountFromServer).mockResolvedValue({
      data: () => ({ count: MAX_QUERY_LIMIT }),
    } as never);
    const { result } = renderHook(() => useFirestoreList(request, null, Infinity, 4321));
    await hear([makeJob()], false, ['added']);
    expect(result.current.result).toMatchObject({ status: 'success', data: { total: 4321 } });
    expect(listQuery).toHaveBeenCalled();
    for (const [, , , size] of vi.mocked(listQuery).mock.calls) {
      expect(typeof size).toBe('number');
      expect(size).toBeLessThanOrEqual(MAX_QUERY_LIMIT);
    }
  });

  it('below the ceiling, the count is the list’s own', async () => {
    vi.mocked(getCountFromServer).mockResolvedValue({ data: () => ({ count: 42 }) } as never);
    const { result } = renderHook(() => useFirestoreList(request, null, Infinity, 4321));
    await hear([makeJob()], false, ['added']);
    expect(result.current.result).toMatchObject({ status: 'success', data: { total: 42 } });
  });

  it('is asked again by the server’s first answer when the first count failed', async () => {
    vi.mocked(getCountFromServer).mockImplementationOnce(() =>
      Promise.reject(new Error('client is offline')),
    );
    renderHook(() => useFirestoreList(request));
    await hear([], true, []);
    await hear([makeJob()], false, ['added']);
    expect(getCountFromServer).toHaveBeenCalledTimes(2);
  });
});

describe('the live page’s ranges', () => {
  it('waits for the copy of the first page while it is on its way, then follows it in ranges', async () => {
    const copy = Array.from({ length: 90 }, () => makeJob()).reverse();
    const { rerender } = renderHook(
      ({ copy }: { copy: readonly Job[] | 'coming' }) => useFirestoreList(request, copy),
      { initialProps: { copy: 'coming' as readonly Job[] | 'coming' } },
    );
    expect(onSnapshot).not.toHaveBeenCalled();
    rerender({ copy });
    expect(onSnapshot).toHaveBeenCalledTimes(1);
    // The next range is asked for once the server has answered the first.
    await hear([], true, []);
    expect(onSnapshot).toHaveBeenCalledTimes(1);
    await hear(copy.slice(65), false, Array(25).fill('added'));
    expect(onSnapshot).toHaveBeenCalledTimes(2);
    // The copy on its way again (the network back) does not start the page again.
    rerender({ copy: 'coming' });
    expect(onSnapshot).toHaveBeenCalledTimes(2);
  });
});
