import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthActions, type AuthActions } from '@/lib/account/session';
import LoginPage from './login-page';

vi.mock('@/lib/account/session', () => ({ useAuthActions: vi.fn() }));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

let actions: { [K in keyof AuthActions]: ReturnType<typeof vi.fn> };

function renderLogin(from?: string, extraState: Record<string, unknown> = {}) {
  const state = from ? { from: { pathname: from, search: '' }, ...extraState } : extraState;
  return render(
    <MemoryRouter initialEntries={['/', { pathname: '/login', state }]} initialIndex={1}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');

beforeEach(() => {
  actions = {
    signUp: vi.fn(),
    logIn: vi.fn(() => Promise.resolve()),
    logOut: vi.fn(),
    sendPasswordReset: vi.fn(() => Promise.resolve()),
    signInWithGoogle: vi.fn(() => Promise.resolve()),
    finishRedirectSignIn: vi.fn(),
    sendVerification: vi.fn(),
    refreshVerification: vi.fn(),
    needsFreshPage: vi.fn(() => Promise.resolve(false)),
  };
  vi.mocked(useAuthActions).mockReturnValue(actions as unknown as AuthActions);
});

describe('LoginPage', () => {
  it('needs an e-mail and a password', async () => {
    renderLogin();
    expect(document.title).toBe('Login | Job Portal');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(actions.logIn).not.toHaveBeenCalled();
  });

  it('says Logging in... while it waits, then returns to where the visitor was going', async () => {
    let finish = () => {};
    actions.logIn.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderLogin('/hackathons');
    await userEvent.type(email(), 'asha@example.com');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(actions.logIn).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'secret1' });
    await act(async () => finish());
    expect(await screen.findByTestId('where')).toHaveTextContent('/hackathons');
  });

  it('logs in with a password shorter than a new one must be: only new passwords need eight', async () => {
    renderLogin();
    await userEvent.type(email(), 'asha@example.com');
    await userEvent.type(password(), 'sixchr');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(actions.logIn).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'sixchr' });
  });

  it('goes home when it was not sent from anywhere', async () => {
    renderLogin();
    await userEvent.type(email(), 'asha@example.com');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('shows a human message above the form, and editing clears it', async () => {
    actions.logIn.mockRejectedValue({ code: 'auth/invalid-credential' });
    renderLogin();
    await userEvent.type(email(), 'asha@example.com');
    await userEvent.type(password(), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is not right.',
    );
    await userEvent.type(password(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a Google sign-in did not finish, until a field is edited', async () => {
    renderLogin(undefined, { externalSignInFailed: true });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Signing in with Google did not finish. Please try again, or log in with your e-mail.',
    );
    await userEvent.type(email(), 'a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a password reset to the e-mail typed', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(actions.sendPasswordReset).not.toHaveBeenCalled();
    await userEvent.type(email(), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(actions.sendPasswordReset).toHaveBeenCalledWith('asha@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('reset the password is on its way');
  });

  it('offers Google sign-in and a way to sign up', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/auth/callback?start=google',
    );
    expect(screen.getByRole('link', { name: "Don't have an account? Sign Up" })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('says it needs a connection and does not try while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Logging in needs a connection',
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    vi.restoreAllMocks();
  });
});
