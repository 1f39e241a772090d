// Subscribing, in one transaction: the caller's limits, then the alert as it stands. A new
// alert is stored unconfirmed with a confirmation mail; an unconfirmed one gets another mail at
// most once a day; a confirmed one is left as it is. The caller is told the same either way.
import { CONFIRMATION_RESEND_MS, type SubscribeInput } from '@portal/domain/alert';
import type { Firestore } from 'firebase-admin/firestore';
import {
  alertRef,
  readAlert,
  updateAlert,
  writeAlert,
  type AlertRecord,
} from '../data/subscriptions';
import { mailRef, queueMail, type OutgoingMail } from '../data/mail';
import { claimCallerSlot } from '../limits/limit-claims';

export interface SubscriptionRequest {
  input: SubscribeInput;
  alertId: string;
  callerKeys: readonly string[];
  /** The signed-in caller, when the address is their own account's. */
  owner: { uid: string; verified: boolean } | null;
  now: number;
  confirmation: OutgoingMail;
}

export type SubscriptionOutcome = 'created' | 'reminded' | 'unchanged';

/** Whether an existing alert without a manager may be claimed by this signed-in caller. */
function claimsOwnership(alert: AlertRecord, owner: SubscriptionRequest['owner']): boolean {
  // Only a verified address may take over an alert made as a guest: otherwise an account
  // opened with somebody else's address would list that person's alerts.
  return alert.ownerUid === null && owner !== null && owner.verified;
}

/** Stores the subscription; answers what happened and the id of any mail it queued. */
export async function storeSubscription(
  db: Firestore,
  request: SubscriptionRequest,
): Promise<{ outcome: SubscriptionOutcome; mailId: string | null }> {
  const { input, alertId, callerKeys, owner, now, confirmation } = request;
  const ref = alertRef(db, alertId);
  return db.runTransaction(async (tx) => {
    const [caller, existing] = await Promise.all([
      claimCallerSlot(tx, db, { action: 'subscribe', callerKeys, now }),
      readAlert(tx, ref),
    ]);
    if (caller.refusal) throw caller.refusal;
    caller.record();

    const mailId = `confirm-${alertId}-${now}`;
    if (!existing) {
      writeAlert(tx, ref, {
        email: input.email,
        search: input.search,
        frequency: input.frequency,
        confirmed: false,
        paused: false,
        ownerUid: owner?.uid ?? null,
        createdAt: new Date(now),
        confirmedAt: null,
        confirmationSentAt: new Date(now),
        since: null,
        dueAt: null,
        lastSentAt: null,
        lastSentJobIds: [],
      });
      queueMail(tx, mailRef(db, mailId), confirmation);
      return { outcome: 'created', mailId };
    }
    if (claimsOwnership(existing, owner)) updateAlert(tx, ref, { ownerUid: owner!.uid });
    const lastMail = existing.confirmationSentAt?.getTime() ?? 0;
    if (!existing.confirmed && now - lastMail >= CONFIRMATION_RESEND_MS) {
      updateAlert(tx, ref, { confirmationSentAt: new Date(now) });
      queueMail(tx, mailRef(db, mailId), confirmation);
      return { outcome: 'reminded', mailId };
    }
    return { outcome: 'unchanged', mailId: null };
  });
}
