// Subscribing, confirming, the digest and unsubscribing, on the Auth, Functions and Firestore
// emulators, with the mail read back from a real SMTP inbox (maildev).
import { DAY_MS } from '@portal/domain/jobs/job-expiry';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readJobsForDigest } from './digest/digest-jobs';
import { jobRef } from '#src/data/jobs';
import { alertRef } from '#src/data/subscriptions';
import { deliverMail } from '#src/mail/deliver-mail';
import { retryDueMail } from '#src/mail/retry-mail';
import { sendQueuedMailNow } from '#src/mail/mail-sender';
import { smtpTransport } from '#src/mail/smtp-transport';
import { startFlakySmtp, type FlakySmtp } from '#src/test/flaky-smtp';
import { callFunction, clearFirestore, countDocs, testFirestore } from '#src/test/emulators';
import { emptyInbox, linkIn, rawMail, receivedMail } from '#src/test/inbox';
import { storeJob } from '#src/test/stored-jobs';
import { forgetUnconfirmedAlerts } from './digest/forget-unconfirmed';
import { runDigest } from './digest/run-digest';
import { ALERTS_SIGNING_KEY } from './signing-key';

const db = testFirestore();
const FUNCTIONS_URL = process.env.PORTAL_FUNCTIONS_URL!;
const SITE = process.env.PORTAL_SITE_URL!;

beforeEach(async () => {
  await Promise.all([clearFirestore(), emptyInbox()]);
});

const search = { query: 'react', countries: [], cities: [], type: null };

function subscribe(email: string, ip = '203.0.113.10', alertSearch: typeof search | null = search) {
  return callFunction('subscribe', { email, search: alertSearch, frequency: 'daily' }, { ip });
}

/** The function behind a link in a mail (its path on the site, served through a rewrite). */
function functionUrl(link: string): string {
  const url = new URL(link);
  const name = url.pathname === '/subscription/confirm' ? 'confirmSubscription' : 'unsubscribe';
  return `${FUNCTIONS_URL}/${name}${url.search}`;
}

async function confirmationLink(email: string): Promise<string> {
  const [mail, ...more] = await receivedMail(email);
  expect(more).toHaveLength(0);
  return linkIn(mail!.text, `${SITE}/subscription/confirm?token=`);
}

async function subscribeAndConfirm(email: string): Promise<string> {
  expect((await subscribe(email)).ok).toBe(true);
  const link = functionUrl(await confirmationLink(email));
  expect((await fetch(link, { method: 'POST' })).status).toBe(200);
  await emptyInbox();
  return link;
}

/** A digest run at `inDays` from now, its mail queued and not sent. */
function queueDigestAt(inDays: number) {
  return runDigest(db, {
    now: Date.now() + inDays * DAY_MS,
    site: SITE,
    product: 'Job Portal',
    signingKey: ALERTS_SIGNING_KEY.value(),
  });
}

/** A digest run at `inDays` from now, with its mail sent to the inbox as the schedule would. */
async function digestAt(inDays: number) {
  const report = await queueDigestAt(inDays);
  await sendQueuedMailNow(db, report.mailIds);
  return report;
}

