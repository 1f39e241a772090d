// Nothing moves while a page fills in: on a first visit, at a phone's, a tablet's and a desktop's
// size, every control and heading the painted page reserved room for is where it was painted
// once the app has taken over and the data has arrived, and no layout shift comes from the top
// bar. How much the rest shifts (CLS) is a number, measured by `npm run bench:web`.
import type { Page } from '@playwright/test';
import { arrangeJob, arrangeJobs } from './support/arrange';
import { expect, test, visitorTest } from './support/fixtures';
import { layoutRecord, movedSincePainted, watchLayout } from './support/layout';

/** Each page, and the state in which the app has taken it over with its data. */
const pages: [string, () => Promise<string>, (page: Page) => Promise<void>][] = [
  ['/', async () => (await arrangeJob(), '/'), boardFilled],
  [
    '/internships',
    async () => (await arrangeJob({ Type: 'Internship' }), '/internships'),
    boardFilled,
  ],
  [
    'a job page',
    // And another, for More Jobs.
    async () => `/job/${(await arrangeJobs([{}, {}]))[0]!.id}`,
    async (page) => {
      await expect(page.getByRole('button', { name: 'Report this job' })).toBeEnabled();
      await expect(
        page.getByRole('region', { name: 'More Jobs' }).getByRole('article').first(),
      ).toBeVisible();
    },
  ],
];

async function boardFilled(page: Page) {
  await expect(page.locator('.job-card').first()).toBeVisible();
  // The account area and the filters are the app's: the painted ones wait, disabled.
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeEditable();
  // And the board is the app's own, heading included: the layout can take over before the
  // board's code has loaded, and the painted board (its Show buttons waiting) stays until then.
  await expect(page.getByRole('group', { name: 'Show' }).getByRole('button').last()).toBeEnabled();
}

for (const [width, height, size] of [
  [390, 844, 'phone'],
  [1024, 768, 'tablet'],
  [1280, 800, 'desktop'],
] as const) {
  for (const [name, arrange, filled] of pages) {
    test(`nothing moves while ${name} fills in at a ${size}'s size`, async ({ page }) => {
      const path = await arrange();
      await page.setViewportSize({ width, height });
      await watchLayout(page);
      await page.goto(path);
      await filled(page);
      expect(Object.keys((await layoutRecord(page)).painted).length).toBeGreaterThan(3);
      expect(await movedSincePainted(page)).toEqual([]);
      // However small its share of the screen, nothing in the top bar moves aside for the
      // filters and the account area: their room is kept from the first paint.
      const { shifts } = await layoutRecord(page);
      expect(
        shifts.flatMap((shift) => shift.sources).filter((s) => s.startsWith('top bar: ')),
      ).toEqual([]);
    });
  }
}

// The fixed top bar must never cover the page: at widths where its items do not fit one row it
// takes the small-screen layout (a menu button) instead of wrapping over the heading. One load,
// then each width in turn: the layout follows the window's width, as it does when a window is
// resized.
visitorTest('the top bar leaves the heading in view at every width', async ({ page }) => {
  await arrangeJob();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  // The app's page, not the painted one it replaces (whose heading would leave mid-measure).
  await boardFilled(page);
  for (const width of [390, 1024, 1199, 1200, 1280, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    const barBottom = await page
      .locator('.top-bar')
      .evaluate((bar) => bar.getBoundingClientRect().bottom);
    const headingTop = await page
      .getByRole('heading', { level: 1 })
      .evaluate((heading) => heading.getBoundingClientRect().top);
    expect(headingTop, `at ${width} px`).toBeGreaterThanOrEqual(barBottom);
  }
});
