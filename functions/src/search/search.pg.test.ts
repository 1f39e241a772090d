// The search index proven equal to domain's matcher, on the PostgreSQL DATABASE_URL names (npm
// test runs this on the embedded PGlite and on Debian's PostgreSQL 15): for a few hundred
// queries over a generated board of hostile and unicode text, the SQL finds exactly the jobs,
// in exactly the order, that job-search.ts does.
import type { BoardQuery } from '@portal/domain/jobs/board-query';
import { LIST_PAGE_SIZE } from '@portal/domain/constants';
import { isJobOpen, JOB_TYPES, type Job } from '@portal/domain/jobs/job';
import { comparePlaceNames, jobMatchesFilter, placeOf } from '@portal/domain/jobs/job-search';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRowOf, upsertSearchRows } from './index-jobs';
import { generateCorpus, generateQueries, PLACE_CHOICES } from './search-corpus';
import { boardPlaces, searchBoard } from './search-jobs';
import { ensureSearchSchema, SEARCH_FORMAT } from './search-schema';
import { indexedSearchText } from './search-text';
import { countStatement, SEARCH_COUNT_AHEAD } from './search-sql';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name the PostgreSQL to test (npm test -- search)');

const now = Date.now();
const corpus = generateCorpus(3000, now);
const db = new pg.Pool({ connectionString: url, max: 4 });

beforeAll(async () => {
  await ensureSearchSchema(db);
  await db.query('truncate job_search');
  for (let at = 0; at < corpus.length; at += 500) {
    await upsertSearchRows(db, corpus.slice(at, at + 500).map(searchRowOf));
  }
  // As a server that has seen the table grow would plan, not as for an empty one.
  await db.query('analyze job_search');
}, 120_000);

afterAll(() => db.end());

