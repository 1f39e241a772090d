// What a first visit paints before Firebase has loaded: the boards show their frame and
// heading at once (their largest paint, and where the list will be), other pages a loading line.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';

// Firebase never finishes loading in these tests.
vi.mock('./firebase-providers', () => ({
  default: () => {
    throw new Promise(() => {});
  },
}));

// A route's page loads its code lazily, and a test ends while that is under way: the file's
// environment must outlive those imports (one torn down under them fails the run).
afterEach(() => vi.dynamicImportSettled());

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('the layout while Firebase loads', () => {
  it.each([
    ['/', 'Latest Jobs'],
    ['/internships', 'Internships'],
  ])('%s shows its board heading and that the jobs are loading', async (path, heading) => {
    renderAt(path);
    const region = await screen.findByRole('region', { name: heading });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(region).toHaveTextContent('Loading...');
  });

  it('shows other pages as loading, with no heading yet', async () => {
    renderAt('/about');
    expect(await screen.findByRole('main')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
