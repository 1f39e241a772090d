// GET /feed.xml → jobFeed and GET /sitemap.xml → sitemap, behind Hosting rewrites:
// the newest open jobs as RSS for a search or a company, and the pages crawlers should know of
// (a company's among them). The CDN keeps
// each answer a few minutes; a bad query string is a 400 with one line saying what is wrong.
import { isFilterActive } from '@portal/domain/jobs/job-search';
import type { Request, Response } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { newestActiveJobs } from '#src/data/jobs';
import { adminFirestore } from '#src/platform/admin';
import { firestoreReachable } from '#src/platform/environment';
import { siteUrl } from '#src/platform/site';
import { searchDatabase, searchDatabaseSecrets } from '#src/search/search-database';
import { FEED_NEWEST_READ, pickFeedJobs } from './feed-jobs';
import type { JobList } from '@portal/domain/jobs/job-list';
import { parseFeedQuery } from './feed-query';
import { searchFeedJobs } from './feed-search';
import { buildJobFeed } from './job-feed';
import { PRODUCT_NAME } from './sitemap/site';
import { cachedSitemapReads, sitemapCacheMs } from './sitemap/sitemap-cache';
import { parseSitemapQuery } from './sitemap/sitemap-query';
import { openCompanies } from '#src/search/open-companies';
import {
  NO_COMPANIES,
  readSitemap,
  sitemapReads,
  type SitemapReads,
} from './sitemap/sitemap-reader';

/** Browsers keep an answer 5 minutes; the CDN serves repeats for the rest of the time. */
export const CACHE_CONTROL = {
  feed: 'public, max-age=300, s-maxage=600',
  // Crawlers read a sitemap now and then, and it is the largest read: the CDN keeps it longer.
  sitemap: 'public, max-age=300, s-maxage=3600',
  // The same URL is refused the same way until the code changes, and a deploy clears the CDN.
  refused: 'public, max-age=300, s-maxage=600',
} as const;

function allowsMethod(request: Request, response: Response): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  response.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Only GET is supported');
  return false;
}

function refuse(response: Response, message: string): void {
  response
    .status(400)
    .set('Cache-Control', CACHE_CONTROL.refused)
    .set('X-Content-Type-Options', 'nosniff')
    .type('text/plain')
    .send(message);
}

/** Said in one line and never cached: the next request may find it there. */
function unavailable(response: Response, message: string): void {
  response.status(503).set('Cache-Control', 'no-store').type('text/plain').send(message);
}

/** Offline mode on the emulators: no Firestore to read, and none the Admin SDK may reach for. */
function noFirestore(response: Response, what: string): void {
  unavailable(response, `No Firestore emulator is running, so there are no jobs for the ${what}.`);
}

/** The query string, '?' included, as the request came (the function sees the site's path). */
function searchOf(request: Request): string {
  const at = request.originalUrl.indexOf('?');
  return at === -1 ? '' : request.originalUrl.slice(at);
}

function sendXml(response: Response, type: string, cacheControl: string, xml: string): void {
  response
    .status(200)
    .set('Cache-Control', cacheControl)
    .set('Vary', 'Accept-Encoding')
    .set('X-Content-Type-Options', 'nosniff')
    .type(`${type}; charset=utf-8`)
    .send(xml);
}

/**
 * The feed's jobs, or null when it has a search and no search database is configured. A search
 * (or a company) goes through the index; with none, the newest jobs are a short read of
 * Firestore.
 */
async function feedJobs(db: Firestore, query: JobList, now: number) {
  if (!isFilterActive(query)) {
    const newest = newestActiveJobs(db, { ...FEED_NEWEST_READ, type: query.type });
    return pickFeedJobs(newest, query, now);
  }
  const search = await searchDatabase();
  return search ? searchFeedJobs({ search, firestore: db, query, now }) : null;
}

export async function serveJobFeed(request: Request, response: Response): Promise<void> {
  if (!allowsMethod(request, response)) return;
  const parsed = parseFeedQuery(searchOf(request));
  if (!parsed.ok) return refuse(response, parsed.message);
  if (!firestoreReachable(process.env)) return noFirestore(response, 'feed');
  const now = Date.now();
  const jobs = await feedJobs(adminFirestore('Building the job feed'), parsed.query, now);
  if (!jobs) {
    return unavailable(response, 'Search is not set up here: no search database is configured.');
  }
  const xml = buildJobFeed({
    jobs,
    query: parsed.query,
    origin: siteUrl(),
    productName: PRODUCT_NAME,
    now,
  });
  sendXml(response, 'application/rss+xml', CACHE_CONTROL.feed, xml);
}

let instanceReads: Promise<SitemapReads> | undefined;

/**
 * The sitemap's reads, made once per instance so what they keep serves every request: the jobs
 * on Firestore, the companies from the search index (none where no index is configured).
 */
function instanceSitemapReads(): Promise<SitemapReads> {
  instanceReads ??= searchDatabase().then((search) =>
    cachedSitemapReads(
      sitemapReads(adminFirestore('Building the sitemap'), {
        companies: search ? openCompanies(search) : NO_COMPANIES,
      }),
      { ttlMs: sitemapCacheMs(process.env) },
    ),
  );
  // A failure to open the index is not kept: the next request tries again.
  instanceReads.catch(() => {
    instanceReads = undefined;
  });
  return instanceReads;
}

export async function serveSitemap(request: Request, response: Response): Promise<void> {
  if (!allowsMethod(request, response)) return;
  const parsed = parseSitemapQuery(searchOf(request));
  if (!parsed.ok) return refuse(response, parsed.message);
  if (!firestoreReachable(process.env)) return noFirestore(response, 'sitemap');
  const answer = await readSitemap(await instanceSitemapReads(), {
    part: parsed.part,
    origin: siteUrl(),
    now: Date.now(),
  });
  if (!answer.ok) return refuse(response, answer.message);
  sendXml(response, 'application/xml', CACHE_CONTROL.sitemap, answer.xml);
}

/** Something failed on the way (Firestore, most likely): said in one line, never cached. */
function failed(response: Response, what: string, error: unknown): void {
  logger.error(`The ${what} could not be built`, error);
  unavailable(response, `The ${what} could not be built. Please try again in a moment.`);
}

// Bounded cost: the CDN answers repeats, so a flood of distinct URLs meets the instance cap,
// not Firestore's bill or the search database's connection limit.
export const jobFeed = onRequest(
  { cors: false, maxInstances: 20, memory: '256MiB', secrets: searchDatabaseSecrets() },
  (request, response) =>
    serveJobFeed(request, response).catch((error: unknown) => failed(response, 'feed', error)),
);

// A part of 50,000 URLs is a few megabytes of text and a few seconds of reads on a cold
// instance: more time and memory than a page needs. Crawlers ask rarely and the CDN keeps
// each part an hour, so a few instances are plenty (each holds a pool of at most three
// connections to the search index, for the companies).
export const sitemap = onRequest(
  {
    cors: false,
    maxInstances: 5,
    memory: '512MiB',
    timeoutSeconds: 120,
    secrets: searchDatabaseSecrets(),
  },
  (request, response) =>
    serveSitemap(request, response).catch((error: unknown) => failed(response, 'sitemap', error)),
);
