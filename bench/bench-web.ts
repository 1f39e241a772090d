// `npm run bench:web` (and the second half of `npm run bench`): what a phone sees of the
// production build with data on the emulators. Lighthouse 12 with its mobile defaults
// (simulated slow 4G and a 4× slower CPU), three runs each on `/`, `/internships`, a job page and a company's
// page, medians printed; the layout shift of a first visit to each at a phone's, a tablet's and
// a desktop's size (the e2e tests check that nothing reserved moves; the number is here); then,
// with 320, 10,000 and 100,000 open jobs on the Firestore emulator and in the search index: a
// phone-sized first visit's cost (bytes and time until the first job card), and a search as the
// browser sees it (from the request the debounce sends to the list drawn again). The
// reconciler's own time is bench/bench-reconcile.ts's: here the preview's loop indexes the
// jobs as they are written. `-- lighthouse` alone runs Lighthouse at the board
// size BENCH_JOBS names (default 320); with `first-visit`, on the largest board.
//
// It serves the build with `npm run preview` unless one already answers on :4173, and stops it
// again; on a preview that was already running, the jobs added for the larger boards are removed
// afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { reconcileSearchIndex as reconcile } from '../e2e/support/emulators';
import { HOST, isPortOpen, PORTS, root, stopProcessGroup, waitFor } from '../scripts/lib';
import { addBenchJobs, removeBenchJobs } from './emulator-jobs';
import { firstVisit, searchesInTheBrowser, SEARCHES } from './browser-visits';
import { BOARD_SIZES, median, percentile, RUNS } from './runs';
import { layoutShiftTable } from './layout-shift';
import { lighthouseTable } from './lighthouse';
import { kb, s, warmFunctions } from './web-bench-settings';

/** What the bench's previews print, for when a board size fails. */
const PREVIEW_LOG = `${root}test-results/logs/bench-preview.log`;
/** The seed's own jobs: the bench adds the rest of each board size. */
const SEED_JOBS = 320;

/**
 * The environment this bench was started with, for every preview it starts. Writing a larger
 * board points this process's Admin SDK at the emulator (scripts/lib.ts, emulatorFirestore);
 * each board size's preview must start as the first did.
 */
const launchEnv = { ...process.env };

/**
 * `npm run bench:web -- lighthouse`, `-- layout-shift` or `-- first-visit` runs one part; all
 * by default.
 */
const asked = process.argv.slice(2);
const runs = (part: string) => asked.length === 0 || asked.includes(part);

/** The preview this run started, whose emulators go away with it, data and all; or null. */
let ownPreview: ChildProcess | null = null;