describe('subscribe', () => {
  it('stores one alert and sends one confirmation mail, however often it is called', async () => {
    const first = await subscribe('asha@example.com');
    const second = await subscribe('  Asha@Example.com ');
    expect(first).toEqual({ ok: true, result: { status: 'check-inbox' } });
    expect(second).toEqual(first);
    expect(await countDocs(db, 'subscriptions')).toBe(1);
    expect(await countDocs(db, 'mail')).toBe(1);

    const [mail] = await receivedMail('asha@example.com');
    expect(mail?.subject).toBe('Confirm your Job Portal job alert');
    expect(mail?.text).toContain('Jobs and internships matching “react”');
    expect(await rawMail(mail!.id)).toMatch(/^List-Id: Job Portal job alerts </im);
    const stored = (await db.collection('mail').get()).docs[0]!.data();
    expect(stored.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(stored.delivery.info.accepted).toEqual(['asha@example.com']);
  });

  it('answers a confirmed address exactly as a new one', async () => {
    await subscribeAndConfirm('ravi@example.com');
    const again = await subscribe('ravi@example.com');
    const fresh = await subscribe('new@example.com', '203.0.113.11');
    expect(again).toEqual(fresh);
    expect(await receivedMail('ravi@example.com')).toHaveLength(0);
  });

  it('refuses an address that is not one, and stores nothing', async () => {
    const outcome = await subscribe('not an address');
    expect(outcome).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: {
        reason: 'invalid-fields',
        fields: { email: 'Enter an e-mail address like name@example.com.' },
      },
    });
    expect(await countDocs(db, 'subscriptions')).toBe(0);
    expect(await receivedMail()).toHaveLength(0);
  });

  it('limits each caller as posting does', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await subscribe(`person${i}@example.com`, '198.51.100.7')).ok).toBe(true);
    }
    const sixth = await subscribe('person5@example.com', '198.51.100.7');
    expect(sixth).toMatchObject({ ok: false, status: 'RESOURCE_EXHAUSTED' });
    expect(await countDocs(db, 'subscriptions')).toBe(5);
  });
});

