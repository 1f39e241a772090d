import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthActions, type AuthActions } from '@/lib/account/session';
import { loadPageAfresh } from '@/lib/browser/load-page-afresh';
import SignupPage from './signup-page';

vi.mock('@/lib/account/session', () => ({ useAuthActions: vi.fn() }));
vi.mock('@/lib/browser/load-page-afresh', () => ({ loadPageAfresh: vi.fn() }));

const signUp = vi.fn();
const needsFreshPage = vi.fn();

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>{`Now at ${pathname}${search}`}</p>;
}

/** At /signup, sent there (through login) by the guard from `from`, if given. */
function renderSignup(from?: { pathname: string; search: string }) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/signup', state: from ? { from } : undefined }]}>
      <Routes>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/" element={<p>Home</p>} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A form that passes every check. */
const VALID = {
  Name: 'Asha',
  Email: 'asha@example.com',
  Password: 'secret12',
  Contact: '9876543210',
};

async function fill(fields: Partial<Record<'Name' | 'Email' | 'Password' | 'Contact', string>>) {
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
}

beforeEach(() => {
  signUp.mockReset();
  needsFreshPage.mockReset().mockResolvedValue(false);
  vi.mocked(loadPageAfresh).mockReset();
  vi.mocked(useAuthActions).mockReturnValue({ signUp, needsFreshPage } as unknown as AuthActions);
});

describe('SignupPage', () => {
  it('needs every field', async () => {
    renderSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Password is required',
      'Contact is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(signUp).not.toHaveBeenCalled();
  });

  it('takes digits only for the phone', async () => {
    renderSignup();
    await fill({ ...VALID, Contact: '98765-43210' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByText('Please enter a valid 10-digit phone number'),
    ).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('attack: refuses a new password of seven characters, saying eight are needed', async () => {
    renderSignup();
    await fill({ ...VALID, Password: 'secret1' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('says Creating Account... while it works, then goes home', async () => {
    let finish = () => {};
    signUp.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderSignup();
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    expect(signUp).toHaveBeenCalledWith({
      name: 'Asha',
      email: 'asha@example.com',
      password: 'secret12',
      phone: '9876543210',
    });
    await act(async () => finish());
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });

  it('returns to where the guard stopped the visitor, query and all', async () => {
    signUp.mockResolvedValue(undefined);
    renderSignup({ pathname: '/hackathons', search: '?mode=Online' });
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Now at /hackathons?mode=Online')).toBeInTheDocument();
  });

  it('loads the page it returns to afresh where the page started as a guest’s', async () => {
    // A guest's page keeps Firestore's writes in memory: the new page keeps them on disk.
    signUp.mockResolvedValue(undefined);
    needsFreshPage.mockResolvedValue(true);
    renderSignup({ pathname: '/hackathons', search: '?mode=Online' });
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await vi.waitFor(() => expect(loadPageAfresh).toHaveBeenCalledWith('/hackathons?mode=Online'));
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
  });

  it('says when the e-mail is taken, and editing clears it', async () => {
    signUp.mockRejectedValue({ code: 'auth/email-already-in-use' });
    renderSignup();
    await fill(VALID);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists',
    );
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links to login', () => {
    renderSignup();
    expect(screen.getByRole('link', { name: 'Already have an account? Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
