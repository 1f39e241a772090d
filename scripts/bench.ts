// `npm run bench`: how long the job search takes per change as someone types and picks places,
// with the search index and with the naive scan, on 10,000 and 50,000 generated jobs.
import type { Job } from '../domain/src/jobs/job';
import {
  createJobSearchIndex,
  naiveFilterJobs,
  type JobFilter,
} from '../domain/src/jobs/job-search';
import { generateSeedJobs } from '../domain/src/seed/seed-jobs';

/** What the search should take per change on 10,000 jobs, in milliseconds. */
const TARGET_MS = 2;
const TARGET_JOBS = 10_000;
const JOB_COUNTS = [TARGET_JOBS, 50_000];

/**
 * Timed passes over the whole sequence, after an untimed warm-up: at least `min`, then more up to
 * `max` while the time spent stays under `budgetMs`, so a slow machine still finishes in about a
 * minute. The naive scan is slow and steady, so it gets fewer.
 */
const INDEX_PASSES = { min: 5, max: 30, budgetMs: 5000 };
const NAIVE_PASSES = { min: 2, max: 5, budgetMs: 8000 };
const INDEX_BUILDS = 3;

/** What the search box holds after each key while `word` is typed. */
function typed(word: string): string[] {
  return [...word].map((_, i) => word.slice(0, i + 1));
}

/** `word` typed, then backspaced to nothing. */
function typeAndErase(word: string): string[] {
  const prefixes = typed(word);
  return [...prefixes, ...prefixes.slice(0, -1).reverse(), ''];
}

const query = (text: string): JobFilter => ({ query: text, countries: [], cities: [] });

/** One person's session: a word typed and erased, more words, places chosen, all cleared. */
const CHANGES: readonly JobFilter[] = [
  ...typeAndErase('engineer').map(query),
  ...typed('python').map(query),
  query(''),
  ...typed('remote').map(query),
  query(''),
  ...typed('bengaluru').map(query),
  query(''),
  { query: '', countries: ['India'], cities: [] },
  { query: '', countries: ['India'], cities: ['Bengaluru'] },
  { query: '', countries: ['India'], cities: ['Bengaluru', 'Pune'] },
  ...typed('data').map((text) => ({
    query: text,
    countries: ['India'],
    cities: ['Bengaluru', 'Pune'],
  })),
  // Choosing a country clears the chosen cities (spec section 4).
  { query: 'data', countries: ['India', 'Germany'], cities: [] },
  { query: 'data', countries: ['India', 'Germany'], cities: ['Berlin'] },
  { query: '', countries: ['India', 'Germany'], cities: ['Berlin'] },
  query(''),
];

/** The value below which `share` of the values fall (nearest rank); median is 0.5. */
function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

interface Passes {
  min: number;
  max: number;
  budgetMs: number;
}

interface Timing {
  /** One entry per change per timed pass, in milliseconds. */
  times: number[];
  passes: number;
}

/** Times each change of the sequence, pass after pass (see INDEX_PASSES). */
function timeChanges(filter: (change: JobFilter) => Job[] | null, passes: Passes): Timing {
  const times: number[] = [];
  const started = performance.now();
  let pass = 0;
  // Pass 0 warms up; stop once `min` passes are timed and the budget is spent.
  for (; pass <= passes.max; pass++) {
    if (pass > passes.min && performance.now() - started > passes.budgetMs) break;
    for (const change of CHANGES) {
      const start = performance.now();
      filter(change);
      const elapsed = performance.now() - start;
      if (pass > 0) times.push(elapsed);
    }
  }
  return { times, passes: pass - 1 };
}

function sameJobs(a: readonly Job[] | null, b: readonly Job[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((job, i) => job === b[i]);
}

interface Row {
  jobs: number;
  buildMs: number;
  index: Timing;
  naive: Timing;
}

function measure(count: number): Row {
  const jobs: Job[] = generateSeedJobs(count).map(({ id, data }) => ({ id, ...data }));

  const buildTimes: number[] = [];
  let index = createJobSearchIndex<Job>([]);
  for (let build = 0; build < INDEX_BUILDS; build++) {
    const start = performance.now();
    index = createJobSearchIndex(jobs);
    buildTimes.push(performance.now() - start);
  }

  // The sequence's words never meet markup, so the two must agree: a fast wrong answer is none.
  for (const change of CHANGES) {
    if (!sameJobs(index.filter(change), naiveFilterJobs(jobs, change))) {
      throw new Error(`The index and the naive scan disagree on ${JSON.stringify(change)}`);
    }
  }

  const row = {
    jobs: count,
    buildMs: percentile(buildTimes, 0.5),
    index: timeChanges((change) => index.filter(change), INDEX_PASSES),
    naive: timeChanges((change) => naiveFilterJobs(jobs, change), NAIVE_PASSES),
  };
  console.log(
    `${count.toLocaleString('en-US')} jobs: ${INDEX_BUILDS} builds, ` +
      `${row.index.passes} passes with the index, ${row.naive.passes} with the naive scan`,
  );
  return row;
}

function printTable(rows: readonly Row[]): void {
  const header = [
    'jobs',
    'index build ms',
    'index ms/change',
    'naive ms/change',
    'naive/index',
    'index p95 ms',
  ];
  const cells = rows.map((row) => {
    const indexMs = percentile(row.index.times, 0.5);
    const naiveMs = percentile(row.naive.times, 0.5);
    return [
      row.jobs.toLocaleString('en-US'),
      row.buildMs.toFixed(1),
      indexMs.toFixed(3),
      naiveMs.toFixed(3),
      `${(naiveMs / indexMs).toFixed(1)}x`,
      percentile(row.index.times, 0.95).toFixed(3),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    values.map((value, column) => value.padStart(widths[column] ?? 0)).join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  cells.forEach((row) => console.log(line(row)));
}

console.log(
  `Job search, ${CHANGES.length} changes a pass (typing, backspacing, places, clearing); ` +
    'ms/change are medians over every change of every timed pass.\n',
);
const rows = JOB_COUNTS.map(measure);
console.log();
printTable(rows);

const target = rows.find((row) => row.jobs === TARGET_JOBS);
if (target) {
  const indexMs = percentile(target.index.times, 0.5);
  const verdict = indexMs <= TARGET_MS ? 'meets' : 'misses';
  console.log(
    `\n${TARGET_JOBS.toLocaleString('en-US')} jobs: median ${indexMs.toFixed(3)} ms per change ` +
      `${verdict} the target of ${TARGET_MS} ms or less.`,
  );
}
