import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { routes } from './router';

// The layout's Firebase providers are not what these tests are about.
vi.mock('./firebase-providers', () => ({
  default: ({ children }: { children: ReactNode }) => children,
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

  it('has the footer links of the spec', async () => {
    renderAt('/no/such/page');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    const links = Array.from(footer.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['About Us', '/about'],
      ['Privacy Policy', '/privacy-policy'],
      ['Contact Us', 'mailto:hello@example.com'],
      ['Terms of Service', '/terms-of-service'],
      ['Post Job', '/postjob'],
    ]);
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
        element: <Layout />,
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
