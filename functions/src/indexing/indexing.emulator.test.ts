// What Google's Indexing API hears of each job's transitions, on the emulators: jobs posted
// through postJob on the Functions emulator, moderated, closed and extended as their writers
// write them, and each write's trigger run in-process with the write's own before and after
// (the Firestore emulator here fires no triggers). The adapter's local side records each call
// in Firestore, which the tests read.
import { PostJobResultSchema } from '@portal/domain/callables/callable-results';
import { COLLECTIONS } from '@portal/domain/constants';
import { DAY_MS } from '@portal/domain/jobs/job-expiry';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobOfSnapshot } from '#src/data/job-changes';
import { jobRef } from '#src/data/jobs';
import {
  indexingBudgetRef,
  indexingRef,
  IndexingStateSchema,
  recordedCalls,
  type NotificationType,
} from '#src/data/indexing';
import { closeExpiredJobs } from '#src/expiry/close-expired-jobs';
import { moderateJob } from '#src/moderation/moderate-job';
import { callFunction, clearFirestore, countDocs, testFirestore } from '#src/test/emulators';
import { validPost } from '#src/test/post-input';
import { storeJob } from '#src/test/stored-jobs';
import { withDates } from '@portal/domain/stored-dates';
import { configuredIndexingApi, type IndexingApi } from './indexing-api';
import { utcDay } from './indexing-plan';
import { INDEXING_NOTIFICATIONS_PER_DAY } from './indexing-settings';
import {
  jobPageUrl,
  notifyJobWrite,
  notifySearchEnginesOnJobWrite,
  runIndexingQueue,
} from './indexing-triggers';

const db = testFirestore();

