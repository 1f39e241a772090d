// The session as components see it, with our accounts module standing in for Firebase, and a
// stand-in for forgetting the device (forget-device.test.ts tests that).
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth } from 'firebase/auth';
import { waitForPendingWrites, type Firestore } from 'firebase/firestore';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as accounts from './auth';
import { WIPE_PENDING_KEY } from './forget-device';
import { useAuthActions, useRefreshModerator, useSession } from './session';
import { SessionProvider } from './session-provider';
import { SESSION_NOTE_KEY } from './session-hint';

vi.mock('./auth', () => ({
  watchSessionUser: vi.fn(),
  signUp: vi.fn(),
  logIn: vi.fn(),
  logOut: vi.fn(),
  sendPasswordReset: vi.fn(),
  signInWithGoogle: vi.fn(),
  finishRedirectSignIn: vi.fn(),
  sendVerification: vi.fn(() => Promise.resolve()),
  refreshVerification: vi.fn(),
  refreshClaims: vi.fn(),
}));
vi.mock('firebase/firestore', () => ({ waitForPendingWrites: vi.fn(() => Promise.resolve()) }));

const asha = { uid: 'u1', name: 'Asha', email: 'asha@example.com', emailVerified: true };
const auth = { currentUser: null } as { currentUser: { uid: string } | null };
/** Forgets the device (signing out first when given how), then would load the page afresh. */
const forget = vi.fn(async (signOut?: () => Promise<void>) => {
  await signOut?.();
});

function Probe() {
  const session = useSession();
  const { logOut, signUp, needsFreshPage } = useAuthActions();
  const refreshModerator = useRefreshModerator();
  const [fresh, setFresh] = useState('not asked');
  const [moderator, setModerator] = useState('not asked');
  return (
    <>
      <p>{`Fresh page: ${fresh}`}</p>
      <p>{`Moderator afresh: ${moderator}`}</p>
      <p>
        {session.status === 'signed-in' && session.user.moderator ? 'moderator' : 'no moderator'}
      </p>
      <button
        type="button"
        onClick={() => void refreshModerator().then((yes) => setModerator(`${yes}`))}
      >
        Check moderator
      </button>
      <button type="button" onClick={() => void needsFreshPage().then((yes) => setFresh(`${yes}`))}>
        Ask
      </button>
      <output>
        {session.status === 'signed-in' ? `in as ${session.user.name}` : session.status}
      </output>
      <button type="button" onClick={() => void logOut()}>
        Log out
      </button>
      <button
        type="button"
        onClick={() =>
          void signUp({ name: 'Ravi', email: 'ravi@example.com', password: 'secret12', phone: '1' })
        }
      >
        Sign up
      </button>
    </>
  );
}

/**
 * Renders the provider in a browser that may hold a session or surely holds none; returns a
 * function that plays Firebase reporting who is signed in (once the provider follows Auth).
 */
function renderSession(
  mayHold = true,
  dbKeepsWritesOnDisk?: boolean,
  loadedDb?: () => Promise<Firestore> | null,
  hintAlreadyRead = false,
) {
  let report: ((user: accounts.SessionUser | null) => void) | null = null;
  vi.mocked(accounts.watchSessionUser).mockImplementation((_auth, onChange) => {
    report = onChange;
    return () => {};
  });
  const loadAuth = vi.fn(async () => auth as unknown as Auth);
  const loadDb = vi.fn(() => Promise.resolve({} as Firestore));
  render(
    <SessionProvider
      loadAuth={loadAuth}
      loadDb={loadDb}
      loadedDb={loadedDb}
      dbKeepsWritesOnDisk={dbKeepsWritesOnDisk}
      mayHoldSession={hintAlreadyRead ? mayHold : () => Promise.resolve(mayHold)}
      forget={forget}
    >
      <Probe />
    </SessionProvider>,
  );
  return {
    loadAuth,
    loadDb,
    async report(user: accounts.SessionUser | null) {
      await vi.waitFor(() => expect(report).not.toBeNull());
      act(() => report!(user));
    },
  };
}

