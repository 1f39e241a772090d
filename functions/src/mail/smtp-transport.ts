// The one adapter to SMTP: nodemailer, given a URL. Everything else hands it a stored mail.
import type { Transporter } from 'nodemailer';
import type { OutgoingMail } from '#src/data/mail';

export interface SentInfo {
  messageId: string | null;
  accepted: string[];
  rejected: string[];
  response: string | null;
}

export interface MailTransport {
  send(mail: OutgoingMail, from: string): Promise<SentInfo>;
}

const addresses = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map((entry) =>
        typeof entry === 'string' ? entry : String((entry as { address?: unknown }).address),
      )
    : [];

export function smtpTransport(url: string): MailTransport {
  // nodemailer is loaded on the first send, not when the module is: most function instances
  // never send mail, and loading it lengthens every cold start.
  let transport: Promise<Transporter> | null = null;
  return {
    async send(mail, from) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(url),
      );
      const sender = await transport;
      const info = await sender.sendMail({
        from,
        to: mail.to,
        subject: mail.message.subject,
        text: mail.message.text,
        html: mail.message.html,
        headers: mail.headers,
      });
      return {
        messageId: typeof info.messageId === 'string' ? info.messageId : null,
        accepted: addresses(info.accepted),
        rejected: addresses(info.rejected),
        response: typeof info.response === 'string' ? info.response : null,
      };
    },
  };
}