describe('confirming', () => {
  it('GET shows a button and changes nothing; POST confirms', async () => {
    await subscribe('asha@example.com');
    const link = functionUrl(await confirmationLink('asha@example.com'));
    const shown = await fetch(link);
    expect(shown.status).toBe(200);
    const page = await shown.text();
    expect(page).toContain('Confirm alert');
    expect(page).toContain('<form method="post"');
    const [alert] = (await db.collection('subscriptions').get()).docs;
    expect(alert!.data().confirmed).toBe(false);

    const confirmed = await fetch(link, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Your alert is confirmed');
    const after = (await alertRef(db, alert!.id).get()).data()!;
    expect(after.confirmed).toBe(true);
    expect(after.dueAt.toMillis()).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
  });

  it('refuses a forged or changed token, and confirms nothing', async () => {
    await subscribe('asha@example.com');
    const link = new URL(functionUrl(await confirmationLink('asha@example.com')));
    const token = link.searchParams.get('token')!;
    const [id, expiry, signature] = token.split('.');
    // Its signature's first character changed (its last two set to "AA" left it whole when they
    // were already "AA", once in 256 runs).
    const forged = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
    for (const bad of [
      `${id}.${expiry}.${forged}`,
      `${id}.${(Date.now() + 30 * DAY_MS).toString(36)}.${signature}`,
      'nonsense',
    ]) {
      link.searchParams.set('token', bad);
      const response = await fetch(link, { method: 'POST' });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('This link is not valid');
    }
    const [alert] = (await db.collection('subscriptions').get()).docs;
    expect(alert!.data().confirmed).toBe(false);
  });
});

describe('the digest', () => {
  it('mails the new matching jobs once, and nothing when nothing matched', async () => {
    await subscribeAndConfirm('asha@example.com');
    await Promise.all([
      storeJob(db, 'react-new', { Title: 'React developer', createdAgo: -60_000 }),
      storeJob(db, 'java-new', { Title: 'Java developer', createdAgo: -60_000 }),
      storeJob(db, 'react-old', { Title: 'React lead', createdAgo: 3 * DAY_MS }),
      storeJob(db, 'react-closed', {
        Title: 'React closed',
        createdAgo: -60_000,
        status: 'closed',
      }),
      storeJob(db, 'react-held', { Title: 'React held', createdAgo: -60_000, status: 'held' }),
      storeJob(db, 'react-removed', {
        Title: 'React removed',
        createdAgo: -60_000,
        status: 'removed',
      }),
    ]);

    const first = await digestAt(1.01);
    expect(first.mailIds).toHaveLength(1);
    const [mail] = await receivedMail('asha@example.com');
    expect(mail?.subject).toBe('1 new job: Jobs and internships matching “react”');
    expect(mail?.text).toContain(`${SITE}/job/react-new`);
    expect(mail?.text).not.toMatch(/java-new|react-old|react-closed|react-held|react-removed/);
    const raw = await rawMail(mail!.id);
    expect(raw).toMatch(
      /^List-Unsubscribe: <https:\/\/portal\.test\/subscription\/unsubscribe\?token=/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // Header names are case-insensitive: nodemailer writes List-ID.
    expect(raw).toMatch(/^List-Id: Job Portal job alerts <job-alerts\.portal\.test>/im);

    // A retried run at the same moment sends nothing twice.
    expect((await digestAt(1.01)).mailIds).toHaveLength(0);
    // The next day, with no new matching job: no mail.
    await storeJob(db, 'java-later', { Title: 'Java lead', createdAgo: -1.5 * DAY_MS });
    const quiet = await digestAt(2.02);
    expect(quiet.alerts).toBe(1);
    expect(quiet.mailIds).toHaveLength(0);
    expect(await receivedMail('asha@example.com')).toHaveLength(1);
    expect(await countDocs(db, 'mail')).toBe(2); // the confirmation and one digest
  });

  it('reads the new jobs a page at a time, and only the fields it matches on', async () => {
    const ids = ['j1', 'j2', 'j3', 'j4', 'j5'];
    await Promise.all(ids.map((id, i) => storeJob(db, id, { createdAgo: (i + 1) * 60_000 })));
    await storeJob(db, 'too-old', { createdAgo: 9 * DAY_MS });
    const now = Date.now();
    const jobs = await readJobsForDigest(db, now - 8 * DAY_MS, now, 2);
    expect(jobs.map((job) => job.id)).toEqual(ids);
    expect(jobs[0]).toMatchObject({ Title: 'Job j1', Skills: '<p>Care</p>', status: 'active' });
    expect(jobs[0]).not.toHaveProperty('ApplyURL');
    expect(jobs[0]).not.toHaveProperty('posterKey');
  });

  it('reads each job’s Pay, which an alert by pay matches on', async () => {
    const pay = { kind: 'paid', currency: 'INR', period: 'MONTH', min: 20_000, max: 30_000 };
    await storeJob(db, 'paid', { createdAgo: 60_000 });
    await jobRef(db, 'paid').update({ Pay: pay });
    const now = Date.now();
    const [job] = await readJobsForDigest(db, now - DAY_MS, now);
    expect(job).toMatchObject({ id: 'paid', Pay: pay });
  });

  it('sends nothing to an unconfirmed alert', async () => {
    await subscribe('asha@example.com');
    await storeJob(db, 'react-new', { Title: 'React developer', createdAgo: -60_000 });
    const report = await digestAt(8);
    expect(report).toEqual({ alerts: 0, mailIds: [] });
  });
});

describe('a digest whose mail is not delivered', () => {
  const FROM = 'Job Portal <alerts@portal.test>';
  let relay: FlakySmtp | null = null;
  afterEach(async () => {
    await relay?.close();
    relay = null;
  });

  const alertOf = async () => (await db.collection('subscriptions').get()).docs[0]!.data();

  it('is not lost when the server refuses it for good: the next digest carries its jobs', async () => {
    await subscribeAndConfirm('asha@example.com');
    const confirmedSince = (await alertOf()).since.toMillis();
    await storeJob(db, 'react-new', { Title: 'React developer', createdAgo: -60_000 });
    relay = await startFlakySmtp(process.env.SMTP_URL!, ['550 5.7.1 Refused for now']);
    const [lost] = (await queueDigestAt(1.01)).mailIds;
    expect(await deliverMail(db, lost!, smtpTransport(relay.url), FROM)).toBe('failed');
    expect((await alertOf()).since.toMillis()).toBe(confirmedSince);

    await storeJob(db, 'react-later', { Title: 'React lead', createdAgo: -1.5 * DAY_MS });
    const next = await digestAt(2.02);
    expect(next.mailIds).toHaveLength(1);
    const [mail, ...more] = await receivedMail('asha@example.com');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('2 new jobs: Jobs and internships matching “react”');
    expect(mail?.text).toContain(`${SITE}/job/react-new`);
    expect(mail?.text).toContain(`${SITE}/job/react-later`);
    const after = await alertOf();
    expect(after.since.toMillis()).toBeGreaterThan(Date.now() + 2 * DAY_MS);
    expect(after.lastSentJobIds.sort()).toEqual(['react-later', 'react-new']);
    expect(after.pendingDigest).toBeNull();
  });

  it('waits while its mail is still being tried, and is sent once when it goes through', async () => {
    await subscribeAndConfirm('asha@example.com');
    await storeJob(db, 'react-new', { Title: 'React developer', createdAgo: -60_000 });
    relay = await startFlakySmtp(process.env.SMTP_URL!, ['451 4.3.0 Busy']);
    const transport = smtpTransport(relay.url);
    const [first] = (await queueDigestAt(1.01)).mailIds;
    expect(await deliverMail(db, first!, transport, FROM)).toBe('failed');

    // The next day's run finds it still being tried: no second mail for the same jobs.
    await storeJob(db, 'react-later', { Title: 'React lead', createdAgo: -1.5 * DAY_MS });
    expect((await queueDigestAt(2.05)).mailIds).toHaveLength(0);

    const clock = () => Date.now() + 2.1 * DAY_MS;
    expect(await retryDueMail(db, { transport, from: FROM, clock })).toMatchObject({ sent: 1 });
    const [mail] = await receivedMail('asha@example.com');
    expect(mail?.subject).toBe('1 new job: Jobs and internships matching “react”');
    expect(mail?.text).toContain(`${SITE}/job/react-new`);
    expect((await alertOf()).lastSentJobIds).toEqual(['react-new']);

    // The run after it lists only what came since the delivered digest.
    await digestAt(2.2);
    const texts = (await receivedMail('asha@example.com')).map((one) => one.text);
    expect(texts).toHaveLength(2);
    expect(texts.filter((text) => text.includes('/job/react-new'))).toHaveLength(1);
    expect((await alertOf()).lastSentJobIds).toEqual(['react-later']);
  });
});

describe('forgetting unconfirmed alerts', () => {
  it('deletes those whose last link expired unused, and keeps the rest', async () => {
    await subscribe('late@example.com', '203.0.113.21');
    await subscribe('recent@example.com', '203.0.113.22');
    await subscribeAndConfirm('confirmed@example.com');
    const old = Timestamp.fromMillis(Date.now() - 8 * DAY_MS);
    const alerts = await db.collection('subscriptions').get();
    await Promise.all(
      alerts.docs
        .filter((doc) => doc.data().email !== 'recent@example.com')
        .map((doc) => doc.ref.update({ confirmationSentAt: old })),
    );
    expect(await forgetUnconfirmedAlerts(db, Date.now())).toBe(1);
    const left = (await db.collection('subscriptions').get()).docs.map((doc) => doc.data().email);
    expect(left.sort()).toEqual(['confirmed@example.com', 'recent@example.com']);
  });
});

describe('unsubscribing', () => {
  async function unsubscribeLink(): Promise<string> {
    await subscribeAndConfirm('asha@example.com');
    await storeJob(db, 'react-new', { Title: 'React developer', createdAgo: -60_000 });
    await digestAt(1.01);
    const [mail] = await receivedMail('asha@example.com');
    return functionUrl(linkIn(mail!.text, `${SITE}/subscription/unsubscribe?token=`));
  }

  it('GET asks, and keeps the alert', async () => {
    const link = await unsubscribeLink();
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Unsubscribe from this alert?');
    expect(await countDocs(db, 'subscriptions')).toBe(1);
  });

  it('the one-click POST of RFC 8058 unsubscribes, and the next run sends nothing', async () => {
    const link = await unsubscribeLink();
    const response = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('You are unsubscribed');
    expect(await countDocs(db, 'subscriptions')).toBe(0);
    // Again: the same answer, so a link says nothing about whether the alert existed.
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);

    await storeJob(db, 'react-later', { Title: 'React later', createdAgo: -1.5 * DAY_MS });
    expect((await digestAt(2.02)).mailIds).toHaveLength(0);
  });

  it('a token of another alert or a forged one unsubscribes nobody', async () => {
    const link = new URL(await unsubscribeLink());
    const [, expiry, signature] = link.searchParams.get('token')!.split('.');
    link.searchParams.set('token', `a-${'x'.repeat(32)}.${expiry}.${signature}`);
    const response = await fetch(link, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await countDocs(db, 'subscriptions')).toBe(1);
  });
});
