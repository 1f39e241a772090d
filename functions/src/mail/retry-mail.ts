// The retry pass: every mail whose time has come (a PENDING one its sender forgot, a lapsed
// PROCESSING one, an ERROR whose back-off is over) is tried again, oldest first. Run by the
// schedule (retry-schedule.ts), by npm start's loop on the emulators, and by the tests.
import type { Firestore } from 'firebase-admin/firestore';
import { dueMailIds } from '#src/data/mail';
import { deliverMail, type DeliveryOutcome } from './deliver-mail';
import type { MailTransport } from './smtp-transport';

export type RetryReport = Record<DeliveryOutcome, number>;

export interface RetryRun {
  transport: MailTransport;
  from: string;
  clock?: () => number;
  /** Mail read per page. */
  pageSize?: number;
  /** Pages in one pass: a bound on one run's work; the next run goes on. */
  maxPages?: number;
}

export async function retryDueMail(db: Firestore, run: RetryRun): Promise<RetryReport> {
  const { transport, from, clock = Date.now, pageSize = 100, maxPages = 10 } = run;
  const now = clock();
  const report: RetryReport = { sent: 0, failed: 0, skipped: 0 };
  let after: Awaited<ReturnType<typeof dueMailIds>>[number] | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const due = await dueMailIds(db, now, pageSize, after);
    // One at a time: an SMTP server that is struggling is not sent a burst.
    for (const { id } of due) report[await deliverMail(db, id, transport, from, clock)] += 1;
    if (due.length < pageSize) break;
    after = due.at(-1)!;
  }
  return report;
}
