// The layout shift of a first visit to each page at a phone's, a tablet's and a desktop's size.
import { layoutRecord, watchLayout } from '../e2e/support/layout';
import { median, RUNS } from './runs';
import { inNewChromium, ORIGIN, PAGES } from './web-bench-settings';

/** Layout shift budget: Lighthouse calls 0.1 good; ours is stricter. */
const MAX_LAYOUT_SHIFT = 0.02;
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
/** After the data is shown, how long late arrivals (the account area, filters) may still move things. */
const SETTLE_MS = 1500;

/**
 * The layout shift of one first visit (no cache, no service worker) at this size: every shift not
 * caused by input, summed from the first paint until the page has its data and has settled.
 */
function layoutShiftOnce(path: string, size: (typeof SIZES)[number]): Promise<number> {
  return inNewChromium(size, async (page) => {
    await watchLayout(page);
    await page.goto(`${ORIGIN}${path}`);
    await page
      .locator(path.startsWith('/job/') ? 'h1' : '.job-card')
      .first()
      .waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const { shifts } = await layoutRecord(page);
    return shifts.reduce((sum, shift) => sum + shift.value, 0);
  });
}

export async function layoutShiftTable() {
  console.log(`\nLayout shift of a first visit, ${RUNS} runs each (budget < ${MAX_LAYOUT_SHIFT}):`);
  console.log(`| page | ${SIZES.map((size) => `${size.name}: median, max`).join(' | ')} |`);
  console.log(`|---|${SIZES.map(() => '---').join('|')}|`);
  for (const path of PAGES) {
    const cells = [];
    for (const size of SIZES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await layoutShiftOnce(path, size));
      const worst = Math.max(...runs);
      cells.push(
        `${median(runs).toFixed(3)}, ${worst.toFixed(3)}${worst < MAX_LAYOUT_SHIFT ? '' : ' (over)'}`,
      );
    }
    console.log(`| ${path} | ${cells.join(' | ')} |`);
  }
}
