import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { subscribe } from '@/features/alerts/api/alerts';
import { SUBSCRIBED_TOAST } from '@/features/alerts/subscribe-box';
import { BROWSER_PARTS } from './browser-parts';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { routes } from './router';

// The alerts module, and the Firebase entry the router's Subscribe loads it with.
vi.mock('@/features/alerts/api/alerts', () => ({ subscribe: vi.fn() }));
vi.mock('@/lib/firebase/firebase', () => ({ functions: { name: 'functions' } }));
// The layout's Firebase providers and data are not what these tests are about.
vi.mock('./firebase-providers', () => ({
  default: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('@/lib/job-list/use-places', () => ({
  usePlaces: () => ({ countries: [], cities: [] }),
}));
vi.mock('@/lib/job-list/use-job-list', async (original) => ({
  ...(await original()),
  useJobList: () => ({ result: { status: 'success', data: { jobs: [], total: 0 } }, near() {} }),
}));
vi.mock('@/lib/account/session', () => ({
  useSession: () => ({ status: 'signed-out' }),
  useAuthActions: () => ({}),
}));

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('routes', () => {
  it('shows the 404 page inside the layout for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: "This page doesn't exist" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Job Portal');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has the footer links of the spec, and Contact Us opens the contact modal', async () => {
    renderAt('/no/such/page');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    const items = Array.from(footer.querySelectorAll('a, button')).map((item) => [
      item.textContent,
      item.getAttribute('href'),
    ]);
    expect(items).toEqual([
      ['About Us', '/about'],
      ['Privacy Policy', '/privacy-policy'],
      ['Contact Us', null],
      ['Terms of Service', '/terms-of-service'],
      ['Post Job', '/postjob'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(screen.getByRole('dialog', { name: 'Contact' })).toBeInTheDocument();
  });

  it('has the search box, the Internships link, Login and Signup, and the account menu', async () => {
    renderAt('/no/such/page');
    const header = await screen.findByRole('banner');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Internships' })).toHaveAttribute(
      'href',
      '/internships',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = header.querySelector('.account-menu-items')!;
    expect(Array.from(menu.querySelectorAll('a')).map((a) => a.textContent)).toEqual([
      'Hackathon',
      'SVAR Assessment',
    ]);
  });

  it.each([
    ['/hackathons', 'Hackathon'],
    ['/assessments', 'Assessment'],
    ['/moderation', 'Moderation'],
  ])('sends a guest from %s to the login page, saying why', async (path, page) => {
    renderAt(path);
    // The toast says why at once and goes after 6 s, which loading the login page's code has
    // taken on a busy machine: read it as it comes, then wait for the page.
    expect(await screen.findByRole('alert')).toHaveTextContent(`Please login to view ${page} page`);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('pushes a page_view for each route it shows', async () => {
    window.dataLayer = [];
    renderAt('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'page_view', page_path: '/about' }),
    );
  });

  it('offers a skip link to the main content', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});

describe('route errors', () => {
  it('keep the layout and offer a reload when a page fails to load', async () => {
    const failing: RouteObject[] = [
      {
        element: <Layout browser={BROWSER_PARTS} />,
        errorElement: <RouteError />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                lazy: async () => {
                  throw new Error('Failed to fetch dynamically imported module: /assets/x.js');
                },
              },
            ],
          },
        ],
      },
    ];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouterProvider router={createMemoryRouter(failing, { initialEntries: ['/'] })} />);
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Part of the app could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Job Portal');
    expect(document.title).toBe('Something went wrong | Job Portal');
  });
});

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
