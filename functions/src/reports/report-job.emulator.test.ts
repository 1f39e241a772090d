// reportJob over HTTP on the Functions emulator, with Firestore read back through the Admin SDK.
import { HOUR_MS } from '@portal/domain/callables/caller-limits';
import {
  RefusalDetailsSchema,
  ReportJobResultSchema,
} from '@portal/domain/callables/callable-results';
import { COLLECTIONS } from '@portal/domain/constants';
import { HiddenJobsSchema } from '@portal/domain/moderation/hidden-jobs';
import type { ReportJobInput } from '@portal/domain/moderation/job-report';
import { beforeEach, describe, expect, it } from 'vitest';
import { hiddenJobsRef } from '#src/data/hidden-jobs';
import { withDates } from '@portal/domain/stored-dates';
import { reportRef } from '#src/data/reports';
import { listModeration } from '#src/moderation/moderation';
import {
  callFunction,
  clearFirestore,
  countDocs,
  signInAccount,
  testFirestore,
} from '#src/test/emulators';
import { readJob, storeJob } from '#src/test/stored-jobs';

const db = testFirestore();

type Caller = { ip: string; idToken?: string };

async function report(caller: string | Caller, input: ReportJobInput) {
  const outcome = await callFunction(
    'reportJob',
    input,
    typeof caller === 'string' ? { ip: caller } : caller,
  );
  if (!outcome.ok) throw new Error(`Refused: ${outcome.status} ${outcome.message}`);
  return ReportJobResultSchema.parse(outcome.result).outcome;
}

async function refusal(ip: string, input: unknown) {
  const outcome = await callFunction('reportJob', input, { ip });
  if (outcome.ok) throw new Error(`Accepted: ${JSON.stringify(outcome.result)}`);
  return { ...outcome, details: RefusalDetailsSchema.parse(outcome.details) };
}

async function hiddenIds(): Promise<string[]> {
  const snapshot = await hiddenJobsRef(db).get();
  return snapshot.exists ? HiddenJobsSchema.parse(withDates(snapshot.data() ?? {})).ids : [];
}

const establishedAccount = (email: string) => signInAccount({ email, verified: true, ageDays: 8 });

const summary = async (jobId: string) => (await reportRef(db, jobId).get()).data();

beforeEach(clearFirestore);

