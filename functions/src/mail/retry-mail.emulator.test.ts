// No mail lost: the retry pass tries again what a passing failure or a dead sender left, over
// real SMTP (a relay of the test's own that fails on cue, in front of the tests' maildev), and
// never sends anything twice. The pass runs with a clock moved past each back-off, so the tests
// wait for states, not for time.
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailRef, queueMail, type OutgoingMail } from '#src/data/mail';
import { clearFirestore, testFirestore } from '#src/test/emulators';
import { startFlakySmtp, type FlakySmtp } from '#src/test/flaky-smtp';
import { emptyInbox, receivedMail } from '#src/test/inbox';
import { deliverMail, LEASE_MS } from './deliver-mail';
import { retryDueMail } from './retry-mail';
import { MAX_DELIVERY_ATTEMPTS } from './retry-policy';
import { smtpTransport } from './smtp-transport';

const db = testFirestore();
const FROM = 'Job Portal <alerts@portal.test>';
const INBOX_SMTP = process.env.SMTP_URL!;
const HOUR = 60 * 60_000;
const BUSY = '451 4.3.0 Busy, try again later';

let relay: FlakySmtp | null = null;

beforeEach(async () => {
  await Promise.all([clearFirestore(), emptyInbox()]);
});

afterEach(async () => {
  await relay?.close();
  relay = null;
});

async function flakyRelay(refusals: string[]) {
  relay = await startFlakySmtp(INBOX_SMTP, refusals);
  return smtpTransport(relay.url);
}

function mailTo(to: string): OutgoingMail {
  return { to, message: { subject: `For ${to}`, text: 'Plain words', html: '<p>Plain words</p>' } };
}

async function queued(id: string, to: string): Promise<void> {
  await db.runTransaction(async (tx) => queueMail(tx, mailRef(db, id), mailTo(to)));
}

const deliveryOf = async (id: string) => (await mailRef(db, id).get()).data()!.delivery;

/** A retry pass run as if `ms` had passed. */
const passAfter = (transport: ReturnType<typeof smtpTransport>, ms: number) =>
  retryDueMail(db, { transport, from: FROM, clock: () => Date.now() + ms });

const subjectsIn = async () => (await receivedMail()).map((mail) => mail.subject).sort();

describe('attack: an SMTP server that fails twice then recovers', () => {
  it('every queued mail arrives exactly once, and later mail goes at the first try', async () => {
    const transport = await flakyRelay([BUSY, BUSY]);
    const people = ['asha@example.com', 'ravi@example.com', 'mei@example.com'];
    await Promise.all(people.map((to, i) => queued(`m${i}`, to)));

    // The producers' own sends, one after another: the first two meet the failures.
    const first = [];
    for (const i of [0, 1, 2]) first.push(await deliverMail(db, `m${i}`, transport, FROM));
    expect(first).toEqual(['failed', 'failed', 'sent']);
    expect(await deliveryOf('m0')).toMatchObject({ state: 'ERROR', attempts: 1 });
    expect((await deliveryOf('m0')).error).toMatch(/451/);

    // Before the back-off is over the pass leaves them; after it, it sends each once.
    expect(await passAfter(transport, 0)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(await passAfter(transport, HOUR)).toEqual({ sent: 2, failed: 0, skipped: 0 });
    expect(await passAfter(transport, 3 * HOUR)).toEqual({ sent: 0, failed: 0, skipped: 0 });

    expect(await subjectsIn()).toEqual(people.map((to) => `For ${to}`).sort());
    expect(await deliveryOf('m0')).toMatchObject({
      state: 'SUCCESS',
      attempts: 2,
      nextAttemptAt: null,
    });
    expect(relay!.refused()).toBe(2);

    await queued('later', 'lin@example.com');
    expect(await deliverMail(db, 'later', transport, FROM)).toBe('sent');
    expect(await receivedMail('lin@example.com')).toHaveLength(1);
    expect(relay!.relayed()).toBe(4);
  });
});

describe('the retry pass', () => {
  it('sends a mail whose sender died holding it, once its lease has lapsed', async () => {
    const transport = smtpTransport(INBOX_SMTP);
    await queued('held', 'asha@example.com');
    // A sender claimed it and died before sending: PROCESSING, with a lease.
    const claimedAt = Date.now();
    await mailRef(db, 'held').update({
      delivery: {
        state: 'PROCESSING',
        attempts: 1,
        startTime: Timestamp.fromMillis(claimedAt),
        leaseExpireTime: Timestamp.fromMillis(claimedAt + LEASE_MS),
        nextAttemptAt: Timestamp.fromMillis(claimedAt + LEASE_MS),
        error: null,
      },
    });
    expect(await passAfter(transport, 0)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(await passAfter(transport, LEASE_MS + 1000)).toMatchObject({ sent: 1 });
    expect(await receivedMail('asha@example.com')).toHaveLength(1);
    expect(await deliveryOf('held')).toMatchObject({ state: 'SUCCESS', attempts: 2 });
  });

  it('sends a queued mail nobody sent, once its sender’s grace is over', async () => {
    const transport = smtpTransport(INBOX_SMTP);
    await queued('forgotten', 'ravi@example.com');
    expect(await passAfter(transport, 0)).toMatchObject({ sent: 0 });
    expect(await passAfter(transport, 10 * 60_000)).toMatchObject({ sent: 1 });
    expect(await receivedMail('ravi@example.com')).toHaveLength(1);
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} tries of a server that keeps failing`, async () => {
    const transport = await flakyRelay(Array(MAX_DELIVERY_ATTEMPTS + 1).fill(BUSY));
    await queued('doomed', 'mei@example.com');
    expect(await deliverMail(db, 'doomed', transport, FROM)).toBe('failed');
    for (let tries = 2; tries <= MAX_DELIVERY_ATTEMPTS; tries += 1) {
      expect(await passAfter(transport, tries * 2 * HOUR)).toMatchObject({ failed: 1 });
    }
    expect(await deliveryOf('doomed')).toMatchObject({
      state: 'ERROR',
      attempts: MAX_DELIVERY_ATTEMPTS,
      nextAttemptAt: null,
    });
    expect(await passAfter(transport, 24 * HOUR)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(relay!.refused()).toBe(MAX_DELIVERY_ATTEMPTS);
  });

  it('takes a 5xx reply as final at once', async () => {
    const transport = await flakyRelay(['550 5.1.1 No such mailbox']);
    await queued('bounced', 'nobody@example.com');
    expect(await deliverMail(db, 'bounced', transport, FROM)).toBe('failed');
    expect(await deliveryOf('bounced')).toMatchObject({
      state: 'ERROR',
      attempts: 1,
      nextAttemptAt: null,
    });
    expect(await passAfter(transport, 24 * HOUR)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(await receivedMail()).toHaveLength(0);
  });
});
