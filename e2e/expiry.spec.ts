// Expired jobs: still 'active' but past their expiry, as if no expiry run had closed them yet.
// They must be gone everywhere the moment they expire.
import { DAY_MS } from '../domain/src/jobs/job-expiry';
import { arrangeJobs, uniqueWord } from './support/arrange';
import { expect, visitorTest } from './support/fixtures';

const linkTo = (id: string) => `a[href="/job/${id}"]`;
const yesterday = () => new Date(Date.now() - DAY_MS);

visitorTest('an expired job is in no list and no search', async ({ page }) => {
  const word = uniqueWord();
  const shared = `Lamplighter ${word}`;
  const alone = `Town crier ${uniqueWord()}`;
  const [open, expired, expiredAlone, openInternship, expiredInternship] = await arrangeJobs([
    { Title: shared },
    { Title: shared, expiresAt: yesterday() },
    { Title: alone, Skills: `<p>${word}</p>`, expiresAt: yesterday() },
    { Title: `Apprentice ${word}`, Type: 'Internship' },
    { Title: `Trainee ${word}`, Type: 'Internship', expiresAt: yesterday() },
  ]);
  expect(expired!.status).toBe('active');

  await page.goto(`/?q=${word}`);
  await expect(page.getByRole('article').getByRole('heading')).toHaveText([open!.Title]);
  for (const gone of [expired!, expiredAlone!]) {
    await expect(page.locator(linkTo(gone.id))).toHaveCount(0);
  }

  await page.goto(`/internships?q=${word}`);
  await expect(page.getByRole('article').getByRole('heading')).toHaveText([openInternship!.Title]);
  await expect(page.locator(linkTo(expiredInternship!.id))).toHaveCount(0);

  // Searching for its exact title finds the open job that shares it, never the expired one...
  await page.goto(`/?q=${encodeURIComponent(shared)}`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').locator(linkTo(open!.id)).first()).toBeVisible();
  // ...and nothing at all for a title only an expired job has.
  await page.goto(`/?q=${encodeURIComponent(alone)}`);
  await expect(page.getByText(`No jobs match “${alone}”.`)).toBeVisible();
});

visitorTest(
  "an expired job's page says it is closed, offers no Apply, and keeps out of search engines",
  async ({ page }) => {
    const word = uniqueWord();
    const [open, expired, otherExpired] = await arrangeJobs([
      { Title: `Ferryman ${word}` },
      { Title: `Wheelwright ${word}`, Company: 'Spokes & Sons', expiresAt: yesterday() },
      { Title: `Chandler ${word}`, expiresAt: yesterday() },
    ]);
    await page.goto(`/job/${expired!.id}?q=${word}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expired!.Title);
    await expect(page.getByText('This job is closed')).toBeVisible();
    await expect(page.getByText(expired!.Company, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Apply Now/ })).toHaveCount(0);
    await expect(page).toHaveTitle(
      `${expired!.Title} at ${expired!.Company} (closed) | Job Portal`,
    );
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // More Jobs follows, with open jobs of its type, and never another expired one.
    const more = page.getByRole('region', { name: 'More Jobs' });
    await expect(more.getByRole('article').getByRole('heading')).toHaveText([open!.Title]);
    await expect(more.locator(linkTo(otherExpired!.id))).toHaveCount(0);
  },
);
