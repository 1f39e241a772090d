// The local inbox (maildev; npm start, npm run preview and npm test each start one): the mail the
// portal sent over real SMTP, read through maildev's API as its recipient would read it.
import { z } from 'zod';

const MailSchema = z.object({
  id: z.string(),
  subject: z.string(),
  text: z.string().optional().default(''),
  html: z.string().optional().default(''),
  to: z.array(z.object({ address: z.string() })),
});
export type Mail = z.infer<typeof MailSchema>;

export interface Inbox {
  /** Every mail received, or only those to `to`. */
  received(to?: string): Promise<Mail[]>;
  /** The raw message, headers and all, each folded header line unfolded (RFC 5322). */
  raw(id: string): Promise<string>;
  empty(): Promise<void>;
}

/** The inbox whose API answers at `apiUrl` (maildev's web port). */
export function maildevInbox(apiUrl: string): Inbox {
  return {
    async received(to) {
      const response = await fetch(`${apiUrl}/api/email`);
      const all = z.array(MailSchema).parse(await response.json());
      return to ? all.filter((mail) => mail.to.some((entry) => entry.address === to)) : all;
    },
    async raw(id) {
      const raw = await (await fetch(`${apiUrl}/api/email/${id}/source`)).text();
      return raw.replace(/\r?\n[ \t]+/g, ' ');
    },
    async empty() {
      await fetch(`${apiUrl}/api/email/all`, { method: 'DELETE' });
    },
  };
}

/** The first link in a text that starts with `prefix`, up to the next white space. */
export function linkIn(text: string, prefix: string): string {
  const at = text.indexOf(prefix);
  if (at < 0) throw new Error(`No link starting ${prefix} in:\n${text}`);
  return text.slice(at).split(/\s/)[0]!;
}
