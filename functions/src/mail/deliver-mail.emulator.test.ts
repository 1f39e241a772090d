// Delivery of queued mail over real SMTP (the tests' maildev), recorded on the mail document as
// the Trigger Email extension records it.
import { beforeEach, describe, expect, it } from 'vitest';
import { mailRef, queueMail, type OutgoingMail } from '#src/data/mail';
import { clearFirestore, testFirestore } from '#src/test/emulators';
import { emptyInbox, rawMail, receivedMail } from '#src/test/inbox';
import { deliverMail } from './deliver-mail';
import { smtpTransport } from './smtp-transport';

const db = testFirestore();
const FROM = 'Job Portal <alerts@portal.test>';
const inbox = smtpTransport(process.env.SMTP_URL!);

beforeEach(async () => {
  await Promise.all([clearFirestore(), emptyInbox()]);
});

const mail: OutgoingMail = {
  to: 'asha@example.com',
  message: { subject: 'Hello', text: 'Plain words', html: '<p>Plain words</p>' },
  headers: { 'List-Unsubscribe': '<https://portal.test/u>' },
};

async function queued(id: string): Promise<void> {
  await db.runTransaction(async (tx) => queueMail(tx, mailRef(db, id), mail));
}

const deliveryOf = async (id: string) => (await mailRef(db, id).get()).data()!.delivery;

describe('deliverMail', () => {
  it('sends the mail with its headers and records SUCCESS with the server’s answer', async () => {
    await queued('m1');
    expect(await deliverMail(db, 'm1', inbox, FROM)).toBe('sent');
    const [received, ...more] = await receivedMail('asha@example.com');
    expect(more).toHaveLength(0);
    expect(received).toMatchObject({ subject: 'Hello', html: '<p>Plain words</p>' });
    expect(received!.text.trim()).toBe('Plain words');
    expect(await rawMail(received!.id)).toMatch(/^List-Unsubscribe: <https:\/\/portal\.test\/u>/m);
    expect(await deliveryOf('m1')).toMatchObject({
      state: 'SUCCESS',
      attempts: 1,
      error: null,
      info: { accepted: ['asha@example.com'], rejected: [] },
    });
  });

  it('sends a mail once, however many senders try at the same time', async () => {
    await queued('m2');
    const outcomes = await Promise.all([1, 2, 3].map(() => deliverMail(db, 'm2', inbox, FROM)));
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(await deliverMail(db, 'm2', inbox, FROM)).toBe('skipped');
    expect(await receivedMail('asha@example.com')).toHaveLength(1);
  });

  it('records ERROR with the reason when the server cannot be reached', async () => {
    await queued('m3');
    const nowhere = smtpTransport('smtp://127.0.0.1:9');
    expect(await deliverMail(db, 'm3', nowhere, FROM)).toBe('failed');
    const delivery = await deliveryOf('m3');
    expect(delivery.state).toBe('ERROR');
    expect(delivery.error).toMatch(/ECONNREFUSED|connect/i);
    expect(await deliverMail(db, 'm3', inbox, FROM)).toBe('skipped');
  });

  it('queues a given id only once', async () => {
    await queued('m4');
    await expect(queued('m4')).rejects.toThrow(/ALREADY_EXISTS|already exists/i);
  });
});
