import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
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

function renderApp() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<JobsPage />} />
        <Route path="/login" element={<h1>Login page</h1>} />
        <Route path="/signup" element={<h1>Sign-up page</h1>} />
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

  it('goes to the login page and closes', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('button', { name: 'Save Engineer' }));
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to the sign-up page from Register Here', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('button', { name: 'Save Engineer' }));
    await user.click(screen.getByRole('link', { name: 'Register Here' }));
    expect(screen.getByRole('heading', { name: 'Sign-up page' })).toBeInTheDocument();
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
