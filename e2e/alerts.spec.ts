// Job alerts as people live them: a visitor subscribes in the footer, confirms from the mail, gets
// the digest with a new job in it, unsubscribes with its link and hears nothing more; a reader asks
// for jobs of a search paying at least a minimum and is mailed only those; a signed-in user makes
// an alert for a search and pauses and deletes it at /alerts.
import type { Pay } from '../domain/src/jobs/pay';
import { arrangeJobs, uniqueWord } from './support/arrange';
import {
  callFromFreshAddress,
  callFunction,
  closeJobs,
  followVerificationLink,
  formTicket,
  verificationCode,
} from './support/emulators';
import { expect, warmBrowserTest } from './support/fixtures';
import { subscribeInFooter } from './support/footer-subscription';
import { linkIn, mailTo, runDigest, SITE, waitForMail } from './support/inbox';
import { signUp } from './support/session';

const unique = () => uniqueWord('');

/** The jobs this spec posted, closed after each test: the board every first visit loads stays small. */
const posted: string[] = [];
warmBrowserTest.afterEach(async () => {
  await closeJobs(posted.splice(0));
});

async function postJob(title: string): Promise<string> {
  const answer = await callFunction('postJob', {
    Title: title,
    Type: 'Job',
    Company: 'Alertly Labs',
    ApplyURL: 'https://alertly.example.com/apply',
    Skills: '<p>Reading mail</p>',
    openDays: 30,
    formTicket: formTicket(),
  });
  const { id } = (answer as { result: { id: string } }).result;
  posted.push(id);
  return id;
}

const rupeesPay = (period: 'MONTH' | 'YEAR', min: number, max?: number): Pay => ({
  kind: 'paid',
  currency: 'INR',
  period,
  min,
  ...(max !== undefined && { max }),
});