describe('SessionProvider', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    auth.currentUser = null;
    localStorage.clear();
  });

  it('is loading until Auth knows, then follows who is signed in, and notes it', async () => {
    const { report } = renderSession();
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await report(null);
    expect(screen.getByRole('status')).toHaveTextContent('signed-out');
    expect(localStorage.getItem(SESSION_NOTE_KEY)).toBe('signed-out');
    await report(asha);
    expect(screen.getByRole('status')).toHaveTextContent('in as Asha');
    expect(localStorage.getItem(SESSION_NOTE_KEY)).toBe('signed-in');
    expect(forget).not.toHaveBeenCalled();
  });

  it('forgets the user on this device when their session ends elsewhere (another tab, or Auth)', async () => {
    const { report } = renderSession();
    await report(asha);
    await report(null);
    // The page below is gone first, its listeners with it; then the device is forgotten.
    expect(screen.getByRole('status')).toHaveTextContent('Logging out...');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(forget).toHaveBeenCalledTimes(1));
    expect(forget).toHaveBeenCalledWith(undefined);
    // The forgetting notes who is signed in, not the page going.
    expect(localStorage.getItem(SESSION_NOTE_KEY)).toBe('signed-in');
  });

  it("forgets the user as soon as another tab says it is forgetting them, before this tab's Auth has noticed", async () => {
    const { report } = renderSession();
    await report(asha);
    fireEvent(window, new StorageEvent('storage', { key: WIPE_PENDING_KEY, newValue: 'yes' }));
    await vi.waitFor(() => expect(forget).toHaveBeenCalledTimes(1));
    await report(null);
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it("a guest's tab takes no part in another tab's logout", async () => {
    await renderSession().report(null);
    fireEvent(window, new StorageEvent('storage', { key: WIPE_PENDING_KEY, newValue: 'yes' }));
    expect(forget).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('signed-out');
  });

  it('shows a browser that holds no session signed out, without loading Auth', async () => {
    const { loadAuth } = renderSession(false);
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(loadAuth).not.toHaveBeenCalled();
    expect(accounts.watchSessionUser).not.toHaveBeenCalled();
  });

  it('starts signed out, never loading, when the page already knows nobody is signed in', async () => {
    const { loadAuth } = renderSession(false, undefined, undefined, true);
    // At the first render: no render says 'loading' first.
    expect(screen.getByRole('status')).toHaveTextContent('signed-out');
    await act(async () => {});
    expect(screen.getByRole('status')).toHaveTextContent('signed-out');
    expect(loadAuth).not.toHaveBeenCalled();
  });

  it('loads Auth for the first action that needs it, and follows it from then on', async () => {
    vi.mocked(accounts.signUp).mockResolvedValue({ ...asha, emailVerified: false });
    const { loadAuth, report } = renderSession(false);
    await screen.findByText('signed-out');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(loadAuth).toHaveBeenCalledTimes(1);
    expect(accounts.signUp).toHaveBeenCalledWith(auth, expect.anything(), expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('in as Asha');
    await report(null);
    await vi.waitFor(() => expect(forget).toHaveBeenCalledTimes(1));
  });

  it('loads Auth when another tab notes a sign-in', async () => {
    const { loadAuth, report } = renderSession(false);
    await screen.findByText('signed-out');
    fireEvent(
      window,
      new StorageEvent('storage', { key: SESSION_NOTE_KEY, newValue: 'signed-in' }),
    );
    await report(asha);
    expect(loadAuth).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('in as Asha');
  });

  it('logs out by forgetting the device once the page below has unmounted, signing out in it', async () => {
    const order: string[] = [];
    forget.mockImplementationOnce(async (signOut) => {
      order.push(screen.queryByRole('button', { name: 'Log out' }) ? 'page up' : 'page gone');
      await signOut?.();
      order.push('load afresh');
    });
    vi.mocked(accounts.logOut).mockImplementation(async () => void order.push('sign out'));
    const { report } = renderSession();
    await report(asha);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(order).toEqual(['page gone', 'sign out', 'load afresh']));
    expect(accounts.logOut).toHaveBeenCalledWith(auth);
    expect(screen.getByRole('status')).toHaveTextContent('Logging out...');
    // Auth reports the sign-out: the page is forgetting already.
    await report(null);
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('shows the new name as soon as sign-up finishes, and mails the link that verifies the address', async () => {
    vi.mocked(accounts.signUp).mockResolvedValue({
      uid: 'u2',
      name: 'Ravi',
      email: 'ravi@example.com',
      emailVerified: false,
    });
    await renderSession().report(null);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('status')).toHaveTextContent('in as Ravi');
    expect(accounts.sendVerification).toHaveBeenCalledWith(auth);
  });

  it('a verification mail that fails does not fail the sign-up, and is logged', async () => {
    const failure = new Error('quota');
    vi.mocked(accounts.sendVerification).mockRejectedValueOnce(failure);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(accounts.signUp).mockResolvedValue({ ...asha, emailVerified: false });
    await renderSession().report(null);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('status')).toHaveTextContent('in as Asha');
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Sending the verification mail failed', failure),
    );
    logged.mockRestore();
  });

  it('shows a moderator as one once the token says so, and reads a new token when asked', async () => {
    const { report } = renderSession();
    await report({ ...asha, moderator: false });
    expect(screen.getByText('no moderator')).toBeInTheDocument();
    await report({ ...asha, moderator: true });
    expect(screen.getByText('moderator')).toBeInTheDocument();

    // Granted since the token was issued: a new token says so at once.
    await report({ ...asha, moderator: false });
    vi.mocked(accounts.refreshClaims).mockResolvedValue({ ...asha, moderator: true });
    await userEvent.click(screen.getByRole('button', { name: 'Check moderator' }));
    expect(await screen.findByText('Moderator afresh: true')).toBeInTheDocument();
    expect(accounts.refreshClaims).toHaveBeenCalledWith(auth);
    expect(screen.getByText('moderator')).toBeInTheDocument();
  });

  it('answers no moderator when nobody is signed in to read a token of', async () => {
    vi.mocked(accounts.refreshClaims).mockResolvedValue(null);
    await renderSession().report(null);
    await userEvent.click(screen.getByRole('button', { name: 'Check moderator' }));
    expect(await screen.findByText('Moderator afresh: false')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('signed-out');
  });

  it('where Firestore keeps writes on disk, a sign-in needs no fresh page', async () => {
    await renderSession(true).report(asha);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Fresh page: false')).toBeInTheDocument();
    expect(waitForPendingWrites).not.toHaveBeenCalled();
  });

  it('on a guest’s page that never loaded Firestore, a sign-in asks for a fresh page without loading it', async () => {
    const session = renderSession(false, false, () => null);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Fresh page: true')).toBeInTheDocument();
    expect(session.loadDb).not.toHaveBeenCalled();
    expect(waitForPendingWrites).not.toHaveBeenCalled();
  });

  it('on a guest’s page, a sign-up asks for a fresh page once its profile and mail are sent', async () => {
    let written = () => {};
    let mailed = () => {};
    vi.mocked(waitForPendingWrites).mockReturnValue(new Promise((done) => (written = done)));
    vi.mocked(accounts.sendVerification).mockReturnValue(new Promise((done) => (mailed = done)));
    vi.mocked(accounts.signUp).mockResolvedValue({ ...asha, emailVerified: false });
    renderSession(false, false);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('in as Asha')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    await act(async () => written());
    expect(screen.getByText('Fresh page: not asked')).toBeInTheDocument();
    await act(async () => mailed());
    expect(await screen.findByText('Fresh page: true')).toBeInTheDocument();
  });
});