beforeEach(async () => {
  await clearFirestore();
  vi.spyOn(logger, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

type TriggerEvent = Parameters<typeof notifySearchEnginesOnJobWrite.run>[0];

/** A create's before: a snapshot of no document. */
const nothing = () => db.collection(COLLECTIONS.jobs).doc('no-such-job-ever').get();

function eventOf(
  id: string,
  before: DocumentSnapshot,
  after: DocumentSnapshot,
  now = Date.now(),
): TriggerEvent {
  return {
    data: { before, after },
    params: { jobId: id },
    time: new Date(now).toISOString(),
  } as unknown as TriggerEvent;
}

/** Runs `write` on the job, then the trigger with the write's before and after. */
async function writeAndTrigger(
  id: string,
  write: () => Promise<unknown>,
  now?: number,
): Promise<TriggerEvent> {
  const before = await jobRef(db, id).get();
  await write();
  const event = eventOf(id, before, await jobRef(db, id).get(), now);
  await notifySearchEnginesOnJobWrite.run(event);
  return event;
}

/** The owner's close, as their browser writes it (firestore.rules' isClose). */
const close = (id: string) => () =>
  jobRef(db, id).update({ status: 'closed', updatedAt: FieldValue.serverTimestamp() });

/** The owner's extend (isExtend). */
const extend = (id: string, days: number) => () =>
  jobRef(db, id).update({
    expiresAt: Timestamp.fromMillis(Date.now() + days * DAY_MS),
    updatedAt: FieldValue.serverTimestamp(),
  });

const types = async (id: string) =>
  (await recordedCalls(db, jobPageUrl(id))).map((call) => call.type);

/** The calls recorded for a job's page, once there are `count` of them (or the deadline). */
async function callsOnceThere(id: string, count: number): Promise<NotificationType[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const recorded = await types(id);
    if (recorded.length >= count || Date.now() > deadline) return recorded;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stateOf(id: string) {
  const snapshot = await indexingRef(db, id).get();
  return snapshot.exists ? IndexingStateSchema.parse(withDates(snapshot.data() ?? {})) : null;
}

async function post(overrides: Parameters<typeof validPost>[0] = {}, ip = '203.0.113.70') {
  const outcome = await callFunction('postJob', validPost(overrides), { ip });
  if (!outcome.ok) throw new Error(`Refused: ${outcome.status} ${outcome.message}`);
  return PostJobResultSchema.parse(outcome.result);
}

/** A job posted through postJob, and the trigger its creation runs. */
async function postAndTrigger(overrides: Parameters<typeof validPost>[0] = {}) {
  const before = await nothing();
  const result = await post(overrides);
  await notifySearchEnginesOnJobWrite.run(
    eventOf(result.id, before, await jobRef(db, result.id).get()),
  );
  return result;
}

describe('a job’s life, as the Indexing API hears it', () => {
  it('posted live: URL_UPDATED; closed by its poster: URL_DELETED; closed again: nothing', async () => {
    const { id, held } = await postAndTrigger();
    expect(held).toBe(false);
    expect(await callsOnceThere(id, 1)).toEqual(['URL_UPDATED']);
    expect(jobPageUrl(id)).toMatch(new RegExp(`^https?://[^/]+/job/${id}$`));

    await writeAndTrigger(id, close(id));
    expect(await callsOnceThere(id, 2)).toEqual(['URL_UPDATED', 'URL_DELETED']);

    // A resent close: the rules allow it, and Google hears nothing more.
    await writeAndTrigger(id, close(id));
    expect(await types(id)).toEqual(['URL_UPDATED', 'URL_DELETED']);
    expect(await stateOf(id)).toMatchObject({ type: 'URL_DELETED', queuedAt: null });
  });

  it('each recorded call is kept 30 days, then left to the TTL policy on expireAt', async () => {
    const { id } = await postAndTrigger();
    expect(await callsOnceThere(id, 1)).toEqual(['URL_UPDATED']);
    const snapshot = await db
      .collection(COLLECTIONS.indexingCalls)
      .where('url', '==', jobPageUrl(id))
      .get();
    const { at, expireAt } = snapshot.docs[0]!.data() as { at: Timestamp; expireAt: Timestamp };
    expect(expireAt.toMillis() - at.toMillis()).toBeGreaterThan(30 * DAY_MS - 60_000);
    expect(expireAt.toMillis() - at.toMillis()).toBeLessThan(30 * DAY_MS + 60_000);
  });

  it('extended by its poster while open: URL_UPDATED again', async () => {
    await storeJob(db, 'keeper', { expiresIn: 5 * DAY_MS });
    await writeAndTrigger('keeper', extend('keeper', 40));
    expect(await callsOnceThere('keeper', 1)).toEqual(['URL_UPDATED']);
  });

  it('held at the door: nothing; approved by a moderator: one URL_UPDATED', async () => {
    const before = await nothing();
    const { id, held } = await post({
      Title: 'Zorblax data entry from home',
      Description:
        '<p>Earn ₹3,000 per day, no experience needed.</p><p>Registration fee Rs. 499/- only (refundable).</p>',
    });
    expect(held).toBe(true);
    await notifySearchEnginesOnJobWrite.run(eventOf(id, before, await jobRef(db, id).get()));
    expect(await types(id)).toEqual([]);
    expect(await stateOf(id)).toBeNull();

    await writeAndTrigger(id, () =>
      moderateJob(db, {
        jobId: id,
        action: 'approve',
        reason: 'Checked by hand',
        moderator: { uid: 'mod-1', email: 'mod@example.com' },
      }),
    );
    expect(await callsOnceThere(id, 1)).toEqual(['URL_UPDATED']);
  });

  it('closed by the expiry run after it expired: URL_DELETED', async () => {
    await storeJob(db, 'lapsed', { expiresIn: -60_000 });
    await writeAndTrigger('lapsed', () => closeExpiredJobs(db, Date.now()));
    expect(await callsOnceThere('lapsed', 1)).toEqual(['URL_DELETED']);
  });

  it('hidden, then restored by a moderator: URL_DELETED, then URL_UPDATED', async () => {
    await storeJob(db, 'reported');
    const moderator = { uid: 'mod-1', email: 'mod@example.com' };
    await writeAndTrigger('reported', () =>
      moderateJob(db, { jobId: 'reported', action: 'hide', reason: 'Reports', moderator }),
    );
    await writeAndTrigger('reported', () =>
      moderateJob(db, { jobId: 'reported', action: 'restore', reason: 'Honest', moderator }),
    );
    expect(await callsOnceThere('reported', 2)).toEqual(['URL_DELETED', 'URL_UPDATED']);
  });

  it('a field no page shows, rewritten: nothing', async () => {
    await storeJob(db, 'quiet');
    await writeAndTrigger('quiet', () => jobRef(db, 'quiet').update({ posterKey: 'f'.repeat(64) }));
    expect(await types('quiet')).toEqual([]);
  });
});

describe('one transition, one call', () => {
  it('a trigger delivered twice, even at once, and retried later, notifies once', async () => {
    await storeJob(db, 'twice');
    const before = await jobRef(db, 'twice').get();
    await close('twice')();
    const event = eventOf('twice', before, await jobRef(db, 'twice').get());
    await Promise.all([
      notifySearchEnginesOnJobWrite.run(event),
      notifySearchEnginesOnJobWrite.run(event),
    ]);
    await notifySearchEnginesOnJobWrite.run(event);
    expect(await callsOnceThere('twice', 1)).toEqual(['URL_DELETED']);
    expect(await types('twice')).toEqual(['URL_DELETED']);
    const budget = await indexingBudgetRef(db, utcDay(Date.now())).get();
    expect(budget.get('count')).toBe(1);
  });

  it('an older write’s trigger arriving after a newer one’s: nothing', async () => {
    await storeJob(db, 'late');
    const older = await writeAndTrigger('late', extend('late', 40));
    await writeAndTrigger('late', close('late'));
    await notifySearchEnginesOnJobWrite.run(older);
    expect(await callsOnceThere('late', 2)).toEqual(['URL_UPDATED', 'URL_DELETED']);
    expect(await types('late')).toEqual(['URL_UPDATED', 'URL_DELETED']);
  });
});

describe('the daily budget', () => {
  it(`sends the day's ${INDEXING_NOTIFICATIONS_PER_DAY}th, queues the next, and the next day's run sends it`, async () => {
    const now = Date.now();
    const budget = indexingBudgetRef(db, utcDay(now));
    await budget.set({ count: INDEXING_NOTIFICATIONS_PER_DAY - 1 });
    await storeJob(db, 'last-of-day');
    await storeJob(db, 'over-budget');

    await writeAndTrigger('last-of-day', extend('last-of-day', 40), now);
    await writeAndTrigger('over-budget', close('over-budget'), now);
    expect(await callsOnceThere('last-of-day', 1)).toEqual(['URL_UPDATED']);
    expect(await types('over-budget')).toEqual([]);
    expect((await budget.get()).get('count')).toBe(INDEXING_NOTIFICATIONS_PER_DAY);
    expect(await stateOf('over-budget')).toMatchObject({
      type: 'URL_DELETED',
      queuedAt: new Date(now),
      attempt: null,
    });

    // Run again the same day, the queue sends nothing: its entry is the next day's.
    const api = configuredIndexingApi(db);
    expect(await runIndexingQueue(db, api, now + 1000)).toMatchObject({ sent: 0 });

    const tomorrow = now + DAY_MS;
    expect(await runIndexingQueue(db, api, tomorrow)).toEqual({
      sent: 1,
      requeued: 0,
      dropped: 0,
      budgetSpent: false,
    });
    expect(await callsOnceThere('over-budget', 1)).toEqual(['URL_DELETED']);
    expect(await stateOf('over-budget')).toMatchObject({ queuedAt: null, attempt: null });
    expect((await indexingBudgetRef(db, utcDay(tomorrow)).get()).get('count')).toBe(1);

    // A second run sends nothing twice.
    expect(await runIndexingQueue(db, api, tomorrow + 1000)).toMatchObject({ sent: 0 });
    expect(await types('over-budget')).toEqual(['URL_DELETED']);
    expect(await types('last-of-day')).toEqual(['URL_UPDATED']);
  });

  it('sends the queue oldest first, and no more than the day allows', async () => {
    const now = Date.now();
    await indexingBudgetRef(db, utcDay(now)).set({ count: INDEXING_NOTIFICATIONS_PER_DAY });
    for (const [n, id] of ['first', 'second', 'third'].entries()) {
      await storeJob(db, id);
      await writeAndTrigger(id, close(id), now + n);
    }
    const tomorrow = now + DAY_MS;
    await indexingBudgetRef(db, utcDay(tomorrow)).set({
      count: INDEXING_NOTIFICATIONS_PER_DAY - 2,
    });
    expect(await runIndexingQueue(db, configuredIndexingApi(db), tomorrow)).toMatchObject({
      sent: 2,
      budgetSpent: true,
    });
    expect(await callsOnceThere('second', 1)).toEqual(['URL_DELETED']);
    expect(await types('first')).toEqual(['URL_DELETED']);
    expect(await types('third')).toEqual([]);
    expect((await stateOf('third'))?.queuedAt).toEqual(new Date(now + 2));
  });
});

describe('a publish that fails', () => {
  /** An adapter that answers as Google would have, and counts what it was asked. */
  const failing = (status: number): IndexingApi & { asked: number } => {
    const api = {
      asked: 0,
      notify: () => {
        api.asked++;
        return Promise.resolve({
          sent: false as const,
          retry: status === 429 || status >= 500,
          status,
          reason: `refused (${status})`,
        });
      },
    };
    return api;
  };

  async function transition(id: string, api: IndexingApi, now: number) {
    await storeJob(db, id);
    const before = jobOfSnapshot(await jobRef(db, id).get());
    await close(id)();
    const after = jobOfSnapshot(await jobRef(db, id).get());
    return notifyJobWrite(db, api, { jobId: id, before, after, now });
  }

  it('429 or 5xx: queued, never lost, and sent by the next day’s run', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const now = Date.now();
    const unavailable = failing(503);
    expect(await transition('flaky', unavailable, now)).toBe('queued');
    expect(unavailable.asked).toBe(1);
    expect(await stateOf('flaky')).toMatchObject({ type: 'URL_DELETED', attempt: null });
    expect((await stateOf('flaky'))?.queuedAt).not.toBeNull();

    const quota = failing(429);
    expect(await runIndexingQueue(db, quota, now + DAY_MS)).toMatchObject({
      requeued: 1,
      budgetSpent: true,
    });
    expect(await runIndexingQueue(db, configuredIndexingApi(db), now + 2 * DAY_MS)).toMatchObject({
      sent: 1,
    });
    expect(await callsOnceThere('flaky', 1)).toEqual(['URL_DELETED']);
  });

  it('400, a URL Google will not take: logged and dropped', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const refused = failing(400);
    expect(await transition('refused', refused, Date.now())).toBe('dropped');
    expect(await stateOf('refused')).toMatchObject({ queuedAt: null, attempt: null });
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/dropped: refused \(400\)/));
    expect(await countDocs(db, COLLECTIONS.indexingCalls)).toBe(0);
  });
});
