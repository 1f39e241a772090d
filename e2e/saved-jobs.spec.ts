// Saved jobs as a signed-in job seeker uses them: on a flaky phone connection, offline, and
// when the server says no.
import type { BrowserContext, Page } from '@playwright/test';
import type { Job } from '../domain/src/job';
import { serverDocument, uidOf, withEditedRules } from './emulators';
import { expect, test } from './fixtures';
import { NEEDS_EMULATOR } from './mode';
import { activeJobs } from './seed';
import { beOffline, logOut, shellIsCached, signUp } from './session';

const heartOf = (page: Page, job: Job) =>
  page.getByRole('button', { name: `Save ${job.Title}` }).first();

test('a saved job is listed under Saved Jobs and still readable after an offline reload', async ({
  page,
  context,
}) => {
  const job = activeJobs('Job')[2]!;
  await signUp(page, 'Meera');

  await heartOf(page, job).click();
  await expect(heartOf(page, job)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Saved Jobs' }).click();
  await expect(page).toHaveURL('/?show=saved');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(job.Title);

  // The service worker serves the shell, Firestore's cache the saved job and the session.
  await shellIsCached(page);
  await context.setOffline(true);
  await page.reload();
  await beOffline(page, context);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.Title);
  // A job this device does not have is not called missing while offline.
  await page.goto('/job/not-on-this-device');
  await beOffline(page, context);
  await expect(page.getByText(/^You are offline, and this job is not saved/)).toBeVisible();
  await context.setOffline(false);

  // Logging out forgets the whole copies this device kept for the user.
  expect(await keptJobIds(page)).toEqual([job.id]);
  await logOut(page, 'Meera');
  await expect.poll(() => keptJobIds(page)).toEqual([]);
});

/** The ids of the jobs kept in this browser's offline library, for every user. */
function keptJobIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('portal-offline-library');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('saved-jobs').objectStore('saved-jobs').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            resolve((read.result as { jobId: string }[]).map((entry) => entry.jobId));
            open.result.close();
          };
        };
      }),
  );
}

/** Signs up, goes offline and saves `job`; the heart fills at once and says it waits to sync. */
async function saveWhileOffline(page: Page, context: BrowserContext, job: Job) {
  const email = await signUp(page, 'Kiran');
  await expect(heartOf(page, job)).toBeEnabled();
  await shellIsCached(page);
  await context.setOffline(true);
  await heartOf(page, job).click();
  await expect(heartOf(page, job)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Waiting to sync')).toBeVisible();
  return email;
}

test('saving with no network takes effect at once and a reload loses nothing', async ({
  page,
  context,
}) => {
  const job = activeJobs('Job')[4]!;
  await saveWhileOffline(page, context, job);

  await page.reload();
  await expect(heartOf(page, job)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Waiting to sync')).toBeVisible();
  await page.getByRole('button', { name: 'Saved Jobs' }).click();
  await expect(page.getByRole('article').getByRole('heading')).toHaveText(job.Title);
  await context.setOffline(false);
});

test(
  'a save and an unsave made offline reach Firestore when the network returns',
  { tag: NEEDS_EMULATOR },
  async ({ page, context }) => {
    const job = activeJobs('Job')[5]!;
    const email = await saveWhileOffline(page, context, job);
    const savedJobPath = `savedjobs/${await uidOf(email)}_${job.id}`;
    await page.reload();
    expect(await serverDocument(savedJobPath)).toBeNull();

    await context.setOffline(false);
    await expect(page.getByText('Waiting to sync')).toHaveCount(0);
    await expect
      .poll(() => serverDocument(savedJobPath))
      .toMatchObject({
        JobId: { stringValue: job.id },
        UserId: { stringValue: expect.any(String) },
      });

    await context.setOffline(true);
    await heartOf(page, job).click();
    await expect(heartOf(page, job)).toHaveAttribute('aria-pressed', 'false');
    await context.setOffline(false);
    await expect.poll(() => serverDocument(savedJobPath)).toBeNull();
  },
);

test(
  'when the server refuses a save, the heart goes back and the failure is logged',
  { tag: NEEDS_EMULATOR },
  async ({ page, context, expectConsoleError }) => {
    const job = activeJobs('Job')[6]!;
    expectConsoleError(/^Failed to save job/);
    const refuseSaves = (rules: string) =>
      rules.replace('allow create: if validSavedJob', 'allow create: if false && validSavedJob');

    await withEditedRules(refuseSaves, async () => {
      // Saved offline, so the optimistic state can be seen before the server answers.
      const email = await saveWhileOffline(page, context, job);
      await context.setOffline(false);
      await expect(heartOf(page, job)).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByText('Waiting to sync')).toHaveCount(0);
      expect(await serverDocument(`savedjobs/${await uidOf(email)}_${job.id}`)).toBeNull();
    });
  },
);
