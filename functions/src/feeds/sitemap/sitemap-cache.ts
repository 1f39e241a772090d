// The sitemap's reads kept in an instance's memory for a few minutes. The CDN keeps an answer an
// hour, but the function also answers at its own URL, where nothing stands in front of it: there,
// each request would count the open jobs and read every one of a part's.
import { instanceCache } from '#src/platform/instance-cache';
import { runsOnEmulator, type Env } from '#src/platform/environment';
import type { SitemapUrl } from './sitemap';
import type { SitemapReads } from './sitemap-reader';

/**
 * How long an instance answers from what it read: at most one count and one read of each part
 * per instance in this time (the function has at most a few instances), and a job posted or
 * closed reaches the sitemap within it, well within what a crawler notices.
 */
export const SITEMAP_CACHE_MS = 5 * 60_000;

export function cachedSitemapReads(
  reads: SitemapReads,
  { ttlMs = SITEMAP_CACHE_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): SitemapReads {
  const parts = instanceCache<'parts', number>({ ttlMs, now });
  const urls = instanceCache<number, SitemapUrl[]>({ ttlMs, now });
  return {
    parts: (at) => parts.get('parts', () => reads.parts(at)),
    urls: (part, at) => urls.get(part, () => reads.urls(part, at)),
  };
}

/**
 * How long the sitemap function keeps its reads: nothing on the emulator, where no CDN stands in
 * front either and a test's jobs must show at once.
 */
export function sitemapCacheMs(env: Env): number {
  return runsOnEmulator(env) ? 0 : SITEMAP_CACHE_MS;
}
