// The product's contact channels in one list, in the spec's order, shared by the contact modal
// and the floating links; a channel that is not configured is left out.
import type { AppConfig } from '@/lib/config/app-config';
import { appConfig } from '@/lib/config/app-config-instance';
import type { IconComponent } from '@/components/icons';
import { Instagram, LinkedIn, Mail, Phone, Telegram, WhatsApp, X } from '@/components/icons';

export type ContactChannelId =
  'whatsapp' | 'telegram' | 'x' | 'linkedin' | 'instagram' | 'email' | 'phone';

export interface ContactChannel {
  id: ContactChannelId;
  /** What the link is called; the accessible name where only the icon shows. */
  label: string;
  /** The address or number, where there is room to show it. */
  detail?: string;
  href: string;
  Icon: IconComponent;
  /** Another site, opened in a new tab; mailto: and tel: hand over to an app instead. */
  external: boolean;
}

/** A dialable tel: link: '+91 98765 43210' becomes 'tel:+919876543210'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function contactChannels(
  contact: AppConfig['contact'] = appConfig.contact,
): ContactChannel[] {
  const social = (
    id: ContactChannelId,
    label: string,
    url: string | undefined,
    Icon: IconComponent,
  ): ContactChannel | undefined =>
    url ? { id, label, href: url, Icon, external: true } : undefined;

  const channels: (ContactChannel | undefined)[] = [
    social('whatsapp', 'WhatsApp', contact.whatsappUrl, WhatsApp),
    social('telegram', 'Telegram', contact.telegramUrl, Telegram),
    social('x', 'X', contact.xUrl, X),
    social('linkedin', 'LinkedIn', contact.linkedinUrl, LinkedIn),
    social('instagram', 'Instagram', contact.instagramUrl, Instagram),
    contact.email
      ? {
          id: 'email',
          label: 'E-mail us',
          detail: contact.email,
          href: `mailto:${contact.email}`,
          Icon: Mail,
          external: false,
        }
      : undefined,
    contact.phone
      ? {
          id: 'phone',
          label: 'Call us',
          detail: contact.phone,
          href: telHref(contact.phone),
          Icon: Phone,
          external: false,
        }
      : undefined,
  ];
  return channels.filter((channel): channel is ContactChannel => channel !== undefined);
}
