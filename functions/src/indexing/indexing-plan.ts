// The daily budget and the queue, as pure decisions over a job's stored state and the day's
// count: notify.ts reads both in a transaction, asks here, and writes what comes back.
//
// A job's state doc is its queue entry too (one per job: the latest transition wins). A send
// is written as queued before it goes out (`queuedAt` now, with its `attempt`) and cleared once
// Google took it: if the function dies between the two, the next day's run sends it. The run
// takes only entries queued before its day began, so it never races a send in flight.
import { DAY_MS } from '@portal/domain/jobs/job-expiry';
import type { IndexingState, NotificationType } from '#src/data/indexing';
import { INDEXING_NOTIFICATIONS_PER_DAY } from './indexing-settings';
import type { NotifyOutcome } from './indexing-api';

/** The UTC day of `now`, 'yyyy-mm-dd': whose budget a notification spends. */
export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Midnight UTC at the start of `now`'s day. */
export function startOfUtcDay(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

/** A transition a trigger decided (transition.ts) for one job. */
export interface Transition {
  url: string;
  type: NotificationType;
  /** The job's version: its updatedAt, or when it was deleted. */
  version: Date;
}

export type Plan =
  /** Handled already (a trigger retried or arriving twice), or older than one handled. */
  | { action: 'skip'; why: 'already told' | 'stale' }
  /** Spend one of the day's budget and send now; `state` marks it in flight. */
  | { action: 'send'; state: IndexingState }
  /** The day's budget is spent: it waits for the next day's run. */
  | { action: 'queue'; state: IndexingState };

/** What to do with a transition, given the job's stored state and the notifications sent today. */
export function planTransition(
  stored: IndexingState | null,
  sentToday: number,
  transition: Transition,
  { now, attempt, perDay = INDEXING_NOTIFICATIONS_PER_DAY }: PlanOptions,
): Plan {
  if (stored) {
    const told = stored.version.getTime();
    const version = transition.version.getTime();
    if (told > version) return { action: 'skip', why: 'stale' };
    if (told === version && stored.type === transition.type) {
      return { action: 'skip', why: 'already told' };
    }
  }
  const decided = { url: transition.url, type: transition.type, version: transition.version };
  const sentAt = stored?.sentAt ?? null;
  if (sentToday < perDay) {
    return {
      action: 'send',
      state: { ...decided, queuedAt: new Date(now), attempt, sentAt },
    };
  }
  // Keeps its place in the queue when it already had one; a send in flight for the older
  // transition no longer owns the entry, so it cannot clear this one.
  return {
    action: 'queue',
    state: { ...decided, queuedAt: stored?.queuedAt ?? new Date(now), attempt: null, sentAt },
  };
}

export interface PlanOptions {
  now: number;
  /** An id for this send, unique enough that no other send has it. */
  attempt: string;
  perDay?: number;
}

export type QueuedPlan =
  /** Sent meanwhile, or queued again today (then tomorrow's run takes it): leave it. */
  | { action: 'skip' }
  /** Nothing more can go out today. */
  | { action: 'stop' }
  | { action: 'send'; state: IndexingState };

/** What the daily run does with one queued entry, read again in its transaction. */
export function planQueued(
  stored: IndexingState | null,
  sentToday: number,
  { now, attempt, perDay = INDEXING_NOTIFICATIONS_PER_DAY }: PlanOptions,
): QueuedPlan {
  if (!stored?.queuedAt || stored.queuedAt.getTime() >= startOfUtcDay(now)) {
    return { action: 'skip' };
  }
  if (sentToday >= perDay) return { action: 'stop' };
  return { action: 'send', state: { ...stored, queuedAt: new Date(now), attempt } };
}

/**
 * The state once a send has an answer, or null when another transition has taken the entry
 * over since (that one is sent or queued on its own). Sent: cleared. Worth trying again: left
 * queued, for the next day's run. Refused for good: cleared, and logged by the caller.
 */
export function afterSend(
  stored: IndexingState | null,
  attempt: string,
  outcome: NotifyOutcome,
  now: number,
): IndexingState | null {
  if (!stored || stored.attempt !== attempt) return null;
  if (outcome.sent) return { ...stored, queuedAt: null, attempt: null, sentAt: new Date(now) };
  if (outcome.retry) return { ...stored, attempt: null };
  return { ...stored, queuedAt: null, attempt: null };
}
