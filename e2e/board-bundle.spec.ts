// A first visit gets the board from the CDN as a Firestore data bundle (the jobsBundle function
// behind firebase.json's rewrite, which the preview follows as Hosting does); a returning one
// asks only for changes and never fetches it again.
import { LIST_PAGE_SIZE } from '../domain/src/constants';
import { expect, test } from './fixtures';
import { NEEDS_EMULATOR } from './mode';
import { activeJobs } from './seed';

const jobs = activeJobs('Job');

test(`a first visit loads the board bundle, compressed, and a return visit does not ${NEEDS_EMULATOR}`, async ({
  page,
}) => {
  const bundles: { status: number; encoding: string | undefined; jobs: string | undefined }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/bundles/jobs') return;
    const headers = response.headers();
    bundles.push({
      status: response.status(),
      encoding: headers['content-encoding'],
      jobs: headers['x-board-jobs'],
    });
  });

  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(Math.min(jobs.length, LIST_PAGE_SIZE));
  await expect(cards.first().getByRole('heading')).toHaveText(jobs[0]!.Title);
  expect(bundles).toHaveLength(1);
  expect(bundles[0]!.status).toBe(200);
  expect(['br', 'gzip']).toContain(bundles[0]!.encoding);
  // Every open job of either type, and nothing else.
  expect(Number(bundles[0]!.jobs)).toBe(jobs.length + activeJobs('Internship').length);
  // The sync goes on from the bundle's time.
  const watermark = await page.evaluate(() =>
    Object.entries(localStorage).find(([key]) => key.startsWith('portal:jobs-watermark:')),
  );
  expect(Number(watermark?.[1])).toBeGreaterThan(0);

  await page.reload();
  await expect(cards.first().getByRole('heading')).toHaveText(jobs[0]!.Title);
  expect(bundles).toHaveLength(1);
});
