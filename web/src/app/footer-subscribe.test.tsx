// The footer's Subscribe as the app wires it: the router hands the box a service that loads the
// alerts module and Firebase on first use.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { subscribe } from '@/features/alerts/api/alerts';
import { SUBSCRIBED_TOAST } from '@/features/alerts/subscribe-box';
import { routes } from './router';

// The data module, and the Firebase entry the router's Subscribe loads it with.
vi.mock('@/features/alerts/api/alerts', () => ({ subscribe: vi.fn() }));
vi.mock('@/lib/firebase/firebase', () => ({ functions: { name: 'functions' } }));
// The layout's Firebase providers and data are not what these tests are about.
vi.mock('./firebase-providers', () => ({
  default: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('@/lib/jobs/use-board-places', () => ({
  useBoardPlaces: () => ({ countries: [], cities: [] }),
}));
vi.mock('@/lib/jobs/use-board-list', () => ({
  useBoardList: () => ({ status: 'success', data: { jobs: [], total: 0 } }),
}));
vi.mock('@/lib/account/session', () => ({
  useSession: () => ({ status: 'signed-out' }),
  useAuthActions: () => ({}),
}));

describe('the footer in the app', () => {
  it('subscribes the address to every new job, daily, through the alerts module', async () => {
    vi.mocked(subscribe).mockResolvedValue({ ok: true, data: { status: 'check-inbox' } });
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/about'] })} />);
    const field = await screen.findByRole('textbox', { name: 'E-mail address' });
    await userEvent.type(field, 'Meera@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(SUBSCRIBED_TOAST)).toBeVisible();
    expect(subscribe).toHaveBeenCalledWith(
      { name: 'functions' },
      { email: 'Meera@Example.com', search: null, frequency: 'daily' },
    );
  });
});