/** `npm run preview`; `prebuilt` when an earlier one of this run has built the web app and functions. */
async function startOwnPreview({ prebuilt }: { prebuilt: boolean }) {
  console.log(
    `Starting npm run preview (emulators and the production build; its output in ${PREVIEW_LOG})...`,
  );
  mkdirSync(dirname(PREVIEW_LOG), { recursive: true });
  const log = openSync(PREVIEW_LOG, 'a');
  ownPreview = spawn('npm', ['run', 'preview'], {
    cwd: root,
    env: { ...launchEnv, PORTAL_FIRESTORE: 'emulator', ...(prebuilt && { PORTAL_PREBUILT: '1' }) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  await waitFor('npm run preview on :4173', () => isPortOpen(PORTS.preview, HOST), 300_000);
}

async function stopOwnPreview() {
  if (!ownPreview) return;
  await stopProcessGroup(ownPreview);
  ownPreview = null;
  // The servers it started stop on their own time, and the next preview must not find their
  // ports taken: it would stop at once, or share a PGlite that is going away.
  const ports = [PORTS.preview, PORTS.postgres, PORTS.firestore];
  const closed = async () =>
    !(await Promise.all(ports.map((port) => isPortOpen(port)))).some(Boolean);
  await waitFor('The last preview to stop', closed, 60_000);
}

/**
 * Removes the jobs added past the seed's, from a preview someone else runs. One this run started
 * is stopped instead: the emulator takes many minutes to delete 100,000 jobs a batch at a time,
 * longer than the bench itself.
 */
async function takeDownBenchJobs(present: number) {
  if (ownPreview || present <= SEED_JOBS) return;
  await removeBenchJobs(SEED_JOBS, present);
  await reconcile().catch(() => {});
}

async function main() {
  if (!(await isPortOpen(PORTS.preview, HOST))) {
    await startOwnPreview({ prebuilt: false });
  } else {
    console.log(`Using the build already served on :${PORTS.preview}.`);
  }
  if (!(await isPortOpen(PORTS.firestore, HOST))) {
    throw new Error('The bench needs data on the Firestore emulator, and none answers on :8080.');
  }
  try {
    // With the first visits, Lighthouse runs on the largest board, before it is taken down.
    if (runs('lighthouse') && !runs('first-visit')) await lighthouseAtBoardSize();
    if (runs('layout-shift')) await layoutShiftTable();
    if (runs('first-visit')) await firstVisitTable({ lighthouse: runs('lighthouse') });
  } finally {
    await stopOwnPreview();
  }
}

/** Lighthouse with BENCH_JOBS open jobs on the board (the seed's 320 by default). */
async function lighthouseAtBoardSize() {
  const size = Number(process.env.BENCH_JOBS ?? SEED_JOBS);
  if (!(size >= SEED_JOBS)) throw new Error('BENCH_JOBS must be a number of jobs from 320');
  try {
    await addBenchJobs(SEED_JOBS, size);
    if (size > SEED_JOBS) await reconcile();
    await lighthouseTable(size);
  } finally {
    await takeDownBenchJobs(size);
  }
}

async function firstVisitTable({ lighthouse }: { lighthouse: boolean }) {
  console.log(`
With each board size (jobs added to Firestore, then indexed by the reconciler):
a phone-sized first visit to / (no cache, no service worker) until the first card,
median of ${RUNS}; a search typed on / as the browser sees it, p50 and p95 of
${SEARCHES.length} words from the request to the list drawn again: typed once the
Firestore emulator has finished the visit's listeners (its scans of the whole
collection starve the search index on this machine), and typed at once.
| jobs | first visit: bytes | first visit: time | search p50 | search p95 | at once: p50 | at once: p95 | each search (ms) |
|---|---|---|---|---|---|---|---|`);
  let present = SEED_JOBS;
  let visited = false;
  try {
    await reconcile();
    for (const size of BOARD_SIZES) {
      // The emulator matches each write against every listener it still holds, those of tabs
      // long closed included: after one board's visits it wrote under a thousand jobs a minute,
      // against 100,000 in 20 s when fresh. A preview of this run's own starts afresh instead.
      if (visited && ownPreview) {
        await stopOwnPreview();
        await startOwnPreview({ prebuilt: true });
        present = SEED_JOBS;
      }
      await addBenchJobs(present, size);
      // Level before any visit: the preview's loop indexes them as they are written.
      await reconcile();
      present = Math.max(present, size);
      await warmFunctions();
      const visits = [];
      for (let run = 0; run < RUNS; run++) visits.push(await firstVisit());
      const settled = await searchesInTheBrowser({ settled: true });
      const atOnce = await searchesInTheBrowser({ settled: false });
      visited = true;
      const each = (times: number[]) => SEARCHES.map((word, i) => `${word} ${times[i]}`).join(', ');
      console.log(
        `| ${size.toLocaleString('en')} | ` +
          `${kb(median(visits.map((v) => v.bytes)))} | ${s(median(visits.map((v) => v.ms)))} | ` +
          `${percentile(settled, 50)} ms | ${percentile(settled, 95)} ms | ` +
          `${percentile(atOnce, 50)} ms | ${percentile(atOnce, 95)} ms | ` +
          `${each(settled)}; at once: ${each(atOnce)} |`,
      );
    }
    if (lighthouse) await lighthouseTable(present);
  } finally {
    await takeDownBenchJobs(present);
  }
}

await main();
