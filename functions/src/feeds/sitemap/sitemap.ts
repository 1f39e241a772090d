// The sitemap (sitemaps.org 0.9): the site's own pages, the page of every company with open
// jobs, and every open job's page. robots.txt,
// which names it, is written by the web build (web/build/robots-txt.ts): Cloud Functions answer
// /robots.txt with a 404 of their own before any function runs.
import { companyPath } from '@portal/domain/jobs/company';
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

/** What a sitemap lists besides the site's pages: companies with open jobs, and open jobs. */
export interface SitemapCounts {
  companies: number;
  jobs: number;
}

/** How many parts a sitemap of the site's pages and these needs: 1 is no index. */
export function sitemapPartCount(
  { companies, jobs }: SitemapCounts,
  maxUrls: number = SITEMAP_MAX_URLS,
): number {
  return Math.max(1, Math.ceil((STATIC_PAGES.length + companies + jobs) / maxUrls));
}

/** Which of a kind of URL, in its reader's one order, a part lists. */
export interface PartRange {
  skip: number;
  take: number;
}

/**
 * What part `part` lists of the site's URLs in their one order, `maxUrls` a part: the site's
 * pages, then the companies' (`companies` of them, in slug order), then the open jobs'. The first
 * part holds the pages; each part takes up where the one before it stopped.
 */
export function sitemapPart(
  part: number,
  companies: number,
  maxUrls: number = SITEMAP_MAX_URLS,
): { withPages: boolean; companies: PartRange; jobs: PartRange } {
  const pages = STATIC_PAGES.length;
  const start = (part - 1) * maxUrls;
  const end = start + maxUrls;
  /** The part's share of the URLs from `from` up to `to`. */
  const share = (from: number, to: number): PartRange => {
    const take = Math.max(0, Math.min(end, to) - Math.max(start, from));
    return { skip: take > 0 ? Math.max(start, from) - from : 0, take };
  };
  return {
    withPages: start === 0,
    companies: share(pages, pages + companies),
    jobs: share(pages + companies, Number.POSITIVE_INFINITY),
  };
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

/** A company's page, changed when its newest open job was posted. */
export function companyUrl({ slug, newest }: { slug: string; newest: Date }): SitemapUrl {
  return { path: companyPath(slug), lastmod: newest };
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
