import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/lib/config/app-config';
import { contactChannels, telHref } from './contact-channels';
import { ContactModal } from './contact-modal';

// Each test sets the channels it needs; this build starts with all of them, as in vitest.config.
const config = vi.hoisted(() => ({ contact: {} as AppConfig['contact'] }));
vi.mock('@/lib/config/app-config-instance', () => ({ appConfig: config }));

const ALL: AppConfig['contact'] = {
  whatsappUrl: 'https://whatsapp.example.com/channel',
  telegramUrl: 'https://telegram.example.com/portal',
  linkedinUrl: 'https://linkedin.example.com/company/portal',
  xUrl: 'https://x.example.com/portal',
  instagramUrl: 'https://instagram.example.com/portal',
  email: 'hello@example.com',
  phone: '+91 98765 43210',
};

afterEach(() => {
  config.contact = {};
});

describe('ContactModal', () => {
  it('is a dialog titled Contact with every configured channel in the spec order', () => {
    config.contact = ALL;
    render(<ContactModal open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Contact' });
    const links = within(dialog)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['WhatsApp', 'https://whatsapp.example.com/channel'],
      ['Telegram', 'https://telegram.example.com/portal'],
      ['X', 'https://x.example.com/portal'],
      ['LinkedIn', 'https://linkedin.example.com/company/portal'],
      ['Instagram', 'https://instagram.example.com/portal'],
      ['E-mail us hello@example.com', 'mailto:hello@example.com'],
      ['Call us +91 98765 43210', 'tel:+919876543210'],
    ]);
  });

  it('opens other sites in a new tab without a handle on this page, and says so', () => {
    config.contact = ALL;
    render(<ContactModal open onClose={() => {}} />);
    const whatsapp = screen.getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(whatsapp).toHaveAccessibleDescription('Opens in a new tab');

    const mail = screen.getByRole('link', { name: 'E-mail us hello@example.com' });
    expect(mail).not.toHaveAttribute('target');
  });

  it('leaves out channels that are not configured', () => {
    config.contact = { telegramUrl: 'https://telegram.example.com/portal', email: 'a@example.com' };
    render(<ContactModal open onClose={() => {}} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://telegram.example.com/portal',
      'mailto:a@example.com',
    ]);
  });

  it('says so when nothing is configured', () => {
    render(<ContactModal open onClose={() => {}} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('No contact channels are set up yet.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('closes on the close mark', async () => {
    config.contact = ALL;
    const onClose = vi.fn();
    render(<ContactModal open onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    config.contact = ALL;
    render(<ContactModal open={false} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('contactChannels', () => {
  it('reads the build configuration by default', () => {
    config.contact = { instagramUrl: 'https://instagram.example.com/portal' };
    expect(contactChannels().map((channel) => channel.label)).toEqual(['Instagram']);
  });

  it('dials only digits and a plus', () => {
    expect(telHref('+91 (987) 65-43210')).toBe('tel:+919876543210');
  });
});
