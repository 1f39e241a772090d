// Searching, filtering, paging and sharing, as a visitor does them, each on jobs of its own.
import {
  FILTER_DEBOUNCE_MS,
  LIST_PAGE_SIZE,
  MORE_JOBS_PAGE_SIZE,
  SHARE_COPIED_NOTICE_MS,
} from '../domain/src/constants';
import { arrangeJob, arrangeJobs, uniqueWord } from './support/arrange';
import { closeJobs } from './support/emulators';
import { expect, test, visitorTest } from './support/fixtures';

test('search applies 400 ms after the last key, lives in the URL and is undone with Back', async ({
  page,
}) => {
  const word = uniqueWord();
  const [inTitle, inSkills] = await arrangeJobs([
    { Title: `Welder ${word}` },
    { Title: 'Rigger', Skills: `<p>Rigging, <strong>${word}</strong> certified</p>` },
  ]);
  await page.clock.install();
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The painted page's search box waits for the app: typed into before, the keys are lost.
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  await expect(search).toBeEditable();

  // The debounce is a duration, so the page's clock is ours while it runs.
  await page.clock.pauseAt(Date.now() + 1000);
  await search.pressSequentially(word);
  await page.clock.runFor(FILTER_DEBOUNCE_MS - 1);
  await expect(page).not.toHaveURL(/q=/);
  await page.clock.runFor(1);
  await expect(page).toHaveURL(`/?q=${word}`);
  await page.clock.resume();
  // Rich text is matched as the text a reader sees.
  await expect(cards.getByRole('heading')).toHaveText([inTitle!.Title, inSkills!.Title]);

  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
  await expect(cards.first()).toBeVisible();
});

visitorTest(
  'markup is not searched: "li" matches only jobs whose text has it',
  async ({ page }) => {
    // A place of this test's own; no 'li' in it, so only the jobs' own text can match.
    let country = '';
    do country = `Land ${uniqueWord()}`;
    while (country.includes('li'));
    const [, reliable] = await arrangeJobs([
      { Title: 'Gopher', Country: country, Skills: '<ul><li>Go</li><li>SQL</li></ul>' },
      { Title: 'Reliable courier', Country: country },
    ]);
    await page.goto(`/?q=li&country=${encodeURIComponent(country)}`);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([reliable!.Title]);
  },
);

visitorTest('a search with no results says what was searched and clears', async ({ page }) => {
  await arrangeJob();
  const nothing = uniqueWord('zz');
  await page.goto(`/?q=${nothing}`);
  await expect(page.getByText(`No jobs match “${nothing}”.`)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('article').first()).toBeVisible();
});

visitorTest(
  'choosing a country narrows the cities and the list; a new country clears the cities',
  async ({ page }) => {
    const word = uniqueWord();
    const [first, second] = [`Northland ${word}`, `Southland ${word}`];
    const [north, east] = [`Northtown ${word}`, `Easttown ${word}`];
    await arrangeJobs([
      { Country: first, City: north },
      { Country: first, City: north },
      { Country: first, City: east },
      { Country: second, City: `Southtown ${word}` },
    ]);
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.getByRole('button', { name: /Jobs by Countries/ }).click();
    await page.getByRole('checkbox', { name: first }).check();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/country=Northland/);
    await expect(page.getByRole('article')).toHaveCount(3);

    await page.getByRole('button', { name: /Jobs by Cities/ }).click();
    // The Cities menu's own choices (the board has a checkbox of its own: Shows pay).
    await expect(
      page.getByRole('group', { name: 'Jobs by Cities', exact: true }).getByRole('checkbox'),
    ).toHaveCount(2);
    await expect(page.getByRole('checkbox', { name: east })).toBeVisible();
    await page.getByRole('checkbox', { name: north }).check();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/city=Northtown/);
    await expect(page.getByRole('article')).toHaveCount(2);

    await page.getByRole('button', { name: /Jobs by Countries/ }).click();
    await page.getByRole('checkbox', { name: second }).check();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/city=/);
    await expect(page).toHaveURL(/country=Northland.*&country=Southland/);
    await expect(page.getByRole('article')).toHaveCount(4);
  },
);

