import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import NotFoundPage from './not-found-page';

describe('NotFoundPage', () => {
  it("says the page doesn't exist, links to the contact channels and back to the jobs", () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("This page doesn't exist");
    expect(screen.getByText('Reach us here:')).toBeInTheDocument();
    for (const name of ['WhatsApp', 'Telegram', 'LinkedIn']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Explore Jobs' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | Job Portal');
  });
});
