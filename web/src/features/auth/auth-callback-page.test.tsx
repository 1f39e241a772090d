import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthActions, useSession, type AuthActions } from '@/lib/account/session';
import AuthCallbackPage, { REDIRECT_PENDING_KEY } from './auth-callback-page';

vi.mock('@/lib/account/session', () => ({ useAuthActions: vi.fn(), useSession: vi.fn() }));

const signInWithGoogle = vi.fn();
const finishRedirectSignIn = vi.fn();

/** Stands in for /login, showing whether it was told a Google sign-in failed. */
function LoginStandIn() {
  const state = useLocation().state as { externalSignInFailed?: boolean } | null;
  return <p>{state?.externalSignInFailed ? 'Login form, told it failed' : 'Login form'}</p>;
}

function renderAt(url: string) {
  vi.mocked(useAuthActions).mockReturnValue({
    signInWithGoogle,
    finishRedirectSignIn,
    needsFreshPage: () => Promise.resolve(false),
  } as unknown as AuthActions);
  return render(routes(url));
}

function routes(url: string) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        <Route path="/" element={<p>Home</p>} />
        <Route path="/login" element={<LoginStandIn />} />
      </Routes>
    </MemoryRouter>
  );
}

beforeEach(() => {
  sessionStorage.clear();
  signInWithGoogle.mockReset().mockReturnValue(new Promise(() => {}));
  finishRedirectSignIn.mockReset();
  vi.mocked(useSession).mockReturnValue({ status: 'signed-out' });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('AuthCallbackPage', () => {
  it('starts the Google redirect once, saying it is signing in', () => {
    renderAt('/auth/callback?start=google');
    expect(screen.getByText('Signing you in...')).toBeInTheDocument();
    expect(signInWithGoogle).toHaveBeenCalledTimes(1);
    expect(finishRedirectSignIn).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(REDIRECT_PENDING_KEY)).toBe('1');
  });

  it('on the way back finishes the sign-in and goes home', async () => {
    sessionStorage.setItem(REDIRECT_PENDING_KEY, '1');
    finishRedirectSignIn.mockResolvedValue(true);
    renderAt('/auth/callback?start=google');
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(signInWithGoogle).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(REDIRECT_PENDING_KEY)).toBeNull();
  });

  it('goes quietly to /login when there was no sign-in to finish', async () => {
    finishRedirectSignIn.mockResolvedValue(false);
    renderAt('/auth/callback');
    expect(await screen.findByText('Login form')).toBeInTheDocument();
  });

  it('sends someone already signed in home, not to /login, when there is nothing to finish', async () => {
    vi.mocked(useSession).mockReturnValue({
      status: 'signed-in',
      user: { uid: 'u1', name: 'Asha', email: 'asha@example.com', emailVerified: true },
    });
    finishRedirectSignIn.mockResolvedValue(false);
    renderAt('/auth/callback');
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });

  it('waits for the session before choosing between home and /login', async () => {
    vi.mocked(useSession).mockReturnValue({ status: 'loading' });
    finishRedirectSignIn.mockResolvedValue(false);
    const { rerender } = renderAt('/auth/callback');
    await waitFor(() => expect(finishRedirectSignIn).toHaveBeenCalled());
    expect(screen.getByText('Signing you in...')).toBeInTheDocument();
    vi.mocked(useSession).mockReturnValue({
      status: 'signed-in',
      user: { uid: 'u1', name: 'Asha', email: 'asha@example.com', emailVerified: true },
    });
    rerender(routes('/auth/callback'));
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });

  it('tells /login when the sign-in it went out for did not finish', async () => {
    sessionStorage.setItem(REDIRECT_PENDING_KEY, '1');
    finishRedirectSignIn.mockResolvedValue(false);
    const { unmount } = renderAt('/auth/callback?start=google');
    expect(await screen.findByText('Login form, told it failed')).toBeInTheDocument();
    expect(sessionStorage.getItem(REDIRECT_PENDING_KEY)).toBeNull();
    unmount();
    finishRedirectSignIn.mockRejectedValue({ code: 'auth/internal-error' });
    renderAt('/auth/callback');
    expect(await screen.findByText('Login form, told it failed')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Signing in with Google failed', {
      code: 'auth/internal-error',
    });
  });

  it('goes to /login when the redirect cannot start', async () => {
    signInWithGoogle.mockRejectedValue({ code: 'auth/operation-not-allowed' });
    renderAt('/auth/callback?start=google');
    expect(await screen.findByText('Login form, told it failed')).toBeInTheDocument();
  });
});
