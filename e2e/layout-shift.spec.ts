// Nothing moves while a page fills in: the layout shifts a visitor sees on a first visit, summed
// by a PerformanceObserver installed before the page loads, stay under 0.02 (Lighthouse calls
// 0.1 "good"; our target is stricter). Measured at a phone's size and a desktop's, from the
// first paint until the page has settled with its data.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activeJobs } from './seed';

const MAX_SHIFT = 0.02;
const job = activeJobs('Job')[0]!;

/** Sums every layout shift not caused by input, from the start of the page's life. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { total: 0, sources: [] as string[] };
    Object.assign(window, { __layoutShift: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          const where = element?.closest('.top-bar') ? 'top bar: ' : '';
          record.sources.push(
            `${entry.value.toFixed(3)} ${where}${element?.tagName ?? '?'}.${element?.className ?? ''}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifts = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __layoutShift: { total: number; sources: string[] } }).__layoutShift,
  );

const pages: [string, string, (page: Page) => Promise<void>][] = [
  ['/', '/', (page) => page.locator('.job-card').first().waitFor()],
  ['/internships', '/internships', (page) => page.locator('.job-card').first().waitFor()],
  [
    'a job page',
    `/job/${job.id}`,
    (page) => page.getByRole('heading', { level: 1, name: job.Title }).waitFor(),
  ],
];

for (const [width, height, size] of [
  [390, 844, 'phone'],
  [1024, 768, 'tablet'],
  [1280, 800, 'desktop'],
] as const) {
  for (const [name, path, filled] of pages) {
    test(`no layout shift on ${name} at a ${size}'s size`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await watchLayoutShifts(page);
      await page.goto(path);
      await filled(page);
      // The header's filters, the account area and late fonts may arrive after the data.
      await page.waitForTimeout(1500);
      const { total, sources } = await shifts(page);
      expect(total, `shifted: ${sources.join(', ')}`).toBeLessThan(MAX_SHIFT);
      // However small its share of the screen, nothing in the top bar moves aside for the
      // filters and the account area: their room is kept from the first paint.
      expect(sources.filter((source) => source.includes(' top bar: '))).toEqual([]);
    });
  }
}

// The fixed top bar must never cover the page: at widths where its items do not fit one row it
// takes the small-screen layout (a menu button) instead of wrapping over the heading.
for (const width of [390, 1024, 1199, 1200, 1280, 1600]) {
  test(`the top bar leaves the heading in view at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.locator('.job-card').first().waitFor();
    const barBottom = await page
      .locator('.top-bar')
      .evaluate((bar) => bar.getBoundingClientRect().bottom);
    const headingTop = await page
      .getByRole('heading', { level: 1 })
      .evaluate((heading) => heading.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(barBottom);
  });
}
