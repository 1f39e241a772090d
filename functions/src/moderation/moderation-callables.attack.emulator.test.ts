// The moderation callables over HTTP, as the console calls them, and as anyone else might try.
import { COLLECTIONS } from '@portal/domain/constants';
import { ModerateJobResultSchema } from '@portal/domain/moderation/moderation-actions';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callFunction,
  clearFirestore,
  countDocs,
  signInAccount,
  signUp,
  testFirestore,
} from '#src/test/emulators';
import { readJob, storeJob } from '#src/test/stored-jobs';

const db = testFirestore();
const GUEST = '203.0.113.40';

beforeEach(clearFirestore);

const CALLS = [
  ['moderateJob', { jobId: 'held', action: 'approve', reason: 'Looks fine' }],
  ['blockPoster', { jobId: 'held', scope: 'network', days: 7, reason: 'Scam' }],
  [
    'saveHackathon',
    {
      hackathon: {
        name: 'Hack',
        organizer: 'Org',
        startDate: '2026-12-01',
        endDate: '2026-12-02',
        mode: 'Online',
        description: 'Build',
        registrationLink: 'https://example.com/hack',
      },
    },
  ],
  ['removeHackathon', { id: 'h1' }],
] as const;

describe('attack: moderation functions refuse anyone but a moderator', () => {
  it('refuses a guest and a signed-in non-moderator on every call, changing nothing', async () => {
    await storeJob(db, 'held', { status: 'held' });
    await db.doc(`${COLLECTIONS.hackathons}/h1`).set({ name: 'Kept' });
    const member = await signUp(`member-${Date.now()}@example.com`);
    for (const [name, data] of CALLS) {
      const asGuest = await callFunction(name, data, { ip: GUEST });
      expect(asGuest, name).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
      const asMember = await callFunction(name, data, { ip: GUEST, idToken: member.idToken });
      expect(asMember, name).toMatchObject({
        ok: false,
        status: 'PERMISSION_DENIED',
        message: 'Only moderators can do this.',
      });
    }
    expect((await readJob(db, 'held')).status).toBe('held');
    expect(await countDocs(db, COLLECTIONS.moderationLog)).toBe(0);
    expect(await countDocs(db, COLLECTIONS.blocks)).toBe(0);
    expect((await db.doc(`${COLLECTIONS.hackathons}/h1`).get()).data()).toEqual({ name: 'Kept' });
    // Twelve calls in turn, to six functions the emulator starts cold: on a busy 2-core host the
    // default 30 s was spent starting them (clean-clone CI at bc69215).
  }, 120_000);
});

/** The member's own token with `moderator: true` written into it, as an attacker would forge it. */
function withForgedClaim(idToken: string): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
  const forged = Buffer.from(JSON.stringify({ ...claims, moderator: true })).toString('base64url');
  return `${header}.${forged}.`;
}

describe('attack: a forged moderator claim', () => {
  it('is refused: the functions read the account itself, not only the token', async () => {
    await storeJob(db, 'held', { status: 'held' });
    const member = await signUp(`forger-${Date.now()}@example.com`);
    const outcome = await callFunction(
      'moderateJob',
      { jobId: 'held', action: 'approve', reason: 'Trust me' },
      { ip: GUEST, idToken: withForgedClaim(member.idToken) },
    );
    expect(outcome).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
    expect((await readJob(db, 'held')).status).toBe('held');
  });
});

describe('a moderator', () => {
  const moderator = () =>
    signInAccount({
      email: `mod-${Date.now()}@example.com`,
      verified: true,
      ageDays: 30,
      claims: { moderator: true },
    });

  it('approves a held job, which goes live, and the audit log says who and why', async () => {
    await storeJob(db, 'held', { status: 'held', Title: 'Warehouse helper' });
    const { idToken, uid } = await moderator();
    const outcome = await callFunction(
      'moderateJob',
      { jobId: 'held', action: 'approve', reason: 'Checked the company' },
      { ip: GUEST, idToken },
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(ModerateJobResultSchema.parse(outcome.result)).toEqual({
      jobId: 'held',
      status: 'active',
    });
    expect((await readJob(db, 'held')).status).toBe('active');
    const [entry] = (await db.collection(COLLECTIONS.moderationLog).get()).docs;
    expect(entry?.data()).toMatchObject({
      moderator: { uid },
      action: 'approve',
      reason: 'Checked the company',
      outcome: 'active',
    });
  });

  it('is told what is wrong with bad input, and nothing changes', async () => {
    await storeJob(db, 'held', { status: 'held' });
    const { idToken } = await moderator();
    const outcome = await callFunction(
      'moderateJob',
      { jobId: 'held', action: 'approve', reason: ' ' },
      { ip: GUEST, idToken },
    );
    expect(outcome).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: { reason: 'invalid-fields', fields: { reason: 'Say why, in a few words.' } },
    });
    expect((await readJob(db, 'held')).status).toBe('held');
  });

  it('adds, changes and removes a hackathon card', async () => {
    const { idToken } = await moderator();
    const [, save] = CALLS[2];
    const added = await callFunction('saveHackathon', save, { ip: GUEST, idToken });
    if (!added.ok) throw new Error(added.message);
    const { id } = added.result as { id: string };
    // Sent again, as a client does when the answer was lost: still one card.
    expect(await callFunction('saveHackathon', save, { ip: GUEST, idToken })).toEqual(added);
    expect(await countDocs(db, COLLECTIONS.hackathons)).toBe(1);
    expect((await db.doc(`${COLLECTIONS.hackathons}/${id}`).get()).data()).toMatchObject({
      name: 'Hack',
    });
    const changed = await callFunction(
      'saveHackathon',
      { id, hackathon: { ...save.hackathon, name: 'Hack 2' } },
      { ip: GUEST, idToken },
    );
    expect(changed.ok).toBe(true);
    expect((await db.doc(`${COLLECTIONS.hackathons}/${id}`).get()).data()).toMatchObject({
      name: 'Hack 2',
    });
    const bad = await callFunction(
      'saveHackathon',
      { hackathon: { ...save.hackathon, endDate: '2026-11-01' } },
      { ip: GUEST, idToken },
    );
    expect(bad).toMatchObject({
      ok: false,
      details: { fields: { endDate: 'endDate must not be before startDate' } },
    });
    expect(await callFunction('removeHackathon', { id }, { ip: GUEST, idToken })).toMatchObject({
      ok: true,
    });
    expect(await countDocs(db, COLLECTIONS.hackathons)).toBe(0);
  });
});
