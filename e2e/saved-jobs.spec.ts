// Saved jobs as a signed-in job seeker uses them: on a flaky phone connection, offline, and
// when the server says no.
import type { BrowserContext, Page } from '@playwright/test';
import type { Job } from '../domain/src/jobs/job';
import { arrangeJob, uniqueWord } from './support/arrange';
import { serverDocument, uidOf, withEditedRules } from './support/emulators';
import { expect, test, type FirestoreMode } from './support/fixtures';
import { activeJobs } from './support/seed';
import {
  beOffline,
  holdSession,
  logOut,
  shellIsCached,
  signUp,
  submitSignUp,
} from './support/session';
import { OFFLINE } from './support/tags';

// Working offline is the service worker's part.
test.use({ serviceWorkers: 'allow' });

const heartOf = (page: Page, job: Job) =>
  page.getByRole('button', { name: `Save ${job.Title}` }).first();

/**
 * A job to save and the list that shows it: on the emulator one of the test's own, found by its
 * word; in offline mode one of the seed's, which every browser has a copy of its own.
 */
async function jobToSave(
  mode: FirestoreMode,
  seedIndex: number,
): Promise<{ job: Job; list: string }> {
  if (mode === 'offline') return { job: activeJobs('Job')[seedIndex]!, list: '/' };
  const word = uniqueWord();
  return { job: await arrangeJob({ Title: `Saveable ${word}` }), list: `/?q=${word}` };
}

test(
  'a saved job is listed under Saved Jobs and still readable after an offline reload',
  { tag: OFFLINE },
  async ({ page, context, firestoreMode }) => {
    const { job, list } = await jobToSave(firestoreMode, 2);
    await signUp(page, 'Meera');
    await page.goto(list);

    await heartOf(page, job).click();
    await expect(heartOf(page, job)).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Saved Jobs' }).click();
    await expect(page).toHaveURL(/[?&]show=saved/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([job.Title]);

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
  },
);

test(
  'Saved Jobs tapped while an offline reload still reads the session waits for it, never asking to log in',
  { tag: OFFLINE },
  async ({ page, context, firestoreMode }) => {
    const { job, list } = await jobToSave(firestoreMode, 3);
    await signUp(page, 'Ravi');
    await page.goto(list);
    await heartOf(page, job).click();
    await expect(heartOf(page, job)).toHaveAttribute('aria-pressed', 'true');
    // Kept on this device before the network goes.
    await expect.poll(() => keptJobIds(page)).toEqual([job.id]);

    // With no network, Auth takes a second or two to read the session; a tap on Saved then was
    // taken for a guest's. Held here until the tap, rather than raced.
    const releaseSession = await holdSession(page);
    await shellIsCached(page);
    await context.setOffline(true);
    await page.reload();
    await beOffline(page, context);
    const saved = page.getByRole('button', { name: 'Saved Jobs' });
    await saved.click();
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    // The list waits for the session, rather than show All Jobs.
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Login required' })).toHaveCount(0);

    await releaseSession();
    await expect(page.getByRole('button', { name: 'Account menu for Ravi' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([job.Title]);
    await expect(page.getByRole('dialog', { name: 'Login required' })).toHaveCount(0);
    await context.setOffline(false);
  },
);

/** The ids of the jobs kept in this browser's offline library, for every user; none without one. */
function keptJobIds(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    // Logging out deletes the library; opening it then would make an empty one.
    !(await indexedDB.databases()).some(({ name }) => name === 'portal-offline-library')
      ? []
      : new Promise<string[]>((resolve, reject) => {
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

/** On `list`, goes offline and saves `job`; the heart fills at once and says it waits to sync. */
async function saveWhileOffline(page: Page, context: BrowserContext, job: Job, list: string) {
  await page.goto(list);
  await expect(heartOf(page, job)).toBeEnabled();
  await shellIsCached(page);
  await context.setOffline(true);
  await heartOf(page, job).click();
  await expect(heartOf(page, job)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Waiting to sync')).toBeVisible();
}

test(
  'saving with no network takes effect at once and a reload loses nothing',
  { tag: OFFLINE },
  async ({ page, context, firestoreMode }) => {
    const { job, list } = await jobToSave(firestoreMode, 4);
    await signUp(page, 'Kiran');
    await saveWhileOffline(page, context, job, list);

    await page.reload();
    await expect(heartOf(page, job)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Waiting to sync')).toBeVisible();
    await page.getByRole('button', { name: 'Saved Jobs' }).click();
    // A list, not one text: the list changes a moment after the click, and a single text asked
    // of the 90 headings before then is a strict-mode error that Playwright does not retry.
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([job.Title]);
    await context.setOffline(false);
  },
);

test('a save and an unsave made offline reach Firestore when the network returns', async ({
  page,
  context,
}) => {
  const { job, list } = await jobToSave('emulator', 0);
  const email = await signUp(page, 'Kiran');
  await saveWhileOffline(page, context, job, list);
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
});

test('a guest who signs up to save a job is brought back, and a save made offline then is kept', async ({
  page,
  context,
}) => {
  const { job, list } = await jobToSave('emulator', 0);
  // A guest's page: Firestore keeps its cache, and so its writes, in memory there.
  await page.goto(list);
  await heartOf(page, job).click();
  await page.getByRole('link', { name: 'Register Here' }).click();
  const email = await submitSignUp(page, 'Lata');
  await expect(page).toHaveURL(list);
  await expect(heartOf(page, job)).toBeEnabled();

  await shellIsCached(page);
  await context.setOffline(true);
  await heartOf(page, job).click();
  await expect(page.getByText('Waiting to sync')).toBeVisible();
  await page.reload();
  await beOffline(page, context);
  await context.setOffline(false);
  const savedJobPath = `savedjobs/${await uidOf(email)}_${job.id}`;
  await expect
    .poll(() => serverDocument(savedJobPath))
    .toMatchObject({ JobId: { stringValue: job.id } });
});

test('when the server refuses a save, the heart goes back and the failure is logged', async ({
  page,
  context,
  expectConsoleError,
}) => {
  const { job, list } = await jobToSave('emulator', 0);
  expectConsoleError(/^Failed to save job/);
  const uid = await uidOf(await signUp(page, 'Kiran'));
  // Refused for this user alone: the other specs running beside this one save as usual.
  const refuseSaves = (rules: string) =>
    rules.replace(
      'allow create: if validSavedJob',
      `allow create: if request.auth.uid != '${uid}' && validSavedJob`,
    );

  await withEditedRules(refuseSaves, async () => {
    // Saved offline, so the optimistic state can be seen before the server answers.
    await saveWhileOffline(page, context, job, list);
    await context.setOffline(false);
    await expect(heartOf(page, job)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('Waiting to sync')).toHaveCount(0);
    expect(await serverDocument(`savedjobs/${uid}_${job.id}`)).toBeNull();
  });
});
