// `npm run bench` (its search part): how long the search index takes to answer the board's
// questions (server time, through `pg` over the wire, as the function asks) on the embedded
// PGlite, or on the PostgreSQL DATABASE_URL names, with 320, 10,000 and 100,000 open jobs: a
// person typing words a key at a time, choosing places, and paging. Targets: p50 ≤ 50 ms and
// p95 ≤ 150 ms at 100,000.
//
// After each load it runs `vacuum analyze`, as autovacuum does on a server once a table has
// grown (production's PostgreSQL), so that the planner may answer counts and places from the
// index alone; PGlite has no autovacuum. `--no-vacuum` runs only `analyze`, as PGlite left to
// itself (npm start) would plan: the places and the board's count then read the table.
//
// Then, on the largest board, the costliest searches we know of (WORST), each timed alone: what
// one request can cost, which the statement timeout, the page cap and the per-network limit
// bound (docs/search.md). BENCH_SIZES names the boards (`BENCH_SIZES=100000` for that one only);
// BENCH_RUNS how often each worst search is asked (5). Host speed is printed beside the figures.
import { parseArgs } from 'node:util';
import { MAX_SEARCH_PAGE, pageCountOf, type BoardQuery } from '../../domain/src/jobs/board-query';
import { generateSeedJobs } from '../../domain/src/seed/seed-jobs';
import { root, benchSearchDatabase, stopProcessGroup } from '../lib';
import { benchmarkIndex, formatHostSpeed } from '../test/host-speed';

const SIZES = (process.env.BENCH_SIZES ?? '320,10000,100000').split(',').map(Number);
if (!SIZES.every((size) => Number.isInteger(size) && size > 0)) {
  throw new Error('BENCH_SIZES must be board sizes, such as 320,10000,100000');
}
const WORST_RUNS = Number(process.env.BENCH_RUNS ?? 5);

type SearchAnswer =
  | { ok: true; page: { jobs: unknown[]; total: number; capped?: true } }
  | { ok: false; message: string };
const PORT = 5438;
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
];

/**
 * Searches no index answers cheaply: one or two rare characters (no trigram to look up, and too
 * few matches to stop a walk early), a needle whose every trigram is common, a search's last
 * page, the board's last page and a page past it. `page: 'last'` is the board's last.
 */
const WORST: { name: string; query: string; page: number | 'last' }[] = [
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
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const { url, child } = await benchSearchDatabase(PORT);
  process.env.DATABASE_URL = url;
  const { closeSearchDatabase, searchDatabase } =
    await import('../../functions/src/search/search-database');
  const { ensureSearchSchema } = await import('../../functions/src/search/search-schema');
  const { searchRowOf, upsertSearchRows } = await import('../../functions/src/search/index-jobs');
  const { searchBoard, boardPlaces } = await import('../../functions/src/search/search-jobs');
  const db = (await searchDatabase())!;
  const speedAtStart = benchmarkIndex();
  try {
    await ensureSearchSchema(db);
    await db.query('truncate job_search');
    console.log(
      `Search answers on ${url.includes(`:${PORT}/`) ? 'the embedded PGlite' : url}${args['no-vacuum'] ? ', not vacuumed' : ''}, ms (server time):`,
    );
    console.log('| open jobs | load | p50 | p95 | max | places p95 | 1-letter p95 |');
    console.log('|---|---|---|---|---|---|---|');
    let loaded = 0;
    for (const size of SIZES) {
      const now = new Date();
      const jobs = generateSeedJobs(size, now)
        .slice(loaded)
        .map(({ id, data }) =>
          searchRowOf({
            ...data,
            id,
            status: 'active',
            expiresAt: new Date(now.getTime() + 30 * 864e5),
          }),
        );
      const loadStart = performance.now();
      for (let at = 0; at < jobs.length; at += 1000)
        await upsertSearchRows(db, jobs.slice(at, at + 1000));
      await db.query(args['no-vacuum'] ? 'analyze job_search' : 'vacuum analyze job_search');
      const loadMs = performance.now() - loadStart;
      loaded = size;
      const times: number[] = [];
      const single: number[] = [];
      const places: number[] = [];
      for (let pass = 0; pass < 3; pass++) {
        for (const q of QUERIES) {
          for (const page of [1, 2]) {
            const start = performance.now();
            await searchBoard(db, { type: 'Job', page, ...q }, now).catch(() => null);
            const ms = performance.now() - start;
            (q.query.length === 1 ? single : times).push(ms);
          }
        }
        const start = performance.now();
        await boardPlaces(
          db,
          { type: 'Job', query: '', countries: ['India'], cities: [], page: 1 },
          now,
        );
        places.push(performance.now() - start);
      }
      const all = [...times, ...single].sort((a, b) => a - b);
      const f = (n: number) => n.toFixed(0);
      console.log(
        `| ${size.toLocaleString('en')} | ${f(loadMs)} | ${f(percentile(all, 50))} | ${f(percentile(all, 95))} | ${f(all.at(-1)!)} | ${f(
          percentile(
            places.sort((a, b) => a - b),
            95,
          ),
        )} | ${f(
          percentile(
            single.sort((a, b) => a - b),
            95,
          ),
        )} |`,
      );
    }
    console.log(`Target at 100,000: p50 ≤ ${TARGET.p50}, p95 ≤ ${TARGET.p95}.`);
    const now = new Date();
    await worstSearches(
      (query, page) =>
        searchBoard(db, { type: 'Job', query, countries: [], cities: [], page }, now),
      SIZES.at(-1)!,
    );
    console.log(formatHostSpeed(speedAtStart, benchmarkIndex()));
  } finally {
    await closeSearchDatabase();
    if (child) await stopProcessGroup(child);
  }
}

/** Each of WORST, asked alone WORST_RUNS times: its median and slowest, and what it answered. */
async function worstSearches(
  ask: (query: string, page: number) => Promise<SearchAnswer>,
  size: number,
) {
  const board = await ask('', 1);
  const lastPage = board.ok ? pageCountOf(board.page.total) : 1;
  console.log(`\nThe costliest searches we know of, at ${size.toLocaleString('en')} jobs, ms:`);
  console.log('| search | q | page | median | max | answer |');
  console.log('|---|---|---|---|---|---|');
  for (const { name, query, page: asked } of WORST) {
    const page = asked === 'last' ? lastPage : asked;
    const times: number[] = [];
    let answer = '';
    for (let run = 0; run < WORST_RUNS; run++) {
      const start = performance.now();
      answer = await ask(query, page).then(
        (result) =>
          result.ok
            ? `${result.page.jobs.length} cards of ${result.page.total}${result.page.capped ? '+' : ''}`
            : `refused: ${result.message.slice(0, 48)}…`,
        (error: Error) => `failed: ${error.message}`,
      );
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const shown = JSON.stringify(query.length > 12 ? `${query.slice(0, 12)}…` : query);
    console.log(
      `| ${name} | ${shown} | ${page.toLocaleString('en')} | ${percentile(times, 50).toFixed(0)} | ${times.at(-1)!.toFixed(0)} | ${answer} |`,
    );
  }
}

process.chdir(root);
await main();
