import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LoginPromptModal } from './login-prompt-modal';

function JobsPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Save Engineer
      </button>
      <LoginPromptModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** An auth page, saying where it would return to after signing in. */
function AuthPage({ name }: { name: string }) {
  const from = (useLocation().state as { from?: Location } | null)?.from;
  return (
    <>
      <h1>{name}</h1>
      <p>{`Back to ${from?.pathname}${from?.search}`}</p>
    </>
  );
}

function renderApp() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/internships?q=react']}>
      <Routes>
        <Route path="/internships" element={<JobsPage />} />
        <Route path="/login" element={<AuthPage name="Login page" />} />
        <Route path="/signup" element={<AuthPage name="Sign-up page" />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

describe('LoginPromptModal', () => {
  it('asks the guest to log in to save jobs, with Login and Register Here', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('button', { name: 'Save Engineer' }));
    const dialog = screen.getByRole('dialog', { name: 'Login required' });
    expect(dialog).toHaveTextContent('Please log in to save jobs.');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register Here' })).toHaveAttribute('href', '/signup');
  });

  it('goes to the login page and closes; signing in brings the guest back', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('button', { name: 'Save Engineer' }));
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByText('Back to /internships?q=react')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to the sign-up page from Register Here', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('button', { name: 'Save Engineer' }));
    await user.click(screen.getByRole('link', { name: 'Register Here' }));
    expect(screen.getByRole('heading', { name: 'Sign-up page' })).toBeInTheDocument();
    expect(screen.getByText('Back to /internships?q=react')).toBeInTheDocument();
  });

  it('closes on the close mark and returns focus to the heart', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('button', { name: 'Save Engineer' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Engineer' })).toHaveFocus();
  });

  it('stays closed until asked', () => {
    const onClose = vi.fn();
    render(
      <MemoryRouter>
        <LoginPromptModal open={false} onClose={onClose} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
