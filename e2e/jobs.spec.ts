// A visitor's first slice: the list of seeded jobs, a job page, and the 404 page.
import { LIST_PAGE_SIZE } from '../domain/src/constants';
import { expect, test } from './fixtures';
import { firestoreMode } from './mode';
import { activeJobs as activeOfType } from './seed';

const activeJobs = activeOfType('Job');
const newestJob = activeJobs[0]!;
const someInternship = activeOfType('Internship')[0]!;

test('the home page lists the seeded jobs, newest first, and no internships', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Job Portal');

  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(Math.min(activeJobs.length, LIST_PAGE_SIZE));
  await expect(cards.first().getByRole('heading')).toHaveText(newestJob.Title);
  // Offline mode says where the data lives; on the emulator there is nothing to say.
  await expect(page.getByText('data stays in this browser')).toHaveCount(
    firestoreMode === 'offline' ? 1 : 0,
  );
  // Internship titles never repeat a job's, so a heading with one means an internship leaked in.
  expect(activeJobs.map((job) => job.Title)).not.toContain(someInternship.Title);
  await expect(page.getByRole('heading', { name: someInternship.Title, exact: true })).toHaveCount(
    0,
  );
});

test('View Details opens the job page with its title and apply link', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('article').first();
  await card.getByRole('link', { name: /View Details/ }).click();

  await expect(page).toHaveURL(`/job/${newestJob.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestJob.Title);
  await expect(page).toHaveTitle(`${newestJob.Title} at ${newestJob.Company} | Job Portal`);
  const apply = page.getByRole('link', { name: /Apply Now/ });
  await expect(apply).toHaveAttribute('href', newestJob.ApplyURL);
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { name: 'Skills Required' })).toBeVisible();
});

test('a job id that does not exist shows Page Not Found', async ({ page }) => {
  await page.goto('/job/no-such-job');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('alert')).toContainText("This page doesn't exists");
});

test('an unknown route shows the 404 page with a way back to the jobs', async ({ page }) => {
  await page.goto('/definitely/not/a/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page doesn't exist");
  await page.getByRole('link', { name: 'Explore Jobs' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('article').first()).toBeVisible();
});
