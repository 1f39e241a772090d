// The sitemap (sitemaps.org 0.9): the site's own pages and every open job's page. robots.txt,
// which names it, is written by the web build (web/build/robots-txt.ts): Cloud Functions answer
// /robots.txt with a 404 of their own before any function runs.
import { isJobOpen, type JobType } from '@portal/domain/job';
import type { JobStamp } from '../data/jobs';
import { jobPath, listPath } from './job-feed';
import { escapeXml } from './xml-text';

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
 * A sitemap may list 50,000 URLs (and 50 MB): past that it needs a sitemap index of several.
 * A board that size is far off, so the sitemap lists the newest jobs up to the limit and leaves
 * the rest out rather than split.
 */
export const SITEMAP_MAX_URLS = 50_000;

/** How many job pages fit beside the site's own. */
export const SITEMAP_MAX_JOBS = SITEMAP_MAX_URLS - STATIC_PAGES.length;

interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/**
 * The sitemap of `origin`: the site's pages, then each open job's page with its last change.
 * A list page's lastmod is the newest change among the jobs it shows; the other pages have
 * none, since nothing here knows when their text last changed and a made-up date (the
 * deploy's, say) would teach crawlers to ignore the field.
 */
export function buildSitemap({
  origin,
  stamps,
  now,
}: {
  origin: string;
  stamps: readonly JobStamp[];
  now: number;
}): string {
  const open = stamps.filter((stamp) => isJobOpen(stamp, now)).slice(0, SITEMAP_MAX_JOBS);
  const boardChanged = new Map<string, Date>();
  for (const stamp of open) {
    const board = listPath(stamp.Type satisfies JobType);
    const known = boardChanged.get(board);
    if (!known || stamp.updatedAt > known) boardChanged.set(board, stamp.updatedAt);
  }
  const urls: SitemapUrl[] = [
    ...STATIC_PAGES.map((path) => ({ path, lastmod: boardChanged.get(path) })),
    ...open.map((stamp) => ({ path: jobPath(stamp.id), lastmod: stamp.updatedAt })),
  ];
  const entries = urls.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(`${origin}${path}`)}</loc>`;
    return `<url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
