// One run of the alert digest: the new jobs are read once (only the fields it matches on, a
// page at a time); the due alerts a page at a time; each alert gets, in one transaction, its
// mail (if anything matched) and its next due time. The alert's window (`since`) moves on only
// when that mail is delivered (deliver-mail.ts settles it), so a mail that fails for good
// leaves its jobs to the next digest. A run retried after a crash finds the alert no longer due
// and sends nothing twice.
import { alertSearchPath } from '@portal/domain/alerts/alert';
import {
  createDigestSelector,
  DIGEST_LOOKBACK_MS,
  nextDigestAt,
} from '@portal/domain/alerts/alert-digest';
import type { Firestore, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { readJobsForDigest } from './digest-jobs';
import { deliveryIsOver, mailRef, queueMail, readMail } from '#src/data/mail';
import {
  alertRef,
  dueAlertsQuery,
  readAlert,
  settleDeliveredDigest,
  updateAlert,
  type AlertRecord,
} from '#src/data/subscriptions';
import { digestMail } from '#src/alerts/alert-mails';
import { MANAGE_PATH, unsubscribeUrl } from '#src/alerts/alert-links';

export interface DigestRun {
  now: number;
  site: string;
  product: string;
  signingKey: string;
  /** Alerts read per page. */
  pageSize?: number;
  /** Alerts handled at once within a page. */
  concurrency?: number;
}

export interface DigestReport {
  /** Due alerts looked at. */
  alerts: number;
  /** The mail queued, one per alert with new matching jobs. */
  mailIds: string[];
}

type Selector = ReturnType<typeof createDigestSelector>;

/**
 * The alert as its last digest left it. Delivered: its window moves on (when the sender could
 * not say so: the Trigger Email extension, or a crash after sending). Given up: the window stays,
 * so this digest covers those jobs too. Still being tried: null, and the alert waits for it.
 */
async function afterLastDigest(
  tx: Transaction,
  db: Firestore,
  alert: AlertRecord,
): Promise<AlertRecord | null> {
  const pending = alert.pendingDigest;
  if (!pending) return alert;
  const mail = await readMail(tx, mailRef(db, pending.mailId));
  const delivery = mail?.delivery;
  if (delivery?.state === 'SUCCESS') {
    const at = delivery.endTime?.toDate() ?? pending.until;
    return settleDeliveredDigest(tx, alertRef(db, alert.id), alert, pending.mailId, at);
  }
  if (mail && !deliveryIsOver(delivery)) return null;
  return { ...alert, pendingDigest: null };
}

async function digestOne(
  db: Firestore,
  id: string,
  select: Selector,
  run: DigestRun,
): Promise<string | null> {
  const { now, site, product, signingKey } = run;
  const ref = alertRef(db, id);
  const unsubscribe = await unsubscribeUrl(site, signingKey, id);
  return db.runTransaction(async (tx) => {
    const stored = await readAlert(tx, ref);
    // Read again inside the transaction: paused, deleted or sent by another run meanwhile.
    if (!stored?.confirmed || stored.paused || !stored.dueAt || stored.dueAt.getTime() > now) {
      return null;
    }
    const alert = await afterLastDigest(tx, db, stored);
    if (!alert) return null;
    const since = (alert.since ?? alert.confirmedAt ?? alert.createdAt).getTime();
    const digest = select({ search: alert.search, since });
    const mailId = digest.total > 0 ? `digest-${id}-${since}-${now}` : null;
    if (mailId) {
      queueMail(
        tx,
        mailRef(db, mailId),
        digestMail({
          to: alert.email,
          product,
          site,
          search: alert.search,
          jobs: digest.listed.map((job) => ({
            job,
            url: `${site}/job/${encodeURIComponent(job.id)}`,
          })),
          total: digest.total,
          moreUrl: `${site}${alertSearchPath(alert.search)}`,
          manageUrl: `${site}${MANAGE_PATH}`,
          unsubscribeUrl: unsubscribe,
        }),
        { digest: { alertId: id } },
      );
    }
    updateAlert(tx, ref, {
      dueAt: new Date(nextDigestAt(alert.frequency, now)),
      // No mail: nothing new matched up to now, so the window moves on at once.
      ...(mailId
        ? {
            pendingDigest: {
              mailId,
              until: new Date(now),
              jobIds: digest.listed.map((job) => job.id),
            },
          }
        : { since: new Date(now), pendingDigest: null }),
    });
    return mailId;
  });
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function inPool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      results.push(await task(item));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function runDigest(db: Firestore, run: DigestRun): Promise<DigestReport> {
  const { now, pageSize = 300, concurrency = 10 } = run;
  const newJobs = await readJobsForDigest(db, now - DIGEST_LOOKBACK_MS, now);
  const select = createDigestSelector(newJobs, now, now);
  const report: DigestReport = { alerts: 0, mailIds: [] };
  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    const query = dueAlertsQuery(db, now, pageSize);
    const page = await (after ? query.startAfter(after) : query).get();
    if (page.empty) break;
    report.alerts += page.size;
    const mailIds = await inPool(page.docs, concurrency, (doc) =>
      digestOne(db, doc.id, select, run),
    );
    report.mailIds.push(...mailIds.filter((id) => id !== null));
    if (page.size < pageSize) break;
    after = page.docs.at(-1)!;
  }
  return report;
}
