import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PrivacyPolicyPage from './privacy-policy-page';

describe('PrivacyPolicyPage', () => {
  it('shows its title, last-updated date and tab title', () => {
    render(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: August 30, 2025');
    expect(document.title).toBe('Privacy Policy | Job Portal');
  });

  it('covers every topic, in order', () => {
    render(<PrivacyPolicyPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Information we collect',
      'How we use it',
      'Sharing',
      'Cookies and ads',
      'Security',
      'Your rights',
      'Changes to this policy',
      'Contact',
    ]);
  });

  it('names what a job portal on Firebase collects', () => {
    render(<PrivacyPolicyPage />);
    const collected = screen.getByRole('region', { name: 'Information we collect' });
    expect(collected).toHaveTextContent(/name and e-mail address/);
    expect(collected).toHaveTextContent(/save a job/);
    expect(collected).toHaveTextContent(/page view/);
    expect(screen.getByRole('region', { name: 'Sharing' })).toHaveTextContent(/Firebase/);
  });

  it('links to the configured contact address', () => {
    render(<PrivacyPolicyPage />);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(contact).toContainElement(screen.getByRole('link', { name: 'hello@example.com' }));
    expect(screen.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
  });
});
