import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompanyLink } from './company-link';

describe('CompanyLink', () => {
  it("leads to the company's page, its name saying where it goes", () => {
    render(<CompanyLink name="Acme, Inc." />);
    const link = screen.getByRole('link', { name: 'Acme, Inc.: jobs at this company' });
    expect(link.getAttribute('href')).toBe('/company/acme');
    // Followed by the router, not a reload (route-links.ts).
    expect(link.hasAttribute('data-route-link')).toBe(true);
  });

  it('spells a name of any script into the address', () => {
    render(<CompanyLink name="東京 Works" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      `/company/${encodeURIComponent('東京-works')}`,
    );
  });

  it('leaves a name with no letter or digit as text', () => {
    const { container } = render(<CompanyLink name="!!!" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('!!!');
  });
});
