// The painted boards: a first visit sees `/` and `/internships` from HTML and CSS before any
// script runs, with their newest jobs as cards (the boardPage function), their controls waiting
// for the app, and the app takes over the same page and the same cards.
import { arrangeJobs, uniqueWord } from './support/arrange';
import { closeJobs } from './support/emulators';
import { expect, test, visitorTest } from './support/fixtures';
import {
  expectTakeoverKeepsFocus,
  rememberPaintedHeader,
  scrollToCard,
} from './support/painted-takeover';

/** An open internship of its own: few specs arrange internships, so it is on the first page. */
async function arrangeInternship() {
  const [job] = await arrangeJobs([{ Title: `Quokka keeper ${uniqueWord()}`, Type: 'Internship' }]);
  return job!;
}

test.describe('with no script run', () => {
  test.use({ javaScriptEnabled: false });

  test('/ and /internships show their frame and heading, and their controls wait', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Job Portal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest Jobs');
    await expect(page.getByRole('searchbox', { name: 'Search jobs' })).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Contact Us' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'About Us' })).toBeVisible();

    await page.goto('/internships');
    await expect(page).toHaveTitle('Internships | Job Portal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internships');
  });

  test('/internships shows its newest internships as cards, their buttons waiting', async ({
    page,
  }) => {
    const job = await arrangeInternship();
    try {
      await page.goto('/internships');
      const card = page.getByRole('article', { name: job.Title });
      await expect(card.getByRole('link', { name: job.Title, exact: true })).toHaveAttribute(
        'href',
        `/job/${job.id}`,
      );
      await expect(card.getByRole('button', { name: `Save ${job.Title}` })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'All Internships' })).toBeDisabled();
    } finally {
      await closeJobs([job.id]);
    }
  });

  test('every other page is the unpainted shell, left to the app', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

visitorTest(
  'the app takes over the painted page: its controls answer, typing included',
  async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search jobs' });
    await search.fill('react');
    await expect(search).toHaveValue('react');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact' })).toBeVisible();
  },
);

test('the app takes over the painted cards as they are: no loading message, no card lost', async ({
  page,
}) => {
  const job = await arrangeInternship();
  try {
    await page.addInitScript(() => {
      const seen = { loading: false, emptied: false };
      (window as unknown as { takeover: typeof seen }).takeover = seen;
      let hadCards = false;
      new MutationObserver(() => {
        const main = document.querySelector('main');
        if (main?.querySelector('.status-loading')) seen.loading = true;
        const cards = main?.querySelectorAll('article').length ?? 0;
        if (cards > 0) hadCards = true;
        else if (hadCards) seen.emptied = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/internships');
    const card = page.getByRole('article', { name: job.Title });
    // Taken over: the heart answers once the session is known, and the reader has come to the
    // card (other specs' internships may have put it further down).
    await scrollToCard(card);
    await expect(card.getByRole('button', { name: `Save ${job.Title}` })).toBeEnabled();
    expect(
      await page.evaluate(() => (window as unknown as { takeover: unknown }).takeover),
    ).toEqual({ loading: false, emptied: false });
  } finally {
    await closeJobs([job.id]);
  }
});

visitorTest(
  'the cards far down a painted board answer once the reader comes to them',
  async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first().getByRole('button', { name: /^Save / })).toBeEnabled();
    // The page's last card: the painted one stands for it until the reader nears it.
    await scrollToCard(cards.last());
    await expect(cards.last().getByRole('button', { name: /^Save / })).toBeEnabled();
    await expect(cards.last().getByRole('button', { name: /^Share / })).toBeEnabled();
  },
);

test('the app takes over the painted page itself: the focus stays, and the header answers', async ({
  page,
}) => {
  await rememberPaintedHeader(page);
  await page.goto('/');
  // A reader who has tabbed to a link before the app has loaded keeps their place.
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  // The painted search box is read-only until the app takes over.
  await expectTakeoverKeepsFocus(page, () => expect(search).toBeEditable());
  await search.fill('react');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=react/);
});
