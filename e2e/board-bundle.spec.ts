// A first visit gets the board from the CDN as a Firestore data bundle (the jobsBundle function
// behind firebase.json's rewrite, which the preview follows as Hosting does); a returning one
// asks only for changes and never fetches it again.
import { DAY_MS } from '../domain/src/job-expiry';
import { arrangeJobs, uniqueWord } from './arrange';
import { expect, test } from './fixtures';

/** The ids of the jobs a Firestore bundle holds (a bundle is length-prefixed JSON elements). */
function jobIdsIn(bundle: string): string[] {
  return [...bundle.matchAll(/"documentMetadata":\{"name":"[^"]*\/documents\/jobs\/([^"]+)"/g)].map(
    (match) => match[1]!,
  );
}

test('a first visit loads the board bundle, compressed, and a return visit does not', async ({
  page,
}) => {
  const word = uniqueWord();
  const [job, internship, closed, expired, hidden] = await arrangeJobs([
    { Title: `Cobbler ${word}` },
    { Title: `Cobbling intern ${word}`, Type: 'Internship' },
    { Title: `Closed cobbler ${word}`, status: 'closed' },
    { Title: `Expired cobbler ${word}`, expiresAt: new Date(Date.now() - DAY_MS) },
    { Title: `Hidden cobbler ${word}`, status: 'hidden' },
  ]);
  const bundles: {
    status: number;
    encoding: string | undefined;
    jobs: string | undefined;
    ids: string[];
  }[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/bundles/jobs') return;
    const headers = response.headers();
    bundles.push({
      status: response.status(),
      encoding: headers['content-encoding'],
      jobs: headers['x-board-jobs'],
      ids: jobIdsIn((await response.body()).toString('utf8')),
    });
  });

  await page.goto(`/?q=${word}`);
  const cards = page.getByRole('article');
  await expect(cards.getByRole('heading')).toHaveText([job!.Title]);
  await expect.poll(() => bundles.length).toBe(1);
  const [bundle] = bundles;
  expect(bundle!.status).toBe(200);
  expect(['br', 'gzip']).toContain(bundle!.encoding);
  // Every open job of either type, and nothing else; the header counts what the body holds.
  expect(bundle!.ids).toEqual(expect.arrayContaining([job!.id, internship!.id]));
  for (const gone of [closed!, expired!, hidden!]) expect(bundle!.ids).not.toContain(gone.id);
  expect(Number(bundle!.jobs)).toBe(bundle!.ids.length);
  // The sync goes on from the bundle's time.
  const watermark = await page.evaluate(() =>
    Object.entries(localStorage).find(([key]) => key.startsWith('portal:jobs-watermark:')),
  );
  expect(Number(watermark?.[1])).toBeGreaterThan(0);

  await page.reload();
  await expect(cards.getByRole('heading')).toHaveText([job!.Title]);
  expect(bundles).toHaveLength(1);
});
