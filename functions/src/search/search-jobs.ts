// GET /api/jobs/search → searchJobs and GET /api/jobs/places → jobPlaces, behind Hosting
// rewrites: one page of a list (its cards and how many match) and a type's countries and
// cities, answered from the search index with the list pages' own parameters. The CDN keeps
// an answer a minute; a bad query string is a 400 with one line saying what is wrong.
import {
  pageCountOf,
  parseBoardQuery,
  type BoardPage,
  type BoardPlaces,
  type BoardQuery,
} from '@portal/domain/jobs/board-query';
import { LIST_PAGE_SIZE } from '@portal/domain/constants';
import { comparePlaceNames } from '@portal/domain/jobs/job-search';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import type pg from 'pg';
import { searchDatabase, searchDatabaseSecrets } from './search-database';
import { citiesStatement, countriesStatement, countStatement, pageStatement } from './search-sql';

/**
 * The CDN serves repeats for a minute; a browser asks again each time (the CDN answers), so a
 * visitor who just posted or closed a job is not shown their own browser's older copy. The
 * service worker keeps the last answer for reading offline.
 */
export const SEARCH_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
const REFUSED_CACHE_CONTROL = 'public, max-age=300, s-maxage=600';

function refuse(response: Response, status: 400 | 405 | 503, message: string): void {
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
  type: BoardQuery['type'];
  created_at: Date;
  verified_domain: string;
}

/** One page of a board query, or a refusal for a page past the last. */
export async function searchBoard(
  db: pg.Pool,
  query: BoardQuery,
  now: Date,
): Promise<{ ok: true; page: BoardPage } | { ok: false; message: string }> {
  const count = countStatement(query, now);
  const pageSql = pageStatement(query, now);
  const [total, rows] =
    count && pageSql
      ? await Promise.all([
          db.query<{ total: number }>(count.text, count.values).then((r) => r.rows[0]!.total),
          db.query<CardRow>(pageSql.text, pageSql.values).then((r) => r.rows),
        ])
      : [0, []];
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
      })),
      total,
      page: query.page,
      pageSize: LIST_PAGE_SIZE,
    },
  };
}

export async function boardPlaces(db: pg.Pool, query: BoardQuery, now: Date): Promise<BoardPlaces> {
  const countries = countriesStatement(query, now);
  const cities = citiesStatement(query, now);
  const [countryRows, cityRows] = await Promise.all([
    db.query<{ name: string; jobs: number }>(countries.text, countries.values),
    db.query<{ name: string; jobs: number }>(cities.text, cities.values),
  ]);
  // In a reader's order, the one a browser's collator gives, so that the browser need not sort
  // them again (a phone's first collator costs it several milliseconds).
  const inReadingOrder = (rows: { name: string; jobs: number }[]) =>
    rows.sort((a, b) => comparePlaceNames(a.name, b.name));
  return { countries: inReadingOrder(countryRows.rows), cities: inReadingOrder(cityRows.rows) };
}

export async function serveSearchJobs(request: Request, response: Response): Promise<void> {
  const read = await readRequest(request, response);
  if (!read) return;
  const answer = await searchBoard(read.db, read.query, new Date());
  if (!answer.ok) return refuse(response, 400, answer.message);
  sendJson(response, answer.page);
}

export async function serveJobPlaces(request: Request, response: Response): Promise<void> {
  const read = await readRequest(request, response);
  if (!read) return;
  sendJson(response, await boardPlaces(read.db, read.query, new Date()));
}

function failed(response: Response, error: unknown): void {
  logger.error('A search failed', error);
  refuse(response, 503, 'Search failed on our side. Please try again in a moment.');
}

/**
 * Bounded cost: the CDN answers repeats, and every instance holds at most a few connections, so
 * a flood of distinct searches meets the instance cap, not the database's connection limit.
 */
const options = {
  cors: false,
  maxInstances: 20,
  memory: '256MiB',
  secrets: searchDatabaseSecrets(),
} as const;

export const searchJobs = onRequest(options, (request, response) =>
  serveSearchJobs(request, response).catch((error: unknown) => failed(response, error)),
);

export const jobPlaces = onRequest(options, (request, response) =>
  serveJobPlaces(request, response).catch((error: unknown) => failed(response, error)),
);
