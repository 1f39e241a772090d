// "Still hiring?" on the emulators: a post with an address gets its ask at the due time, the
// mail reaches the inbox, and its links answer once: the job stays open (confirmed) or closes.
import { PostJobResultSchema } from '@portal/domain/callables/callable-results';
import { DAY_MS } from '@portal/domain/jobs/job-expiry';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALERTS_SIGNING_KEY } from '#src/alerts/signing-key';
import { jobContactRef } from '#src/data/job-contacts';
import { sendQueuedMailNow } from '#src/mail/mail-sender';
import { callFunction, clearFirestore, signUpVerified, testFirestore } from '#src/test/emulators';
import { emptyInbox, linkIn, receivedMail } from '#src/test/inbox';
import { validPost } from '#src/test/post-input';
import { readJob, storeJob } from '#src/test/stored-jobs';
import { askDuePosters } from './ask-posters';

const db = testFirestore();
const FUNCTIONS_URL = process.env.PORTAL_FUNCTIONS_URL!;
const SITE = process.env.PORTAL_SITE_URL!;
const GUEST = '203.0.113.40';

beforeEach(async () => {
  await Promise.all([clearFirestore(), emptyInbox()]);
});

async function post(overrides: Parameters<typeof validPost>[0], auth?: { idToken: string }) {
  const outcome = await callFunction('postJob', validPost(overrides), { ip: GUEST, ...auth });
  if (!outcome.ok) throw new Error(`Refused: ${outcome.message}`);
  return PostJobResultSchema.parse(outcome.result).id;
}

/** Runs the hourly ask as if at `at`, and sends what it queued. */
async function askAt(at: number) {
  const mailIds = await askDuePosters(db, {
    now: at,
    site: SITE,
    product: 'Job Portal',
    key: ALERTS_SIGNING_KEY.value(),
  });
  await sendQueuedMailNow(db, mailIds);
  return mailIds;
}

/** The function behind a link of the mail (its path on the site, served through a rewrite). */
const functionUrl = (link: string) => `${FUNCTIONS_URL}/stillHiring${new URL(link).search}`;

async function askLinks(email: string) {
  const [mail, ...more] = await receivedMail(email);
  expect(more).toHaveLength(0);
  return {
    mail: mail!,
    stillOpen: functionUrl(linkIn(mail!.text, `${SITE}/still-hiring?answer=still-open&token=`)),
    filled: functionUrl(linkIn(mail!.text, `${SITE}/still-hiring?answer=filled&token=`)),
  };
}

const press = (link: string) => fetch(link, { method: 'POST' });

/** A stored date (readJob answers the document as stored). */
const millis = (stored: unknown) => (stored as Timestamp).toMillis();