visitorTest('the pager moves through pages of 90 and scrolls to the top', async ({ page }) => {
  const word = uniqueWord();
  const jobs = await arrangeJobs(
    Array.from({ length: LIST_PAGE_SIZE + 2 }, (_, n) => ({ Title: `Picker ${n + 1} ${word}` })),
  );
  try {
    await page.goto(`/?q=${word}`);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(LIST_PAGE_SIZE);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(
      jobs.slice(LIST_PAGE_SIZE).map((job) => job.Title),
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  } finally {
    // Every other spec's first visit loads the open board: keep it small.
    await closeJobs(jobs.map((job) => job.id));
  }
});

visitorTest('internships list only internships', async ({ page }) => {
  const word = uniqueWord();
  const [internship] = await arrangeJobs([
    { Title: `Design intern ${word}`, Type: 'Internship' },
    { Title: `Designer ${word}`, Type: 'Job' },
  ]);
  await page.goto(`/internships?q=${word}`);
  await expect(page).toHaveTitle('Internships | Job Portal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internships');
  await expect(page.getByRole('article').getByRole('heading')).toHaveText([internship!.Title]);
});

visitorTest('a job page shows More Jobs without itself, 18 a page', async ({ page }) => {
  const word = uniqueWord();
  const jobs = await arrangeJobs(
    Array.from({ length: MORE_JOBS_PAGE_SIZE + 2 }, (_, n) => ({
      Title: `Baker ${n + 1} ${word}`,
    })),
  );
  try {
    const [job, ...others] = jobs;
    await page.goto(`/job/${job!.id}?q=${word}`);
    const more = page.getByRole('region', { name: 'More Jobs' });
    await expect(more.getByRole('article').getByRole('heading')).toHaveText(
      others.slice(0, MORE_JOBS_PAGE_SIZE).map((other) => other.Title),
    );
    await expect(more.getByText('Page 1 of 2')).toBeVisible();
    await more.getByRole('button', { name: 'Next' }).click();
    await expect(more.getByText('Page 2 of 2')).toBeVisible();
    await expect(more.getByRole('article').getByRole('heading')).toHaveText(
      others.slice(MORE_JOBS_PAGE_SIZE).map((other) => other.Title),
    );
  } finally {
    await closeJobs(jobs.map((job) => job.id));
  }
});

visitorTest(
  'a job page describes the job for search engines and link previews',
  async ({ page, baseURL }) => {
    const job = await arrangeJob({
      Title: `Cooper ${uniqueWord()}`,
      Company: 'Staves & Hoops',
      City: 'Pune',
      Country: 'India',
    });
    await page.goto(`/job/${job.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.Title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/job/${job.id}`,
    );
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
      identifier: { '@type': 'PropertyValue', value: job.id },
      jobLocation: { address: { addressLocality: 'Pune', addressCountry: 'India' } },
    });
  },
);

test('sharing copies the job link, says so, and the notice goes after 2 s', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const job = await arrangeJob();
  await page.clock.install();
  await page.goto(`/job/${job.id}`);
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await expect(share).toBeEnabled();
  await page.clock.pauseAt(Date.now() + 1000);
  // Desktop Chromium on Linux has no share sheet: the link is copied.
  await share.click();
  await expect(page.getByText('Job link copied!')).toBeVisible();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/job/${job.id}`,
  );
  await page.clock.runFor(SHARE_COPIED_NOTICE_MS - 1);
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  await page.clock.runFor(1);
  await expect(page.getByText('Copied', { exact: true })).toBeHidden();
});

visitorTest('a guest who tries to save is asked to log in', async ({ page }) => {
  const word = uniqueWord();
  const job = await arrangeJob({ Title: `Glazier ${word}` });
  await page.goto(`/?q=${word}`);
  await page.getByRole('button', { name: `Save ${job.Title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(dialog.getByRole('link', { name: 'Register Here' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

visitorTest('every route change pushes a page_view', async ({ page }) => {
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
  // Pushed once the new route has rendered, a moment after the address changes; a page loaded
  // afresh would have a data layer of its own, with '/internships' alone.
  await expect.poll(views).toEqual(['/', '/internships']);
});

visitorTest('the contact modal opens from the footer and closes', async ({ page }) => {
  await page.goto('/about');
  // The footer shows while the page's code loads, and moves down when the page arrives: a click
  // in between can land where the button was (as a reader's tap would), so the page comes first.
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page.getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

visitorTest('the build serves robots.txt', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.ok()).toBe(true);
  expect(await response.text()).toContain('User-agent: *');
});
