// Links to the configured contact channels; a channel that is not configured is not shown.
import { appConfig } from '../lib/browser/app-config-instance';

type Channel = 'whatsapp' | 'telegram' | 'linkedin';

const CHANNELS: Record<Channel, { label: string; url: () => string | undefined }> = {
  whatsapp: { label: 'WhatsApp', url: () => appConfig.contact.whatsappUrl },
  telegram: { label: 'Telegram', url: () => appConfig.contact.telegramUrl },
  linkedin: { label: 'LinkedIn', url: () => appConfig.contact.linkedinUrl },
};

export function ContactLinks({ channels }: { channels: readonly Channel[] }) {
  const links = channels
    .map((channel) => ({ channel, label: CHANNELS[channel].label, url: CHANNELS[channel].url() }))
    .filter((link): link is { channel: Channel; label: string; url: string } => !!link.url);
  if (links.length === 0) return null;
  return (
    <ul className="contact-links">
      {links.map((link) => (
        <li key={link.channel}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
