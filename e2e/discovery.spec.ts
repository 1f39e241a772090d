// Searching, filtering, paging and sharing, as a visitor does them.
import { createJobSearchIndex } from '../domain/src/job-search';
import { LIST_PAGE_SIZE, MORE_JOBS_PAGE_SIZE } from '../domain/src/constants';
import { expect, test } from './fixtures';
import { activeJobs } from './seed';

const jobs = activeJobs('Job');
const internships = activeJobs('Internship');
const pages = (count: number, size: number) => Math.ceil(count / size);

test('search applies after a pause, lives in the URL and is undone with Back', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(Math.min(jobs.length, LIST_PAGE_SIZE));

  const expected = createJobSearchIndex(jobs).filter({
    query: 'python',
    countries: [],
    cities: [],
  })!;
  await page
    .getByRole('searchbox', { name: 'Search jobs' })
    .pressSequentially('python', { delay: 50 });
  // Debounced: nothing changes while typing...
  await expect(page).not.toHaveURL(/q=python/);
  // ...and 400 ms after the last key the filter applies.
  await expect(page).toHaveURL(/\?q=python$/);
  await expect(cards).toHaveCount(Math.min(expected.length, LIST_PAGE_SIZE));
  await expect(cards.first().getByRole('heading')).toHaveText(expected[0]!.Title);

  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
  await expect(cards).toHaveCount(Math.min(jobs.length, LIST_PAGE_SIZE));
});

test('markup is not searched: "li" matches only jobs whose text has it', async ({ page }) => {
  const expected = createJobSearchIndex(jobs).filter({ query: 'li', countries: [], cities: [] })!;
  expect(expected.length).toBeLessThan(jobs.length);
  await page.goto('/?q=li');
  await expect(page.getByRole('article')).toHaveCount(Math.min(expected.length, LIST_PAGE_SIZE));
});

test('a search with no results says what was searched and clears', async ({ page }) => {
  await page.goto('/?q=zzqqxx');
  await expect(page.getByText('No jobs match “zzqqxx”.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('article')).toHaveCount(Math.min(jobs.length, LIST_PAGE_SIZE));
});

test('choosing a country narrows the cities and the list; a new country clears the cities', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const inGermany = jobs.filter((job) => job.Country === 'Germany');
  const germanCities = [...new Set(inGermany.map((job) => job.City).filter(Boolean))] as string[];

  await page.getByRole('button', { name: /Jobs by Countries/ }).click();
  await page.getByRole('checkbox', { name: 'Germany' }).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/country=Germany/);
  await expect(page.getByRole('article')).toHaveCount(inGermany.length);

  await page.getByRole('button', { name: /Jobs by Cities/ }).click();
  const cityBoxes = page.getByRole('checkbox');
  await expect(cityBoxes).toHaveCount(germanCities.length);
  const city = germanCities.sort((a, b) => a.localeCompare(b))[0]!;
  await page.getByRole('checkbox', { name: city }).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(city)}`));
  await expect(page.getByRole('article')).toHaveCount(
    inGermany.filter((job) => job.City === city).length,
  );

  await page.getByRole('button', { name: /Jobs by Countries/ }).click();
  await page.getByRole('checkbox', { name: 'India' }).check();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/city=/);
  await expect(page).toHaveURL(/country=Germany&country=India|country=India&country=Germany/);
});

test('the pager moves through pages of 90 and scrolls to the top', async ({ page }) => {
  const pageCount = pages(jobs.length, LIST_PAGE_SIZE);
  expect(pageCount).toBeGreaterThan(1);
  await page.goto('/');
  await expect(page.getByText(`Page 1 of ${pageCount}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Page 2 of ${pageCount}`)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(
    jobs[LIST_PAGE_SIZE]!.Title,
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('internships list only internships', async ({ page }) => {
  await page.goto('/internships');
  await expect(page).toHaveTitle('Internships | Job Portal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internships');
  await expect(page.getByRole('article')).toHaveCount(Math.min(internships.length, LIST_PAGE_SIZE));
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(
    internships[0]!.Title,
  );
});

test('a job page shows More Jobs without itself, 18 a page', async ({ page }) => {
  const job = jobs[0]!;
  await page.goto(`/job/${job.id}`);
  const more = page.getByRole('region', { name: 'More Jobs' });
  await expect(more.getByRole('article')).toHaveCount(MORE_JOBS_PAGE_SIZE);
  await expect(more.getByRole('heading', { name: job.Title, exact: true })).toHaveCount(
    jobs.slice(1, 1 + MORE_JOBS_PAGE_SIZE).filter((other) => other.Title === job.Title).length,
  );
  await expect(
    more.getByText(`Page 1 of ${pages(jobs.length - 1, MORE_JOBS_PAGE_SIZE)}`),
  ).toBeVisible();
  await more.getByRole('button', { name: 'Next' }).click();
  await expect(more.getByText(`Page 2 of`)).toBeVisible();
  await expect(more.getByRole('article').first().getByRole('heading')).toHaveText(
    jobs[1 + MORE_JOBS_PAGE_SIZE]!.Title,
  );
});

test('a job page describes the job for search engines and link previews', async ({ page }) => {
  const job = jobs[0]!;
  await page.goto(`/job/${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.Title);
  const url = `http://localhost:4173/job/${job.id}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${job.Title} at ${job.Company}`,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  );
  expect(jsonLd).toMatchObject({
    '@type': 'JobPosting',
    title: job.Title,
    datePosted: job.createdAt.toISOString(),
    hiringOrganization: { name: job.Company },
    directApply: false,
    employmentType: 'FULL_TIME',
  });
});

test('sharing copies the job link, says so, and the notice goes after 2 s', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const job = jobs[0]!;
  await page.goto(`/job/${job.id}`);
  // Desktop Chromium on Linux has no share sheet: the link is copied.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Job link copied!')).toBeVisible();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `http://localhost:4173/job/${job.id}`,
  );
  await expect(page.getByText('Copied', { exact: true })).toBeHidden({ timeout: 4000 });
});

test('a guest who tries to save is asked to log in', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('button', { name: `Save ${jobs[0]!.Title}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(dialog.getByRole('link', { name: 'Register Here' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('every route change pushes a page_view', async ({ page }) => {
  const views = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
        .filter((entry) => entry.event === 'page_view')
        .map((entry) => entry.page_path),
    );
  await page.goto('/');
  // The painted page's links are plain links until the app has taken over.
  await expect.poll(views).toEqual(['/']);
  await page.getByRole('link', { name: 'Internships' }).first().click();
  await expect(page).toHaveURL('/internships');
  expect(await views()).toEqual(['/', '/internships']);
});

test('the contact modal opens from the footer and closes', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the build serves robots.txt', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.ok()).toBe(true);
  expect(await response.text()).toContain('User-agent: *');
});
