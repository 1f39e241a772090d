// What a visitor's browser sees of the board: a first visit's cost until the first card, and a
// search's time from the request the debounce sends to the list drawn again.
import { firestoreEmulatorIdle } from './emulator-idle';
import { inNewChromium, ORIGIN, VISIT_LIMIT_MS } from './web-bench-settings';

/** Words a visitor might search, a key at a time as the search box sends them. */
export const SEARCHES = [
  ...['engineer', 'python', 'remote', 'data', 'pune', 'design', 'intern', 'qzq'],
  ...['developer', 'sales', 'bengaluru', 'analyst', 'manager', 'java', 'marketing', 'berlin'],
];

/**
 * A first visit to `/` at a phone's size: bytes over the wire (the listen channel too) until
 * the first card shows, and the time it took.
 */
export function firstVisit(): Promise<{ bytes: number; ms: number }> {
  return inNewChromium({ width: 390, height: 844 }, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    let counting = true;
    // Streamed bodies (Firestore's listen channel) report their bytes as they arrive.
    cdp.on('Network.dataReceived', (event) => {
      if (counting) bytes += event.encodedDataLength;
    });
    const started = Date.now();
    await page.goto(ORIGIN);
    const shown = await page
      .locator('.job-card')
      .first()
      .waitFor({ timeout: VISIT_LIMIT_MS })
      .then(() => true)
      .catch(() => false);
    counting = false;
    // A visit that shows no card in time is reported as such rather than ending the bench.
    return { bytes, ms: shown ? Date.now() - started : Number.POSITIVE_INFINITY };
  });
}

/**
 * Searches typed into the box on `/`: for each, from the request the debounce sends to the
 * list drawn again with its answer, in milliseconds. `settled`: typed once the Firestore
 * emulator has finished the visit's listeners (emulator-idle.ts), else as soon as a card shows.
 */
export function searchesInTheBrowser({ settled }: { settled: boolean }): Promise<number[]> {
  return inNewChromium(
    { width: 1280, height: 800 },
    async (page) => {
      const times: number[] = [];
      for (const word of SEARCHES) {
        await page.goto(ORIGIN);
        await page.locator('.job-card').first().waitFor({ timeout: VISIT_LIMIT_MS });
        if (settled) await firestoreEmulatorIdle();
        // The cards shown now are marked; the answer is drawn when none of them is left.
        await page.evaluate(() =>
          document
            .querySelectorAll('.results > *')
            .forEach((el) => el.setAttribute('data-old', '')),
        );
        const asked = page.waitForRequest((request) =>
          request.url().includes(`/api/jobs/search?type=Job&q=${word}`),
        );
        await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
        await asked;
        const started = Date.now();
        await page.waitForFunction(
          () =>
            !document.querySelector('.results [data-old]') &&
            !!document.querySelector(
              '.results .job-card, .results .status-message:not(.status-loading)',
            ),
          undefined,
          { timeout: VISIT_LIMIT_MS },
        );
        times.push(Date.now() - started);
      }
      return times;
    },
    'allow',
  );
}
