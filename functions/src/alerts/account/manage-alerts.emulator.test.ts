// The alerts page's callables on the emulators: each signed-in user sees and changes only the
// alerts made for their own verified address, and a guest none.
import { MAX_ALERTS_PER_USER } from '@portal/domain/alerts/alert';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callFunction,
  clearFirestore,
  countDocs,
  signUp,
  signUpVerified,
  testFirestore,
  verifyAddress,
} from '#src/test/emulators';
import { emptyInbox } from '#src/test/inbox';

const db = testFirestore();

beforeEach(async () => {
  await Promise.all([clearFirestore(), emptyInbox()]);
});

const react = { query: 'react', countries: ['India'], cities: [], type: 'Internship' };

async function signedInWithAlert(email: string) {
  const user = await signUpVerified(email);
  const made = await callFunction(
    'subscribe',
    { email, search: react, frequency: 'weekly' },
    { idToken: user.idToken },
  );
  expect(made.ok).toBe(true);
  const listed = await callFunction('listAlerts', {}, { idToken: user.idToken });
  if (!listed.ok) throw new Error(listed.message);
  const { alerts } = listed.result as { alerts: { id: string }[] };
  return { ...user, alerts };
}

describe('the alerts callables', () => {
  it('list the alerts a user made for their own address', async () => {
    const email = `asha${Date.now()}@example.com`;
    const { alerts } = await signedInWithAlert(email);
    expect(alerts).toEqual([
      expect.objectContaining({
        email,
        search: react,
        frequency: 'weekly',
        confirmed: false,
        paused: false,
        lastSentAt: null,
      }),
    ]);
  });

  it('pause, change frequency and delete', async () => {
    const { idToken, alerts } = await signedInWithAlert(`ravi${Date.now()}@example.com`);
    const id = alerts[0]!.id;
    const paused = await callFunction('updateAlert', { id, paused: true }, { idToken });
    expect(paused).toMatchObject({ ok: true, result: { alert: { id, paused: true } } });
    const daily = await callFunction('updateAlert', { id, frequency: 'daily' }, { idToken });
    expect(daily).toMatchObject({
      ok: true,
      result: { alert: { paused: true, frequency: 'daily' } },
    });
    const deleted = await callFunction('deleteAlert', { id }, { idToken });
    expect(deleted).toEqual({ ok: true, result: { alert: null } });
    expect(await countDocs(db, 'subscriptions')).toBe(0);
  });

  it("refuse another user's alert as if it did not exist, and a guest altogether", async () => {
    const { alerts } = await signedInWithAlert(`owner${Date.now()}@example.com`);
    const id = alerts[0]!.id;
    const other = await signUp(`other${Date.now()}@example.com`);
    expect(await callFunction('listAlerts', {}, { idToken: other.idToken })).toEqual({
      ok: true,
      result: { alerts: [] },
    });
    for (const [name, data] of [
      ['updateAlert', { id, paused: true }],
      ['deleteAlert', { id }],
    ] as const) {
      expect(await callFunction(name, data, { idToken: other.idToken })).toMatchObject({
        ok: false,
        status: 'NOT_FOUND',
      });
      expect(await callFunction(name, data)).toMatchObject({
        ok: false,
        status: 'UNAUTHENTICATED',
      });
    }
    expect(await callFunction('listAlerts', {})).toMatchObject({
      ok: false,
      status: 'UNAUTHENTICATED',
    });
    const [stored] = (await db.collection('subscriptions').get()).docs;
    expect(stored!.data().paused).toBe(false);
  });

  it('do not list an alert a user made for somebody else’s address', async () => {
    const user = await signUp(`maker${Date.now()}@example.com`);
    await callFunction(
      'subscribe',
      { email: 'someone.else@example.com', search: null, frequency: 'daily' },
      { idToken: user.idToken },
    );
    expect(await callFunction('listAlerts', {}, { idToken: user.idToken })).toEqual({
      ok: true,
      result: { alerts: [] },
    });
  });

  it('list an alert made with a token from before the address was verified', async () => {
    // The page shows the address verified once Auth has read the account afresh; the alert may
    // be made before the new token comes (or after it is lost), with one that says it is not.
    const email = `later${Date.now()}@example.com`;
    const user = await signUp(email);
    await verifyAddress(user.uid);
    const made = await callFunction(
      'subscribe',
      { email, search: react, frequency: 'weekly' },
      { idToken: user.idToken },
    );
    expect(made).toEqual({ ok: true, result: { status: 'check-inbox' } });
    const listed = await callFunction('listAlerts', {}, { idToken: user.idToken });
    expect(listed).toEqual({
      ok: true,
      result: { alerts: [expect.objectContaining({ email, search: react })] },
    });
  });

  it('do not list an alert made for an address its account has not verified', async () => {
    const email = `unverified${Date.now()}@example.com`;
    const user = await signUp(email);
    const made = await callFunction(
      'subscribe',
      { email, search: react, frequency: 'weekly' },
      { idToken: user.idToken },
    );
    expect(made).toEqual({ ok: true, result: { status: 'check-inbox' } });
    expect(await callFunction('listAlerts', {}, { idToken: user.idToken })).toEqual({
      ok: true,
      result: { alerts: [] },
    });
    const [stored] = (await db.collection('subscriptions').get()).docs;
    expect(stored!.data().ownerUid).toBeNull();
  });

  it(`refuse an alert past the ${MAX_ALERTS_PER_USER}th, saying why`, async () => {
    const email = `keeper${Date.now()}@example.com`;
    const { uid, idToken } = await signUpVerified(email);
    // The user's alerts so far, as earlier days' subscribes left them.
    const { alerts } = await signedInWithAlert(`first${Date.now()}@example.com`);
    const first = (await db.doc(`subscriptions/${alerts[0]!.id}`).get()).data()!;
    await Promise.all(
      Array.from({ length: MAX_ALERTS_PER_USER }, (_, i) =>
        db
          .doc(`subscriptions/a-${String(i).padStart(32, '0')}`)
          .set({ ...first, email, ownerUid: uid }),
      ),
    );
    const refused = await callFunction(
      'subscribe',
      { email, search: react, frequency: 'weekly' },
      { idToken, ip: '203.0.113.90' },
    );
    expect(refused).toMatchObject({ ok: false, status: 'RESOURCE_EXHAUSTED' });
    expect(!refused.ok && refused.message).toContain(`You have ${MAX_ALERTS_PER_USER} job alerts`);
    // A guest's alert for another address is not this account's, and goes on as ever.
    const guest = await callFunction(
      'subscribe',
      { email: `guest${Date.now()}@example.com`, search: react, frequency: 'weekly' },
      { ip: '203.0.113.91' },
    );
    expect(guest).toEqual({ ok: true, result: { status: 'check-inbox' } });
  });

  it('refuse an id of any shape but the one alerts are made with, a path above all', async () => {
    const { idToken } = await signedInWithAlert(`paths${Date.now()}@example.com`);
    for (const id of ['a/b/c', 'subscriptions', `a-${'x'.repeat(32)}/mail/m1`]) {
      for (const [name, data] of [
        ['updateAlert', { id, paused: true }],
        ['deleteAlert', { id }],
      ] as const) {
        expect(await callFunction(name, data, { idToken })).toMatchObject({
          ok: false,
          status: 'INVALID_ARGUMENT',
        });
      }
    }
    expect(await countDocs(db, 'subscriptions')).toBe(1);
  });

  it('refuse a change that names nothing to change', async () => {
    const { idToken, alerts } = await signedInWithAlert(`vague${Date.now()}@example.com`);
    const outcome = await callFunction('updateAlert', { id: alerts[0]!.id }, { idToken });
    expect(outcome).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT' });
  });
});