/** What domain says the list shows: open jobs of the type that match, newest first. */
function expected(query: BoardQuery): Job[] {
  const filter = { query: query.query, countries: query.countries, cities: query.cities };
  return corpus
    .filter(
      (job) => job.Type === query.type && isJobOpen(job, now) && jobMatchesFilter(job, filter),
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
}

const queries = generateQueries(300);

describe(`search on ${new URL(url).host}`, () => {
  it('has a corpus worth the name: many matches, many misses, every field hostile somewhere', () => {
    expect(corpus.length).toBe(3000);
    const hits = queries.map(
      (q) => expected({ type: 'Job', query: q, countries: [], cities: [], page: 1 }).length,
    );
    expect(hits.filter((n) => n === 0).length).toBeGreaterThan(10);
    expect(hits.filter((n) => n > LIST_PAGE_SIZE).length).toBeGreaterThan(10);
  });

  it('finds exactly what domain finds, in its order, for every query, type and place', async () => {
    const mismatches: string[] = [];
    for (const [index, q] of queries.entries()) {
      const places = PLACE_CHOICES[index % PLACE_CHOICES.length]!;
      const type = JOB_TYPES[index % 2]!;
      const query: BoardQuery = { type, query: q, ...places, page: 1 };
      const want = expected(query);
      const answer = await searchBoard(db, query, new Date(now));
      if (!answer.ok) throw new Error(answer.message);
      const got = answer.page.jobs.map((job) => job.id);
      const wanted = want.slice(0, LIST_PAGE_SIZE).map((job) => job.id);
      // A needle's count stops SEARCH_COUNT_AHEAD past the page (search-sql.ts); no query here
      // reaches it, so every total is checked exact (the next test checks the cap).
      const total = q.trim() ? Math.min(want.length, SEARCH_COUNT_AHEAD) : want.length;
      if (answer.page.total !== total || got.join() !== wanted.join()) {
        mismatches.push(
          `${JSON.stringify(q)} ${type} ${JSON.stringify(places)}: ${answer.page.total} ≠ ${total}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('counts a needle exactly up to its cap past the page asked, and the cap beyond it', async () => {
    const query: BoardQuery = { type: 'Job', query: 'a', countries: [], cities: [], page: 1 };
    const matches = expected(query).length;
    expect(matches).toBeGreaterThan(3 * LIST_PAGE_SIZE);
    const count = async (change: Partial<BoardQuery>, ahead: number) => {
      const statement = countStatement({ ...query, ...change }, new Date(now), ahead)!;
      const { rows } = await db.query<{ total: number }>(statement.text, statement.values);
      return rows[0]!.total;
    };
    expect(await count({}, 100)).toBe(100);
    expect(await count({ page: 2 }, 100)).toBe(LIST_PAGE_SIZE + 100);
    const last = Math.ceil(matches / LIST_PAGE_SIZE);
    expect(await count({ page: last }, 100)).toBe(matches);
    expect(await count({}, matches)).toBe(matches);
    expect(await count({}, matches - 1)).toBe(matches - 1);
    expect(await count({}, SEARCH_COUNT_AHEAD)).toBe(Math.min(matches, SEARCH_COUNT_AHEAD));
    // Without a needle the count reads no text and is exact whatever the cap.
    const board = expected({ ...query, query: '' }).length;
    expect(board).toBeGreaterThan(100);
    expect(await count({ query: '  ' }, 100)).toBe(board);
  });

  it('pages through a long answer without a gap or a repeat, and refuses a page past the last', async () => {
    const query: BoardQuery = { type: 'Job', query: 'a', countries: [], cities: [], page: 1 };
    const want = expected(query).map((job) => job.id);
    expect(want.length).toBeGreaterThan(2 * LIST_PAGE_SIZE);
    const pages = Math.ceil(want.length / LIST_PAGE_SIZE);
    const got: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const answer = await searchBoard(db, { ...query, page }, new Date(now));
      if (!answer.ok) throw new Error(answer.message);
      got.push(...answer.page.jobs.map((job) => job.id));
    }
    expect(got).toEqual(want);
    expect(await searchBoard(db, { ...query, page: pages + 1 }, new Date(now))).toEqual({
      ok: false,
      message: `page ${pages + 1} is past the last: this list has ${pages} pages.`,
    });
  });

  it('counts the places of open jobs as the Countries and Cities choices show them', async () => {
    const places = await boardPlaces(
      db,
      { type: 'Job', query: '', countries: ['India'], cities: [], page: 1 },
      new Date(now),
    );
    const open = corpus.filter((job) => job.Type === 'Job' && isJobOpen(job, now));
    const count = (values: string[]) => {
      const counts = new Map<string, number>();
      for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
      return counts;
    };
    const countries = count(open.map((job) => placeOf(job.Country)));
    const cities = count(
      open.filter((job) => placeOf(job.Country) === 'India').map((job) => placeOf(job.City)),
    );
    expect(new Map(places.countries.map(({ name, jobs }) => [name, jobs]))).toEqual(countries);
    expect(new Map(places.cities.map(({ name, jobs }) => [name, jobs]))).toEqual(cities);
    // In the order a reader's collator gives, which the browser shows without sorting again.
    expect(places.countries.map(({ name }) => name)).toEqual(
      [...countries.keys()].sort(comparePlaceNames),
    );
    expect(places.cities.map(({ name }) => name)).toEqual(
      [...cities.keys()].sort(comparePlaceNames),
    );
  });

  it('leaves the table standing whatever the search: hostile text is only ever text', async () => {
    for (const q of ["'; drop table job_search; --", "%'; delete from job_search; --", '\\'])
      await searchBoard(
        db,
        { type: 'Job', query: q, countries: [q], cities: [q], page: 1 },
        new Date(now),
      );
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from job_search');
    expect(rows[0]!.n).toBe(corpus.length);
  });
});

describe('an index written in an older format', () => {
  it('is rewritten in place: every row as this format writes it, the watermark kept', async () => {
    // A schema of its own, so the board above stays as it is.
    const client = await db.connect();
    const jobs = corpus.slice(0, 40);
    const texts = async () =>
      (
        await client.query<{ id: string; search_text: string }>(
          'select id, search_text from job_search order by id',
        )
      ).rows;
    const expectedTexts = jobs
      .map((job) => ({ id: job.id, search_text: indexedSearchText(job) }))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    try {
      await client.query(
        'drop schema if exists format_test cascade; create schema format_test; set search_path to format_test, public',
      );
      await ensureSearchSchema(client);
      await upsertSearchRows(client, jobs.map(searchRowOf));
      await client.query("insert into search_watermark (name, updated_at) values ('jobs', now())");
      // As format 1 wrote them: domain's text alone, without the type before it.
      await client.query(
        'update job_search set search_text = substr(search_text, position(chr(1) in search_text) + 1)',
      );
      expect(await texts()).not.toEqual(expectedTexts);
      await client.query('update search_format set version = 1');

      await ensureSearchSchema(client);
      expect(await texts()).toEqual(expectedTexts);
      const { rows } = await client.query<{ version: number }>('select version from search_format');
      expect(rows).toEqual([{ version: SEARCH_FORMAT }]);
      const watermarks = await client.query('select 1 from search_watermark');
      expect(watermarks.rowCount).toBe(1);

      // Once, however often it runs.
      await client.query('update search_format set version = 1');
      await ensureSearchSchema(client);
      expect(await texts()).toEqual(expectedTexts);
    } finally {
      await client.query('reset search_path; drop schema if exists format_test cascade');
      client.release();
    }
  });
});
