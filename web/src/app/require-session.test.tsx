import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastProvider } from '@/components/feedback/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession, type Session } from '@/lib/account/session';
import { RequireSession } from './require-session';

vi.mock('@/lib/account/session', () => ({ useSession: vi.fn() }));

function LoginStandIn() {
  const { state } = useLocation();
  const from = (state as { from?: { pathname: string; search: string } } | null)?.from;
  return <p>Login page, back to {from ? `${from.pathname}${from.search}` : 'nowhere'}</p>;
}

function renderGuarded(session: Session) {
  vi.mocked(useSession).mockReturnValue(session);
  return render(
    <MemoryRouter initialEntries={['/hackathons?x=1']}>
      <ToastProvider>
        <Routes>
          <Route
            path="/hackathons"
            element={
              <RequireSession page="Hackathon">
                <p>Secret hackathons</p>
              </RequireSession>
            }
          />
          <Route path="/login" element={<LoginStandIn />} />
        </Routes>
      </ToastProvider>
    </MemoryRouter>,
  );
}

describe('RequireSession', () => {
  beforeEach(() => vi.mocked(useSession).mockReset());

  it('waits for the session', () => {
    renderGuarded({ status: 'loading' });
    expect(screen.getByText('Loading session...')).toBeInTheDocument();
    expect(screen.queryByText('Secret hackathons')).not.toBeInTheDocument();
  });

  it('sends a guest to /login with a toast saying why', async () => {
    renderGuarded({ status: 'signed-out' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please login to view Hackathon page',
    );
    expect(screen.getByText('Login page, back to /hackathons?x=1')).toBeInTheDocument();
    expect(screen.queryByText('Secret hackathons')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', () => {
    renderGuarded({
      status: 'signed-in',
      user: { uid: 'u1', name: 'Asha', email: 'a@example.com', emailVerified: true },
    });
    expect(screen.getByText('Secret hackathons')).toBeInTheDocument();
  });
});
