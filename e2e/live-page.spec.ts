// The live first page of a list, followed in Firestore as consecutive ranges (firestore-list.ts),
// each below the first once the reader nears it: a job that closes leaves it wherever it stood,
// and the page stays full, the next jobs moving up.
import { LIST_PAGE_SIZE } from '../domain/src/constants';
import { arrangeJobs, uniqueWord } from './support/arrange';
import { closeJobs } from './support/emulators';
import { expect, visitorTest } from './support/fixtures';

visitorTest(
  'jobs that close anywhere on a live page leave it, and the jobs after them fill it',
  async ({ page }) => {
    const word = uniqueWord();
    const country = `Rangeland ${word}`;
    // Posted long before the seed's jobs, so that no other spec's first page shows them.
    const first = Date.UTC(2020, 0, 1);
    const jobs = await arrangeJobs(
      Array.from({ length: LIST_PAGE_SIZE + 30 }, (_, n) => ({
        Title: `Ranger ${n + 1} ${word}`,
        Country: country,
        createdAt: new Date(first - n * 60_000),
      })),
    );
    const headings = page.getByRole('article').getByRole('heading');
    try {
      await page.goto(`/?country=${encodeURIComponent(country)}`);
      await expect(page.getByText('Page 1 of 2')).toBeVisible();
      await expect(headings).toHaveText(jobs.slice(0, LIST_PAGE_SIZE).map((job) => job.Title));

      // One in each quarter of the page: each range of it hears of its own.
      const closed = [jobs[10]!, jobs[40]!, jobs[60]!, jobs[80]!];
      await closeJobs(closed.map((job) => job.id));
      // The reader is at the top: the job near it leaves at once.
      await expect(headings.filter({ hasText: closed[0]!.Title })).toHaveCount(0);
      // Going down the page, the reader finds the others gone and the page full.
      await page.getByRole('navigation', { name: 'Job list pages' }).scrollIntoViewIfNeeded();
      const open = jobs.filter((job) => !closed.includes(job));
      await expect(headings).toHaveText(open.slice(0, LIST_PAGE_SIZE).map((job) => job.Title));
    } finally {
      await closeJobs(jobs.map((job) => job.id));
    }
  },
);
