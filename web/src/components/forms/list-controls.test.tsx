import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ListControls } from './list-controls';

/**
 * The controls on a route whose data takes as long as the test says: until `arrive`, the router
 * is on its way to the new URL and the page still shows the old one, as on a slow phone.
 */
function renderSlowRoute(route: string) {
  const route_ = { arrive: () => {}, loads: 0 };
  const loader = () => {
    route_.loads += 1;
    if (route_.loads === 1) return null;
    return new Promise<null>((resolve) => (route_.arrive = () => resolve(null)));
  };
  function Page() {
    const { search } = useLocation();
    return (
      <>
        <ListControls />
        <output data-testid="location">{search}</output>
      </>
    );
  }
  const router = createMemoryRouter(
    [{ path: '/', element: <Page />, loader, HydrateFallback: () => null }],
    { initialEntries: [route] },
  );
  render(<RouterProvider router={router} />);
  return route_;
}

const location = () => screen.getByTestId('location').textContent;

describe('a list’s order and pay filters', () => {
  it('show the reader’s choices at once, and build on each other, while the page moves', async () => {
    const user = userEvent.setup();
    const route = renderSlowRoute('/?q=chef');
    const shown = await screen.findByRole('checkbox', { name: 'Shows pay' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });

    await user.click(shown);
    expect(route.loads).toBe(2);
    expect(location()).toBe('?q=chef');
    expect(shown).toBeChecked();

    // The next choice, before the page has moved: it keeps the first.
    await user.selectOptions(sort, 'confirmed');
    expect(location()).toBe('?q=chef');
    expect(sort).toHaveValue('confirmed');
    expect(shown).toBeChecked();

    route.arrive();
    await screen.findByText('?q=chef&pay=shown&sort=confirmed');
    expect(shown).toBeChecked();
    expect(sort).toHaveValue('confirmed');
  });
});
