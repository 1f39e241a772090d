// Watching a page's layout from before its first byte: where the painted page put the things
// whose room is reserved (the end-to-end tests check they never move when the app and its data
// arrive), and every layout shift (the bench sums them; the tests name their sources).
import type { Page } from '@playwright/test';

/**
 * What the painted page reserves room for: the top bar's controls, and the main content's
 * headings, buttons and links (not the footer, which the list pushes down as it fills). Not a
 * painted board's cards and pager either: the list is live, and a job closed or posted between
 * the paint (the index's page, up to a minute old at the CDN) and Firestore's answer moves the
 * cards after it, as it should; the tests share one board, and other tests' jobs come and go.
 */
const RESERVED =
  '.top-bar a, .top-bar button, .top-bar input, ' +
  'main :is(h1, h2, button, a[href]):not(.job-list *, .pager *)';

export interface LayoutRecord {
  /** Each reserved element's box when the painted page was parsed, by its key. */
  painted: Record<string, Box>;
  /** Every layout shift not caused by input: its value and where its sources were. */
  shifts: { value: number; sources: string[] }[];
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Installs the watcher before the page loads. It runs in the page: everything it uses is in it.
 */
export async function watchLayout(page: Page): Promise<void> {
  await page.addInitScript((reserved: string) => {
    const record = { painted: {} as Record<string, unknown>, shifts: [] as unknown[] };
    Object.assign(window, { __layout: record });
    const keyed = () => {
      const seen = new Map<string, number>();
      const boxes: Record<string, unknown> = {};
      for (const element of document.querySelectorAll(reserved)) {
        const label = `${element.tagName} ${element.getAttribute('aria-label') ?? ''} ${(element.textContent ?? '').trim().slice(0, 40)}`;
        const n = (seen.get(label) ?? 0) + 1;
        seen.set(label, n);
        const { x, y, width, height } = element.getBoundingClientRect();
        if (width > 0 && height > 0) boxes[`${label} #${n}`] = { x, y, width, height };
      }
      return boxes;
    };
    Object.assign(window, { __layoutNow: keyed });
    // The painted page's app scripts start only after its first paint, so when its HTML has been
    // parsed, this is the page as the server or the build painted it.
    document.addEventListener('DOMContentLoaded', () => (record.painted = keyed()), { once: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // Named so that a failure says what moved, and from where to where: the element, the
        // control it is part of (an icon names its button), and its two boxes.
        const box = ({ x, y, width, height }: DOMRectReadOnly) =>
          `${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;
        const sources = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const where = element?.closest('.top-bar') ? 'top bar: ' : '';
          const control = element?.closest('button, a, input, [role]');
          const name = control
            ? ` in ${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`
            : '';
          return (
            `${where}${element?.tagName.toLowerCase() ?? '?'}.${element?.getAttribute('class') ?? ''}` +
            `${name} from ${box(previousRect)} to ${box(currentRect)}`
          );
        });
        record.shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, RESERVED);
}

/** What the watcher has recorded so far. */
export function layoutRecord(page: Page): Promise<LayoutRecord> {
  return page.evaluate(() => (window as unknown as { __layout: LayoutRecord }).__layout);
}

/**
 * The reserved elements the painted page had that are now somewhere else, as
 * 'key: painted box -> box now' (an element the app removed, such as a loading line, is not
 * moved; one it added was never painted).
 */
export async function movedSincePainted(page: Page): Promise<string[]> {
  const { painted } = await layoutRecord(page);
  const now = await page.evaluate(() =>
    (window as unknown as { __layoutNow: () => Record<string, Box> }).__layoutNow(),
  );
  const round = ({ x, y, width, height }: Box) =>
    [x, y, width, height].map((value) => Math.round(value)).join(',');
  return Object.entries(painted)
    .filter(([key, box]) => now[key] && round(now[key]) !== round(box))
    .map(([key, box]) => `${key}: ${round(box)} -> ${round(now[key]!)}`);
}
