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
import { parseArgs } from 'node:util';
import type { BoardQuery } from '../../domain/src/jobs/board-query';
import { generateSeedJobs } from '../../domain/src/seed/seed-jobs';
import { root, benchSearchDatabase, stopProcessGroup } from '../lib';

const SIZES = [320, 10_000, 100_000];
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
  } finally {
    await closeSearchDatabase();
    if (child) await stopProcessGroup(child);
  }
}

process.chdir(root);
await main();
