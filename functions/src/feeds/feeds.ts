// GET /feed.xml → jobFeed and GET /sitemap.xml → sitemap, behind Hosting rewrites:
// the newest open jobs as RSS for a search, and the pages crawlers should know of. The CDN keeps
// each answer a few minutes; a bad query string is a 400 with one line saying what is wrong.
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { newestActiveJobs, newestActiveJobStamps } from '../data/jobs';
import { adminFirestore } from '../platform/admin';
import { firestoreReachable } from '../platform/environment';
import { FEED_SCAN, pickFeedJobs } from './feed-jobs';
import { parseFeedQuery } from './feed-query';
import { buildJobFeed } from './job-feed';
import { PRODUCT_NAME, siteOrigin } from './site';
import { buildSitemap, SITEMAP_MAX_JOBS } from './sitemap';

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

/** Offline mode on the emulators: no Firestore to read, and none the Admin SDK may reach for. */
function noFirestore(response: Response, what: string): void {
  response.status(503).set('Cache-Control', 'no-store').type('text/plain');
  response.send(`No Firestore emulator is running, so there are no jobs for the ${what}.`);
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

export async function serveJobFeed(request: Request, response: Response): Promise<void> {
  if (!allowsMethod(request, response)) return;
  const parsed = parseFeedQuery(searchOf(request));
  if (!parsed.ok) return refuse(response, parsed.message);
  if (!firestoreReachable(process.env)) return noFirestore(response, 'feed');
  const now = Date.now();
  const db = adminFirestore('Building the job feed');
  const jobs = await pickFeedJobs(newestActiveJobs(db, FEED_SCAN), parsed.query, now);
  const xml = buildJobFeed({
    jobs,
    query: parsed.query,
    origin: siteOrigin(request),
    productName: PRODUCT_NAME,
    now,
  });
  sendXml(response, 'application/rss+xml', CACHE_CONTROL.feed, xml);
}

export async function serveSitemap(request: Request, response: Response): Promise<void> {
  if (!allowsMethod(request, response)) return;
  // One sitemap for everyone: a query string would only make the CDN miss and read the board.
  if (searchOf(request) !== '') return refuse(response, 'The sitemap takes no parameters.');
  if (!firestoreReachable(process.env)) return noFirestore(response, 'sitemap');
  const now = Date.now();
  const stamps = await newestActiveJobStamps(
    adminFirestore('Building the sitemap'),
    SITEMAP_MAX_JOBS,
  );
  sendXml(
    response,
    'application/xml',
    CACHE_CONTROL.sitemap,
    buildSitemap({ origin: siteOrigin(request), stamps, now }),
  );
}

/** Something failed on the way (Firestore, most likely): said in one line, never cached. */
function failed(response: Response, what: string, error: unknown): void {
  logger.error(`The ${what} could not be built`, error);
  response.status(503).set('Cache-Control', 'no-store').type('text/plain');
  response.send(`The ${what} could not be built. Please try again in a moment.`);
}

export const jobFeed = onRequest({ cors: false }, (request, response) =>
  serveJobFeed(request, response).catch((error: unknown) => failed(response, 'feed', error)),
);

// Reading the ids of a large board takes a while on a cold instance: more time and memory than
// a page needs.
export const sitemap = onRequest(
  { cors: false, memory: '512MiB', timeoutSeconds: 120 },
  (request, response) =>
    serveSitemap(request, response).catch((error: unknown) => failed(response, 'sitemap', error)),
);
