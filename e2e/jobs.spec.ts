// A visitor's first slice: a list of jobs, a job page, and the 404 page.
import { LIST_PAGE_SIZE } from '../domain/src/constants';
import { arrangeJob, arrangeJobs, uniqueWord } from './support/arrange';
import { expect, visitorTest } from './support/fixtures';
import { activeJobs } from './support/seed';
import { OFFLINE } from './support/tags';

visitorTest(
  'the board lists its jobs newest first, and no internships',
  { tag: OFFLINE },
  async ({ page, firestoreMode }) => {
    // Offline mode's board is the seed each browser gets; on the emulator, jobs of this test's own,
    // found by a word nobody else's have.
    let path = '/';
    let jobs = activeJobs('Job');
    let internship = activeJobs('Internship')[0]!;
    if (firestoreMode === 'emulator') {
      const word = uniqueWord();
      const arranged = await arrangeJobs([
        { Title: `Newest ${word}` },
        { Title: `Older ${word}`, Type: 'Internship' },
        { Title: `Oldest ${word}` },
      ]);
      path = `/?q=${word}`;
      jobs = arranged.filter((job) => job.Type === 'Job');
      internship = arranged.find((job) => job.Type === 'Internship')!;
    }
    await page.goto(path);
    await expect(page).toHaveTitle('Job Portal');

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(Math.min(jobs.length, LIST_PAGE_SIZE));
    await expect(cards.first().getByRole('heading')).toHaveText(jobs[0]!.Title);
    if (firestoreMode === 'emulator') {
      await expect(cards.getByRole('heading')).toHaveText(jobs.map((job) => job.Title));
    }
    // Offline mode says where the data lives; on the emulator there is nothing to say.
    await expect(page.getByText('data stays in this browser')).toHaveCount(
      firestoreMode === 'offline' ? 1 : 0,
    );
    // Internship titles never repeat a job's, so a heading with one means an internship leaked in.
    expect(jobs.map((job) => job.Title)).not.toContain(internship.Title);
    await expect(page.getByRole('heading', { name: internship.Title, exact: true })).toHaveCount(0);
  },
);

visitorTest('View Details opens the job page with its title and apply link', async ({ page }) => {
  const word = uniqueWord();
  const job = await arrangeJob({
    Title: `Surveyor ${word}`,
    Company: 'Plumbline',
    ApplyURL: 'https://plumbline.example.com/careers/surveyor',
    Skills: '<ul><li>Levelling</li></ul>',
  });
  await page.goto(`/?q=${word}`);
  const card = page.getByRole('article').first();
  // The app opens the job itself: the page that clicked is the page that shows it.
  await page.evaluate(() => Object.assign(window, { openedFromBoard: true }));
  await card.getByRole('link', { name: /View Details/ }).click();

  await expect(page).toHaveURL(`/job/${job.id}`);
  expect(await page.evaluate(() => 'openedFromBoard' in window)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.Title);
  await expect(page).toHaveTitle(`${job.Title} at ${job.Company} | Job Portal`);
  const apply = page.getByRole('link', { name: /Apply Now/ });
  await expect(apply).toHaveAttribute('href', job.ApplyURL);
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { name: 'Skills Required' })).toBeVisible();
});

visitorTest('a job id that does not exist shows Page Not Found', async ({ page }) => {
  await page.goto('/job/no-such-job');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('alert')).toContainText("This page doesn't exists");
});

visitorTest('an unknown route shows the 404 page with a way back to the jobs', async ({ page }) => {
  // At least this job is on the board the link leads to.
  await arrangeJob();
  await page.goto('/definitely/not/a/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page doesn't exist");
  await page.getByRole('link', { name: 'Explore Jobs' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('article').first()).toBeVisible();
});
