import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PrivacyPolicyPage from './privacy-policy-page';

describe('PrivacyPolicyPage', () => {
  it('shows its title, last-updated date and tab title', () => {
    render(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: November 28, 2026');
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
    // What sign-up writes to users/{uid}: the name, the phone number and the role.
    expect(collected).toHaveTextContent(/your name, e-mail address and phone number/);
    expect(collected).toHaveTextContent(/your role/);
    // What an assessment attempt keeps under users/{uid}/assessments.
    expect(collected).toHaveTextContent(/the text our speech recognition heard/);
    expect(collected).toHaveTextContent(/save a job/);
    expect(collected).toHaveTextContent(/page view/);
    expect(screen.getByRole('region', { name: 'Sharing' })).toHaveTextContent(/Firebase/);
  });

  it("says the voice goes to the browser maker's servers unless recognised on the device", () => {
    render(<PrivacyPolicyPage />);
    const sharing = screen.getByRole('region', { name: 'Sharing' });
    expect(sharing).toHaveTextContent(/speech recognition \(the Web Speech API\)/);
    expect(sharing).toHaveTextContent(/sending the sound of your voice to their maker.s servers/);
    expect(sharing).toHaveTextContent(/recognise speech on your device instead/);
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
