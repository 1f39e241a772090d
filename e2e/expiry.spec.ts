// Expired jobs: a few seeded jobs are still 'active' but past their expiry, as if no expiry run
// had closed them yet. They must be gone everywhere the moment they expire.
import { isSeedJobExpired } from '../domain/src/seed-jobs';
import { createJobSearchIndex } from '../domain/src/job-search';
import { expect, test } from './fixtures';
import { activeJobs, seedJobs } from './seed';

const expired = seedJobs.filter((_, index) => isSeedJobExpired(index));
const expiredJob = expired.find((job) => job.Type === 'Job')!;
const expiredInternship = expired.find((job) => job.Type === 'Internship')!;
/** An expired job whose title no open job shares: searching for it must find nothing. */
const uniquelyTitled = expired.find(
  (job) => !activeJobs(job.Type).some((open) => open.Title === job.Title),
)!;

const linkTo = (id: string) => `a[href="/job/${id}"]`;

test('an expired job is in no list and no search', async ({ page }) => {
  expect(expiredJob.status).toBe('active');
  await page.goto('/');
  await expect(page.getByRole('article')).toHaveCount(Math.min(activeJobs('Job').length, 90));
  await expect(page.locator(linkTo(expiredJob.id))).toHaveCount(0);

  await page.goto('/internships');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator(linkTo(expiredInternship.id))).toHaveCount(0);

  // Searching for its exact title finds the open jobs that share it, never the expired one.
  const path = uniquelyTitled.Type === 'Job' ? '/' : '/internships';
  await page.goto(`${path}?q=${encodeURIComponent(uniquelyTitled.Title)}`);
  await expect(page.getByText(`No jobs match “${uniquelyTitled.Title}”.`)).toBeVisible();

  const shared = createJobSearchIndex(activeJobs('Job')).filter({
    query: expiredJob.Title,
    countries: [],
    cities: [],
  })!;
  await page.goto(`/?q=${encodeURIComponent(expiredJob.Title)}`);
  await expect(page.getByRole('article')).toHaveCount(Math.min(shared.length, 90));
  await expect(page.locator(linkTo(expiredJob.id))).toHaveCount(0);
});

test("an expired job's page says it is closed, offers no Apply, and keeps out of search engines", async ({
  page,
}) => {
  await page.goto(`/job/${expiredJob.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expiredJob.Title);
  await expect(page.getByText('This job is closed')).toBeVisible();
  await expect(page.getByText(expiredJob.Company, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Apply Now/ })).toHaveCount(0);
  await expect(page).toHaveTitle(
    `${expiredJob.Title} at ${expiredJob.Company} (closed) | Job Portal`,
  );
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // More Jobs follows, with open jobs of its type, and never another expired one.
  const more = page.getByRole('region', { name: 'More Jobs' });
  await expect(more.getByRole('article').first()).toBeVisible();
  for (const other of expired) await expect(more.locator(linkTo(other.id))).toHaveCount(0);
});
