// Moderation on the Firestore emulator: jobs are reported through the same transaction the
// reportJob callable runs.
import { HiddenJobsSchema } from '@portal/domain/moderation/hidden-jobs';
import { beforeEach, describe, expect, it } from 'vitest';
import { withDates } from '@portal/domain/stored-dates';
import { hiddenJobsRef } from '#src/data/hidden-jobs';
import { reportRef } from '#src/data/reports';
import { storeReport } from '#src/reports/store-report';
import { clearFirestore, testFirestore } from '#src/test/emulators';
import { readJob, storeJob } from '#src/test/stored-jobs';
import { sendQueuedMailNow } from '#src/mail/mail-sender';
import { emptyInbox, receivedMail } from '#src/test/inbox';
import { queueModerationSummary } from './mail-summary';
import { screeningRef } from '#src/data/screenings';
import { COLLECTIONS } from '@portal/domain/constants';
import { ModerationLogEntrySchema } from '@portal/domain/moderation/moderation-actions';
import type { ModerationActionName } from '@portal/domain/moderation/moderation-actions';
import { listHeld, listModeration } from './moderation';
import { blockPoster, moderateJob } from './moderate-job';

const MODERATOR = { uid: 'mod-1', email: 'mod@example.com' };
const act = (jobId: string, action: ModerationActionName, reason = 'Checked by hand') =>
  moderateJob(db, { jobId, action, reason, moderator: MODERATOR });

async function auditLog() {
  const snapshot = await db.collection(COLLECTIONS.moderationLog).orderBy('at').get();
  return snapshot.docs.map((doc) => ModerationLogEntrySchema.parse(withDates(doc.data())));
}

const db = testFirestore();

/** A report by `reporterKey` on a network of its own; established unless said otherwise. */
const reportBy = (
  reporterKey: string,
  jobId = 'spam',
  { established = true, hidesPerHour }: { established?: boolean; hidesPerHour?: number } = {},
) =>
  storeReport(
    db,
    {
      jobId,
      reason: 'misleading',
      note: `from ${reporterKey}`,
      reporter: {
        key: reporterKey,
        network: `net-${reporterKey}`,
        limitKeys: [reporterKey],
        established,
      },
      now: Date.now(),
    },
    hidesPerHour === undefined ? {} : { hidesPerHour },
  );

async function hiddenIds(): Promise<string[]> {
  const snapshot = await hiddenJobsRef(db).get();
  return HiddenJobsSchema.parse(withDates(snapshot.data() ?? { ids: [] })).ids;
}

async function hideSpam() {
  await storeJob(db, 'spam', { Title: 'Too good to be true' });
  for (const key of ['ip-a', 'ip-b', 'ip-c']) await reportBy(key);
  expect((await readJob(db, 'spam')).status).toBe('hidden');
}

beforeEach(clearFirestore);

