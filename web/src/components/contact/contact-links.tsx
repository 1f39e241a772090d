// Links to the configured contact channels; a channel that is not configured is not shown, and
// with none configured nothing is, not even the words that lead to them.
import type { ReactNode } from 'react';
import { appConfig } from '@/lib/config/app-config-instance';

type Channel = 'whatsapp' | 'telegram' | 'linkedin';

const CHANNELS: Record<Channel, { label: string; url: () => string | undefined }> = {
  whatsapp: { label: 'WhatsApp', url: () => appConfig.contact.whatsappUrl },
  telegram: { label: 'Telegram', url: () => appConfig.contact.telegramUrl },
  linkedin: { label: 'LinkedIn', url: () => appConfig.contact.linkedinUrl },
};

interface ContactLinksProps {
  channels: readonly Channel[];
  /** What introduces the links ('Reach us here:'), shown only when there are links. */
  lead?: ReactNode;
}

export function ContactLinks({ channels, lead }: ContactLinksProps) {
  const links = channels
    .map((channel) => ({ channel, label: CHANNELS[channel].label, url: CHANNELS[channel].url() }))
    .filter((link): link is { channel: Channel; label: string; url: string } => !!link.url);
  if (links.length === 0) return null;
  return (
    <>
      {lead}
      <ul className="contact-links">
        {links.map((link) => (
          <li key={link.channel}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
