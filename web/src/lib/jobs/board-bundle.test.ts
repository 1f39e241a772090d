// Loading the board bundle into the real SDK's cache (offline): the bundle here is built by the
// seed's bundle writer; the function's own bundle is loaded on the emulators in
// board-bundle.emulator.test.ts.
import { collection, getDocsFromCache, loadBundle } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import { setUpOfflineFirestore } from '../../test/offline-firestore';
import { buildBundle } from '../firebase/seed-bundle';
import { loadBoardBundle } from './board-bundle';

const firestore = setUpOfflineFirestore();
const READ_AT = new Date('2026-11-20T08:00:00Z');

function boardBundle(ids: string[], readTime = READ_AT): string {
  return buildBundle(
    'demo-test',
    ids.map((id) => ({
      path: `jobs/${id}`,
      data: { Title: `Job ${id}`, status: 'active', updatedAt: READ_AT },
    })),
    readTime,
  );
}

const answer =
  (body: string, init: ResponseInit = {}) =>
  () =>
    Promise.resolve(
      new Response(body, {
        headers: { 'content-type': 'application/octet-stream' },
        ...init,
      }),
    );

async function cachedJobIds(): Promise<string[]> {
  const jobs = await getDocsFromCache(collection(firestore(), 'jobs'));
  return jobs.docs.map((job) => job.id).sort();
}

describe('loadBoardBundle', () => {
  it('loads the jobs into the cache and answers when they were read', async () => {
    const time = await loadBoardBundle(firestore(), answer(boardBundle(['a', 'b'])));
    expect(time?.toDate()).toEqual(READ_AT);
    expect(await cachedJobIds()).toEqual(['a', 'b']);
  });

  it('loads a board sent in parts, each a bundle, and answers the earliest read time', async () => {
    // Each part a bundle of its own (the seed's writer names a bundle by its read time).
    const earlier = new Date(READ_AT.getTime() - 1000);
    const later = new Date(READ_AT.getTime() + 1000);
    const parts = boardBundle(['a', 'b']) + boardBundle(['c'], earlier) + boardBundle(['d'], later);
    const time = await loadBoardBundle(firestore(), answer(parts));
    expect(time?.toDate()).toEqual(earlier);
    expect(await cachedJobIds()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves a cache that holds jobs to the sync', async () => {
    await loadBundle(firestore(), boardBundle(['old'], new Date('2026-11-01T00:00:00Z')));
    const fetchBundle = vi.fn(answer(boardBundle(['a'])));
    expect(await loadBoardBundle(firestore(), fetchBundle)).toBeNull();
    expect(fetchBundle).not.toHaveBeenCalled();
    expect(await cachedJobIds()).toEqual(['old']);
  });

  it('notes the bundle’s read time before loading it', async () => {
    const store = new Map<string, string>();
    const notes = { getItem: (k: string) => store.get(k) ?? null, setItem: store.set.bind(store) };
    await loadBoardBundle(firestore(), answer(boardBundle(['a'])), notes);
    expect([...store.values()]).toEqual([String(READ_AT.getTime())]);
  });

  it('after a load cut short, loads a fresh bundle and answers the noted time to sync from', async () => {
    const store = new Map<string, string>();
    const notes = { getItem: (k: string) => store.get(k) ?? null, setItem: store.set.bind(store) };
    const cutShortAt = new Date('2026-11-19T08:00:00Z');
    // The earlier visit noted its bundle and loaded it, then closed before keeping a watermark.
    await loadBoardBundle(firestore(), answer(boardBundle(['old'], cutShortAt)), notes);
    const time = await loadBoardBundle(firestore(), answer(boardBundle(['a', 'b'])), notes);
    expect(time?.toDate()).toEqual(cutShortAt);
    expect(await cachedJobIds()).toEqual(['a', 'b', 'old']);
    expect([...store.values()]).toEqual([String(cutShortAt.getTime())]);
  });

  it('answers null, loading nothing, for a page, an error, a broken bundle or no network', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const db = firestore();
      const page = answer('<!doctype html>', { headers: { 'content-type': 'text/html' } });
      expect(await loadBoardBundle(db, page)).toBeNull();
      expect(await loadBoardBundle(db, answer('unavailable', { status: 503 }))).toBeNull();
      const broken = boardBundle(['a']).slice(0, -20);
      expect(await loadBoardBundle(db, answer(broken))).toBeNull();
      const brokenLastPart = boardBundle(['a']) + boardBundle(['b']).slice(0, -20);
      expect(await loadBoardBundle(db, answer(brokenLastPart))).toBeNull();
      expect(
        await loadBoardBundle(db, () => Promise.reject(new TypeError('Failed to fetch'))),
      ).toBeNull();
      expect(await cachedJobIds()).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});
