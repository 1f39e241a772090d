// The board's pay filters: "Shows pay" and a minimum in rupees a month or a year, answered by the
// search index (Firestore cannot query what a job's pay works out to), written to the URL, and
// each card showing what its job pays.
import { arrangeJobs, uniqueWord } from './support/arrange';
import { closeJobs } from './support/emulators';
import { expect, visitorTest } from './support/fixtures';

visitorTest(
  'a reader ticks Shows pay, asks at least ₹25,000 a month, and sees only the jobs that pay it',
  async ({ page }) => {
    // A country of this test's own: a list of it is otherwise Firestore's, live.
    const country = `Payland ${uniqueWord()}`;
    const jobs = await arrangeJobs([
      { Title: 'Stipend above', Salary: 'Stipend ₹30,000 a month', Country: country },
      { Title: 'Yearly below', Salary: '₹2 LPA', Country: country },
      { Title: 'Dollars', Salary: '$5,000 a month', Country: country },
      { Title: 'Says no figure', Salary: 'Competitive', Country: country },
      { Title: 'Says nothing', Country: country },
      { Title: 'Yearly above', Salary: '₹6–8 LPA', Country: country },
    ]);
    const headings = page.getByRole('article').getByRole('heading');
    const payFilter = page.getByRole('form', { name: 'Pay' });
    const base = `/?country=${encodeURIComponent(country).replace(/%20/g, '+')}`;
    try {
      await page.goto(base);
      await expect(headings).toHaveText(jobs.map((job) => job.Title));
      // Each card says what its job pays, as the job says it.
      const card = page.getByRole('article', { name: 'Stipend above' });
      await expect(card.getByText('Stipend ₹30,000 a month')).toBeVisible();
      await expect(
        page.getByText('The minimum applies to pay given in rupees (INR)'),
      ).toBeVisible();

      await page.getByRole('checkbox', { name: 'Shows pay' }).check();
      await expect(page).toHaveURL(`${base}&pay=shown`);
      await expect(headings).toHaveText([
        'Stipend above',
        'Yearly below',
        'Dollars',
        'Yearly above',
      ]);

      // A minimum that cannot be read is said, and changes nothing.
      const minimum = page.getByRole('textbox', { name: 'Minimum pay' });
      await minimum.fill('25k');
      await minimum.press('Enter');
      await expect(payFilter.getByRole('alert')).toHaveText(
        'Enter the minimum pay as a whole number of rupees, such as 25000.',
      );
      await expect(minimum).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(`${base}&pay=shown`);

      // ₹25,000 a month is ₹3,00,000 a year: ₹2 LPA falls short, dollars are not converted.
      await minimum.fill('25,000');
      await page.getByRole('combobox', { name: 'Minimum pay per' }).selectOption('month');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(`${base}&pay=shown&minpay=25000&per=month`);
      await expect(headings).toHaveText(['Stipend above', 'Yearly above']);
      await expect(payFilter.getByRole('alert')).toHaveCount(0);

      // The URL is the list: read again, it is the same list with the same choices.
      await page.reload();
      await expect(headings).toHaveText(['Stipend above', 'Yearly above']);
      await expect(page.getByRole('checkbox', { name: 'Shows pay' })).toBeChecked();
      await expect(minimum).toHaveValue('25000');
      await expect(page.getByRole('combobox', { name: 'Minimum pay per' })).toHaveValue('month');

      // Back undoes the minimum.
      await page.goBack();
      await expect(page).toHaveURL(`${base}&pay=shown`);
      await expect(headings).toHaveCount(4);
    } finally {
      // Every other spec's first visit loads the open board's first page: keep it small.
      await closeJobs(jobs.map((job) => job.id));
    }
  },
);