describe('reportJob', () => {
  it('an established reporter on each of three networks hides a job; the same person twice counts once', async () => {
    await storeJob(db, 'spam');
    const { updatedAt } = await readJob(db, 'spam');
    const [ana, ben, cy] = await Promise.all([
      establishedAccount('ana@example.com'),
      establishedAccount('ben@example.com'),
      establishedAccount('cy@example.com'),
    ]);
    const asAna = { ip: '198.51.100.1', idToken: ana.idToken };
    expect(await report(asAna, { jobId: 'spam', reason: 'misleading', note: ' Scam ' })).toBe(
      'reported',
    );
    expect(
      await report(
        { ip: '198.51.100.2', idToken: ben.idToken },
        { jobId: 'spam', reason: 'closed' },
      ),
    ).toBe('reported');
    // The same account from another network is still one reporter.
    expect(await report({ ...asAna, ip: '203.0.113.9' }, { jobId: 'spam', reason: 'other' })).toBe(
      'already-reported',
    );
    expect(await summary('spam')).toMatchObject({ jobId: 'spam', count: 2, status: 'open' });
    expect((await readJob(db, 'spam')).status).toBe('active');
    expect(await hiddenIds()).toEqual([]);

    expect(
      await report(
        { ip: '198.51.100.3', idToken: cy.idToken },
        { jobId: 'spam', reason: 'misleading' },
      ),
    ).toBe('reported');
    const hidden = await readJob(db, 'spam');
    expect(hidden.status).toBe('hidden');
    expect(hidden.updatedAt.toMillis()).toBeGreaterThan(updatedAt.toMillis());
    expect(await hiddenIds()).toEqual(['spam']);
    expect(await summary('spam')).toMatchObject({ count: 3, status: 'hidden' });

    const reporters = await reportRef(db, 'spam').collection('reporters').get();
    expect(reporters.docs.map((doc) => doc.data().reason).sort()).toEqual([
      'closed',
      'misleading',
      'misleading',
    ]);
    const first = reporters.docs.find((doc) => doc.data().note);
    expect(first?.data()).toMatchObject({ reason: 'misleading', note: 'Scam', counted: true });
    // A hidden job is no longer open to reports.
    expect((await refusal('198.51.100.4', { jobId: 'spam', reason: 'misleading' })).status).toBe(
      'NOT_FOUND',
    );
  });

  it('attack: three fresh accounts and a guest report one job: it stays listed, in the queue', async () => {
    await storeJob(db, 'honest', { Title: 'Honest job' });
    const fresh = await Promise.all([
      signInAccount({ email: 'new1@example.com', verified: false, ageDays: 0 }),
      signInAccount({ email: 'new2@example.com', verified: true, ageDays: 0 }),
      // Old, but nobody ever proved the address is theirs.
      signInAccount({ email: 'old@example.com', verified: false, ageDays: 30 }),
    ]);
    for (const [n, account] of fresh.entries()) {
      const caller = { ip: `198.51.100.${n + 1}`, idToken: account.idToken };
      expect(await report(caller, { jobId: 'honest', reason: 'misleading' })).toBe('reported');
    }
    expect(await report({ ip: '198.51.100.9' }, { jobId: 'honest', reason: 'misleading' })).toBe(
      'reported',
    );

    expect((await readJob(db, 'honest')).status).toBe('active');
    expect(await hiddenIds()).toEqual([]);
    const queue = await listModeration(db);
    expect(queue.map((entry) => [entry.jobId, entry.reportStatus, entry.count])).toEqual([
      ['honest', 'open', 4],
    ]);
    // The honest reader still reads it, and an honest reporter is still heard.
    expect(await summary('honest')).toMatchObject({ trustedNetworks: [] });
  });

  it('attack: twenty reports from rotating addresses in one IPv6 /64 are one reporter', async () => {
    await storeJob(db, 'target');
    const outcomes = [];
    for (let n = 1; n <= 20; n++) {
      const ip = `2001:db8:77:1:${n.toString(16)}:${((n * 7919) % 0xffff).toString(16)}::${n}`;
      outcomes.push(await report({ ip }, { jobId: 'target', reason: 'misleading' }));
    }
    expect(outcomes[0]).toBe('reported');
    expect(new Set(outcomes.slice(1))).toEqual(new Set(['already-reported']));
    expect(await summary('target')).toMatchObject({ count: 1, status: 'open' });
    expect((await reportRef(db, 'target').collection('reporters').get()).size).toBe(1);
    // The next /64 is someone else.
    expect(
      await report({ ip: '2001:db8:77:2::1' }, { jobId: 'target', reason: 'misleading' }),
    ).toBe('reported');
  });

  it('refuses a job that does not exist, or is no longer open, and writes nothing', async () => {
    await storeJob(db, 'expired', { expiresIn: -HOUR_MS });
    await storeJob(db, 'closed', { status: 'closed' });
    for (const jobId of ['missing', 'expired', 'closed']) {
      const outcome = await refusal('198.51.100.1', { jobId, reason: 'misleading' });
      expect(outcome.status).toBe('NOT_FOUND');
      expect(outcome.details).toEqual({ reason: 'no-such-job' });
    }
    expect(await countDocs(db, COLLECTIONS.reports)).toBe(0);
    expect(await countDocs(db, COLLECTIONS.limits)).toBe(0);
  });

  it('names each invalid field', async () => {
    const outcome = await refusal('198.51.100.1', { jobId: 'a/b', reason: 'boring' });
    expect(outcome.status).toBe('INVALID_ARGUMENT');
    expect(outcome.message).toMatch(/Job: That is not a job id\./);
    expect(outcome.message).toMatch(/Reason: Choose why you are reporting this job\./);
    expect(outcome.details).toMatchObject({ reason: 'invalid-fields' });
  });

  it('limits each reporter to five reports an hour', async () => {
    for (let i = 1; i <= 6; i++) await storeJob(db, `job${i}`);
    for (let i = 1; i <= 5; i++) {
      expect(await report('198.51.100.1', { jobId: `job${i}`, reason: 'misleading' })).toBe(
        'reported',
      );
    }
    const outcome = await refusal('198.51.100.1', { jobId: 'job6', reason: 'misleading' });
    expect(outcome.status).toBe('RESOURCE_EXHAUSTED');
    expect(outcome.details).toMatchObject({ reason: 'rate-limited', scope: 'caller' });
    expect(await report('198.51.100.2', { jobId: 'job6', reason: 'misleading' })).toBe('reported');
  });

  it("an unverified account's reports count against its network too; a verified one's do not", async () => {
    for (let i = 1; i <= 7; i++) await storeJob(db, `job${i}`);
    const throwaway = await signInAccount({
      email: 'temp@example.com',
      verified: false,
      ageDays: 0,
    });
    for (let i = 1; i <= 5; i++) {
      const caller = { ip: '198.51.100.1', idToken: throwaway.idToken };
      expect(await report(caller, { jobId: `job${i}`, reason: 'misleading' })).toBe('reported');
    }
    // The network has had its five: a guest, or another new account, on it waits.
    const outcome = await refusal('198.51.100.1', { jobId: 'job6', reason: 'misleading' });
    expect(outcome.details).toMatchObject({ reason: 'rate-limited', scope: 'caller' });
    const verified = await establishedAccount('known@example.com');
    expect(
      await report(
        { ip: '198.51.100.1', idToken: verified.idToken },
        { jobId: 'job6', reason: 'misleading' },
      ),
    ).toBe('reported');
  });
});
