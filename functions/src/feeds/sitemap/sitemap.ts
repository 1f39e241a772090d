// The sitemap (sitemaps.org 0.9): the site's own pages and every open job's page. robots.txt,
// which names it, is written by the web build (web/build/robots-txt.ts): Cloud Functions answer
// /robots.txt with a 404 of their own before any function runs.
import type { JobType } from '@portal/domain/jobs/job';
import { jobPath, listPath } from '#src/feeds/job-feed';
import { escapeXml } from '#src/feeds/xml-text';

/** The pages anyone can read that are the same for everyone. */
export const STATIC_PAGES = [
  '/',
  '/internships',
  '/about',
  '/privacy-policy',
  '/terms-of-service',
  '/postjob',
] as const;

/**
 * A sitemap may list 50,000 URLs (and 50 MB): past that, /sitemap.xml is a sitemap index
 * naming parts (/sitemap.xml?part=1…N) of at most this many each.
 */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_PATH = '/sitemap.xml';

export interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/** How many parts a sitemap of the site's pages and `openJobs` job pages needs: 1 is no index. */
export function sitemapPartCount(openJobs: number, maxUrls: number = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil((STATIC_PAGES.length + openJobs) / maxUrls));
}

/**
 * Which of the open jobs, in the reader's one order, part `part` lists: the first part holds
 * the site's pages and fills up with jobs, each later one `maxUrls` jobs after the one before.
 */
export function sitemapPartJobs(
  part: number,
  maxUrls: number = SITEMAP_MAX_URLS,
): { skip: number; take: number; withPages: boolean } {
  const pages = STATIC_PAGES.length;
  return part === 1
    ? { skip: 0, take: maxUrls - pages, withPages: true }
    : { skip: (part - 1) * maxUrls - pages, take: maxUrls, withPages: false };
}

/**
 * The site's pages. A board's lastmod is the newest change among the jobs it shows first; the
 * other pages have none, since nothing here knows when their text last changed and a made-up
 * date (the deploy's, say) would teach crawlers to ignore the field.
 */
export function staticPageUrls(boardChanged: Partial<Record<JobType, Date>>): SitemapUrl[] {
  const changed = new Map<string, Date>();
  for (const [type, date] of Object.entries(boardChanged) as [JobType, Date | undefined][]) {
    if (date) changed.set(listPath(type), date);
  }
  return STATIC_PAGES.map((path) => ({ path, lastmod: changed.get(path) }));
}

/** A job's page, with its last change. */
export function jobUrl({ id, updatedAt }: { id: string; updatedAt: Date }): SitemapUrl {
  return { path: jobPath(id), lastmod: updatedAt };
}

/** A sitemap (one part, or the whole when it is small): each URL absolute, with its lastmod. */
export function buildUrlset(origin: string, urls: Iterable<SitemapUrl>): string {
  const entries: string[] = [];
  for (const { path, lastmod } of urls) {
    const loc = `<loc>${escapeXml(`${origin}${path}`)}</loc>`;
    entries.push(
      `<url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** The absolute URL of part `part`. */
export function sitemapPartUrl(origin: string, part: number): string {
  return `${origin}${SITEMAP_PATH}?part=${part}`;
}

/**
 * A sitemap index naming parts 1…`parts`. No lastmod: knowing a part's newest change would mean
 * reading every part, which is what the index spares.
 */
export function buildSitemapIndex(origin: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeXml(sitemapPartUrl(origin, i + 1))}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}
