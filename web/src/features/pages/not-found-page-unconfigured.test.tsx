// The 404 page in a build with no contact channel configured.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import NotFoundPage from './not-found-page';

vi.mock('@/lib/config/app-config-instance', () => ({
  appConfig: { productName: 'Job Portal', contact: {} },
}));

describe('NotFoundPage without contact channels', () => {
  it('does not invite the visitor to reach us where there is no way to', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('The link may be broken, or the page may have moved.')).toBeVisible();
    expect(screen.queryByText(/Reach us here/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Jobs' })).toHaveAttribute('href', '/');
  });
});
