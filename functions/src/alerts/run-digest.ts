// One run of the alert digest: the new jobs are read once; the due alerts a page at a time;
// each alert gets, in one transaction, its mail (if anything matched) and its next window. The
// mail's id names the alert and the window, and the alert's window moves on in the same
// transaction, so a run retried after a crash sends nothing twice.
import { alertSearchPath } from '@portal/domain/alert';
import {
  createDigestSelector,
  DIGEST_LOOKBACK_MS,
  nextDigestAt,
} from '@portal/domain/alert-digest';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { readActiveJobsCreatedBetween } from '../data/jobs';
import { mailRef, queueMail } from '../data/mail';
import { alertRef, dueAlertsQuery, readAlert, updateAlert } from '../data/subscriptions';
import { digestMail } from './alert-mails';
import { MANAGE_PATH, unsubscribeUrl } from './alert-links';

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
    const alert = await readAlert(tx, ref);
    // Read again inside the transaction: paused, deleted or sent by another run meanwhile.
    if (!alert?.confirmed || alert.paused || !alert.dueAt || alert.dueAt.getTime() > now) {
      return null;
    }
    const since = (alert.since ?? alert.confirmedAt ?? alert.createdAt).getTime();
    const digest = select({ search: alert.search, since });
    const mailId = digest.total > 0 ? `digest-${id}-${since}` : null;
    if (mailId) {
      queueMail(
        tx,
        mailRef(db, mailId),
        digestMail({
          to: alert.email,
          product,
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
      );
    }
    updateAlert(tx, ref, {
      since: new Date(now),
      dueAt: new Date(nextDigestAt(alert.frequency, now)),
      ...(mailId && {
        lastSentAt: new Date(now),
        lastSentJobIds: digest.listed.map((job) => job.id),
      }),
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
  const newJobs = await readActiveJobsCreatedBetween(db, now - DIGEST_LOOKBACK_MS, now);
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
