// `npm run bench` (its search part): how long the search index takes to answer the board's
// questions (server time, through `pg` over the wire, as the function asks) on the embedded
// PGlite, or on the PostgreSQL DATABASE_URL names, with 320, 10,000 and 100,000 open jobs: a
// person typing words a key at a time, choosing places, and paging. Targets: p50 ≤ 50 ms and
// p95 ≤ 150 ms at 100,000.
//
// After each load it runs `vacuum analyze` (search-index.ts); `--no-vacuum` runs only `analyze`,
// as PGlite left to itself (npm start) would plan: the places and the board's count then read
// the table.
//
// Then, on the largest board, the costliest searches we know of (WORST), each timed alone: what
// one request can cost, which the statement timeout, the page cap and the per-network limit
// bound (docs/search.md). BENCH_SIZES names the boards (`BENCH_SIZES=100000` for that one only);
// BENCH_RUNS how often each worst search is asked (5). Host speed is printed beside the figures.
import { parseArgs } from 'node:util';
import { MAX_SEARCH_PAGE, pageCountOf, type BoardQuery } from '@portal/domain/jobs/board-query';
import type { Job } from '@portal/domain/jobs/job';
import { generateSeedJobs } from '@portal/domain/seed/seed-jobs';
import { boardPlaces, searchBoard } from '../functions/src/search/search-jobs';
import { benchmarkIndex, formatHostSpeed } from '../scripts/test/host-speed';
import { BOARD_SIZES, median, percentile, RUNS } from './runs';
import { indexJobs, openSearchIndex } from './search-index';

const PGLITE_PORT = 5438;
const TARGET = { p50: 50, p95: 150 };
const { values: args } = parseArgs({ options: { 'no-vacuum': { type: 'boolean' } } });

const typed = (word: string) => [...word].map((_, i) => word.slice(0, i + 1));
const QUERIES: Omit<BoardQuery, 'type' | 'page'>[] = [
  ...['engineer', 'python', 'remote', 'data analyst', 'bengaluru', 'intern', 'zzz'].flatMap(
    (word) => typed(word).map((query) => ({ query, countries: [], cities: [] })),
  ),
  { query: '', countries: [], cities: [] },
  { query: '', countries: ['India'], cities: [] },
  { query: '', countries: ['India', 'Germany'], cities: ['Pune', 'Berlin'] },
  { query: 'developer', countries: ['India'], cities: [] },
  // The pay filters: a list the search index answers, as Firestore cannot.
  { query: '', countries: [], cities: [], showsPay: true },
  { query: '', countries: [], cities: [], minPay: { amount: 25_000, per: 'month' } },
  { query: '', countries: ['India'], cities: [], minPay: { amount: 1_000_000, per: 'year' } },
  { query: 'developer', countries: [], cities: [], showsPay: true },
  // Newest confirmed open first: an order the search index answers, as Firestore cannot.
  { query: '', countries: [], cities: [], sort: 'confirmed' },
  { query: '', countries: ['India'], cities: [], sort: 'confirmed' },
  { query: 'developer', countries: [], cities: [], sort: 'confirmed' },
];

/**
 * Searches no index answers cheaply: one or two rare characters (no trigram to look up, and too
 * few matches to stop a walk early), a needle whose every trigram is common, a search's last
 * page, the board's last page and a page past it. `page: 'last'` is the board's last.
 */
const WORST: {
  name: string;
  query: string;
  page: number | 'last';
  filters?: Partial<BoardQuery>;
}[] = [
  { name: 'a rare letter', query: 'ó', page: 1 },
  { name: 'an absent letter', query: 'ж', page: 1 },
  { name: 'a rare pair', query: 'uk', page: 1 },
  { name: 'an absent pair', query: 'qj', page: 1 },
  { name: 'two digits', query: '99', page: 1 },
  { name: 'punctuation only', query: '. / - ,', page: 1 },
  { name: 'common words, never together', query: 'the team and data '.repeat(11), page: 1 },
  { name: 'a common letter, last page shown', query: 'e', page: MAX_SEARCH_PAGE },
  { name: 'a less common letter, last page shown', query: 'z', page: MAX_SEARCH_PAGE },
  { name: 'a rare pair, last page shown', query: 'uk', page: MAX_SEARCH_PAGE },
  { name: 'the board, its last page', query: '', page: 'last' },
  { name: 'the board, far past its last page', query: '', page: 100_000 },
  // A minimum no job meets: nothing stops a walk early, and the count has nothing to skip.
  {
    name: 'a minimum nobody pays',
    query: '',
    page: 1,
    filters: { minPay: { amount: 900_000_000, per: 'year' } },
  },
  { name: 'shows pay, its last page', query: '', page: 'last', filters: { showsPay: true } },
  {
    name: 'a rare letter, a minimum',
    query: 'ó',
    page: 1,
    filters: { minPay: { amount: 50_000, per: 'month' } },
  },
  // Newest confirmed open first: its own index's first page, and its last, which walks it all.
  { name: 'sorted by confirmed', query: '', page: 1, filters: { sort: 'confirmed' } },
  {
    name: 'sorted by confirmed, its last page',
    query: '',
    page: 'last',
    filters: { sort: 'confirmed' },
  },
  {
    name: 'a common letter, by confirmed, last page shown',
    query: 'e',
    page: MAX_SEARCH_PAGE,
    filters: { sort: 'confirmed' },
  },
  { name: 'a rare letter, by confirmed', query: 'ó', page: 1, filters: { sort: 'confirmed' } },
];

