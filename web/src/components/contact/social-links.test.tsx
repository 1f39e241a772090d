import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/lib/config/app-config';
import { FloatingSocialLinks } from './social-links';

const config = vi.hoisted(() => ({ contact: {} as AppConfig['contact'] }));
vi.mock('@/lib/config/app-config-instance', () => ({ appConfig: config }));

afterEach(() => {
  config.contact = {};
});

describe('FloatingSocialLinks', () => {
  it('links to each configured channel and the e-mail address by name, but not the phone', () => {
    config.contact = {
      whatsappUrl: 'https://whatsapp.example.com/channel',
      telegramUrl: 'https://telegram.example.com/portal',
      linkedinUrl: 'https://linkedin.example.com/company/portal',
      xUrl: 'https://x.example.com/portal',
      instagramUrl: 'https://instagram.example.com/portal',
      email: 'hello@example.com',
      phone: '+91 98765 43210',
    };
    render(<FloatingSocialLinks />);
    const nav = screen.getByRole('navigation', { name: 'Social links' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://whatsapp.example.com/channel',
      'https://telegram.example.com/portal',
      'https://x.example.com/portal',
      'https://linkedin.example.com/company/portal',
      'https://instagram.example.com/portal',
      'mailto:hello@example.com',
    ]);
    for (const name of ['WhatsApp', 'Telegram', 'X', 'LinkedIn', 'Instagram', 'E-mail us']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).queryByRole('link', { name: /call/i })).not.toBeInTheDocument();
  });

  it('opens social sites in a new tab safely, and e-mail in place', () => {
    config.contact = {
      linkedinUrl: 'https://linkedin.example.com/company/portal',
      email: 'hello@example.com',
    };
    render(<FloatingSocialLinks />);
    const linkedin = screen.getByRole('link', { name: 'LinkedIn' });
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    expect(linkedin).toHaveAccessibleDescription('Opens in a new tab');
    expect(screen.getByRole('link', { name: 'E-mail us' })).not.toHaveAttribute('target');
  });

  it('leaves out channels that are not configured', () => {
    config.contact = { whatsappUrl: 'https://whatsapp.example.com/channel' };
    render(<FloatingSocialLinks />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
  });

  it('renders nothing when no channel is configured', () => {
    config.contact = { phone: '+91 98765 43210' };
    const { container } = render(<FloatingSocialLinks />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has a phone-size toggle that says whether the links are open', async () => {
    config.contact = { email: 'hello@example.com' };
    render(<FloatingSocialLinks />);
    const toggle = screen.getByRole('button', { name: 'Show social links' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('link', { name: 'E-mail us' }),
    );
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide social links' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
