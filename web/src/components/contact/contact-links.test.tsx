import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactLinks } from './contact-links';

// Only WhatsApp is configured in this build.
vi.mock('@/lib/config/app-config-instance', () => ({
  appConfig: {
    productName: 'Job Portal',
    contact: { whatsappUrl: 'https://whatsapp.example.com/c' },
  },
}));

describe('ContactLinks', () => {
  it('shows configured channels and leaves out the rest', () => {
    render(<ContactLinks channels={['whatsapp', 'telegram', 'linkedin']} />);
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://whatsapp.example.com/c',
    );
    expect(screen.queryByRole('link', { name: 'Telegram' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
  });

  it('renders nothing when no asked-for channel is configured, not even its lead', () => {
    const { container } = render(
      <ContactLinks channels={['telegram']} lead={<p>Reach us here:</p>} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('introduces the links with its lead when there are some', () => {
    render(<ContactLinks channels={['whatsapp']} lead={<p>Reach us here:</p>} />);
    expect(screen.getByText('Reach us here:')).toBeInTheDocument();
  });
});
