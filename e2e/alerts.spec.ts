// Job alerts as a visitor lives them: subscribe in the footer, confirm from the mail, get the
// digest with a new job in it, unsubscribe with its link, and hear nothing more.
import { callFunction } from './emulators';
import { expect, test } from './fixtures';
import { linkIn, mailTo, runDigest, SITE, waitForMail } from './inbox';
import { NEEDS_EMULATOR } from './mode';

const unique = () => Date.now().toString(36);

async function postJob(title: string): Promise<string> {
  const posted = await callFunction(
    'postJob',
    {
      Title: title,
      Type: 'Job',
      Company: 'Alertly Labs',
      ApplyURL: 'https://alertly.example.com/apply',
      Skills: '<p>Reading mail</p>',
      openDays: 30,
      elapsedMs: 10_000,
    },
    { from: `192.0.2.${Math.floor(Math.random() * 200) + 20}` },
  );
  return (posted as { result: { id: string } }).result.id;
}

test(`the footer subscription from confirmation to unsubscribe ${NEEDS_EMULATOR}`, async ({
  page,
}) => {
  const email = `seeker-${unique()}@example.com`;
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Congratulations! You have subscribed to the product')).toBeVisible();

  const confirmation = await waitForMail(email, /^Confirm your .* job alert$/);
  await page.goto(linkIn(confirmation, `${SITE}/subscription/confirm?token=`));
  await expect(page.getByRole('heading', { name: 'Confirm your job alert' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm alert' }).click();
  await expect(page.getByRole('heading', { name: 'Your alert is confirmed' })).toBeVisible();

  const title = `Alert-worthy engineer ${unique()}`;
  const jobId = await postJob(title);
  await runDigest(1.1);
  const digest = await waitForMail(email, /new jobs?: Every new job and internship$/);
  expect(digest.text).toContain(title);
  expect(digest.text).toContain(`${SITE}/job/${jobId}`);

  await page.goto(linkIn(digest, `${SITE}/subscription/unsubscribe?token=`));
  await expect(page.getByRole('heading', { name: 'Unsubscribe from this alert?' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  await postJob(`Another engineer ${unique()}`);
  await runDigest(2.2);
  expect((await mailTo(email)).map((mail) => mail.subject)).toEqual([
    confirmation.subject,
    digest.subject,
  ]);
});
