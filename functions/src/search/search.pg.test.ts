// The search index proven equal to domain's matcher, on the PostgreSQL DATABASE_URL names (npm
// test runs this on the embedded PGlite and on Debian's PostgreSQL 15): for a few hundred
// queries over a generated board of hostile and unicode text, the SQL finds exactly the jobs,
// in exactly the order, that job-search.ts does; and so for companies' lists, whatever the
// spelling of their name, of both types.
import {
  listOrder,
  MAX_SEARCH_PAGE,
  MAX_SEARCH_RESULTS,
  pastSearchPagesMessage,
  type BoardQuery,
} from '@portal/domain/jobs/board-query';
import { LIST_PAGE_SIZE } from '@portal/domain/constants';
import { isJobOpen, JOB_TYPES, type Job } from '@portal/domain/jobs/job';
import { companySlug } from '@portal/domain/jobs/company';
import { comparePlaceNames, createJobMatcher, placeOf } from '@portal/domain/jobs/job-search';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillCompanySlugs,
  fillKnownOpen,
  fillPay,
  searchRowOf,
  upsertSearchRows,
} from './index-jobs';
import {
  generateCorpus,
  generateQueries,
  PAY_CHOICES,
  PLACE_CHOICES,
  SORT_CHOICES,
} from '#test/search-corpus';
import { recorder } from '#src/test/http-stubs';
import { closeSearchDatabase, searchDatabase, STATEMENT_TIMEOUT_MS } from './search-database';
import {
  boardPlaces,
  failed,
  isSearchTimeout,
  SEARCH_TIMEOUT_MESSAGE,
  searchBoard,
} from './search-jobs';
import { ensureSearchSchema, SEARCH_FORMAT } from './search-schema';
import { indexedSearchText } from './search-text';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL must name the PostgreSQL to test (npm test -- search)');

const now = Date.now();
// Enough that the commonest needles match more open jobs of a type than a search shows.
const corpus = generateCorpus(4000, now);

/**
 * Companies' jobs: the corpus's text and places under one company's several spellings, so that
 * a list of one company holds jobs of both types, open and not, in every place; one company
 * with more open jobs than a search shows, a few with some, and names close to theirs that are
 * other companies.
 */
const COMPANIES: { names: string[]; jobs: number }[] = [
  {
    names: ['Infosys Pvt. Ltd.', 'INFOSYS LIMITED', 'infosys', ' Infosys, Inc. ', 'Infosys Ltd'],
    jobs: 2000,
  },
  { names: ['Société Générale', 'SOCIETE GENERALE', 'société générale ltd.'], jobs: 150 },
  { names: ['Tiny Works & Co', 'tiny works'], jobs: 7 },
  { names: ['Infosys BPM', 'Infosys 2'], jobs: 60 },
];
const companyJobs: Job[] = COMPANIES.flatMap(({ names, jobs }, c) =>
  corpus.slice(c * 500, c * 500 + jobs).map((job, i) => ({
    ...job,
    id: `company-${c}-${String(i).padStart(5, '0')}`,
    Company: names[i % names.length]!,
  })),
);
/** Every job the index holds: the corpus and the companies' jobs. */
const indexed = [...corpus, ...companyJobs];
const db = new pg.Pool({ connectionString: url, max: 4 });

beforeAll(async () => {
  await ensureSearchSchema(db);
  await db.query('truncate job_search');
  for (let at = 0; at < indexed.length; at += 500) {
    await upsertSearchRows(db, indexed.slice(at, at + 500).map(searchRowOf));
  }
  // As a server that has seen the table grow would plan, not as for an empty one.
  await db.query('analyze job_search');
}, 120_000);

afterAll(async () => {
  await db.end();
  await closeSearchDatabase();
});

/** Domain's matcher over the board, each job's search text made once. */
const matcher = createJobMatcher(indexed);

const companyMatchers = new Map<string, typeof matcher>();

/**
 * Domain's matcher over the jobs whose company has this slug, which answers a company's list as
 * the board's does (it checks the company all the same), in a fraction of the time.
 */
function companyMatcher(slug: string): typeof matcher {
  let found = companyMatchers.get(slug);
  if (!found) {
    found = createJobMatcher(indexed.filter((job) => companySlug(job.Company) === slug));
    companyMatchers.set(slug, found);
  }
  return found;
}

