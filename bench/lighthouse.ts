// Lighthouse 12 with its mobile defaults (simulated slow 4G, a 4x slower CPU) on each page, a
// new profile each run: medians, each run's Performance score, and the machine's speed.
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firestoreEmulatorIdle, lowerEmulatorPriority } from './emulator-idle';
import { CHROMIUM } from '../scripts/test/chromium';
import { mainThreadCpu } from './main-thread-cpu';
import { median, RUNS } from './runs';
import { kb, ORIGIN, PAGES, s, warmFunctions } from './web-bench-settings';

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** How long the page's own HTML took to start arriving (a painted page waits for its query). */
  serverMs: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
  /** The main thread's CPU time after the first paint, and TBT from it (main-thread-cpu.ts). */
  mainCpuMs: number;
  tbtFromCpuMs: number;
}

async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  // A new profile each run: a first visit, no service worker, nothing cached.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const cpu = mainThreadCpu(result.artifacts.Trace?.traceEvents ?? []);
    return {
      performance: categories.performance?.score ?? Number.NaN,
      accessibility: categories.accessibility?.score ?? Number.NaN,
      bestPractices: categories['best-practices']?.score ?? Number.NaN,
      seo: categories.seo?.score ?? Number.NaN,
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
      serverMs: numeric('server-response-time'),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      mainCpuMs: cpu?.cpuMs ?? Number.NaN,
      tbtFromCpuMs: cpu?.blockingFromCpuMs ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

/** This machine's CPU time so far (Linux's /proc/stat, all cores), and how much was stolen. */
function cpuTimes(): { total: number; steal: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = fields.slice(1, 9).map(Number);
    return { total: ticks.reduce((sum, tick) => sum + tick, 0), steal: ticks[7]! };
  } catch {
    return null;
  }
}

/**
 * The share of the CPU a virtual machine's host took away since `before`: Lighthouse's 4x
 * slowdown assumes the CPU is all ours, and on a shared host a page's runs can lose half of it.
 */
function stolenSince(before: ReturnType<typeof cpuTimes>): string {
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return 'n/a';
  return `${Math.round((100 * (after.steal - before.steal)) / (after.total - before.total))} %`;
}

/** The medians, and each run's Performance score: on a small machine runs spread widely. */
async function lighthouseMedians(
  path: string,
): Promise<LighthouseFigures & { performanceRuns: number[]; stolen: string }> {
  const runs: LighthouseFigures[] = [];
  const before = cpuTimes();
  for (let run = 0; run < RUNS; run++) {
    // Each run on a machine the last one's queries have left quiet.
    await firestoreEmulatorIdle();
    runs.push(await lighthouseOnce(`${ORIGIN}${path}`));
  }
  const medians = { ...runs[0]! };
  for (const name of Object.keys(medians) as (keyof LighthouseFigures)[]) {
    medians[name] = median(runs.map((r) => r[name]));
  }
  return {
    ...medians,
    stolen: stolenSince(before),
    performanceRuns: runs.map((r) => r.performance),
  };
}

/** Lighthouse's table, with `jobs` open jobs on the board. */
export async function lighthouseTable(jobs: number) {
  console.log(`\nLighthouse with ${jobs.toLocaleString('en')} jobs on the board:`);
  await warmFunctions();
  if (lowerEmulatorPriority()) {
    console.log(
      '\nThe Firestore emulator runs at the lowest CPU priority (nice 19): its scans of the ' +
        'whole collection for each query stand for Google’s servers, not for the phone.',
    );
  }
  console.log(
    `\nLighthouse ${RUNS} runs each, mobile defaults, medians (machine: Lighthouse's benchmark ` +
      `index of this machine at the time, higher is faster; the 4x CPU slowdown is meant for a fast desktop; ` +
      `stolen: the share of the CPU this virtual machine's host took during the page's runs; ` +
      `main CPU: the main thread's CPU time after the first paint, and TBT counted from it, ` +
      `which the host's other load does not lengthen: bench/main-thread-cpu.ts):`,
  );
  console.log(
    '| page | Performance | its runs | FCP | LCP | TBT | main CPU | its TBT | CLS | bytes | HTML after | A11y | BP | SEO | machine | stolen |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const path of PAGES) {
    const m = await lighthouseMedians(path);
    console.log(
      `| ${path} | ${m.performance.toFixed(2)} | ` +
        `${m.performanceRuns.map((score) => score.toFixed(2)).join(', ')} | ` +
        `${s(m.fcpMs)} | ${s(m.lcpMs)} | ` +
        `${Math.round(m.tbtMs)} ms | ${Math.round(m.mainCpuMs)} ms | ` +
        `${Math.round(m.tbtFromCpuMs)} ms | ${m.cls.toFixed(3)} | ${kb(m.bytes)} | ` +
        `${Math.round(m.serverMs)} ms | ` +
        `${m.accessibility.toFixed(2)} | ${m.bestPractices.toFixed(2)} | ${m.seo.toFixed(2)} | ` +
        `${Math.round(m.benchmarkIndex)} | ${m.stolen} |`,
    );
  }
}