// Each digest run mails every alert that is due, whichever test made it: a run of one test could
// mail another's alert before that test's jobs were posted and move its window past them. The
// tests that run the digest take turns.
warmBrowserTest.describe('the digest', () => {
  warmBrowserTest.describe.configure({ mode: 'default' });

  // The digest holds every job posted since the alert was confirmed, and lists the newest 20:
  // this spec's job is one of the few posted through postJob meanwhile (the other specs' arranged
  // jobs are an hour old, and their posted ones are closed once checked).
  warmBrowserTest('the footer subscription from confirmation to unsubscribe', async ({ page }) => {
    const email = `seeker-${unique()}@example.com`;
    await callFromFreshAddress(page);
    await page.goto('/about');
    // The footer moves down when the page arrives (discovery.spec.ts, the contact modal).
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await subscribeInFooter(page, email);

    const confirmation = await waitForMail(email, /^Confirm your .* job alert$/);
    await page.goto(linkIn(confirmation.text, `${SITE}/subscription/confirm?token=`));
    await expect(page.getByRole('heading', { name: 'Confirm your job alert' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm alert' }).click();
    await expect(page.getByRole('heading', { name: 'Your alert is confirmed' })).toBeVisible();

    const title = `Alert-worthy engineer ${unique()}`;
    const jobId = await postJob(title);
    await runDigest(1.1);
    const digest = await waitForMail(email, /new jobs?: Every new job and internship$/);
    expect(digest.text).toContain(title);
    expect(digest.text).toContain(`${SITE}/job/${jobId}`);

    await page.goto(linkIn(digest.text, `${SITE}/subscription/unsubscribe?token=`));
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

  warmBrowserTest(
    'a reader asks the alert for jobs paying at least ₹25,000 a month and is mailed only those',
    async ({ page }) => {
      const word = uniqueWord();
      const email = `pay-seeker-${unique()}@example.com`;
      // Posted before the alert: the board shows them, the digest counts none.
      const earlier = await arrangeJobs([
        { Title: `Earlier cook ${word}`, Pay: rupeesPay('MONTH', 30_000) },
        { Title: `Earlier helper ${word}` },
      ]);
      posted.push(...earlier.map((job) => job.id));
      await callFromFreshAddress(page);
      const headings = page.getByRole('article').getByRole('heading');
      await page.goto(`/?q=${word}`);
      await expect(headings).toHaveText([`Earlier cook ${word}`, `Earlier helper ${word}`]);
      // The board's pay filter goes with the search into the alert...
      await page.getByRole('checkbox', { name: 'Shows pay' }).check();
      await expect(page).toHaveURL(`/?q=${word}&pay=shown`);
      await expect(headings).toHaveText([`Earlier cook ${word}`]);
      await page.getByRole('button', { name: 'E-mail me jobs like these' }).click();
      const dialog = page.getByRole('dialog', { name: 'E-mail me jobs like these' });
      await expect(dialog.getByText(`Jobs matching “${word}” that show pay`)).toBeVisible();
      const pay = dialog.getByRole('group', { name: 'Pay' });
      await expect(pay.getByRole('checkbox', { name: 'Shows pay' })).toBeChecked();

      // ...and the dialog asks a minimum the board did not: one it cannot read subscribes nothing.
      await dialog.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
      const minimum = pay.getByRole('textbox', { name: 'Minimum pay' });
      await minimum.fill('25k');
      await dialog.getByRole('button', { name: 'Create alert' }).click();
      await expect(pay.getByRole('alert')).toHaveText(
        'Enter the minimum pay as a whole number of rupees, such as 25000.',
      );
      await expect(minimum).toHaveAttribute('aria-invalid', 'true');
      await expect(minimum).toBeFocused();
      await minimum.fill('25,000');
      await pay.getByRole('combobox', { name: 'Minimum pay per' }).selectOption('month');
      const described = `Jobs matching “${word}” paying at least ₹25,000 a month`;
      await expect(dialog.getByText(described, { exact: true })).toBeVisible();
      await expect(pay.getByRole('alert')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Create alert' }).click();
      await expect(page.getByText(`check your inbox at ${email}`)).toBeVisible();
      await expect(dialog).toHaveCount(0);

      const confirmation = await waitForMail(email, /^Confirm your .* job alert$/);
      expect(confirmation.text).toContain(`  ${described}\n`);
      await page.goto(linkIn(confirmation.text, `${SITE}/subscription/confirm?token=`));
      await expect(page.getByText(described)).toBeVisible();
      await page.getByRole('button', { name: 'Confirm alert' }).click();
      await expect(page.getByRole('heading', { name: 'Your alert is confirmed' })).toBeVisible();

      // Posted since it was confirmed (a second on, so none is posted in the very millisecond),
      // in the window the digest covers. Pay kept as a structure alone, or only as a Salary.
      const postedAt = new Date(Date.now() + 1000);
      const since = await arrangeJobs(
        [
          { Title: `Monthly cook ${word}`, Pay: rupeesPay('MONTH', 20_000, 30_000) },
          { Title: `Yearly chef ${word}`, Salary: '₹6–8 LPA' },
          { Title: `Underpaid cook ${word}`, Pay: rupeesPay('YEAR', 200_000) },
          { Title: `Dollar cook ${word}`, Salary: '$5,000 a month' },
          { Title: `Silent cook ${word}` },
          { Title: `Well-paid stranger ${unique()}`, Pay: rupeesPay('MONTH', 90_000) },
        ].map((spec) => ({ ...spec, createdAt: postedAt })),
      );
      posted.push(...since.map((job) => job.id));
      await runDigest(1.1);
      const digest = await waitForMail(email, /new jobs?: /);
      expect(digest.subject).toBe(`2 new jobs: ${described}`);
      expect(digest.text).toContain(`for your alert: ${described}\n`);
      expect(digest.text).toContain(
        `- Monthly cook ${word} · Arranged Works · ₹20,000–30,000 a month`,
      );
      expect(digest.text).toContain(`- Yearly chef ${word} · Arranged Works · ₹6–8 LPA`);
      expect(digest.text).toContain(`${SITE}/job/${since[0]!.id}`);
      expect(digest.text).not.toMatch(/Underpaid|Dollar|Silent|stranger|Earlier/);
      // The failed try sent nothing: one confirmation, one digest.
      expect((await mailTo(email)).map((mail) => mail.subject)).toEqual([
        confirmation.subject,
        digest.subject,
      ]);
    },
  );
});

warmBrowserTest(
  'a signed-in user makes an alert for a search and manages it at /alerts',
  async ({ page }) => {
    // Only an account whose address is verified manages the alerts made for it: sign-up mails
    // the link, and /alerts says so until it is followed.
    const email = await signUp(page, 'Alert Keeper');
    // Sign-up sends the link without holding the visitor up: it is out before this page is left,
    // or the navigation would cancel the request that sends it.
    await expect.poll(() => verificationCode(email)).not.toBeNull();
    await page.goto('/alerts');
    const verify = page.getByRole('region', { name: 'Verify your e-mail address' });
    await expect(verify).toContainText(email);
    await verify.getByRole('button', { name: 'I have verified it' }).click();
    await expect(verify.getByRole('status')).toHaveText(/not verified yet/);
    await followVerificationLink((await verificationCode(email))!);
    // Auth reads the account afresh, and the page says the address is verified, before the new ID
    // token that says so has come: a reader may move on first. This one does, so the alert below
    // is made with the token from before the verification, as the new page has no other.
    const tokenRefresh = '**/securetoken.googleapis.com/**';
    await page.route(tokenRefresh, () => {});
    await verify.getByRole('button', { name: 'I have verified it' }).click();
    await expect(verify).toHaveCount(0);
    await page.goto('/internships?q=design&country=India');
    await page.unroute(tokenRefresh);
    await page.getByRole('button', { name: 'E-mail me jobs like these' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail me jobs like these' });
    await expect(dialog.getByText('Internships matching “design” in India')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Your e-mail address' })).toHaveValue(email);
    await dialog.getByRole('radio', { name: /week/i }).check();
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await expect(page.getByText(`check your inbox at ${email}`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await waitForMail(email, /^Confirm your .* job alert$/);

    await page.goto('/alerts');
    const alert = page.getByRole('listitem', { name: 'Internships matching “design” in India' });
    await expect(alert.getByText('Waiting for confirmation — check your inbox')).toBeVisible();
    await expect(alert.getByRole('combobox', { name: 'How often' })).toHaveValue('weekly');
    await alert.getByRole('button', { name: /^Pause/ }).click();
    await expect(alert.getByRole('button', { name: /^Resume/ })).toBeVisible();
    // Shown at once; stored once it no longer says it is saving.
    await expect(alert.getByText('Saving...')).toHaveCount(0);
    await page.reload();
    await expect(alert.getByRole('button', { name: /^Resume/ })).toBeVisible();

    await alert.getByRole('button', { name: /^Delete/ }).click();
    const deleted = page.waitForResponse(/\/deleteAlert$/);
    await alert.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(alert).toHaveCount(0);
    // Gone from the list at once; gone for good once the server has answered.
    expect((await deleted).ok()).toBe(true);
    await page.reload();
    await expect(page.getByText('No alerts yet')).toBeVisible();
  },
);
