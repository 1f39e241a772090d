// A board of a few hundred jobs, paged and searched through the search index: pages past the
// first, a search within chosen places, the URL as the record of it all, and a page past the
// last said plainly.
import { LIST_PAGE_SIZE } from '../domain/src/constants';
import { arrangeJobs, uniqueWord } from './support/arrange';
import { closeJobs } from './support/emulators';
import { expect, visitorTest } from './support/fixtures';

visitorTest(
  'a search of a few hundred jobs pages by 90, in the URL, with Back, and within a country',
  async ({ page }) => {
    const word = uniqueWord();
    const [north, south] = [`Northmark ${word}`, `Southmark ${word}`];
    const count = LIST_PAGE_SIZE * 2 + 20;
    const jobs = await arrangeJobs(
      Array.from({ length: count }, (_, n) => ({
        Title: `Surveyor ${n + 1} ${word}`,
        Country: n % 2 === 0 ? north : south,
      })),
    );
    const titles = (from: number, to: number) => jobs.slice(from, to).map((job) => job.Title);
    try {
      await page.goto(`/?q=${word}`);
      await expect(page.getByText('Page 1 of 3')).toBeVisible();
      await expect(page.getByRole('article').getByRole('heading')).toHaveText(
        titles(0, LIST_PAGE_SIZE),
      );

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${word}&page=2$`));
      await expect(page.getByText('Page 2 of 3')).toBeVisible();
      await expect(page.getByRole('article').getByRole('heading')).toHaveText(
        titles(LIST_PAGE_SIZE, LIST_PAGE_SIZE * 2),
      );
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Page 3 of 3')).toBeVisible();
      await expect(page.getByRole('article').getByRole('heading')).toHaveText(
        titles(LIST_PAGE_SIZE * 2, count),
      );
      await page.goBack();
      await expect(page.getByText('Page 2 of 3')).toBeVisible();
      await expect(page.getByRole('article').first()).toHaveText(new RegExp(jobs[90]!.Title));

      // The same search in one country: every other job, so two pages.
      await page.goto(`/?q=${word}&country=${encodeURIComponent(north)}`);
      await expect(page.getByText('Page 1 of 2')).toBeVisible();
      await expect(page.getByRole('article').getByRole('heading')).toHaveText(
        jobs
          .filter((job) => job.Country === north)
          .slice(0, LIST_PAGE_SIZE)
          .map((job) => job.Title),
      );

      // A page past the last is refused in words, not shown empty.
      await page.goto(`/?q=${word}&page=9`);
      await expect(page.getByRole('alert').first()).toHaveText(
        'page 9 is past the last: this list has 3 pages.',
      );
    } finally {
      // Every other spec's first visit loads the open board's first page: keep it small.
      await closeJobs(jobs.map((job) => job.id));
    }
  },
);
