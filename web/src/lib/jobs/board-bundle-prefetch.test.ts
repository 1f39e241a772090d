import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchBoardBundle, takePrefetchedBoardBundle } from './board-bundle-prefetch';

/** A Storage holding these keys. */
function storageWith(keys: string[]): Storage {
  return {
    length: keys.length,
    key: (index: number) => keys[index] ?? null,
  } as Storage;
}

const ok = () => Promise.resolve(new Response('bundle'));

afterEach(() => {
  takePrefetchedBoardBundle();
});

describe('prefetchBoardBundle', () => {
  it('starts the download on a first visit, for the sync to take once', async () => {
    const fetchBundle = vi.fn(ok);
    prefetchBoardBundle(storageWith(['theme']), fetchBundle, false);
    expect(fetchBundle).toHaveBeenCalledTimes(1);
    expect(await (await takePrefetchedBoardBundle())!.text()).toBe('bundle');
    expect(takePrefetchedBoardBundle()).toBeNull();
  });

  it('asks nothing of a browser that has synced before, or of an offline build', () => {
    const fetchBundle = vi.fn(ok);
    prefetchBoardBundle(storageWith(['portal:jobs-watermark:demo-portal']), fetchBundle, false);
    prefetchBoardBundle(storageWith([]), fetchBundle, true);
    expect(fetchBundle).not.toHaveBeenCalled();
    expect(takePrefetchedBoardBundle()).toBeNull();
  });

  it('leaves a failed download to whoever takes it', async () => {
    prefetchBoardBundle(storageWith([]), () => Promise.reject(new TypeError('offline')), false);
    await expect(takePrefetchedBoardBundle()).rejects.toThrow('offline');
  });
});
