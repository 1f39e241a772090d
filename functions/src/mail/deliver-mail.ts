// Sends one queued mail and records the delivery as the Trigger Email extension does: claimed
// in a transaction (PENDING → PROCESSING, with a lease), then SUCCESS with the server's answer
// or ERROR with the reason. A mail another sender holds, or one already sent, is left alone, so
// the trigger and the producer that sends at once never send it twice.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { mailRef, readMail, recordDelivery, writeDelivery } from '../data/mail';
import type { MailTransport } from './smtp-transport';

/** How long one sender holds a mail before another may try it. */
export const LEASE_MS = 60_000;

export type DeliveryOutcome = 'sent' | 'failed' | 'skipped';

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
    const delivery = mail.delivery ?? { state: 'PENDING' as const, attempts: 0 };
    const leaseHeld =
      delivery.state === 'PROCESSING' && (delivery.leaseExpireTime?.toMillis() ?? 0) > now();
    if (delivery.state === 'SUCCESS' || delivery.state === 'ERROR' || leaseHeld) return null;
    const started = Timestamp.fromMillis(now());
    const processing = {
      state: 'PROCESSING' as const,
      attempts: delivery.attempts + 1,
      startTime: started,
      leaseExpireTime: Timestamp.fromMillis(now() + LEASE_MS),
      error: null,
    };
    writeDelivery(tx, ref, processing);
    return { mail, processing };
  });
  if (!claimed) return 'skipped';

  const { mail, processing } = claimed;
  try {
    const info = await transport.send(mail, from);
    await recordDelivery(ref, {
      ...processing,
      state: 'SUCCESS',
      endTime: Timestamp.fromMillis(now()),
      leaseExpireTime: null,
      info,
    });
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error(`Mail ${id} could not be sent`, error);
    await recordDelivery(ref, {
      ...processing,
      state: 'ERROR',
      endTime: Timestamp.fromMillis(now()),
      leaseExpireTime: null,
      error: reason.slice(0, 1000),
    });
    return 'failed';
  }
}
