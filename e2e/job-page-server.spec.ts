// Job pages from the server (the jobPage function behind firebase.json's rewrite, which the
// preview follows as Hosting does): the HTML a crawler gets, and a visitor's first visit, on
// which the app takes over the painted page without a flash.
import { DAY_MS } from '../domain/src/jobs/job-expiry';
import { arrangeJob } from './support/arrange';
import { expect, test, visitorTest } from './support/fixtures';
import { expectTakeoverKeepsFocus, rememberPaintedHeader } from './support/painted-takeover';

visitorTest(
  "a job page's HTML carries the job, its tags and JSON-LD, with no JavaScript run",
  async ({ request, baseURL }) => {
    const job = await arrangeJob({
      Title: 'Tinker & <Tailor>',
      Company: 'Smith & Sons',
      Country: 'India',
    });
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
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/job/${job.id}"`);
  },
);

// Each a first visit of its own: once the app's service worker runs, it answers navigations
// from the precached shell, as it should for a returning visitor.
visitorTest(
  'an unknown job answers 404, and the app still says it is not found',
  async ({ page }) => {
    const missing = await page.goto('/job/no-such-job');
    expect(missing?.status()).toBe(404);
    expect(missing?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  },
);

visitorTest(
  'an expired job answers 410 before any expiry run, and says it is closed',
  async ({ page }) => {
    const expired = await arrangeJob({ expiresAt: new Date(Date.now() - DAY_MS) });
    const closed = await page.goto(`/job/${expired.id}`);
    expect(closed?.status()).toBe(410);
    expect(closed?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.getByText('This job is closed')).toBeVisible();
    await expect(page.getByRole('link', { name: /Apply Now/ })).toHaveCount(0);
  },
);

// That nothing moves while it does is layout-shift.spec.ts's, at three sizes.
test('the app takes over the painted page without a flash', async ({ page }) => {
  const job = await arrangeJob();
  await page.setViewportSize({ width: 390, height: 844 });
  // Watches, from before the first byte, for anything the page shows while it loads: a loading
  // message, or the job's heading going away, would be a flash.
  await page.addInitScript(() => {
    const seen = { loading: false, headingLost: false, headingSeen: false };
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
          };
        }
      ).__takeover,
  );
  expect(seen).toEqual({ loading: false, headingLost: false, headingSeen: true });
  // One set of link-preview tags: the app's replaced the server's.
  await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
  // Search engines that run the page still find its description.
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page).toHaveTitle(`${job.Title} at ${job.Company} | Job Portal`);
});

test('the app takes over the painted job page itself: the focus stays', async ({ page }) => {
  const job = await arrangeJob();
  await rememberPaintedHeader(page);
  await page.goto(`/job/${job.id}`);
  // The live page's own Save button: the painted one waits, disabled.
  const save = page.getByRole('button', { name: `Save ${job.Title}` });
  await expectTakeoverKeepsFocus(page, () => expect(save).toBeEnabled());
});
