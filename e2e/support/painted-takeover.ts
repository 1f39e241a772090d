// Whether the app took a server-painted page over as it is (hydration) rather than building it
// again: the nodes the browser parsed are still the page's, so a reader's focus on them stays.
import { expect, type Locator, type Page } from '@playwright/test';

/** Before the page loads: remembers the header as the browser parsed it, before any script. */
export async function rememberPaintedHeader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { paintedHeader: Element | null }).paintedHeader =
        document.querySelector('header');
    });
  });
}

/**
 * Focuses the footer's About Us link as the page arrives, as a reader tabbing ahead of the app
 * would; once `takenOver` has seen the app answer, the focus is still on that link and the
 * header is still the node the browser parsed.
 */
export async function expectTakeoverKeepsFocus(
  page: Page,
  takenOver: () => Promise<void>,
): Promise<void> {
  const about = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
  await about.focus();
  await takenOver();
  await expect(about).toBeFocused();
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { paintedHeader: Element | null }).paintedHeader ===
        document.querySelector('header'),
    ),
  ).toBe(true);
}

/**
 * Scrolls a painted card into view. The app swaps a painted card far down the board for its own
 * as the reader nears it, so the node found may be gone by the time it is scrolled to (Playwright
 * then says it is not attached): find the card again until the scroll lands.
 */
export async function scrollToCard(card: Locator): Promise<void> {
  await expect(async () => card.scrollIntoViewIfNeeded()).toPass();
}
