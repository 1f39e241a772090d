// GET /api/jobs/search → searchJobs and GET /api/jobs/places → jobPlaces, behind Hosting
// rewrites: one page of a list (its cards and how many match) and its countries and cities (a
// type's, or a company's: `company=<slug>`, of both types unless `type` names one), answered
// from the search index with the list pages' own parameters. The CDN keeps
// an answer a minute; a bad query string is a 400 with one line saying what is wrong. Each
// request's cost is bounded: a search shows MAX_SEARCH_PAGE pages and counts no further, every
// statement has a timeout (503 past it), and a network's searches are limited (429).
import {
  isTextSearch,
  MAX_SEARCH_PAGE,
  MAX_SEARCH_RESULTS,
  pageCountOf,
  parseBoardQuery,
  pastSearchPagesMessage,
  type BoardPage,
  type BoardPlaces,
  type BoardQuery,
} from '@portal/domain/jobs/board-query';
import { LIST_PAGE_SIZE } from '@portal/domain/constants';
import type { JobType } from '@portal/domain/jobs/job';
import { comparePlaceNames } from '@portal/domain/jobs/job-search';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { onRequest, type HttpsOptions } from 'firebase-functions/v2/https';
import type pg from 'pg';
import { claimSearch, retryAfterSeconds } from '#src/limits/search-limit';
import { adminFirestore } from '#src/platform/admin';
import { firestoreReachable } from '#src/platform/environment';
import { callerSaltSecrets } from '#src/security/caller-salt';
import { READ_TIMEOUT_MS, searchDatabase, searchDatabaseSecrets } from './search-database';
import {
  citiesStatement,
  countriesStatement,
  countStatement,
  pageStatement,
  searchStatement,
  type Statement,
} from './search-sql';

/**
 * The CDN serves repeats for a minute; a browser asks again each time (the CDN answers), so a
 * visitor who just posted or closed a job is not shown their own browser's older copy. The
 * service worker keeps the last answer for reading offline.
 */
export const SEARCH_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
const REFUSED_CACHE_CONTROL = 'public, max-age=300, s-maxage=600';

function refuse(response: Response, status: 400 | 405 | 429 | 503, message: string): void {
  response
    .status(status)
    .set('Cache-Control', status === 400 ? REFUSED_CACHE_CONTROL : 'no-store')
    .set('X-Content-Type-Options', 'nosniff')
    .type('text/plain')
    .send(message);
}

/** The query string as the request came (the function sees the site's path). */
function searchOf(request: Request): string {
  const at = request.originalUrl.indexOf('?');
  return at === -1 ? '' : request.originalUrl.slice(at + 1);
}

/** The parsed query, or null once the request has been answered with why not. */
async function readRequest(
  request: Request,
  response: Response,
): Promise<{ query: BoardQuery; db: pg.Pool } | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.set('Allow', 'GET, HEAD');
    refuse(response, 405, 'Only GET is supported.');
    return null;
  }
  const parsed = parseBoardQuery(searchOf(request));
  if (!parsed.ok) {
    refuse(response, 400, parsed.message);
    return null;
  }
  const db = await searchDatabase();
  if (!db) {
    refuse(response, 503, 'Search is not set up here: no search database is configured.');
    return null;
  }
  return { query: parsed.query, db };
}

function sendJson(response: Response, body: unknown): void {
  response
    .status(200)
    .set('Cache-Control', SEARCH_CACHE_CONTROL)
    .set('Vary', 'Accept-Encoding')
    .set('X-Content-Type-Options', 'nosniff')
    .json(body);
}

interface CardRow {
  id: string;
  title: string;
  company: string;
  country: string;
  city: string;
  type: JobType;
  created_at: Date;
  verified_domain: string;
  /** Null in a row whose pay the reconciler has yet to write (search-schema.ts). */
  pay_text: string | null;
  /** Null when never confirmed, or in a row whose confirmation is yet to be written. */
  confirmed_at: Date | null;
}

/** A statement's rows, waited for no longer than READ_TIMEOUT_MS (search-database.ts). */
async function read<Row extends pg.QueryResultRow>(
  db: pg.Pool,
  { text, values }: Statement,
): Promise<Row[]> {
  // query_timeout is pg's, per query; its types leave it out of QueryConfig.
  const config = { text, values, query_timeout: READ_TIMEOUT_MS } as pg.QueryConfig;
  return (await db.query<Row>(config)).rows;
}

interface Matches {
  rows: CardRow[];
  total: number;
  /** More match than a search shows (MAX_SEARCH_RESULTS); `total` is that many. */
  capped: boolean;
}

const NO_MATCHES: Matches = { rows: [], total: 0, capped: false };

/** A search's page and count, from one statement (searchStatement). */
async function searchMatches(db: pg.Pool, query: BoardQuery, now: Date): Promise<Matches> {
  const statement = searchStatement(query, now);
  if (!statement) return NO_MATCHES;
  const rows = await read<CardRow & { total: number }>(db, statement);
  const counted = rows[0]?.total ?? 0;
  return {
    // A page past the matches is one row of nulls, carrying the count.
    rows: rows.filter((row) => row.id !== null),
    total: Math.min(counted, MAX_SEARCH_RESULTS),
    capped: counted > MAX_SEARCH_RESULTS,
  };
}

/**
 * A list without a search: an exact count (cheap, it reads no text) and the page. A later page
 * is read once the count says it exists, so a page past the last costs only the count.
 */
