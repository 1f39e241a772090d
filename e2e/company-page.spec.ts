// A company's page (`/company/<slug>`): reached from a job, listing the company's jobs and
// internships under every spelling of its name, paged and searched within, live; and, on a first
// visit, painted by the server (the companyPage function) and taken over by the app.
import { LIST_PAGE_SIZE } from '../domain/src/constants';
import { companyPath, companySlug } from '../domain/src/jobs/company';
import type { Job } from '../domain/src/jobs/job';
import { arrangeJob, arrangeJobs, uniqueWord } from './support/arrange';
import { seriousViolations } from './support/axe';
import { closeJobs } from './support/emulators';
import { expect, test, visitorTest } from './support/fixtures';
import { expectTakeoverKeepsFocus, rememberPaintedHeader } from './support/painted-takeover';

/** Long before the seed's and other specs' jobs, so no other first page shows these. */
const LONG_AGO = Date.UTC(2021, 0, 1);
const MINUTE_MS = 60_000;

/**
 * A company with more jobs than a page holds, under two spellings of its name, every fifth a
 * welder and every third an internship; and another company whose name only starts the same.
 */
async function arrangeCompany(count = LIST_PAGE_SIZE + 2) {
  const word = uniqueWord();
  const name = `Quillon ${word}`;
  const jobs = await arrangeJobs([
    ...Array.from({ length: count }, (_, n) => ({
      Title: `${n % 5 === 0 ? 'Welder' : 'Fitter'} ${n + 1}`,
      Company: n % 2 === 0 ? `${name} Pvt. Ltd.` : name.toUpperCase(),
      Type: n % 3 === 0 ? ('Internship' as const) : ('Job' as const),
      createdAt: new Date(LONG_AGO - n * MINUTE_MS),
    })),
    { Title: 'Welder elsewhere', Company: `${name} Labs`, createdAt: new Date(LONG_AGO) },
  ]);
  const other = jobs.pop()!;
  return { name, slug: companySlug(name), jobs, other };
}

const titles = (jobs: readonly Job[]) => jobs.map((job) => job.Title);

