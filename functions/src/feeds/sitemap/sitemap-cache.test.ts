import { describe, expect, it } from 'vitest';
import { cachedSitemapReads, SITEMAP_CACHE_MS, sitemapCacheMs } from './sitemap-cache';
import type { SitemapReads } from './sitemap-reader';

function countingReads() {
  const calls = { parts: 0, urls: [] as number[] };
  const reads: SitemapReads = {
    parts: async () => (calls.parts += 1),
    urls: async (part) => {
      calls.urls.push(part);
      return [{ path: `/job/from-read-${calls.urls.length}` }];
    },
  };
  return { reads, calls };
}

describe('cachedSitemapReads', () => {
  it('counts and reads each part once while fresh, and again once stale', async () => {
    let time = 0;
    const { reads, calls } = countingReads();
    const cached = cachedSitemapReads(reads, { now: () => time });
    for (let i = 0; i < 50; i++) {
      expect(await cached.parts(time)).toBe(1);
      expect(await cached.urls(1, time)).toEqual([{ path: '/job/from-read-1' }]);
      await cached.urls(2, time);
    }
    expect(calls).toEqual({ parts: 1, urls: [1, 2] });

    time += SITEMAP_CACHE_MS;
    expect(await cached.parts(time)).toBe(2);
    expect(await cached.urls(1, time)).toEqual([{ path: '/job/from-read-3' }]);
  });
});

describe('sitemapCacheMs', () => {
  it('keeps reads a few minutes deployed, and none on the emulator', () => {
    expect(sitemapCacheMs({})).toBe(SITEMAP_CACHE_MS);
    expect(sitemapCacheMs({ FUNCTIONS_EMULATOR: 'true' })).toBe(0);
  });
});