describe('still hiring?', () => {
  it('asks a guest who left an address 14 days on; the link keeps the job open for 30 days, once', async () => {
    const postedAt = Date.now();
    const id = await post({ ManageEmail: ' Asha@Example.com ' });
    // The address is kept apart from the public job.
    expect(JSON.stringify(await readJob(db, id))).not.toContain('asha');
    const contact = (await jobContactRef(db, id).get()).data()!;
    expect(contact.email).toBe('asha@example.com');
    const due = (contact.nextAskAt as Timestamp).toMillis();
    expect(due).toBeGreaterThanOrEqual(postedAt + 14 * DAY_MS);
    expect(due).toBeLessThan(Date.now() + 14 * DAY_MS + 1);

    // Not yet due: nobody is asked.
    expect(await askAt(due - 60_000)).toEqual([]);
    expect(await askAt(due + 60_000)).toHaveLength(1);
    // Asked once: the next run sends nothing more until the next ask is due.
    expect(await askAt(due + 120_000)).toEqual([]);

    const { mail, stillOpen } = await askLinks('asha@example.com');
    expect(mail.subject).toBe('Is Frontend Engineer still open?');
    expect(mail.text).toContain(`${SITE}/job/${id}`);

    // GET (a mail scanner following the link) only asks.
    const page = await fetch(stillOpen);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Yes, keep it open for 30 more days');
    expect((await readJob(db, id)).confirmedAt).toBeUndefined();

    const before = Date.now();
    const answered = await press(stillOpen);
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain('Thank you: the job stays open');
    const job = await readJob(db, id);
    expect(millis(job.confirmedAt)).toBeGreaterThanOrEqual(before - 5_000);
    expect(millis(job.expiresAt)).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(job.status).toBe('active');

    // The link works once.
    const again = await press(stillOpen);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This link has been used');
    // The next ask is 3 days before the new expiry.
    const next = ((await jobContactRef(db, id).get()).data()!.nextAskAt as Timestamp).toMillis();
    expect(next).toBe(millis(job.expiresAt) - 3 * DAY_MS);
  });

  it('closes the job as filled from the other link, and then asks no more', async () => {
    const id = await post({ ManageEmail: 'ravi@example.com' });
    await askAt(Date.now() + 15 * DAY_MS);
    const { filled, stillOpen } = await askLinks('ravi@example.com');
    const answered = await press(filled);
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain('The job is closed');
    expect((await readJob(db, id)).status).toBe('closed');
    // The mail's other link is spent with it.
    expect((await press(stillOpen)).status).toBe(410);
    expect((await jobContactRef(db, id).get()).data()!.nextAskAt).toBeNull();
    expect(await askAt(Date.now() + 40 * DAY_MS)).toEqual([]);
  });

  it('asks a signed-in poster at their verified address, and nobody for a guest who left none', async () => {
    const poster = await signUpVerified('meera@example.com');
    const own = await post({ Title: 'Data Analyst' }, { idToken: poster.idToken });
    const anonymous = await post({ Title: 'Designer' });
    expect((await jobContactRef(db, anonymous).get()).exists).toBe(false);
    expect((await jobContactRef(db, own).get()).data()).toMatchObject({ email: null });
    expect(await askAt(Date.now() + 15 * DAY_MS)).toHaveLength(1);
    const { mail } = await askLinks('meera@example.com');
    expect(mail.subject).toBe('Is Data Analyst still open?');
  });

  it('asks a job open for 7 days once, 3 days before it expires', async () => {
    const postedAt = Date.now();
    const id = await post({ ManageEmail: 'short@example.com', openDays: 7 });
    const due = ((await jobContactRef(db, id).get()).data()!.nextAskAt as Timestamp).toMillis();
    expect(due).toBeGreaterThanOrEqual(postedAt + 4 * DAY_MS);
    expect(due).toBeLessThan(postedAt + 5 * DAY_MS);
  });

  it('asks before an extended job’s new expiry, not its old one', async () => {
    const id = await post({ ManageEmail: 'long@example.com' });
    const postedAt = Date.now();
    expect(await askAt(postedAt + 15 * DAY_MS)).toHaveLength(1);
    // Extended at /my-jobs by 30 days.
    const job = await readJob(db, id);
    const expiresAt = millis(job.expiresAt) + 30 * DAY_MS;
    await db.doc(`jobs/${id}`).update({ expiresAt: Timestamp.fromMillis(expiresAt) });
    // Three days before the old expiry, nobody is asked; the ask moves to the new one.
    expect(await askAt(postedAt + 28 * DAY_MS)).toEqual([]);
    const next = millis((await jobContactRef(db, id).get()).data()!.nextAskAt);
    expect(next).toBe(expiresAt - 3 * DAY_MS);
    expect(await askAt(next + 60_000)).toHaveLength(1);
  });

  it('does not ask about a job that has closed, and its old links say it is no longer listed', async () => {
    const id = await post({ ManageEmail: 'late@example.com' });
    await askAt(Date.now() + 15 * DAY_MS);
    const { stillOpen } = await askLinks('late@example.com');
    await db.doc(`jobs/${id}`).update({ status: 'closed' });
    const answered = await press(stillOpen);
    expect(answered.status).toBe(409);
    expect(await answered.text()).toContain('This job is no longer listed');
    expect(millis((await readJob(db, id)).expiresAt)).toBeLessThan(Date.now() + 31 * DAY_MS);
  });

  it('attack: a forged, altered or cross-purpose token changes nothing', async () => {
    await storeJob(db, 'target');
    const id = await post({ ManageEmail: 'owner@example.com' });
    await askAt(Date.now() + 15 * DAY_MS);
    const { stillOpen } = await askLinks('owner@example.com');
    const token = new URL(stillOpen).searchParams.get('token')!;
    const [subject, expiry, signature] = token.split('.');
    const attempts = [
      // Another job's id with this ask's signature.
      `${FUNCTIONS_URL}/stillHiring?answer=filled&token=${subject!.replace(id, 'target')}.${expiry}.${signature}`,
      // The still-open token used to close the job.
      `${FUNCTIONS_URL}/stillHiring?answer=filled&token=${token}`,
      // A later expiry.
      `${FUNCTIONS_URL}/stillHiring?answer=still-open&token=${subject}.zzzzzzzz.${signature}`,
      `${FUNCTIONS_URL}/stillHiring?answer=reopen&token=${token}`,
      `${FUNCTIONS_URL}/stillHiring`,
    ];
    for (const attempt of attempts) {
      const response = await press(attempt);
      expect(response.status, attempt).toBe(400);
    }
    expect((await readJob(db, 'target')).status).toBe('active');
    expect((await readJob(db, id)).status).toBe('active');
    expect((await readJob(db, id)).confirmedAt).toBeUndefined();
  });
});
