// The session as components see it, with our accounts and offline-library modules standing in
// for Firebase.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as accounts from './auth';
import { clearUser } from './offline-library';
import { useAuthActions, useSession } from './session';
import { SessionProvider } from './session-provider';

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
}));
vi.mock('./offline-library', () => ({ clearUser: vi.fn() }));

const asha = { uid: 'u1', name: 'Asha', email: 'asha@example.com', emailVerified: true };
const auth = { currentUser: null } as { currentUser: { uid: string } | null };

function Probe() {
  const session = useSession();
  const { logOut, signUp } = useAuthActions();
  return (
    <>
      <output>
        {session.status === 'signed-in' ? `in as ${session.user.name}` : session.status}
      </output>
      <button type="button" onClick={() => void logOut()}>
        Log out
      </button>
      <button
        type="button"
        onClick={() =>
          void signUp({ name: 'Ravi', email: 'ravi@example.com', password: 'secret1', phone: '1' })
        }
      >
        Sign up
      </button>
    </>
  );
}

/** Renders the provider; returns a function that plays Firebase reporting who is signed in. */
function renderSession() {
  let report: (user: accounts.SessionUser | null) => void = () => {};
  vi.mocked(accounts.watchSessionUser).mockImplementation((_auth, onChange) => {
    report = onChange;
    return () => {};
  });
  render(
    <SessionProvider auth={auth as unknown as Auth} db={{} as Firestore}>
      <Probe />
    </SessionProvider>,
  );
  return (user: accounts.SessionUser | null) => act(() => report(user));
}

describe('SessionProvider', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    auth.currentUser = null;
  });

  it('is loading until Auth knows, then follows who is signed in', () => {
    const report = renderSession();
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    report(asha);
    expect(screen.getByRole('status')).toHaveTextContent('in as Asha');
    report(null);
    expect(screen.getByRole('status')).toHaveTextContent('signed-out');
  });

  it("signs out, then forgets the user's offline copies on this device", async () => {
    const order: string[] = [];
    vi.mocked(clearUser).mockImplementation(async (uid) => void order.push(`clear ${uid}`));
    vi.mocked(accounts.logOut).mockImplementation(async () => void order.push('sign out'));
    const report = renderSession();
    auth.currentUser = { uid: 'u1' };
    report(asha);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(order).toEqual(['sign out', 'clear u1']);
  });

  it('still signs out when the offline library cannot be cleared, and says why', async () => {
    const failure = new Error('IndexedDB is gone');
    vi.mocked(clearUser).mockRejectedValue(failure);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSession();
    auth.currentUser = { uid: 'u1' };
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(accounts.logOut).toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith(failure);
    logged.mockRestore();
  });

  it('shows the new name as soon as sign-up finishes, and mails the link that verifies the address', async () => {
    vi.mocked(accounts.signUp).mockResolvedValue({
      uid: 'u2',
      name: 'Ravi',
      email: 'ravi@example.com',
      emailVerified: false,
    });
    renderSession()(null);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('status')).toHaveTextContent('in as Ravi');
    expect(accounts.sendVerification).toHaveBeenCalledWith(auth);
  });

  it('a verification mail that fails does not fail the sign-up, and is logged', async () => {
    const failure = new Error('quota');
    vi.mocked(accounts.sendVerification).mockRejectedValueOnce(failure);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(accounts.signUp).mockResolvedValue({ ...asha, emailVerified: false });
    renderSession()(null);
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('status')).toHaveTextContent('in as Asha');
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Sending the verification mail failed', failure),
    );
    logged.mockRestore();
  });
});
