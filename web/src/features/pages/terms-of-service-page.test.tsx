import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TermsOfServicePage from './terms-of-service-page';

describe('TermsOfServicePage', () => {
  it('shows its title, last-updated date and tab title', () => {
    render(<TermsOfServicePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: August 30, 2025');
    expect(document.title).toBe('Terms of Service | Job Portal');
  });

  it('has exactly seven numbered sections, in order', () => {
    render(<TermsOfServicePage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Use of the service',
      '2. Job listings and applications',
      '3. Content ownership',
      '4. Limitation of liability',
      '5. Termination',
      '6. Governing law',
      '7. Contact',
    ]);
  });

  it('sets the minimum age at 16 and makes employers answer for their postings', () => {
    render(<TermsOfServicePage />);
    expect(screen.getByRole('region', { name: '1. Use of the service' })).toHaveTextContent(
      'You must be at least 16 years old to use Job Portal.',
    );
    const listings = screen.getByRole('region', { name: '2. Job listings and applications' });
    expect(listings).toHaveTextContent(/solely responsible for its accuracy/);
    expect(listings).toHaveTextContent(/Applications happen on the employer's own site/);
  });

  it('is governed by the laws of India and the courts of the configured city', () => {
    render(<TermsOfServicePage />);
    const law = screen.getByRole('region', { name: '6. Governing law' });
    expect(law).toHaveTextContent('governed by the laws of India');
    expect(law).toHaveTextContent('The courts of Bengaluru have exclusive jurisdiction');
    expect(law).not.toHaveTextContent('[City]');
  });

  it('links to the configured contact address', () => {
    render(<TermsOfServicePage />);
    const link = screen.getByRole('link', { name: 'hello@example.com' });
    expect(link).toHaveAttribute('href', 'mailto:hello@example.com');
    expect(screen.getByRole('region', { name: '7. Contact' })).toContainElement(link);
  });
});
