// The installable, offline-capable shell.
import type { Page } from '@playwright/test';
import { arrangeJob, uniqueWord } from './support/arrange';
import { closeJobs } from './support/emulators';
import { expect, test, visitorTest } from './support/fixtures';
import { signUp } from './support/session';
import { OFFLINE } from './support/tags';

visitorTest('the manifest makes the app installable', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'Job Portal', display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map(
    (icon: { sizes: string; purpose?: string }) =>
      `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

visitorTest(
  'the build is served as Hosting serves it: compressed, assets cached for a year, the worker never',
  async ({ page, request }) => {
    // A page the build has not painted names its scripts plainly.
    await page.goto('/about');
    // The entry, the last of the shell's scripts (the bundler's runtime before it is too small
    // to be worth compressing).
    const script = await page
      .locator('script[type="module"][src^="/assets/"]')
      .last()
      .getAttribute('src');
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  },
);

test.describe('with its service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test(
    'after the first visit, a reload with no network still shows the app and its jobs',
    { tag: OFFLINE },
    async ({ page, context, firestoreMode }) => {
      // Offline mode's board is the seed; on the emulator, at least this job is on it.
      if (firestoreMode === 'emulator') await arrangeJob();
      await page.goto('/');
      await expect(page.getByRole('article').first()).toBeVisible();
      // The worker has installed and precached the shell once it is active.
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.active?.state;
      });
      if (firestoreMode === 'emulator') {
        // The painted page's cards are kept for a reload with no network, whether or not
        // Firestore's cache has written them yet (cacheListPage, search-index.ts).
        const kept = () =>
          page.evaluate(async () => !!(await caches.match('/api/jobs/search?type=Job')));
        await expect.poll(kept).toBe(true);
      }

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('banner')).toContainText('Job Portal');
      await expect(page.getByRole('article').first()).toBeVisible();

      // A deep link the browser has never loaded also gets the shell, which routes on the client.
      await page.goto('/definitely/not/cached');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page doesn't exist");
      await context.setOffline(false);
    },
  );
});

/** The IndexedDB databases Firestore keeps its cache in, on this page's origin. */
function firestoreDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('firestore/')),
  );
}

test("a guest's Firestore cache stays in memory, a signed-in user's is kept on disk", async ({
  page,
}) => {
  const word = uniqueWord();
  const country = `Cacheland ${word}`;
  const list = `/?country=${encodeURIComponent(country)}`;
  const headings = page.getByRole('article').getByRole('heading');
  const first = await arrangeJob({ Title: `Kept first ${word}`, Country: country });
  const jobs = [first];
  try {
    await page.goto(list);
    await expect(headings).toHaveText([first.Title]);
    // A job posted now reaches the page through Firestore's listener: Firestore is at work.
    jobs.unshift(await arrangeJob({ Title: `Kept later ${word}`, Country: country }));
    await expect(headings).toHaveText(jobs.map((job) => job.Title));
    expect(await firestoreDatabases(page)).toEqual([]);

    // Signed in, the next start keeps the cache on disk: writes made offline outlive a reload.
    await signUp(page, 'Devi');
    await page.goto(list);
    await expect(headings).toHaveText(jobs.map((job) => job.Title));
    await expect.poll(() => firestoreDatabases(page)).toHaveLength(1);
  } finally {
    await closeJobs(jobs.map((job) => job.id));
  }
});

visitorTest('the functions emulator serves the health function', async ({ request }) => {
  const response = await request.get('http://127.0.0.1:5001/demo-portal/us-central1/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ status: 'ok', project: 'demo-portal', emulated: true });
});