visitorTest(
  "a job leads to its company's page: every spelling, paged, searched within, live",
  async ({ page }) => {
    const { slug, jobs, other } = await arrangeCompany();
    const posted: Job[] = [];
    const headings = page.getByRole('article').getByRole('heading');
    try {
      await page.goto(`/job/${jobs[0]!.id}`);
      const details = page.getByRole('article', { name: jobs[0]!.Title });
      await details
        .getByRole('link', { name: `${jobs[0]!.Company}: jobs at this company` })
        .click();
      await expect(page).toHaveURL(companyPath(slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(jobs[0]!.Company);
      await expect(page).toHaveTitle(`${jobs[0]!.Company} jobs | Job Portal`);
      await expect(page.getByText('Page 1 of 2')).toBeVisible();
      // Both spellings, jobs and internships, newest first; not the other company's.
      await expect(headings).toHaveText(titles(jobs.slice(0, LIST_PAGE_SIZE)));
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(`${companyPath(slug)}?page=2`);
      await expect(headings).toHaveText(titles(jobs.slice(LIST_PAGE_SIZE)));

      // The header's search applies within the company.
      await page.getByRole('searchbox', { name: 'Search jobs' }).fill('welder');
      await expect(page).toHaveURL(`${companyPath(slug)}?q=welder`);
      const welders = jobs.filter((job) => job.Title.startsWith('Welder'));
      await expect(headings).toHaveText(titles(welders));
      await expect(headings.filter({ hasText: other.Title })).toHaveCount(0);

      // A job of the company posted meanwhile tops its open first page, whatever its spelling.
      await page.getByRole('searchbox', { name: 'Search jobs' }).fill('');
      await expect(page).toHaveURL(companyPath(slug));
      await expect(headings.first()).toHaveText(jobs[0]!.Title);
      posted.push(
        await arrangeJob({
          Title: 'Welder newcomer',
          Company: `${jobs[1]!.Company} Inc.`,
          // Newer than every job other specs arrange (an hour old), older than any alert.
          createdAt: new Date(Date.now() - 50 * MINUTE_MS),
        }),
      );
      await expect(headings.first()).toHaveText('Welder newcomer');
      await expect(page.getByText('Page 1 of 2')).toBeVisible();
    } finally {
      // Every other spec's first visit loads the open board's first page: keep it small.
      await closeJobs([...jobs, other, ...posted].map((job) => job.id));
    }
  },
);

visitorTest(
  'a company with no open job, or no company, is the not-found page',
  async ({ page }) => {
    const gone = await arrangeJob({ Company: `Vanished ${uniqueWord()}`, status: 'closed' });
    const missing = await page.goto(companyPath(companySlug(gone.Company)));
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page doesn't exist");
    // Another spelling is sent to the slug's own address, where no company is.
    const bad = await page.goto('/company/Not%20A%20Slug');
    expect(bad?.status()).toBe(404);
    await expect(page).toHaveURL('/company/not-a-slug');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page doesn't exist");
  },
);

// A first visit of its own: the server's page, taken over as it is.
test("the server paints a company's page, and the app takes it over keeping the focus", async ({
  page,
}) => {
  const { slug, jobs, other } = await arrangeCompany(3);
  try {
    await rememberPaintedHeader(page);
    const response = await page.goto(companyPath(slug));
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml"`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(jobs[0]!.Company);
    const save = page.getByRole('button', { name: `Save ${jobs[0]!.Title}` });
    await expectTakeoverKeepsFocus(page, () => expect(save).toBeEnabled());
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(titles(jobs));
  } finally {
    await closeJobs([...jobs, other].map((job) => job.id));
  }
});

visitorTest(
  "a company's page is sorted by newest confirmed open and filtered by pay, as a board is",
  async ({ page }) => {
    const name = `Paysort ${uniqueWord()}`;
    const now = Date.now();
    const jobs = await arrangeJobs([
      { Title: 'Welder, newest, no pay', Company: name, createdAt: new Date(now - 60 * MINUTE_MS) },
      {
        Title: 'Fitter, older, ₹30,000 a month, confirmed open since',
        Company: name,
        Salary: '₹30,000 a month',
        createdAt: new Date(now - 3 * 24 * 60 * MINUTE_MS),
        confirmedAt: new Date(now - 10 * MINUTE_MS),
      },
      {
        Title: 'Turner, oldest, ₹2 LPA',
        Company: name,
        Salary: '₹2 LPA',
        createdAt: new Date(now - 5 * 24 * 60 * MINUTE_MS),
      },
    ]);
    const [welder, fitter, turner] = titles(jobs);
    const headings = page.getByRole('article').getByRole('heading');
    const path = companyPath(companySlug(name));
    try {
      await page.goto(path);
      await expect(headings).toHaveText([welder!, fitter!, turner!]);
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await expect(sort).toBeEnabled();

      await sort.selectOption('confirmed');
      await expect(page).toHaveURL(`${path}?sort=confirmed`);
      await expect(headings).toHaveText([fitter!, welder!, turner!]);

      await page.getByRole('checkbox', { name: 'Shows pay' }).check();
      await expect(page).toHaveURL(`${path}?pay=shown&sort=confirmed`);
      await expect(headings).toHaveText([fitter!, turner!]);

      // ₹25,000 a month is ₹3,00,000 a year: ₹2 LPA falls short.
      await page.getByRole('textbox', { name: 'Minimum pay' }).fill('25000');
      await page.getByRole('combobox', { name: 'Minimum pay per' }).selectOption('month');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(`${path}?pay=shown&minpay=25000&per=month&sort=confirmed`);
      await expect(headings).toHaveText([fitter!]);
      // Who the company is does not change with the list's order or filters.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

      await page.goBack();
      await expect(headings).toHaveText([fitter!, turner!]);
    } finally {
      await closeJobs(jobs.map((job) => job.id));
    }
  },
);
