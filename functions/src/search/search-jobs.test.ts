// searchBoard's reading of the index's answers, on a pool that records what it is asked: a
// search's count at and past what a search shows, a page past the last asked of the board, and
// what a failed search answers. The SQL itself is proven on PostgreSQL (search.pg.test.ts).
import {
  MAX_SEARCH_PAGE,
  MAX_SEARCH_RESULTS,
  pastSearchPagesMessage,
  type BoardQuery,
} from '@portal/domain/jobs/board-query';
import { logger } from 'firebase-functions';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorder } from '#src/test/http-stubs';
import { READ_TIMEOUT_MS } from './search-database';
import { failed, isSearchTimeout, SEARCH_TIMEOUT_MESSAGE, searchBoard } from './search-jobs';

const now = new Date('2026-11-25T12:00:00Z');
const query = (change: Partial<BoardQuery> = {}): BoardQuery => ({
  type: 'Job',
  query: 'e',
  countries: [],
  cities: [],
  page: 1,
  ...change,
});

const card = (n: number) => ({
  id: `job-${n}`,
  title: `Job ${n}`,
  company: 'Acme',
  country: '',
  city: '',
  type: 'Job',
  created_at: new Date(now.getTime() - n * 1000),
  verified_domain: '',
  pay_text: n % 2 ? '₹25,000 a month' : null,
});

/** A pool answering each statement with `answer(text)`, and the statements it was asked. */
function fakePool(answer: (text: string) => unknown[]) {
  const asked: { text: string; query_timeout?: number }[] = [];
  const pool = {
    query: (config: { text: string; query_timeout?: number }) => {
      asked.push(config);
      return Promise.resolve({ rows: answer(config.text) });
    },
  } as unknown as pg.Pool;
  return { pool, asked };
}

/** The search statement's rows: the page's cards, each with the count. */
const searchRows = (counted: number, cards: number) =>
  cards === 0
    ? [{ total: counted, ...Object.fromEntries(Object.keys(card(0)).map((key) => [key, null])) }]
    : Array.from({ length: cards }, (_, n) => ({ total: counted, ...card(n) }));

describe('searchBoard', () => {
  it('gives a card the pay its row keeps, and none where the row has none yet', async () => {
    const { pool } = fakePool(() => searchRows(2, 2));
    const answer = await searchBoard(pool, query(), now);
    expect(answer.ok && answer.page.jobs.map((job) => job.Salary)).toEqual([
      undefined,
      '₹25,000 a month',
    ]);
  });

  it('counts a search exactly up to what a search shows', async () => {
    const { pool, asked } = fakePool(() => searchRows(MAX_SEARCH_RESULTS, 90));
    const answer = await searchBoard(pool, query(), now);
    expect(answer).toMatchObject({ ok: true, page: { total: MAX_SEARCH_RESULTS, page: 1 } });
    expect(answer.ok && 'capped' in answer.page).toBe(false);
    // One statement, waited for no longer than the read timeout.
    expect(asked).toHaveLength(1);
    expect(asked[0]!.query_timeout).toBe(READ_TIMEOUT_MS);
  });

  it('says "more" past it, and shows its last page', async () => {
    const { pool } = fakePool(() => searchRows(MAX_SEARCH_RESULTS + 1, 90));
    expect(await searchBoard(pool, query({ page: MAX_SEARCH_PAGE }), now)).toMatchObject({
      ok: true,
      page: { total: MAX_SEARCH_RESULTS, capped: true, page: MAX_SEARCH_PAGE },
    });
  });

  it('refuses a search’s page past the last it shows without asking the index', async () => {
    const { pool, asked } = fakePool(() => []);
    expect(await searchBoard(pool, query({ page: MAX_SEARCH_PAGE + 1 }), now)).toEqual({
      ok: false,
      message: pastSearchPagesMessage(MAX_SEARCH_PAGE + 1),
    });
    expect(asked).toEqual([]);
  });

  it('refuses a page past a search’s matches, counting them from the one row it gets', async () => {
    const { pool } = fakePool(() => searchRows(100, 0));
    expect(await searchBoard(pool, query({ page: 3 }), now)).toEqual({
      ok: false,
      message: 'page 3 is past the last: this list has 2 pages.',
    });
    const none = await searchBoard(fakePool(() => searchRows(0, 0)).pool, query(), now);
    expect(none).toMatchObject({ ok: true, page: { jobs: [], total: 0 } });
  });

  it('reads a page of the board past the last only as far as its count', async () => {
    const { pool, asked } = fakePool((text) =>
      text.includes('count(*)') ? [{ total: 200 }] : [card(1)],
    );
    expect(await searchBoard(pool, query({ query: '', page: 4 }), now)).toEqual({
      ok: false,
      message: 'page 4 is past the last: this list has 3 pages.',
    });
    expect(asked).toHaveLength(1);
    const last = await searchBoard(pool, query({ query: '', page: 3 }), now);
    expect(last).toMatchObject({ ok: true, page: { total: 200, jobs: [{ id: 'job-1' }] } });
  });
});

describe('a failed search', () => {
  // Each failure is logged; here the log is no news.
  beforeEach(() => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    vi.spyOn(logger, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const timedOut = Object.assign(new Error('canceling statement due to statement timeout'), {
    code: '57014',
  });

  it('knows a timeout, the server’s or the client’s, from other failures', () => {
    expect(isSearchTimeout(timedOut)).toBe(true);
    expect(isSearchTimeout(new Error('Query read timeout'))).toBe(true);
    expect(isSearchTimeout(new Error('connection refused'))).toBe(false);
    expect(isSearchTimeout('57014')).toBe(false);
  });

  it('answers 503 saying why, which no cache keeps', () => {
    const timeout = recorder();
    failed(timeout.response, timedOut);
    expect(timeout.sent).toMatchObject({ status: 503, body: SEARCH_TIMEOUT_MESSAGE });
    expect(timeout.sent.headers['cache-control']).toBe('no-store');
    const broken = recorder();
    failed(broken.response, new Error('connection refused'));
    expect(broken.sent).toMatchObject({
      status: 503,
      body: 'Search failed on our side. Please try again in a moment.',
    });
    expect(broken.sent.headers['cache-control']).toBe('no-store');
  });
});
