// Who is signed in, and whether their ID token makes them a moderator, with Firebase Auth's
// listener and users standing in.
import type { Auth, IdTokenResult, User } from 'firebase/auth';
import { onIdTokenChanged } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshClaims, watchSessionUser, type SessionUser } from './auth';

vi.mock('firebase/auth', () => ({ onIdTokenChanged: vi.fn() }));

type TokenAnswer = Promise<Pick<IdTokenResult, 'claims'>>;

function makeUser(uid: string, answer: () => TokenAnswer) {
  return {
    uid,
    displayName: 'Asha',
    email: `${uid}@example.com`,
    emailVerified: true,
    getIdTokenResult: vi.fn(answer),
  };
}

const claims = (moderator?: boolean) => Promise.resolve({ claims: { moderator } });

let tokenChanged: (user: User | null) => void;
const stop = vi.fn();
const auth = { currentUser: null } as { currentUser: unknown };

/** Follows the session; returns what it reported so far, in order. */
function watch(): (SessionUser | null)[] {
  const reported: (SessionUser | null)[] = [];
  watchSessionUser(auth as Auth, (user) => reported.push(user));
  return reported;
}

/**
 * Plays Auth telling the listener of this user (or nobody), then waits for the token the
 * listener asked for: its own handler, attached first, has run by then.
 */
async function signIn(user: ReturnType<typeof makeUser> | null) {
  auth.currentUser = user;
  tokenChanged(user as unknown as User | null);
  const read = user?.getIdTokenResult.mock.results.at(-1)?.value as TokenAnswer | undefined;
  await read?.then(
    () => {},
    () => {},
  );
}

beforeEach(() => {
  vi.mocked(onIdTokenChanged).mockImplementation((_auth, next) => {
    tokenChanged = next as (user: User | null) => void;
    return stop;
  });
  auth.currentUser = null;
});

afterEach(() => vi.clearAllMocks());

describe('watchSessionUser', () => {
  it('reports the user at once, then as a moderator once their token says so', async () => {
    const reported = watch();
    const user = makeUser('u1', () => claims(true));
    await signIn(user);
    expect(reported).toEqual([
      expect.objectContaining({ uid: 'u1', name: 'Asha', moderator: false }),
      expect.objectContaining({ uid: 'u1', moderator: true }),
    ]);
    // The token this device holds: no request for a new one.
    expect(user.getIdTokenResult).toHaveBeenCalledWith();
  });

  it('reports everyone else once, and again only when something changed', async () => {
    const reported = watch();
    const user = makeUser('u2', () => claims(undefined));
    await signIn(user);
    expect(reported).toEqual([expect.objectContaining({ uid: 'u2', moderator: false })]);

    // An hourly new token that says the same changes nothing.
    await signIn(user);
    expect(reported).toHaveLength(1);

    await signIn(null);
    expect(reported).toEqual([expect.anything(), null]);
  });

  it('keeps what the last token said until the new one is read, and follows a revoked claim', async () => {
    const reported = watch();
    let moderator = true;
    const user = makeUser('u3', () => claims(moderator));
    await signIn(user);
    moderator = false;
    await signIn(user);
    expect(reported.map((known) => known?.moderator)).toEqual([false, true, false]);
  });

  it('still reports the user when the token cannot be read (offline with an expired one)', async () => {
    const reported = watch();
    await signIn(makeUser('u4', () => Promise.reject(new Error('network-request-failed'))));
    expect(reported).toEqual([expect.objectContaining({ uid: 'u4', moderator: false })]);
  });

  it('drops a token read for a user who has since signed out', async () => {
    const reported = watch();
    let answer = (_value: Pick<IdTokenResult, 'claims'>) => {};
    const user = makeUser('u5', () => new Promise((done) => (answer = done)));
    auth.currentUser = user;
    tokenChanged(user as unknown as User);
    auth.currentUser = null;
    tokenChanged(null);
    answer({ claims: { moderator: true } });
    await Promise.resolve();
    await Promise.resolve();
    expect(reported).toEqual([expect.objectContaining({ uid: 'u5' }), null]);
  });

  it('stops following Auth, and reports nothing more, once stopped', async () => {
    const reported: unknown[] = [];
    const unsubscribe = watchSessionUser(auth as Auth, (user) => reported.push(user));
    unsubscribe();
    expect(stop).toHaveBeenCalled();
    const user = makeUser('u6', () => claims(true));
    auth.currentUser = user;
    tokenChanged(user as unknown as User);
    await Promise.resolve();
    expect(reported).toEqual([]);
  });
});

describe('refreshClaims', () => {
  it('reads the claims from a token fetched now', async () => {
    const user = makeUser('u7', () => claims(true));
    auth.currentUser = user;
    expect(await refreshClaims(auth as Auth)).toEqual(
      expect.objectContaining({ uid: 'u7', moderator: true }),
    );
    expect(user.getIdTokenResult).toHaveBeenCalledWith(true);
  });

  it('answers null when nobody is signed in', async () => {
    expect(await refreshClaims(auth as Auth)).toBeNull();
  });
});
