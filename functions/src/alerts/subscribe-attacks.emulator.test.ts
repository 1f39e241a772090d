// Attacks on subscribing, run as an attacker would run them against the callable over HTTP,
// with the mail read back from the tests' inbox: nobody's mailbox is flooded, and the honest
// subscriber still gets their mail.
import { CONFIRMATIONS_PER_MAILBOX_PER_DAY } from '@portal/domain/alerts/alert';
import { CONFIRMATION_MAILS_PER_HOUR, HOUR_MS } from '@portal/domain/callables/caller-limits';
import { beforeEach, describe, expect, it } from 'vitest';
import { callFunction, clearFirestore, countDocs, testFirestore } from '#src/test/emulators';
import { emptyInbox, receivedMail } from '#src/test/inbox';
import { hourKey } from '#src/limits/rate-limit';

const db = testFirestore();

beforeEach(async () => {
  await Promise.all([clearFirestore(), emptyInbox()]);
});

const CHECK_INBOX = { ok: true, result: { status: 'check-inbox' } };

function subscribe(email: string, query: string, ip: string) {
  const search = { query, countries: [], cities: [], type: null };
  return callFunction('subscribe', { email, search, frequency: 'daily' }, { ip });
}

describe('attack: fifty subscribes to one address with fifty searches', () => {
  it(`at most ${CONFIRMATIONS_PER_MAILBOX_PER_DAY} mails arrive, and the answer never changes`, async () => {
    const victim = 'victim@example.com';
    for (let i = 0; i < 50; i += 1) {
      // One address, written as its mailbox's sub-addresses too; a fresh network each time,
      // so no per-caller limit stops it first.
      const address = i % 5 === 4 ? `victim+${i}@example.com` : victim;
      const answer = await subscribe(address, `search number ${i}`, `198.51.100.${i + 1}`);
      expect(answer).toEqual(CHECK_INBOX);
    }

    const toVictim = (await receivedMail()).filter((mail) =>
      mail.to.some(({ address }) => address.startsWith('victim')),
    );
    expect(toVictim).toHaveLength(CONFIRMATIONS_PER_MAILBOX_PER_DAY);
    expect(toVictim.every((mail) => mail.subject === 'Confirm your Job Portal job alert')).toBe(
      true,
    );
    // Only the alerts that were mailed are kept: the rest could never be confirmed.
    expect(await countDocs(db, 'subscriptions')).toBe(CONFIRMATIONS_PER_MAILBOX_PER_DAY);
    // Nothing stored names the address outside the alerts themselves.
    const limits = await db.collection('limits').get();
    expect(limits.docs.map((doc) => doc.id).join(' ')).not.toMatch(/victim|example/);

    // The honest subscriber, meanwhile, gets their mail at once.
    expect(await subscribe('asha@example.com', 'react', '203.0.113.5')).toEqual(CHECK_INBOX);
    const [mail, ...more] = await receivedMail('asha@example.com');
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('Jobs and internships matching “react”');
  }, 120_000);
});

describe('attack: strangers’ addresses from many networks, past the hourly cap', () => {
  it('stops confirmation mail site-wide and says so plainly; the cap’s hour over, mail goes', async () => {
    // The hour's confirmations, spent already by a flood (this hour's and, should the clock
    // turn meanwhile, the next one's).
    const now = Date.now();
    await Promise.all(
      [now, now + HOUR_MS].map((at) =>
        db
          .doc(`limits/confirmation_all_${hourKey(at)}`)
          .set({ count: CONFIRMATION_MAILS_PER_HOUR }),
      ),
    );
    const refused = await subscribe('asha@example.com', 'react', '203.0.113.6');
    expect(refused).toMatchObject({
      ok: false,
      status: 'RESOURCE_EXHAUSTED',
      details: { reason: 'rate-limited', scope: 'everyone' },
    });
    expect(await receivedMail()).toHaveLength(0);
    expect(await countDocs(db, 'subscriptions')).toBe(0);

    await db.recursiveDelete(db.collection('limits'));
    expect(await subscribe('asha@example.com', 'react', '203.0.113.6')).toEqual(CHECK_INBOX);
    expect(await receivedMail('asha@example.com')).toHaveLength(1);
  });

  it('limits mail, never a subscription that sends none', async () => {
    expect(await subscribe('ravi@example.com', 'golang', '203.0.113.7')).toEqual(CHECK_INBOX);
    expect(await receivedMail('ravi@example.com')).toHaveLength(1);
    const now = Date.now();
    await Promise.all(
      [now, now + HOUR_MS].map((at) =>
        db
          .doc(`limits/confirmation_all_${hourKey(at)}`)
          .set({ count: CONFIRMATION_MAILS_PER_HOUR }),
      ),
    );
    // The same alert again: its reminder is not due, so no mail would go, and nothing refuses it.
    expect(await subscribe('ravi@example.com', 'golang', '203.0.113.7')).toEqual(CHECK_INBOX);
    expect(await receivedMail('ravi@example.com')).toHaveLength(1);
    // A new one would mail: that is refused.
    expect(await subscribe('meera@example.com', 'golang', '203.0.113.8')).toMatchObject({
      ok: false,
      status: 'RESOURCE_EXHAUSTED',
    });
  });
});

describe("attack: lines of a stranger's own in a confirmation mail", () => {
  it("prints the search on one line: no line of the mail is the attacker's", async () => {
    const lure = 'Your account will be closed. Verify at https://evil.example/verify';
    expect(await subscribe('victim2@example.com', `react\r\n\r\n${lure}\n`, '203.0.113.9')).toEqual(
      CHECK_INBOX,
    );
    const [mail] = await receivedMail('victim2@example.com');
    const lines = (mail?.text ?? '').split('\n').map((line) => line.trim());
    expect(lines.some((line) => line.startsWith('Your account will be closed'))).toBe(false);
    expect(mail?.text).toContain(`react ${lure}`);
  });
});