async function boardMatches(db: pg.Pool, query: BoardQuery, now: Date): Promise<Matches> {
  const count = countStatement(query, now);
  const page = pageStatement(query, now);
  if (!count || !page) return NO_MATCHES;
  const total = read<{ total: number }>(db, count).then((rows) => rows[0]!.total);
  const rows =
    query.page === 1
      ? read<CardRow>(db, page)
      : total.then((n) => (query.page > pageCountOf(n) ? [] : read<CardRow>(db, page)));
  const [counted, cards] = await Promise.all([total, rows]);
  return { rows: cards, total: counted, capped: false };
}

/** One page of a board query, or a refusal for a page past the last. */
export async function searchBoard(
  db: pg.Pool,
  query: BoardQuery,
  now: Date,
): Promise<{ ok: true; page: BoardPage } | { ok: false; message: string }> {
  const searched = isTextSearch(query);
  // parseBoardQuery refuses it already; a caller that builds its own query is held to it too.
  if (searched && query.page > MAX_SEARCH_PAGE) {
    return { ok: false, message: pastSearchPagesMessage(query.page) };
  }
  const { rows, total, capped } = searched
    ? await searchMatches(db, query, now)
    : await boardMatches(db, query, now);
  const pages = pageCountOf(total);
  if (query.page > pages) {
    return {
      ok: false,
      message: `page ${query.page} is past the last: this list has ${pages} page${pages > 1 ? 's' : ''}.`,
    };
  }
  return {
    ok: true,
    page: {
      jobs: rows.map((row) => ({
        id: row.id,
        Title: row.title,
        Company: row.company,
        ...(row.country && { Country: row.country }),
        ...(row.city && { City: row.city }),
        Type: row.type,
        createdAt: row.created_at,
        ...(row.verified_domain && { verifiedDomain: row.verified_domain }),
        ...(row.pay_text && { Salary: row.pay_text }),
        ...(row.confirmed_at && { confirmedAt: row.confirmed_at }),
      })),
      total,
      ...(capped && { capped: true as const }),
      page: query.page,
      pageSize: LIST_PAGE_SIZE,
    },
  };
}

/** The places of a list's open jobs: its type's, or its company's (search and places aside). */
export async function boardPlaces(db: pg.Pool, query: BoardQuery, now: Date): Promise<BoardPlaces> {
  const [countryRows, cityRows] = await Promise.all([
    read<{ name: string; jobs: number }>(db, countriesStatement(query, now)),
    read<{ name: string; jobs: number }>(db, citiesStatement(query, now)),
  ]);
  // In a reader's order, the one a browser's collator gives, so that the browser need not sort
  // them again (a phone's first collator costs it several milliseconds).
  const inReadingOrder = (rows: { name: string; jobs: number }[]) =>
    rows.sort((a, b) => comparePlaceNames(a.name, b.name));
  return { countries: inReadingOrder(countryRows), cities: inReadingOrder(cityRows) };
}

/** Where a network's searches are counted: Firestore, when there is one to reach. */
function limitsFirestore() {
  return firestoreReachable(process.env) ? adminFirestore('Counting searches') : null;
}

export async function serveSearchJobs(request: Request, response: Response): Promise<void> {
  const read = await readRequest(request, response);
  if (!read) return;
  const now = Date.now();
  const claim = await claimSearch(limitsFirestore(), request, now);
  if (!claim.allowed) {
    response.set('Retry-After', retryAfterSeconds(claim.retryAt, now));
    return refuse(response, 429, claim.message);
  }
  const [answer] = await Promise.all([
    searchBoard(read.db, read.query, new Date(now)),
    claim.recorded,
  ]);
  if (!answer.ok) return refuse(response, 400, answer.message);
  sendJson(response, answer.page);
}

export async function serveJobPlaces(request: Request, response: Response): Promise<void> {
  const read = await readRequest(request, response);
  if (!read) return;
  sendJson(response, await boardPlaces(read.db, read.query, new Date()));
}

/**
 * A statement the server cancelled at the pool's statement timeout (SQLSTATE 57014), or one whose
 * answer pg stopped waiting for (query_timeout).
 */
export function isSearchTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (error as { code?: unknown }).code === '57014' || error.message === 'Query read timeout';
}

export const SEARCH_TIMEOUT_MESSAGE =
  'This search took too long to answer. Add a word, a country or a city to narrow it, or try again in a moment.';

/** Answers a request whose search failed: 503, never kept by the CDN. */
export function failed(response: Response, error: unknown): void {
  if (isSearchTimeout(error)) {
    logger.warn(`A search outlasted its timeout: ${(error as Error).message}`);
    return refuse(response, 503, SEARCH_TIMEOUT_MESSAGE);
  }
  logger.error('A search failed', error);
  refuse(response, 503, 'Search failed on our side. Please try again in a moment.');
}

/**
 * Bounded cost: the CDN answers repeats, and every instance holds at most a few connections, so
 * a flood of distinct searches meets the instance cap, not the database's connection limit.
 */
const options: HttpsOptions = {
  cors: false,
  maxInstances: 20,
  memory: '256MiB',
  secrets: [...searchDatabaseSecrets(), ...callerSaltSecrets(process.env)],
};

export const searchJobs = onRequest(options, (request, response) =>
  serveSearchJobs(request, response).catch((error: unknown) => failed(response, error)),
);

export const jobPlaces = onRequest(options, (request, response) =>
  serveJobPlaces(request, response).catch((error: unknown) => failed(response, error)),
);
