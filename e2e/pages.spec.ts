// The other pages a visitor reaches, and an accessibility scan of every page.
import { DAY_MS } from '../domain/src/jobs/job-expiry';
import { arrangeJob, arrangeJobs } from './support/arrange';
import { seriousViolations } from './support/axe';
import { expect, visitorTest, warmBrowserTest } from './support/fixtures';

visitorTest('About, Privacy Policy and Terms of Service', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About/);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByText('November 28, 2026')).toBeVisible();
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.getByText('August 30, 2025')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(7);
});

visitorTest('the bar along the top bar follows the reader down the page', async ({ page }) => {
  await page.goto('/terms-of-service');
  // The whole page first: the page's length changes while its content loads.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(7);
  const bar = page.locator('.scroll-progress-bar');
  // The bar's drawn width as a share of the top bar's, whatever draws it (the page's scroll in
  // Chromium, a script elsewhere).
  const filled = () =>
    bar.evaluate((element) => {
      const drawn = element.getBoundingClientRect().width;
      return Math.round((drawn / element.parentElement!.getBoundingClientRect().width) * 100);
    });
  /** Scrolls to `share` of the way down the page as it is now, and reads the bar. */
  const scrolledTo = (share: number) => async () => {
    await page.evaluate((to) => {
      const root = document.documentElement;
      window.scrollTo(0, (root.scrollHeight - root.clientHeight) * to);
    }, share);
    return filled();
  };
  await expect.poll(scrolledTo(0)).toBe(0);
  await expect.poll(scrolledTo(1)).toBe(100);
  await expect.poll(scrolledTo(0.5)).toBeGreaterThan(40);
  await expect.poll(scrolledTo(0.5)).toBeLessThan(60);
});

/** Each page to scan, with the data it shows arranged first where it shows any. */
const pagesToScan: [string, () => Promise<string>][] = [
  ['/', async () => (await arrangeJobs([{}, { Type: 'Internship' }]), '/')],
  ['/internships', async () => (await arrangeJobs([{}, { Type: 'Internship' }]), '/internships')],
  ['an open job', async () => `/job/${(await arrangeJob()).id}`],
  [
    'an expired job',
    async () => `/job/${(await arrangeJob({ expiresAt: new Date(Date.now() - DAY_MS) })).id}`,
  ],
  ...[
    '/job/no-such-job',
    '/postjob',
    '/about',
    '/privacy-policy',
    '/terms-of-service',
    '/login',
    '/signup',
    '/no/such/page',
  ].map((path): [string, () => Promise<string>] => [path, async () => path]),
];

for (const [name, arrange] of pagesToScan) {
  visitorTest(`no serious or critical accessibility problems on ${name}`, async ({ page }) => {
    await page.goto(await arrange());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

visitorTest('no serious accessibility problems with the phone menu open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'SVAR Assessment' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

visitorTest('no serious accessibility problems with the contact modal open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact Us' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

warmBrowserTest(
  'no serious accessibility problems in the Post a Job form with its errors, or its preview',
  async ({ page }) => {
    await page.goto('/postjob');
    await expect(page.getByRole('textbox', { name: 'Skills Required', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Preview Job' }).click();
    await expect(page.getByText('Enter the job title.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Accessible Role');
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Axe Works');
    await page
      .getByRole('textbox', { name: 'Application URL', exact: true })
      .fill('hr@axe.example.com');
    await page.getByRole('textbox', { name: 'Skills Required', exact: true }).click();
    await page.keyboard.type('Care');
    await page.getByRole('button', { name: 'Preview Job' }).click();
    await expect(page.getByRole('button', { name: 'Post Job' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  },
);

visitorTest('no serious accessibility problems with the report dialog open', async ({ page }) => {
  const job = await arrangeJob();
  await page.goto(`/job/${job.id}`);
  await page.getByRole('button', { name: 'Report this job' }).click();
  await expect(page.getByRole('dialog', { name: 'Report this job' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
