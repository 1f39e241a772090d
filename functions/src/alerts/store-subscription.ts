// Subscribing, in one transaction: the caller's limits, then the alert as it stands. A new
// alert is stored unconfirmed with a confirmation mail; an unconfirmed one gets another mail at
// most once a day; a confirmed one is left as it is. A mailbox gets at most
// CONFIRMATIONS_PER_MAILBOX_PER_DAY confirmation mails whatever the searches: past that, nothing
// is stored or sent. The caller is told the same in every one of these cases; only the caller's
// own limits, the site-wide hourly cap on confirmation mail (when a mail would go) and
// MAX_ALERTS_PER_USER are said.
import {
  CONFIRMATION_RESEND_MS,
  CONFIRMATIONS_PER_MAILBOX_PER_DAY,
  MAX_ALERTS_PER_USER,
  type SubscribeInput,
} from '@portal/domain/alerts/alert';
import { CONFIRMATION_MAILS_PER_HOUR, HOUR_MS } from '@portal/domain/callables/caller-limits';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  alertRef,
  countAlertsOwnedBy,
  readAlert,
  updateAlert,
  writeAlert,
} from '#src/data/subscriptions';
import { mailRef, queueMail, type OutgoingMail } from '#src/data/mail';
import { claimCallerSlot, claimHourlySlot } from '#src/limits/limit-claims';

export interface SubscriptionRequest {
  input: SubscribeInput;
  alertId: string;
  /** The keyed hash of the address's mailbox (domain's mailboxKeyFor): never the address. */
  mailboxKey: string;
  /** Whose limits the subscription counts against (security/caller-key.ts). */
  callerKeys: readonly string[];
  /** The signed-in caller, when the address is their own account's. */
  owner: { uid: string; verified: boolean } | null;
  now: number;
  confirmation: OutgoingMail;
}

/** 'suppressed': a mail was due, but the mailbox has had its confirmations for the day. */
export type SubscriptionOutcome = 'created' | 'reminded' | 'unchanged' | 'suppressed';

const MAILBOX_WINDOW = [
  { windowMs: 24 * HOUR_MS, max: CONFIRMATIONS_PER_MAILBOX_PER_DAY, name: 'a day' },
];

/**
 * Who manages the alert at /alerts. Only a verified address may: otherwise an account opened
 * with somebody else's address would list, and could pause, that person's alerts.
 */
function managerOf(owner: SubscriptionRequest['owner']): string | null {
  return owner?.verified ? owner.uid : null;
}

function tooManyAlerts(): HttpsError {
  return new HttpsError(
    'resource-exhausted',
    `You have ${MAX_ALERTS_PER_USER} job alerts, as many as one account keeps. ` +
      'Delete one at /alerts to make another.',
  );
}

/** Stores the subscription; answers what happened and the id of any mail it queued. */
export async function storeSubscription(
  db: Firestore,
  request: SubscriptionRequest,
): Promise<{ outcome: SubscriptionOutcome; mailId: string | null }> {
  const { input, alertId, mailboxKey, callerKeys, owner, now, confirmation } = request;
  const ref = alertRef(db, alertId);
  const manager = managerOf(owner);
  return db.runTransaction(async (tx) => {
    const [caller, everyone, mailbox, existing, managed] = await Promise.all([
      claimCallerSlot(tx, db, { action: 'subscribe', callerKeys, now }),
      claimHourlySlot(tx, db, { action: 'confirmation', now, cap: CONFIRMATION_MAILS_PER_HOUR }),
      claimCallerSlot(
        tx,
        db,
        { action: 'confirmation', callerKeys: [mailboxKey], now },
        MAILBOX_WINDOW,
      ),
      readAlert(tx, ref),
      manager ? countAlertsOwnedBy(tx, db, manager) : 0,
    ]);
    if (caller.refusal) throw caller.refusal;
    // A new alert, or one made as a guest that its verified owner now takes on.
    const gainsAlert = manager !== null && (!existing || existing.ownerUid === null);
    if (gainsAlert && managed >= MAX_ALERTS_PER_USER) throw tooManyAlerts();

    const mailId = `confirm-${alertId}-${now}`;
    const mailDue =
      !existing ||
      (!existing.confirmed &&
        now - (existing.confirmationSentAt?.getTime() ?? 0) >= CONFIRMATION_RESEND_MS);
    const mailed = mailDue && mailbox.refusal === null;
    // The site-wide cap limits mail: a subscription that sends none (a confirmed alert taken on
    // by its owner, a reminder not yet due) goes through whatever the hour has sent. Refusing
    // only when a mail would go says, to one who has first spent the hour's mail, that this
    // address has no alert waiting: a price paid so that a flood of strangers' addresses never
    // shuts subscribing for everyone.
    if (mailed && everyone.refusal) throw everyone.refusal;
    caller.record();
    if (mailed) {
      mailbox.record();
      everyone.record();
      queueMail(tx, mailRef(db, mailId), confirmation);
    }

    if (!existing) {
      // An alert no mail can confirm would only wait to be forgotten: keep none.
      if (!mailed) return { outcome: 'suppressed', mailId: null };
      writeAlert(tx, ref, {
        email: input.email,
        search: input.search,
        frequency: input.frequency,
        confirmed: false,
        paused: false,
        ownerUid: manager,
        createdAt: new Date(now),
        confirmedAt: null,
        confirmationSentAt: new Date(now),
        since: null,
        dueAt: null,
        lastSentAt: null,
        lastSentJobIds: [],
      });
      return { outcome: 'created', mailId };
    }
    const change = {
      ...(gainsAlert && { ownerUid: manager }),
      ...(mailed && { confirmationSentAt: new Date(now) }),
    };
    if (Object.keys(change).length > 0) updateAlert(tx, ref, change);
    if (mailed) return { outcome: 'reminded', mailId };
    return { outcome: mailDue ? 'suppressed' : 'unchanged', mailId: null };
  });
}