/**
 * A third of the jobs confirmed open by their posters (still-hiring) some hours after they were
 * posted, so the confirmed order differs from the posted one: the seed confirms none.
 */
const withConfirmations = (jobs: Job[]): Job[] =>
  jobs.map((job, i) =>
    i % 3 === 0
      ? { ...job, confirmedAt: new Date(job.createdAt.getTime() + ((i * 7919) % 240) * 36e5) }
      : job,
  );

const index = await openSearchIndex(PGLITE_PORT);
const speedAtStart = benchmarkIndex();
const now = new Date();
const ms = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};
/** Table cells of milliseconds. */
const row = (values: number[]) => values.map((n) => n.toFixed(0));
const search = (query: string, page: number, filters: Partial<BoardQuery> = {}) =>
  searchBoard(index.db, { type: 'Job', query, countries: [], cities: [], page, ...filters }, now);

/** Each of QUERIES on its first two pages and the places of one country, three times over. */
async function timeBoard() {
  const times: number[] = [];
  const single: number[] = [];
  const places: number[] = [];
  for (let pass = 0; pass < 3; pass++) {
    for (const q of QUERIES) {
      for (const page of [1, 2]) {
        const took = await ms(() => search(q.query, page, q).catch(() => null));
        (q.query.length === 1 ? single : times).push(took);
      }
    }
    const country = { type: 'Job', query: '', countries: ['India'], cities: [], page: 1 } as const;
    places.push(await ms(() => boardPlaces(index.db, country, now)));
  }
  const all = [...times, ...single];
  const p95 = (values: number[]) => percentile(values, 95);
  return [percentile(all, 50), p95(all), Math.max(...all), p95(places), p95(single)];
}

/** What a search answered, in a few words. */
const answerOf = (asked: ReturnType<typeof search>) =>
  asked.then(
    (result) =>
      result.ok
        ? `${result.page.jobs.length} cards of ${result.page.total}${result.page.capped ? '+' : ''}`
        : `refused: ${result.message.slice(0, 48)}…`,
    (error: Error) => `failed: ${error.message}`,
  );

/** Each of WORST, asked alone RUNS times: its median and slowest, and what it answered. */
async function timeWorst(size: number) {
  /** The last page of the board under these filters. */
  const lastPageOf = async (filters?: Partial<BoardQuery>) => {
    const board = await search('', 1, filters);
    return board.ok ? pageCountOf(board.page.total) : 1;
  };
  console.log(`\nThe costliest searches we know of, at ${size.toLocaleString('en')} jobs, ms:`);
  console.log('| search | q | page | median | max | answer |\n|---|---|---|---|---|---|');
  for (const { name, query, page: asked, filters } of WORST) {
    const page = asked === 'last' ? await lastPageOf(filters) : asked;
    const times: number[] = [];
    let answer = '';
    for (let run = 0; run < RUNS; run++) {
      times.push(await ms(async () => (answer = await answerOf(search(query, page, filters)))));
    }
    const shown = JSON.stringify(query.length > 12 ? `${query.slice(0, 12)}…` : query);
    const [mid, max] = row([median(times), Math.max(...times)]);
    console.log(
      `| ${name} | ${shown} | ${page.toLocaleString('en')} | ${mid} | ${max} | ${answer} |`,
    );
  }
}

try {
  await index.db.query('truncate job_search');
  const where = index.own ? 'the embedded PGlite' : index.url;
  const vacuum = !args['no-vacuum'];
  console.log(`Search answers on ${where}${vacuum ? '' : ', not vacuumed'}, ms (server time):`);
  console.log('| open jobs | load | p50 | p95 | max | places p95 | 1-letter p95 |');
  console.log('|---|---|---|---|---|---|---|');
  let loaded = 0;
  for (const size of BOARD_SIZES) {
    const open = { status: 'active', expiresAt: new Date(now.getTime() + 30 * 864e5) } as const;
    const jobs = withConfirmations(
      generateSeedJobs(size, now)
        .slice(loaded)
        .map(({ id, data }) => ({ ...data, id, ...open })),
    );
    const load = await ms(() => indexJobs(index.db, jobs, { vacuum }));
    loaded = size;
    const cells = row([load, ...(await timeBoard())]);
    console.log(`| ${size.toLocaleString('en')} | ${cells.join(' | ')} |`);
  }
  console.log(`Target at 100,000: p50 ≤ ${TARGET.p50}, p95 ≤ ${TARGET.p95}.`);
  await timeWorst(BOARD_SIZES.at(-1)!);
  console.log(formatHostSpeed(speedAtStart, benchmarkIndex()));
} finally {
  await index.close();
}
