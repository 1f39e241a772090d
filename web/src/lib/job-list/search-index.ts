// The search index's two answers, read over HTTP: a page of a list (GET /api/jobs/search) and a
// type's countries and cities (GET /api/jobs/places). Both are checked with domain's schemas, so
// a broken or forged answer is an error, never a half-drawn list. Each answer is also cached in
// Cache Storage, so a list once seen reads again with no network (its offline copy). These are
// the query functions of use-job-list.ts and use-places.ts, whose cache is TanStack Query's.
import {
  boardQueryString,
  BoardPageSchema,
  BoardPlacesSchema,
  cardOf,
  type BoardPage,
  type BoardPlaces,
  type BoardQuery,
} from '@portal/domain/jobs/board-query';
import type { z } from 'zod';
import { takePrefetched } from './prefetch-first-page';

/** The function refused the query (a 400): its one line says why, for the page to show. */
export class BoardQueryRefusedError extends Error {
  override name = 'BoardQueryRefusedError';
}

/**
 * Search answered that it cannot now: too many searches from this network (429), or this one
 * took too long (503). Its one line says so and what to do, for the list to show.
 */
export class SearchBusyError extends Error {
  override name = 'SearchBusyError';
}

/** No answer: no network, or the function failed. The list says to try again. */
export class SearchUnreachableError extends Error {
  override name = 'SearchUnreachableError';
}

/** A search cannot run here: no connection (or offline mode, which never has one), no copy. */
export class SearchNeedsConnectionError extends Error {
  override name = 'SearchNeedsConnectionError';
}

export interface ReadOptions {
  signal?: AbortSignal;
  /**
   * With no network: read only the offline copy of an earlier answer (a fetch that cannot
   * succeed would only log a failure).
   */
  cachedOnly?: boolean;
}

/**
 * The answers this browser has had, cached in Cache Storage so that a list once seen can be read
 * again with no network, whether or not a service worker runs yet: the newest 100.
 */
const CACHED_ANSWERS = 'job-lists';
const MAX_CACHED_ANSWERS = 100;

const hasCacheStorage = () => typeof caches !== 'undefined';
const absolute = (path: string) => new URL(path, window.location.origin).href;

async function cacheAnswer(path: string, response: Response): Promise<void> {
  const cache = await caches.open(CACHED_ANSWERS);
  const url = absolute(path);
  // Put again at the end, so the oldest-first key order says which answer is least recent.
  await cache.delete(url);
  await cache.put(url, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, -MAX_CACHED_ANSWERS).map((key) => cache.delete(key)));
}

async function cachedAnswer(path: string): Promise<Response> {
  const hit = hasCacheStorage() ? await caches.match(absolute(path)) : undefined;
  if (!hit) throw new SearchUnreachableError(`No network, and no copy of ${path}`);
  return hit;
}

/** The first line of an answer's text, as long as a list shows one. */
const firstLine = async (response: Response) =>
  (await response.text()).split('\n')[0]!.slice(0, 300);

async function getJson<T>(
  path: string,
  schema: z.ZodType<T>,
  { signal, cachedOnly = false }: ReadOptions = {},
): Promise<T> {
  let response: Response;
  let cached = cachedOnly;
  try {
    response = cachedOnly
      ? await cachedAnswer(path)
      : await (takePrefetched(path) ??
          fetch(path, { signal, headers: { Accept: 'application/json' } }));
  } catch (error) {
    if (error instanceof SearchUnreachableError) throw error;
    if (signal?.aborted) throw error;
    // No answer at all: the network is gone, whatever navigator.onLine says (it says online
    // behind a captive portal, on a connection that carries nothing, and under some browsers'
    // offline emulation). The offline copy of an earlier answer stands in, when there is one.
    response = await cachedAnswer(path).catch(() => {
      throw new SearchUnreachableError(`No answer from ${path}`, { cause: error });
    });
    cached = true;
  }
  if (response.status === 400) {
    throw new BoardQueryRefusedError((await firstLine(response)) || 'This search cannot be run.');
  }
  if (response.status === 429 || response.status === 503) {
    const line = response.headers.get('Content-Type')?.startsWith('text/plain')
      ? await firstLine(response)
      : '';
    if (line) throw new SearchBusyError(line);
  }
  if (!response.ok) throw new SearchUnreachableError(`${path} answered ${response.status}`);
  if (!cached && hasCacheStorage()) {
    // Cached on the side: a failure to cache it costs only the offline copy.
    cacheAnswer(path, response.clone()).catch(() => {});
  }
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new SearchUnreachableError(`${path} answered something unreadable`);
  return parsed.data;
}

const searchPath = (query: BoardQuery) => `/api/jobs/search?${boardQueryString(query)}`;

/**
 * One page of a list. With no network, a page never cached here cannot be read: that is said as
 * SearchNeedsConnectionError, which the list explains (and offers the saved jobs).
 */
export async function fetchListPage(query: BoardQuery, options?: ReadOptions): Promise<BoardPage> {
  try {
    return await getJson(searchPath(query), BoardPageSchema, options);
  } catch (error) {
    const offline = options?.cachedOnly || !navigator.onLine;
    if (offline && (error as Error).name === 'SearchUnreachableError') {
      throw new SearchNeedsConnectionError((error as Error).message, { cause: error });
    }
    throw error;
  }
}

/**
 * Caches a page of a list that came from elsewhere than a fetch: the one the server rendered,
 * the live one Firestore's server sent. The offline copy of a list is the newest page of it this
 * browser has had, whichever source answered: with no network it is read back as fetchListPage's
 * answer, whatever Firestore's cache holds by then. Only the cards' fields are cached.
 */
export async function cacheListPage(query: BoardQuery, page: BoardPage): Promise<void> {
  if (!hasCacheStorage()) return;
  // The card's fields only (domain's cardOf): a live page's jobs are whole documents.
  const cards = page.jobs.map(cardOf);
  const answer = new Response(JSON.stringify({ ...page, jobs: cards }), {
    headers: { 'Content-Type': 'application/json' },
  });
  await cacheAnswer(searchPath(query), answer);
}

/**
 * The places of a type's open jobs (or a company's); the cities only of `countries` when some
 * are chosen.
 */
export function fetchPlaces(
  query: Pick<BoardQuery, 'type' | 'countries' | 'company'>,
  signal?: AbortSignal,
): Promise<BoardPlaces> {
  const search = boardQueryString({ ...query, query: '', cities: [], page: 1 });
  return getJson(`/api/jobs/places?${search}`, BoardPlacesSchema, { signal });
}