/**
 * What domain says the list shows: open jobs of the type (either, with none) that match, in the
 * list's order (newest posted first, or with sort=confirmed newest confirmed open first).
 */
function expected(query: BoardQuery): Job[] {
  const ofType = (job: Job) => query.type === null || job.Type === query.type;
  const among = query.company ? companyMatcher(query.company) : matcher;
  return among(query, (job) => ofType(job) && isJobOpen(job, now)).sort(listOrder(query));
}

const queries = generateQueries(300);

const NO_PLACES = { countries: [], cities: [] };
/** One and two characters beyond the corpus's queries: common, rare, absent and odd. */
const SHORT_NEEDLES = [
  ...['o', 'n', 't', 'in', 'er', 'an', 'ó', 'é', 'ü', 'qj', 'xq', '#', '₹₹', '9', '0'],
  ...['.', '-', '日', 'Ǆ', 'Σ', 'ς'],
];

/** The total and `capped` a search answers with when `matches` jobs match. */
function shownTotal(query: Pick<BoardQuery, 'query'>, matches: number) {
  if (!query.query.trim()) return { total: matches, capped: false };
  return { total: Math.min(matches, MAX_SEARCH_RESULTS), capped: matches > MAX_SEARCH_RESULTS };
}

describe(`search on ${new URL(url).host}`, () => {
  it('has a corpus worth the name: many matches, many misses, every field hostile somewhere', () => {
    expect(corpus.length).toBe(4000);
    const hits = queries.map(
      (q) => expected({ type: 'Job', query: q, countries: [], cities: [], page: 1 }).length,
    );
    expect(hits.filter((n) => n === 0).length).toBeGreaterThan(10);
    expect(hits.filter((n) => n > LIST_PAGE_SIZE).length).toBeGreaterThan(10);
  });

  it('finds exactly what domain finds, in its order, for every query, type, place, pay and order', async () => {
    const mismatches: string[] = [];
    for (const [index, q] of queries.entries()) {
      const places = PLACE_CHOICES[index % PLACE_CHOICES.length]!;
      const pay = PAY_CHOICES[index % PAY_CHOICES.length]!;
      const type = JOB_TYPES[index % 2]!;
      // Both orders for both types.
      const sort = SORT_CHOICES[Math.floor(index / 2) % SORT_CHOICES.length]!;
      const query: BoardQuery = { type, query: q, ...places, ...pay, ...sort, page: 1 };
      const want = expected(query);
      const answer = await searchBoard(db, query, new Date(now));
      if (!answer.ok) throw new Error(answer.message);
      const got = answer.page.jobs.map((job) => job.id);
      const wanted = want.slice(0, LIST_PAGE_SIZE).map((job) => job.id);
      const { total, capped } = shownTotal(query, want.length);
      if (
        answer.page.total !== total ||
        (answer.page.capped ?? false) !== capped ||
        got.join() !== wanted.join()
      ) {
        mismatches.push(
          `${JSON.stringify(q)} ${type} ${JSON.stringify({ ...places, ...pay, ...sort })}: ${answer.page.total} ≠ ${total}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('finds exactly what domain finds for one and two characters, on every page a search shows', async () => {
    // No trigram index serves them: the common ones are found by walking the newest first, the
    // rare and absent ones by one read of the text. Both must answer as domain does.
    const shortNeedles = [
      ...new Set([...queries, ...SHORT_NEEDLES].filter((q) => [...q.trim()].length <= 2)),
    ].filter((q) => q.trim() !== '');
    expect(shortNeedles.length).toBeGreaterThan(60);
    const mismatches: string[] = [];
    let capped = 0;
    for (const [index, q] of shortNeedles.entries()) {
      const places = index % 3 === 0 ? PLACE_CHOICES[index % PLACE_CHOICES.length]! : NO_PLACES;
      const type = JOB_TYPES[index % 2]!;
      // A common needle walks the list's order until it has enough: either order's.
      const sort = SORT_CHOICES[Math.floor(index / 2) % SORT_CHOICES.length]!;
      const want = expected({ type, query: q, ...places, ...sort, page: 1 }).map((job) => job.id);
      const shown = shownTotal({ query: q }, want.length);
      if (shown.capped) capped += 1;
      const last = Math.min(MAX_SEARCH_PAGE, Math.max(1, Math.ceil(want.length / LIST_PAGE_SIZE)));
      // Every page for some, the first two and the last for the rest.
      const pages =
        index % 4 === 0
          ? Array.from({ length: last }, (_, i) => i + 1)
          : [...new Set([1, 2, last])];
      for (const page of pages.filter((p) => p <= last)) {
        const answer = await searchBoard(
          db,
          { type, query: q, ...places, ...sort, page },
          new Date(now),
        );
        const where = `${JSON.stringify(q)} ${type} ${JSON.stringify({ ...places, ...sort })} page ${page}`;
        if (!answer.ok) {
          mismatches.push(`${where}: ${answer.message}`);
          continue;
        }
        const got = answer.page.jobs.map((job) => job.id).join();
        const wanted = want.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE).join();
        if (answer.page.total !== shown.total || (answer.page.capped ?? false) !== shown.capped) {
          mismatches.push(`${where}: ${answer.page.total} ≠ ${shown.total}`);
        } else if (got !== wanted) mismatches.push(`${where}: other jobs`);
      }
    }
    expect(mismatches).toEqual([]);
    // Many matched more than a search shows, and were read to its last page.
    expect(capped).toBeGreaterThan(5);
  }, 120_000);

  it('shows a search to its last page, says when more match, and refuses the page past it', async () => {
    const query: BoardQuery = { type: 'Job', query: 'a', countries: [], cities: [], page: 1 };
    const want = expected(query).map((job) => job.id);
    expect(want.length).toBeGreaterThan(MAX_SEARCH_RESULTS);
    const got: string[] = [];
    for (let page = 1; page <= MAX_SEARCH_PAGE; page++) {
      const answer = await searchBoard(db, { ...query, page }, new Date(now));
      if (!answer.ok) throw new Error(answer.message);
      expect(answer.page).toMatchObject({ total: MAX_SEARCH_RESULTS, capped: true, page });
      got.push(...answer.page.jobs.map((job) => job.id));
    }
    expect(got).toEqual(want.slice(0, MAX_SEARCH_RESULTS));
    expect(await searchBoard(db, { ...query, page: MAX_SEARCH_PAGE + 1 }, new Date(now))).toEqual({
      ok: false,
      message: pastSearchPagesMessage(MAX_SEARCH_PAGE + 1),
    });
    // The board without a search is no search: every page of it stays reachable, counted exactly.
    const board = expected({ ...query, query: '' }).map((job) => job.id);
    const last = Math.ceil(board.length / LIST_PAGE_SIZE);
    expect(last).toBeGreaterThan(MAX_SEARCH_PAGE);
    const end = await searchBoard(db, { ...query, query: ' ', page: last }, new Date(now));
    expect(end).toMatchObject({ ok: true, page: { total: board.length } });
    expect(end.ok && end.page.jobs.map((job) => job.id)).toEqual(
      board.slice((last - 1) * LIST_PAGE_SIZE),
    );
    expect(end.ok && end.page.capped).toBeUndefined();
  });

  it('pages through a long answer without a gap or a repeat, and refuses a page past the last', async () => {
    const query: BoardQuery = { type: 'Job', query: 'data', countries: [], cities: [], page: 1 };
    const want = expected(query).map((job) => job.id);
    expect(want.length).toBeGreaterThan(2 * LIST_PAGE_SIZE);
    expect(want.length).toBeLessThanOrEqual(MAX_SEARCH_RESULTS);
    const pages = Math.ceil(want.length / LIST_PAGE_SIZE);
    const got: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const answer = await searchBoard(db, { ...query, page }, new Date(now));
      if (!answer.ok) throw new Error(answer.message);
      expect(answer.page.total).toBe(want.length);
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
    const open = indexed.filter((job) => job.Type === 'Job' && isJobOpen(job, now));
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

  /**
   * Every page of `query` as the index answers it, against domain's list: what differs, page by
   * page, and how many pages there were.
   */
  async function everyPage(query: BoardQuery, name: string) {
    const mismatches: string[] = [];
    const want = expected(query).map((job) => job.id);
    const pages = Math.max(1, Math.ceil(want.length / LIST_PAGE_SIZE));
    for (let page = 1; page <= pages; page++) {
      const answer = await searchBoard(db, { ...query, page }, new Date(now));
      const where = `${name} page ${page}`;
      if (!answer.ok) {
        mismatches.push(`${where}: ${answer.message}`);
        continue;
      }
      const got = answer.page.jobs.map((job) => job.id).join();
      const wanted = want.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE).join();
      if (answer.page.total !== want.length || answer.page.capped) {
        mismatches.push(`${where}: ${answer.page.total} ≠ ${want.length}`);
      } else if (got !== wanted) mismatches.push(`${where}: other jobs`);
    }
    return { mismatches, pages };
  }

  it('lists by pay as domain does, without a search: every page, counted exactly', async () => {
    const mismatches: string[] = [];
    let paging = 0;
    for (const [index, pay] of PAY_CHOICES.entries()) {
      for (const type of JOB_TYPES) {
        const places = PLACE_CHOICES[index % 3]!;
        const query: BoardQuery = { type, query: '', ...places, ...pay, page: 1 };
        const checked = await everyPage(query, `${type} ${JSON.stringify({ ...places, ...pay })}`);
        mismatches.push(...checked.mismatches);
        if (checked.pages > 1) paging += 1;
      }
    }
    expect(mismatches).toEqual([]);
    expect(paging).toBeGreaterThan(3);
  }, 120_000);

  it('has a pay dimension worth the name: each filter keeps some jobs and drops others', () => {
    const all = expected({ type: 'Job', query: '', countries: [], cities: [], page: 1 }).length;
    for (const pay of PAY_CHOICES.slice(2, 6)) {
      const kept = expected({ type: 'Job', query: '', countries: [], cities: [], ...pay, page: 1 });
      expect(kept.length, JSON.stringify(pay)).toBeGreaterThan(LIST_PAGE_SIZE);
      expect(kept.length, JSON.stringify(pay)).toBeLessThan(all);
    }
    const none = { type: 'Job' as const, query: '', countries: [], cities: [], page: 1 };
    expect(expected({ ...none, ...PAY_CHOICES.at(-1)! })).toEqual([]);
  });

  it('shows each card’s pay as its job says it', async () => {
    const answer = await searchBoard(
      db,
      { type: 'Job', query: '', countries: [], cities: [], showsPay: true, page: 1 },
      new Date(now),
    );
    if (!answer.ok) throw new Error(answer.message);
    const byId = new Map(indexed.map((job) => [job.id, job]));
    expect(answer.page.jobs.length).toBe(LIST_PAGE_SIZE);
    for (const card of answer.page.jobs) {
      expect(card.Salary ?? '').toBe(byId.get(card.id)!.Salary ?? '');
    }
  });

  it('lists newest confirmed open first as domain does, without a search: every page, counted exactly', async () => {
    const mismatches: string[] = [];
    const lists: BoardQuery[] = [
      ...JOB_TYPES.flatMap((type) =>
        [NO_PLACES, ...PLACE_CHOICES.slice(0, 3)].map((places, i) => ({
          type,
          query: '',
          ...places,
          ...PAY_CHOICES[i * 2]!,
          page: 1,
        })),
      ),
      // A company's list, of both types.
      { type: null, query: '', ...NO_PLACES, company: 'infosys', page: 1 },
    ];
    for (const list of lists) {
      const query: BoardQuery = { ...list, sort: 'confirmed' };
      mismatches.push(...(await everyPage(query, JSON.stringify(list))).mismatches);
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('has an order worth the name: confirmed jobs move up, ties by id in both orders', () => {
    const board = { type: 'Job' as const, query: '', ...NO_PLACES, page: 1 };
    const posted = expected(board).map((job) => job.id);
    const confirmed = expected({ ...board, sort: 'confirmed' }).map((job) => job.id);
    expect(confirmed.slice(0, LIST_PAGE_SIZE)).not.toEqual(posted.slice(0, LIST_PAGE_SIZE));
    expect([...confirmed].sort()).toEqual([...posted].sort());
    const open = expected(board);
    const known = (job: Job) => (job.confirmedAt ?? job.createdAt).getTime();
    expect(open.filter((job) => job.confirmedAt).length).toBeGreaterThan(LIST_PAGE_SIZE);
    // Jobs known open at the same moment, one by its posting and one by its confirmation.
    const times = new Map<number, Job[]>();
    for (const job of open) times.set(known(job), [...(times.get(known(job)) ?? []), job]);
    const mixed = [...times.values()].filter(
      (jobs) => jobs.some((job) => job.confirmedAt) && jobs.some((job) => !job.confirmedAt),
    );
    expect(mixed.length).toBeGreaterThan(5);
  });

  it('says on each card when its job was confirmed open, as the job says it', async () => {
    const answer = await searchBoard(
      db,
      { type: 'Job', query: '', ...NO_PLACES, sort: 'confirmed', page: 1 },
      new Date(now),
    );
    if (!answer.ok) throw new Error(answer.message);
    const byId = new Map(indexed.map((job) => [job.id, job]));
    expect(answer.page.jobs.filter((card) => card.confirmedAt).length).toBeGreaterThan(10);
    for (const card of answer.page.jobs) {
      expect(card.confirmedAt?.getTime()).toBe(byId.get(card.id)!.confirmedAt?.getTime());
    }
  });

  it('leaves the table standing whatever the search: hostile text is only ever text', async () => {
    for (const q of ["'; drop table job_search; --", "%'; delete from job_search; --", '\\'])
      await searchBoard(
        db,
        { type: 'Job', query: q, countries: [q], cities: [q], page: 1 },
        new Date(now),
      );
    // A company the schema would refuse, as a caller that builds its own query might send it:
    // matched as text, never as a pattern.
    for (const company of ['%', '_', 'infosys%', "'; drop table job_search; --"]) {
      const answer = await searchBoard(
        db,
        { type: null, query: '', countries: [], cities: [], company, page: 1 },
        new Date(now),
      );
      expect(answer, company).toMatchObject({ ok: true, page: { total: 0, jobs: [] } });
    }
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from job_search');
    expect(rows[0]!.n).toBe(indexed.length);
  });
});

/** The slugs whose lists are asked for: ours, and names in the corpus spelled more than one way. */
const companySlugs = (() => {
  const spellings = new Map<string, Set<string>>();
  for (const job of corpus) {
    const slug = companySlug(job.Company);
    spellings.set(slug, (spellings.get(slug) ?? new Set()).add(job.Company));
  }
  const spelledMany = [...spellings]
    .filter(([slug, names]) => slug !== '' && names.size > 1)
    .sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1))
    .slice(0, 6)
    .map(([slug]) => slug);
  const ours = COMPANIES.flatMap(({ names }) => names.map(companySlug));
  return [...new Set([...ours, ...spelledMany, 'no-such-company'])];
})();

/** Needles for a company's list: none, common, rare, absent, its own name, its types', odd. */
const COMPANY_NEEDLES = [
  ...['', ' ', 'e', 'a', 'in', 'data', 'react', 'qj', 'ó', 'infosys', 'générale', 'tiny'],
  ...['job', 'jo', 'intern', 'SHIP', '%', '_', '\\', '🚀', 'ß', 'müller', 'works &', '\u0001'],
];

describe(`a company's list on ${new URL(url).host}`, () => {
  it('has companies worth the name: spellings of one, both types, more than a search shows', () => {
    expect(companySlugs.slice(0, 3)).toEqual(['infosys', 'societe-generale', 'tiny-works']);
    const infosys = expected({ type: null, query: '', ...NO_PLACES, company: 'infosys', page: 1 });
    expect(infosys.length).toBeGreaterThan(MAX_SEARCH_RESULTS);
    expect(new Set(infosys.map((job) => job.Type))).toEqual(new Set(JOB_TYPES));
    expect(new Set(infosys.map((job) => job.Company)).size).toBe(5);
    // The corpus's own names, spelled more than one way, are among those asked for.
    expect(companySlugs.length).toBeGreaterThan(8);
  });

  it('finds exactly what domain finds for each company, of either type or both, with a search and places', async () => {
    const mismatches: string[] = [];
    let asked = 0;
    let found = 0;
    for (const [c, company] of companySlugs.entries()) {
      for (const [t, type] of [null, ...JOB_TYPES].entries()) {
        for (const [n, q] of COMPANY_NEEDLES.entries()) {
          // None, 'e' and ' ' for every list, each other needle for every third.
          if (n > 2 && (n + c + t) % 3 !== 0) continue;
          const places = PLACE_CHOICES[(c + n) % PLACE_CHOICES.length]!;
          for (const chosen of n % 3 === 0 ? [NO_PLACES, places] : [places]) {
            const query: BoardQuery = { type, query: q, ...chosen, company, page: 1 };
            const want = expected(query).map((job) => job.id);
            const answer = await searchBoard(db, query, new Date(now));
            const where = `${company} ${type} ${JSON.stringify(q)} ${JSON.stringify(chosen)}`;
            asked += 1;
            found += want.length;
            if (!answer.ok) {
              mismatches.push(`${where}: ${answer.message}`);
              continue;
            }
            const shown = shownTotal(query, want.length);
            const got = answer.page.jobs.map((job) => job.id).join();
            if (
              answer.page.total !== shown.total ||
              (answer.page.capped ?? false) !== shown.capped
            ) {
              mismatches.push(`${where}: ${answer.page.total} ≠ ${shown.total}`);
            } else if (got !== want.slice(0, LIST_PAGE_SIZE).join()) {
              mismatches.push(`${where}: other jobs`);
            }
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(asked).toBeGreaterThan(300);
    expect(found).toBeGreaterThan(LIST_PAGE_SIZE * 20);
  }, 120_000);

  it('pages a company’s list, and a search of it, to its end without a gap or a repeat', async () => {
    for (const q of ['', 'e']) {
      const query: BoardQuery = { type: null, query: q, ...NO_PLACES, company: 'infosys', page: 1 };
      const want = expected(query).map((job) => job.id);
      const shown = q ? want.slice(0, MAX_SEARCH_RESULTS) : want;
      const pages = Math.ceil(shown.length / LIST_PAGE_SIZE);
      const got: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const answer = await searchBoard(db, { ...query, page }, new Date(now));
        if (!answer.ok) throw new Error(answer.message);
        const { total, capped } = answer.page;
        expect({ total, capped: capped ?? false }).toEqual(shownTotal(query, want.length));
        got.push(...answer.page.jobs.map((job) => job.id));
      }
      expect(got, JSON.stringify(q)).toEqual(shown);
    }
  });

  it('counts a company’s places, of both types or one, as the Countries and Cities choices show them', async () => {
    const count = (values: string[]) => {
      const counts = new Map<string, number>();
      for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
      return counts;
    };
    for (const company of companySlugs.slice(0, 4)) {
      for (const type of [null, ...JOB_TYPES]) {
        for (const countries of [[], ['India'], ['India', 'Türkiye']]) {
          const query: BoardQuery = { type, query: '', countries, cities: [], company, page: 1 };
          const places = await boardPlaces(db, query, new Date(now));
          const open = expected({ ...query, countries: [] });
          const chosen = open.filter(
            (job) => countries.length === 0 || countries.includes(placeOf(job.Country)),
          );
          const where = `${company} ${type} ${countries.join()}`;
          expect(new Map(places.countries.map(({ name, jobs }) => [name, jobs])), where).toEqual(
            count(open.map((job) => placeOf(job.Country))),
          );
          expect(new Map(places.cities.map(({ name, jobs }) => [name, jobs])), where).toEqual(
            count(chosen.map((job) => placeOf(job.City))),
          );
        }
      }
    }
  });
});

describe('a search that outlasts the timeout', () => {
  it('is cut off on every connection of the pool, and answered 503 with why', async () => {
    // The functions' own pool (DATABASE_URL's), as searchJobs reads through it.
    const pool = (await searchDatabase())!;
    const held = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    const { rows } = await held[0]!.query<{ version: string }>('select version()');
    const embedded = rows[0]!.version.includes('PGlite');
    for (const client of held) {
      const { rows: set } = await client.query<{ statement_timeout: string }>(
        'show statement_timeout',
      );
      // PGlite takes no settings from a connection and has no timers to cancel by: there pg's
      // own read timeout (READ_TIMEOUT_MS) stops the wait instead.
      expect(set[0]!.statement_timeout).toBe(embedded ? '0' : `${STATEMENT_TIMEOUT_MS / 1000}s`);
    }
    held.forEach((client) => client.release());

    // Another session holds the table: the search waits on it past the timeout.
    const locker = await db.connect();
    const started = Date.now();
    let error: unknown;
    try {
      await locker.query('begin');
      await locker.query('lock table job_search in access exclusive mode');
      const query: BoardQuery = { type: 'Job', query: 'data', countries: [], cities: [], page: 1 };
      error = await searchBoard(pool, query, new Date(now)).then(
        () => null,
        (caught: unknown) => caught,
      );
    } finally {
      await locker.query('rollback');
      locker.release();
    }
    expect(isSearchTimeout(error), String(error)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 100);
    const { sent, response } = recorder();
    failed(response, error);
    expect(sent).toMatchObject({ status: 503, body: SEARCH_TIMEOUT_MESSAGE });
    expect(sent.headers['cache-control']).toBe('no-store');
    // The pool goes on answering once the table is free.
    const after = await searchBoard(
      pool,
      { type: 'Job', query: 'data', countries: [], cities: [], page: 1 },
      new Date(now),
    );
    expect(after.ok).toBe(true);
  }, 30_000);
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

  it('gets every row its company’s slug: at the change of format, and after an older instance wrote rows without one', async () => {
    const client = await db.connect();
    const jobs = [...corpus.slice(0, 60), ...companyJobs.filter((_, i) => i % 40 === 0)];
    const slugs = async () =>
      (
        await client.query<{ id: string; company_slug: string | null }>(
          'select id, company_slug from job_search order by id',
        )
      ).rows;
    const expectedSlugs = jobs
      .map((job) => ({ id: job.id, company_slug: companySlug(job.Company) }))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    try {
      await client.query(
        'drop schema if exists format_test cascade; create schema format_test; set search_path to format_test, public',
      );
      await ensureSearchSchema(client);
      await upsertSearchRows(client, jobs.map(searchRowOf));
      expect(await slugs()).toEqual(expectedSlugs);

      // As format 2 left them: no slug.
      await client.query('update job_search set company_slug = null');
      await client.query('update search_format set version = 2');
      await ensureSearchSchema(client);
      expect(await slugs()).toEqual(expectedSlugs);
      const { rows } = await client.query<{ version: number }>('select version from search_format');
      expect(rows).toEqual([{ version: SEARCH_FORMAT }]);

      // A deploy's older instance inserts rows knowing nothing of the column; the reconciler's
      // run writes their slugs, a few names at a time here, and then has nothing to do.
      const { rowCount } = await client.query(
        "update job_search set company_slug = null where id like 'company-%'",
      );
      expect(rowCount).toBeGreaterThan(10);
      expect(await fillCompanySlugs(client, { batchSize: 3 })).toBe(rowCount);
      expect(await slugs()).toEqual(expectedSlugs);
      expect(await fillCompanySlugs(client)).toBe(0);
    } finally {
      await client.query('reset search_path; drop schema if exists format_test cascade');
      client.release();
    }
  });

  it('gets every row its pay from the jobs as they are, and until then lists it by no pay', async () => {
    const client = await db.connect();
    const jobs = corpus.slice(0, 200).map((job) => ({ ...job, status: 'active' as const }));
    const byId = new Map(jobs.map((job) => [job.id, job]));
    const pays = async () =>
      (
        await client.query<{
          id: string;
          pay_text: string | null;
          shows_pay: boolean;
          yearly_rupees: string | null;
        }>('select id, pay_text, shows_pay, yearly_rupees from job_search order by id')
      ).rows;
    const rowOf = (job: Job) => {
      const row = searchRowOf(job);
      return {
        id: job.id,
        pay_text: row.payText,
        shows_pay: row.showsPay,
        // pg reads a bigint as text.
        yearly_rupees: row.yearlyRupees === null ? null : String(row.yearlyRupees),
      };
    };
    const read = async (ids: readonly string[]) =>
      ids.map((id) => {
        const job = byId.get(id) ?? null;
        return { id, updatedAt: new Date(now), job };
      });
    try {
      await client.query(
        'drop schema if exists format_test cascade; create schema format_test; set search_path to format_test, public',
      );
      await ensureSearchSchema(client);
      await upsertSearchRows(client, jobs.map(searchRowOf));
      const expectedPays = [...jobs].sort((a, b) => (a.id < b.id ? -1 : 1)).map(rowOf);
      expect(await pays()).toEqual(expectedPays);
      expect(expectedPays.filter((row) => row.shows_pay).length).toBeGreaterThan(50);

      // Format 4 read pay from a Salary text more narrowly: its rows' pay is read again.
      await client.query('update search_format set version = 4');
      await ensureSearchSchema(client);
      const { rows: kept } = await client.query<{ n: number }>(
        'select count(*)::int as n from job_search where pay_text is not null',
      );
      expect(kept).toEqual([{ n: 0 }]);
      expect(await fillPay(client, read)).toBe(jobs.length);
      expect(await pays()).toEqual(expectedPays);

      // As a row looks that was written before pay, or by a deploy's older instance since.
      await client.query(
        'update job_search set pay_text = null, shows_pay = default, yearly_rupees = null',
      );
      const { rows: unpaid } = await client.query<{ n: number }>(
        'select count(*)::int as n from job_search where shows_pay or yearly_rupees is not null',
      );
      expect(unpaid).toEqual([{ n: 0 }]);
      // One job is gone from Firestore since: its row goes.
      byId.delete(jobs[0]!.id);
      expect(await fillPay(client, read, { batchSize: 7 })).toBe(jobs.length);
      expect(await pays()).toEqual(expectedPays.filter((row) => row.id !== jobs[0]!.id));
      expect(await fillPay(client, read)).toBe(0);
    } finally {
      await client.query('reset search_path; drop schema if exists format_test cascade');
      client.release();
    }
  });

  it('gets every row when it was confirmed from the jobs as they are, and until then lists it last', async () => {
    const client = await db.connect();
    const jobs = corpus.slice(0, 200).map((job) => ({ ...job, status: 'active' as const }));
    const byId = new Map(jobs.map((job) => [job.id, job]));
    const times = async () =>
      (
        await client.query<{ id: string; confirmed_at: Date | null; known_open_at: Date | null }>(
          'select id, confirmed_at, known_open_at from job_search order by id',
        )
      ).rows;
    const rowOf = (job: Job) => {
      const row = searchRowOf(job);
      return { id: job.id, confirmed_at: row.confirmedAt, known_open_at: row.knownOpenAt };
    };
    const read = async (ids: readonly string[]) =>
      ids.map((id) => ({ id, updatedAt: new Date(now), job: byId.get(id) ?? null }));
    const firstOf = async (sort: BoardQuery['sort']) => {
      const answer = await searchBoard(
        client as unknown as pg.Pool,
        { type: 'Job', query: '', ...NO_PLACES, sort, page: 1 },
        new Date(now),
      );
      if (!answer.ok) throw new Error(answer.message);
      return answer.page.jobs;
    };
    try {
      await client.query(
        'drop schema if exists format_test cascade; create schema format_test; set search_path to format_test, public',
      );
      await ensureSearchSchema(client);
      await upsertSearchRows(client, jobs.map(searchRowOf));
      const expectedTimes = [...jobs].sort((a, b) => (a.id < b.id ? -1 : 1)).map(rowOf);
      expect(await times()).toEqual(expectedTimes);
      expect(expectedTimes.filter((row) => row.confirmed_at).length).toBeGreaterThan(30);

      // As a row looks that was written before the columns, or by a deploy's older instance.
      const confirmedId = jobs.find(
        (job) => job.Type === 'Job' && job.confirmedAt && isJobOpen(job, now),
      )!.id;
      await client.query(
        'update job_search set confirmed_at = null, known_open_at = null where id <> $1',
        [confirmedId],
      );
      // Until it is filled, a row shows no confirmation and comes after every row that has it.
      const waiting = await firstOf('confirmed');
      expect(waiting[0]!.id).toBe(confirmedId);
      expect(waiting.filter((card) => card.confirmedAt).map((card) => card.id)).toEqual([
        confirmedId,
      ]);
      // One job is gone from Firestore since: its row goes.
      const gone = jobs.find((job) => job.id !== confirmedId)!.id;
      byId.delete(gone);
      expect(await fillKnownOpen(client, read, { batchSize: 7 })).toBe(jobs.length - 1);
      expect(await times()).toEqual(expectedTimes.filter((row) => row.id !== gone));
      expect(await fillKnownOpen(client, read)).toBe(0);
      const filled = (await firstOf('confirmed')).map((card) => card.id);
      const want = jobs
        .filter((job) => job.Type === 'Job' && job.id !== gone && isJobOpen(job, now))
        .sort(listOrder({ sort: 'confirmed' }))
        .map((job) => job.id);
      expect(filled).toEqual(want.slice(0, LIST_PAGE_SIZE));
    } finally {
      await client.query('reset search_path; drop schema if exists format_test cascade');
      client.release();
    }
  });

  it('gets them their slugs on a pool too, as the reconciler does, a write transaction a batch', async () => {
    const unslugged = "id like 'company-1-%'";
    const { rowCount } = await db.query(
      `update job_search set company_slug = null where ${unslugged}`,
    );
    expect(rowCount).toBe(COMPANIES[1]!.jobs);
    expect(await fillCompanySlugs(db, { batchSize: 2 })).toBe(rowCount);
    const { rows } = await db.query<{ slug: string }>(
      `select distinct company_slug as slug from job_search where ${unslugged}`,
    );
    expect(rows).toEqual([{ slug: 'societe-generale' }]);
  });
});
