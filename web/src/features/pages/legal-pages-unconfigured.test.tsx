// The legal pages in a build with no contact e-mail and no legal city configured.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';

vi.mock('@/lib/config/app-config-instance', () => ({
  appConfig: { productName: 'Job Portal', contact: {} },
}));

describe('legal pages without contact e-mail or legal city', () => {
  it('leaves the city as a visible placeholder in the terms', () => {
    render(<TermsOfServicePage />);
    expect(screen.getByRole('region', { name: '6. Governing law' })).toHaveTextContent(
      'The courts of [City] have exclusive jurisdiction',
    );
  });

  it.each([
    ['Terms of Service', TermsOfServicePage, '7. Contact'],
    ['Privacy Policy', PrivacyPolicyPage, 'Contact'],
  ])('%s points to Contact Us instead of a mail link', (_title, Page, contactHeading) => {
    const { container } = render(<Page />);
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(screen.getByRole('region', { name: contactHeading })).toHaveTextContent(
      /use the Contact Us link in the footer/,
    );
  });
});
