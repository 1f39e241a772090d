// What the web bench's parts share: where the preview and Chromium are, the pages measured, how
// many runs, and how figures are printed.
import { PORTS } from '../lib';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ORIGIN = `http://localhost:${PORTS.preview}`;
export const PAGES = ['/', '/internships', '/job/seed-job-0001'];
/** Lighthouse's and the first visit's runs each (the issue asks for a median of 5; BENCH_RUNS for a quick look). */
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** How long a first visit may take to show a card before it counts as not finished. */
export const VISIT_LIMIT_MS = 120_000;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
export const s = (ms: number) =>
  Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : `no card in ${VISIT_LIMIT_MS / 1000} s`;

/**
 * One untimed request to each function behind a page, first. The Functions emulator starts a
 * worker on a function's first call, which takes seconds; Lighthouse would take that for the
 * server's answer time and add it to every figure. Production answers from the CDN or a warm
 * instance.
 */
export async function warmFunctions() {
  for (const path of [...PAGES, '/api/jobs/search?type=Job', '/api/jobs/search?type=Internship']) {
    await fetch(`${ORIGIN}${path}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.text());
  }
}
