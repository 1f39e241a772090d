// The limits inside a Firestore transaction: read a counter, decide, and hand back the write
// that records this call, for the caller to make only once everything else has passed.
import { PER_CALLER_LIMITS } from '@portal/domain/callables/caller-limits';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { HttpsError } from 'firebase-functions/v2/https';
import {
  callerLimitRef,
  countInHour,
  hourlyLimitRef,
  readCallTimes,
  readHourlyCount,
  writeCallTimes,
  type LimitedAction,
} from './limit-documents';
import { rateLimited } from '#src/platform/refusals';
import { decideCallerLimit, decideHourlyCap, hourKey, type LimitWindow } from './rate-limit';

export interface Claim {
  /** Why this call must be refused, or null when it fits. */
  refusal: HttpsError | null;
  /** Counts this call: a write, so only after every read of the transaction. */
  record(): void;
}

const DONE: Record<LimitedAction, string> = {
  post: 'jobs posted',
  'post-verified': 'jobs posted by verified employers',
  report: 'jobs reported',
  subscribe: 'subscriptions made',
  hide: 'jobs hidden by reports',
  confirmation: 'confirmation mails sent',
  verify: 'employer codes sent',
};

/**
 * One more call for each of `callerKeys` (an account and, when it is unverified, its network:
 * security/caller-key.ts): refused if any of them is at its limit, recorded against all.
 */
export async function claimCallerSlot(
  tx: Transaction,
  db: Firestore,
  {
    action,
    callerKeys,
    now,
  }: { action: LimitedAction; callerKeys: readonly string[]; now: number },
  windows: readonly LimitWindow[] = PER_CALLER_LIMITS,
): Promise<Claim> {
  const refs = callerKeys.map((key) => callerLimitRef(db, action, key));
  const decisions = await Promise.all(
    refs.map(async (ref) => decideCallerLimit(await readCallTimes(tx, ref), now, windows)),
  );
  const refusals = decisions.flatMap((decision) => (decision.allowed ? [] : [decision]));
  const latest = refusals.sort((a, b) => b.retryAt - a.retryAt)[0];
  if (latest) {
    const { max, name } = latest.window;
    const what = `${max} ${DONE[action]} in ${name} is as many as one person may.`;
    return { refusal: rateLimited(latest.retryAt, 'caller', what), record: () => {} };
  }
  return {
    refusal: null,
    record: () =>
      decisions.forEach((decision, index) => {
        if (decision.allowed) writeCallTimes(tx, refs[index]!, decision.times);
      }),
  };
}

/**
 * The site-wide cap: the count is read outside the transaction (see readHourlyCount), so calls
 * made at the same moment may pass the cap by as many as there are of them; the count itself is
 * exact.
 */
export async function claimHourlySlot(
  tx: Transaction,
  db: Firestore,
  { action, now, cap }: { action: LimitedAction; now: number; cap: number },
): Promise<Claim> {
  const ref = hourlyLimitRef(db, action, hourKey(now));
  const count = await readHourlyCount(ref);
  const decision = decideHourlyCap(count, now, cap);
  if (!decision.allowed) {
    const what = `So many ${DONE[action]} this hour that the board takes no more (${cap} an hour from everyone together).`;
    return { refusal: rateLimited(decision.retryAt, 'everyone', what), record: () => {} };
  }
  return { refusal: null, record: () => countInHour(tx, ref) };
}
