// The board's order: newest posted first (the default, no parameter) or newest confirmed open
// first (sort=confirmed), by the latest time each job was known open: when its poster last said it
// was still open, else when it was posted. Answered by the search index (Firestore cannot order by
// a time no job document holds); each card says when its job was posted and confirmed.
import { arrangeJobs, uniqueWord } from './support/arrange';
import { closeJobs } from './support/emulators';
import { expect, visitorTest } from './support/fixtures';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

visitorTest(
  'a reader sorts the board by newest confirmed open with the keyboard, reloads, and goes Back',
  async ({ page }) => {
    // A country of this test's own, so the list holds only its jobs.
    const country = `Sortland ${uniqueWord()}`;
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms);
    const jobs = await arrangeJobs([
      { Title: 'Welder, an hour old', Country: country, createdAt: ago(HOUR_MS) },
      { Title: 'Fitter, two days old', Country: country, createdAt: ago(2 * DAY_MS) },
      {
        Title: 'Baker, three days old, confirmed just now',
        Country: country,
        createdAt: ago(3 * DAY_MS),
        confirmedAt: ago(10 * 60 * 1000),
      },
      {
        Title: 'Cook, five days old, confirmed a day ago',
        Country: country,
        createdAt: ago(5 * DAY_MS),
        confirmedAt: ago(DAY_MS),
      },
    ]);
    const byPosting = jobs.map((job) => job.Title);
    const byConfirmation = [byPosting[2]!, byPosting[0]!, byPosting[3]!, byPosting[1]!];
    const headings = page.getByRole('article').getByRole('heading');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    const base = `/?country=${encodeURIComponent(country).replace(/%20/g, '+')}`;
    try {
      await page.goto(base);
      await expect(headings).toHaveText(byPosting);
      await expect(sort).toHaveValue('posted');
      await expect(sort.getByRole('option')).toHaveText(['Newest posted', 'Newest confirmed open']);
      // Each card says when its job was posted and, once confirmed, when it was confirmed open.
      const confirmed = page.getByRole('article', { name: byPosting[2] });
      await expect(confirmed.getByText(/^Posted /)).toHaveText('Posted 3 days ago');
      await expect(confirmed.getByText(/^Confirmed open /)).toBeVisible();
      const unconfirmed = page.getByRole('article', { name: byPosting[1] });
      await expect(unconfirmed.getByText(/^Posted /)).toHaveText('Posted 2 days ago');
      await expect(unconfirmed.getByText(/^Confirmed open/)).toHaveCount(0);

      // With the keyboard alone: focus the select and choose the next order.
      await sort.focus();
      await page.keyboard.press('ArrowDown');
      await expect(page).toHaveURL(`${base}&sort=confirmed`);
      await expect(sort).toHaveValue('confirmed');
      await expect(headings).toHaveText(byConfirmation);

      // The URL is the list: read again, it is the same list in the same order.
      await page.reload();
      await expect(headings).toHaveText(byConfirmation);
      await expect(sort).toHaveValue('confirmed');

      // Back is the newest posted again, which the URL writes as no sort at all.
      await page.goBack();
      await expect(page).toHaveURL(base);
      await expect(headings).toHaveText(byPosting);
      await expect(sort).toHaveValue('posted');
    } finally {
      // Every other spec's first visit loads the open board's first page: keep it small.
      await closeJobs(jobs.map((job) => job.id));
    }
  },
);
