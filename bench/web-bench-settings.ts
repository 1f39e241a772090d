// What the web bench's parts share: where the preview is, the pages measured, how many runs,
// how figures are printed, and the browser they are measured in (the tests' Chromium).
import { chromium, type Page } from '@playwright/test';
import { PORTS } from '../scripts/lib';
import { CHROMIUM } from '../scripts/test/chromium';

export const ORIGIN = `http://localhost:${PORTS.preview}`;
export const PAGES = ['/', '/internships', '/job/seed-job-0001', '/company/riverquill-networks'];
/** How long a first visit may take to show a card before it counts as not finished. */
export const VISIT_LIMIT_MS = 120_000;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
export const s = (ms: number) =>
  Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : `no card in ${VISIT_LIMIT_MS / 1000} s`;

/**
 * `use` with a page of a new Chromium at `viewport`, closed after: a new profile, so nothing is
 * cached, and a first visit unless `serviceWorkers` may run.
 */
export async function inNewChromium<T>(
  viewport: { width: number; height: number },
  use: (page: Page) => Promise<T>,
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    return await use(await (await browser.newContext({ serviceWorkers, viewport })).newPage());
  } finally {
    await browser.close();
  }
}

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
