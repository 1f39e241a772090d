// Sends one queued mail and records the delivery as the Trigger Email extension does: claimed
// in a transaction (PENDING → PROCESSING, with a lease), then SUCCESS with the server's answer
// or ERROR with the reason. A mail another sender holds, or one already sent, is left alone, so
// the trigger, the retry pass and the producer that sends at once never send it twice. A
// transient ERROR, and a PROCESSING mail whose sender died (its lease lapsed), are tried again
// after a back-off (retry-policy.ts) up to MAX_DELIVERY_ATTEMPTS; a 5xx reply is final.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  mailRef,
  readMail,
  recordDelivery,
  writeDelivery,
  type Delivery,
  type StoredMail,
} from '#src/data/mail';
import { alertRef, readAlert, settleDeliveredDigest } from '#src/data/subscriptions';
import { MAX_DELIVERY_ATTEMPTS, nextAttemptAt } from './retry-policy';
import type { MailTransport, SentInfo } from './smtp-transport';

/** How long one sender holds a mail before another may try it. */
export const LEASE_MS = 60_000;

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

const PENDING: Delivery = { state: 'PENDING', attempts: 0 };

/** Whether a sender may take the mail at `now`. */
function mayTake(delivery: Delivery, now: number): boolean {
  const due = (delivery.nextAttemptAt?.toMillis() ?? Infinity) <= now;
  switch (delivery.state) {
    case 'PENDING':
      return true;
    case 'PROCESSING':
      return (delivery.leaseExpireTime?.toMillis() ?? 0) <= now;
    case 'ERROR':
      return due;
    case 'SUCCESS':
      return false;
  }
}

const stamp = (at: number) => Timestamp.fromMillis(at);

export async function deliverMail(
  db: Firestore,
  id: string,
  transport: MailTransport,
  from: string,
  now: () => number = Date.now,
): Promise<DeliveryOutcome> {
  const ref = mailRef(db, id);
  const claimed = await db.runTransaction(async (tx) => {
    const mail = await readMail(tx, ref);
    if (!mail) return null;
    const delivery = mail.delivery ?? PENDING;
    if (!mayTake(delivery, now())) return null;
    if (delivery.attempts >= MAX_DELIVERY_ATTEMPTS) {
      // Its last sender died holding it: given up, as a last failure would be.
      writeDelivery(tx, ref, {
        ...delivery,
        state: 'ERROR',
        endTime: stamp(now()),
        leaseExpireTime: null,
        nextAttemptAt: null,
        error: delivery.error ?? `Given up after ${delivery.attempts} attempts`,
      });
      return null;
    }
    const leaseEnds = stamp(now() + LEASE_MS);
    const processing: Delivery = {
      state: 'PROCESSING',
      attempts: delivery.attempts + 1,
      startTime: stamp(now()),
      leaseExpireTime: leaseEnds,
      // Should this sender die, the retry pass takes the mail once the lease has lapsed.
      nextAttemptAt: leaseEnds,
      error: null,
    };
    writeDelivery(tx, ref, processing);
    return { mail, processing };
  });
  if (!claimed) return 'skipped';

  const { mail, processing } = claimed;
  let info: SentInfo;
  try {
    info = await transport.send(mail, from);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const retryAt = nextAttemptAt(error, processing.attempts, now());
    logger.error(
      `Mail ${id} could not be sent (attempt ${processing.attempts}; ` +
        `${retryAt === null ? 'given up' : `next at ${new Date(retryAt).toISOString()}`})`,
      error,
    );
    await recordDelivery(ref, {
      ...processing,
      state: 'ERROR',
      endTime: stamp(now()),
      leaseExpireTime: null,
      nextAttemptAt: retryAt === null ? null : stamp(retryAt),
      error: reason.slice(0, 1000),
    });
    return 'failed';
  }
  // Outside the try: a mail the server took is never recorded as failed, to be sent again.
  await recordSuccess(db, id, mail, {
    ...processing,
    state: 'SUCCESS',
    endTime: stamp(now()),
    leaseExpireTime: null,
    nextAttemptAt: null,
    info,
  });
  return 'sent';
}

/** SUCCESS, and with it the window of the digest the mail carries, in one transaction. */
async function recordSuccess(db: Firestore, id: string, mail: StoredMail, delivery: Delivery) {
  await db.runTransaction(async (tx) => {
    const alert = mail.digest ? alertRef(db, mail.digest.alertId) : null;
    const stored = alert ? await readAlert(tx, alert) : null;
    writeDelivery(tx, mailRef(db, id), delivery);
    if (alert) settleDeliveredDigest(tx, alert, stored, id, delivery.endTime!.toDate());
  });
}
