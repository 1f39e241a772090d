// Tells the Indexing API of a job's transition, within the day's budget, and sends the queue on
// the next day. Each decision is one transaction over the job's state and the day's count
// (indexing-plan.ts decides), so a trigger retried or arriving twice sends once, and two at the
// same moment cannot both spend the day's last notification.
import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@portal/domain/jobs/job-expiry';
import { logger } from 'firebase-functions';
import type {
  Firestore,
  QueryDocumentSnapshot,
  QuerySnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import {
  indexingBudgetRef,
  indexingRef,
  queuedBeforeQuery,
  readIndexingBudget,
  readIndexingState,
  writeIndexingBudget,
  writeIndexingState,
  type IndexingState,
} from '#src/data/indexing';
import type { IndexingApi, NotifyOutcome } from './indexing-api';
import {
  afterSend,
  planQueued,
  planTransition,
  startOfUtcDay,
  utcDay,
  type Transition,
} from './indexing-plan';
import { INDEXING_NOTIFICATIONS_PER_DAY } from './indexing-settings';

/** Queue entries read at a time by the daily run. */
const QUEUE_PAGE = 50;

export type NotifyResult = 'sent' | 'queued' | 'dropped' | 'already told' | 'stale';

export interface BudgetOptions {
  perDay?: number;
}

/** Spends one of `now`'s day's notifications in `tx`, whose count was read as `sentToday`. */
function spendOne(db: Firestore, tx: Transaction, now: number, sentToday: number) {
  writeIndexingBudget(
    tx,
    indexingBudgetRef(db, utcDay(now)),
    sentToday + 1,
    startOfUtcDay(now) + DAY_MS,
  );
}

/** Sends, then records the answer on the job's state if this send still owns it. */
async function sendAndSettle(
  db: Firestore,
  api: IndexingApi,
  jobId: string,
  state: IndexingState,
  attempt: string,
): Promise<NotifyOutcome> {
  const outcome = await api.notify(state.url, state.type);
  const ref = indexingRef(db, jobId);
  await db.runTransaction(async (tx) => {
    const settled = afterSend(await readIndexingState(tx, ref), attempt, outcome, Date.now());
    if (settled) writeIndexingState(tx, ref, settled);
  });
  if (!outcome.sent) {
    const what = `${state.type} for ${state.url}`;
    if (outcome.retry) logger.warn(`Indexing API: ${what} queued for tomorrow: ${outcome.reason}`);
    else logger.error(`Indexing API: ${what} dropped: ${outcome.reason}`);
  }
  return outcome;
}

/** One job's transition: sent now if today's budget allows, else queued for the next day. */
export async function notifyTransition(
  db: Firestore,
  api: IndexingApi,
  jobId: string,
  transition: Transition,
  { now, perDay = INDEXING_NOTIFICATIONS_PER_DAY }: { now: number } & BudgetOptions,
): Promise<NotifyResult> {
  const attempt = randomUUID();
  const ref = indexingRef(db, jobId);
  const budget = indexingBudgetRef(db, utcDay(now));
  const plan = await db.runTransaction(async (tx) => {
    const [stored, sentToday] = await Promise.all([
      readIndexingState(tx, ref),
      readIndexingBudget(tx, budget),
    ]);
    const decided = planTransition(stored, sentToday, transition, { now, attempt, perDay });
    if (decided.action === 'skip') return decided;
    writeIndexingState(tx, ref, decided.state);
    if (decided.action === 'send') spendOne(db, tx, now, sentToday);
    return decided;
  });
  if (plan.action === 'skip') return plan.why;
  if (plan.action === 'queue') {
    logger.info(`Indexing API: today's ${perDay} notifications are spent; ${jobId} queued`);
    return 'queued';
  }
  const outcome = await sendAndSettle(db, api, jobId, plan.state, attempt);
  return outcome.sent ? 'sent' : outcome.retry ? 'queued' : 'dropped';
}

/** What a day's run of the queue did. */
export interface QueueReport {
  sent: number;
  /** Failed again, queued for the next day. */
  requeued: number;
  dropped: number;
  /** Whether entries queued before today were left for lack of budget. */
  budgetSpent: boolean;
}

/**
 * Sends what was queued before `now`'s UTC day began, longest waiting first, until the day's
 * budget is spent or Google says its quota is (429). Reads a page of the queue at a time, never
 * more than the day can send.
 */
export async function sendQueuedNotifications(
  db: Firestore,
  api: IndexingApi,
  { now, perDay = INDEXING_NOTIFICATIONS_PER_DAY }: { now: number } & BudgetOptions,
): Promise<QueueReport> {
  const report: QueueReport = { sent: 0, requeued: 0, dropped: 0, budgetSpent: false };
  const dayStart = new Date(startOfUtcDay(now));
  const budget = indexingBudgetRef(db, utcDay(now));
  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    const query = queuedBeforeQuery(db, dayStart, QUEUE_PAGE);
    const page: QuerySnapshot = await (after ? query.startAfter(after) : query).get();
    if (page.empty) return report;
    after = page.docs[page.size - 1] ?? null;
    for (const doc of page.docs) {
      const attempt = randomUUID();
      const plan = await db.runTransaction(async (tx) => {
        const [stored, sentToday] = await Promise.all([
          readIndexingState(tx, doc.ref),
          readIndexingBudget(tx, budget),
        ]);
        const decided = planQueued(stored, sentToday, { now, attempt, perDay });
        if (decided.action === 'send') {
          writeIndexingState(tx, doc.ref, decided.state);
          spendOne(db, tx, now, sentToday);
        }
        return decided;
      });
      if (plan.action === 'stop') return { ...report, budgetSpent: true };
      if (plan.action === 'skip') continue;
      const outcome = await sendAndSettle(db, api, doc.id, plan.state, attempt);
      if (outcome.sent) report.sent++;
      else if (!outcome.retry) report.dropped++;
      else {
        report.requeued++;
        // Google's quota is spent whatever our count says: the rest wait too.
        if (outcome.status === 429) return { ...report, budgetSpent: true };
      }
    }
  }
}
