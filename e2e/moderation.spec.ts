// The moderators' console as a moderator uses it: a held post in the queue with what the screen
// found, approved with a reason, listed at once, the approval in the audit log; and the page as
// someone who is not a moderator sees it.
import { seriousViolations } from './support/axe';
import { uniqueWord } from './support/arrange';
import { callFunction, formTicket, grantModerator } from './support/emulators';
import { expect, warmBrowserTest } from './support/fixtures';
import { signUp } from './support/session';

/** A guest's post that the screen holds: it asks the applicant for money. */
async function heldPost(title: string): Promise<string> {
  const outcome = await callFunction('postJob', {
    Title: title,
    Type: 'Job',
    Company: 'Quickhire Services',
    ApplyURL: 'https://quickhire.example.com/apply',
    Skills: '<p>Typing</p>',
    Description: '<p>Work from home. A refundable registration fee of Rs 499 is payable.</p>',
    openDays: 7,
    formTicket: formTicket(),
  });
  const result = (outcome as { result: { id: string; held: boolean } }).result;
  expect(result.held).toBe(true);
  return result.id;
}

warmBrowserTest(
  'a moderator approves a held job from the queue with a reason; it is listed, and the log says so',
  async ({ page }) => {
    const title = `Typist ${uniqueWord()}`;
    const id = await heldPost(title);
    const email = await signUp(page, 'Meera');
    await grantModerator(email);

    // The token the page holds predates the claim: opening the console fetches a new one.
    await page.goto('/moderation');
    await expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible();
    const item = page.getByRole('listitem', { name: title });
    await expect(item.getByText('Held by the screen', { exact: true })).toBeVisible();
    await expect(item.getByText(/Asks the applicant for money/)).toBeVisible();
    await expect(item.getByText('https://quickhire.example.com/apply')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await item.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this job' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByText('Say why, in a few words.')).toBeVisible();
    await dialog.getByLabel(/Reason/).fill('Called the company: the fee line was a template error');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`“${title}” is approved and listed.`)).toBeVisible();
    await expect(item).toHaveCount(0);
    const log = page.getByRole('region', { name: 'Audit log' });
    await expect(log.getByText(/the fee line was a template error/)).toBeVisible();

    await page.goto(`/job/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  },
);

warmBrowserTest(
  'someone who is not a moderator is told the page is not for them',
  async ({ page }) => {
    await signUp(page, 'Arjun');
    await page.goto('/moderation');
    await expect(page.getByText('This page is for moderators.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Queue' })).toHaveCount(0);
  },
);