describe('moderation', () => {
  it('lists hidden and reported jobs with their reports: hidden first, then most reported, then newest', async () => {
    await hideSpam();
    await storeJob(db, 'odd');
    await storeJob(db, 'dubious');
    await storeJob(db, 'late');
    await reportBy('ip-y', 'dubious', { established: false });
    await reportBy('ip-z', 'dubious', { established: false });
    await reportBy('ip-z', 'odd', { established: false });
    await reportBy('ip-x', 'late', { established: false });
    await storeJob(db, 'quiet');

    const entries = await listModeration(db);
    expect(entries.map((entry) => [entry.jobId, entry.reportStatus, entry.count])).toEqual([
      ['spam', 'hidden', 3],
      ['dubious', 'open', 2],
      ['late', 'open', 1],
      ['odd', 'open', 1],
    ]);
    expect(entries[0]?.job).toEqual({
      Title: 'Too good to be true',
      Company: 'Acme Labs',
      status: 'hidden',
    });
    expect(entries[0]?.reports.map((report) => report.note).sort()).toEqual([
      'from ip-a',
      'from ip-b',
      'from ip-c',
    ]);
    expect(entries[0]?.reports[0]?.reportedAt).toBeInstanceOf(Date);
  });

  it('restores a job: listed again, off the hidden list; new reports queue it but never hide it', async () => {
    await hideSpam();
    const { updatedAt } = await readJob(db, 'spam');

    expect(await act('spam', 'restore')).toMatchObject({ jobId: 'spam', status: 'active' });
    const restored = await readJob(db, 'spam');
    expect(restored.status).toBe('active');
    expect(restored.updatedAt.toMillis()).toBeGreaterThan(updatedAt.toMillis());
    expect(await hiddenIds()).toEqual([]);
    expect((await reportRef(db, 'spam').get()).data()).toMatchObject({
      status: 'restored',
      count: 0,
    });
    expect(await listModeration(db)).toEqual([]);

    // The earlier reporters have had their say; new ones, however trusted, only queue it.
    expect(await reportBy('ip-a')).toBe('already-reported');
    for (const key of ['ip-d', 'ip-e', 'ip-f', 'ip-g'])
      expect(await reportBy(key)).toBe('reported');
    expect((await readJob(db, 'spam')).status).toBe('active');
    expect(await hiddenIds()).toEqual([]);
    expect(
      (await listModeration(db)).map((entry) => [entry.jobId, entry.reportStatus, entry.count]),
    ).toEqual([['spam', 'open', 4]]);
    // A moderator may still remove it.
    expect(await act('spam', 'remove')).toMatchObject({ status: 'removed' });
  });

  it('reports hide no more jobs an hour than the site-wide number; the rest wait in the queue', async () => {
    for (const jobId of ['first', 'second']) {
      await storeJob(db, jobId);
      for (const key of ['ip-a', 'ip-b', 'ip-c']) {
        expect(await reportBy(key, jobId, { hidesPerHour: 1 })).toBe('reported');
      }
    }
    expect((await readJob(db, 'first')).status).toBe('hidden');
    expect((await readJob(db, 'second')).status).toBe('active');
    expect((await listModeration(db)).map((entry) => [entry.jobId, entry.reportStatus])).toEqual([
      ['first', 'hidden'],
      ['second', 'open'],
    ]);
  });

  it('mails the moderators a summary of the queue once a day, and nothing when it is empty', async () => {
    await emptyInbox();
    const to = 'moderators@example.com';
    const summaryOn = (now: number) =>
      queueModerationSummary(db, { to, product: 'Job Portal', now });
    expect(await summaryOn(Date.now())).toBeNull();

    await hideSpam();
    await storeJob(db, 'odd', { Title: '<b>Odd</b> job' });
    await reportBy('ip-z', 'odd', { established: false });
    const id = await summaryOn(Date.now());
    expect(id).not.toBeNull();
    expect(await summaryOn(Date.now())).toBeNull();
    await sendQueuedMailNow(db, [id!]);

    const [mail, ...others] = await receivedMail(to);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Job Portal: 2 reported jobs to review (1 hidden)');
    expect(mail?.text).toContain(
      'HIDDEN: Too good to be true at Acme Labs (job spam), 3 reporters',
    );
    expect(mail?.text).toContain('reported: <b>Odd</b> job at Acme Labs (job odd), 1 reporter');
    expect(mail?.html).toContain('&lt;b&gt;Odd&lt;/b&gt; job');
  });

  it('removes a job for good: no reader sees it, browsers drop it, its report is closed', async () => {
    await hideSpam();
    expect(await act('spam', 'remove', 'Asks for a registration fee')).toMatchObject({
      status: 'removed',
    });
    expect((await readJob(db, 'spam')).status).toBe('removed');
    expect(await hiddenIds()).toEqual(['spam']);
    expect((await reportRef(db, 'spam').get()).data()).toMatchObject({ status: 'closed' });
    expect(await listModeration(db)).toEqual([]);
    const [entry] = await auditLog();
    expect(entry).toMatchObject({
      moderator: MODERATOR,
      action: 'remove',
      jobId: 'spam',
      jobTitle: 'Too good to be true',
      reason: 'Asks for a registration fee',
      outcome: 'removed',
    });
    expect(entry?.at).toBeInstanceOf(Date);
  });

  it('hides a live job at once, off every list, until restored', async () => {
    await storeJob(db, 'live', { Title: 'Suspicious' });
    expect(await act('live', 'hide')).toMatchObject({ status: 'hidden' });
    expect((await readJob(db, 'live')).status).toBe('hidden');
    expect(await hiddenIds()).toEqual(['live']);
    expect(await act('live', 'restore')).toMatchObject({ status: 'active' });
    expect(await hiddenIds()).toEqual([]);
    expect((await auditLog()).map((entry) => [entry.action, entry.outcome])).toEqual([
      ['hide', 'hidden'],
      ['restore', 'active'],
    ]);
  });

  it("refuses an action the job's status does not allow, and a job that does not exist, changing nothing", async () => {
    await storeJob(db, 'live');
    await expect(act('live', 'approve')).rejects.toThrow(/cannot be given “Approve”/);
    await expect(act('live', 'restore')).rejects.toThrow(/cannot be given “Restore”/);
    await expect(act('nope', 'remove')).rejects.toThrow('There is no job with the id nope.');
    expect((await readJob(db, 'live')).status).toBe('active');
    expect(await auditLog()).toEqual([]);
  });

  it("blocks a poster's account or network until a date, and says when there is nothing to block", async () => {
    await storeJob(db, 'guest-post');
    await expect(
      blockPoster(db, {
        jobId: 'guest-post',
        scope: 'network',
        days: 7,
        reason: 'Scam',
        moderator: MODERATOR,
        now: Date.now(),
      }),
    ).rejects.toThrow(/before posters were recorded/);
    await screeningRef(db, 'guest-post').set({
      score: 0,
      held: false,
      severe: false,
      signals: [],
      poster: { uid: null, network: 'net-9' },
      screenedAt: new Date(),
    });
    const block = (scope: 'account' | 'network') =>
      blockPoster(db, {
        jobId: 'guest-post',
        scope,
        days: 7,
        reason: 'Scam',
        moderator: MODERATOR,
        now: Date.UTC(2026, 10, 1),
      });
    await expect(block('account')).rejects.toThrow(/posted without an account/);
    expect(await block('network')).toEqual({ blockedUntil: new Date(Date.UTC(2026, 10, 8)) });
    expect((await db.doc(`${COLLECTIONS.blocks}/net-9`).get()).data()).toMatchObject({
      reason: 'Scam',
      jobId: 'guest-post',
    });
    expect((await auditLog()).map((entry) => [entry.action, entry.outcome])).toEqual([
      ['block', 'network blocked until 2026-11-08T00:00:00.000Z'],
    ]);
  });

  it('lists the held jobs with what the screen found, oldest first; restoring one makes it live', async () => {
    await storeJob(db, 'held-new', { status: 'held', createdAgo: 1000 });
    await storeJob(db, 'held-old', { status: 'held', createdAgo: 60_000 });
    await storeJob(db, 'live', {});
    const signal = { kind: 'pay-app', weight: 5, severe: true, says: 'Gives a UPI address.' };
    await screeningRef(db, 'held-old').set({
      score: 5,
      held: true,
      severe: true,
      signals: [signal],
      poster: { uid: null, network: 'net-1' },
      screenedAt: new Date(),
    });

    const held = await listHeld(db);
    expect(held.map((entry) => entry.jobId)).toEqual(['held-old', 'held-new']);
    expect(held[0]?.screening?.signals).toEqual([signal]);
    expect(held[1]?.screening).toBeNull();

    expect(await act('held-old', 'approve')).toMatchObject({ status: 'active' });
    expect((await readJob(db, 'held-old')).status).toBe('active');
    expect((await listHeld(db)).map((entry) => entry.jobId)).toEqual(['held-new']);
    expect(await listModeration(db)).toEqual([]);
    // Never public: nothing for browsers to drop.
    expect(await hiddenIds()).toEqual([]);
  });
});
