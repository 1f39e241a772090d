// Job pages from the server (the jobPage function behind firebase.json's rewrite, which the
// preview follows as Hosting does): the HTML a crawler gets, and a visitor's first visit, on
// which the app takes over the painted page without a flash and without moving anything.
import { expect, test } from './fixtures';
import { NEEDS_EMULATOR } from './mode';
import { isSeedJobExpired } from '../domain/src/seed-jobs';
import { activeJobs, seedJobs } from './seed';

const job = activeJobs('Job')[0]!;

test(`a job page's HTML carries the job, its tags and JSON-LD, with no JavaScript run ${NEEDS_EMULATOR}`, async ({
  request,
}) => {
  const response = await request.get(`/job/${job.id}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=300');
  const html = await response.text();
  const escaped = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  expect(html).toContain(
    `<title>${escaped(`${job.Title} at ${job.Company}`)} | Job Portal</title>`,
  );
  expect(html).toMatch(
    new RegExp(
      `<h1 id="job-title">${escaped(job.Title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`,
    ),
  );
  expect(html).toContain('property="og:title"');
  expect(html).toContain('"@type":"JobPosting"');
  expect(html).toContain(`<link rel="canonical" href="http://localhost:4173/job/${job.id}"`);
});

// Each a first visit of its own: once the app's service worker runs, it answers navigations
// from the precached shell, as it should for a returning visitor.
test(`an unknown job answers 404, and the app still says it is not found ${NEEDS_EMULATOR}`, async ({
  page,
}) => {
  const missing = await page.goto('/job/no-such-job');
  expect(missing?.status()).toBe(404);
  expect(missing?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test(`an expired job answers 410 before any expiry run, and says it is closed ${NEEDS_EMULATOR}`, async ({
  page,
}) => {
  const expired = seedJobs.find((_, index) => isSeedJobExpired(index))!;
  const closed = await page.goto(`/job/${expired.id}`);
  expect(closed?.status()).toBe(410);
  expect(closed?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByText('This job is closed')).toBeVisible();
  await expect(page.getByRole('link', { name: /Apply Now/ })).toHaveCount(0);
});

test(`the app takes over the painted page without a flash or a shift ${NEEDS_EMULATOR}`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Watches, from before the first byte, for anything the page shows while it loads: a loading
  // message, or the job's heading going away, would be a flash.
  await page.addInitScript(() => {
    const seen = { loading: false, headingLost: false, headingSeen: false, shift: 0 };
    Object.assign(window, { __takeover: seen });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      if (/Loading/.test(root.querySelector('[role="status"]')?.textContent ?? '')) {
        seen.loading = true;
      }
      const heading = root.querySelector('h1');
      if (heading) seen.headingSeen = true;
      else if (seen.headingSeen) seen.headingLost = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto(`/job/${job.id}`);
  // Taken over: the live page's own buttons work (the painted ones were disabled).
  await expect(page.getByRole('button', { name: `Save ${job.Title}` })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Report this job' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.Title);
  const seen = await page.evaluate(
    () =>
      (
        window as unknown as {
          __takeover: {
            loading: boolean;
            headingLost: boolean;
            headingSeen: boolean;
            shift: number;
          };
        }
      ).__takeover,
  );
  expect(seen).toMatchObject({ loading: false, headingLost: false, headingSeen: true });
  expect(seen.shift).toBeLessThan(0.02);
  // One set of link-preview tags: the app's replaced the server's.
  await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
  // Search engines that run the page still find its description.
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page).toHaveTitle(`${job.Title} at ${job.Company} | Job Portal`);
});
