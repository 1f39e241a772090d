// The functions tests' own maildev inbox (npm test starts it; MAILDEV_URL names its API): the
// mail the functions sent over real SMTP, as a mail client would receive it.
import { z } from 'zod';

const MAILDEV_URL = z.url().parse(process.env.MAILDEV_URL);

const ReceivedSchema = z.object({
  id: z.string(),
  subject: z.string(),
  text: z.string().optional().default(''),
  html: z.string().optional().default(''),
  to: z.array(z.object({ address: z.string() })),
});
export type Received = z.infer<typeof ReceivedSchema>;

export async function receivedMail(to?: string): Promise<Received[]> {
  const response = await fetch(`${MAILDEV_URL}/api/email`);
  const all = z.array(ReceivedSchema).parse(await response.json());
  return to ? all.filter((mail) => mail.to.some((entry) => entry.address === to)) : all;
}

/** The raw message, headers and all, each folded header line unfolded (RFC 5322). */
export async function rawMail(id: string): Promise<string> {
  const raw = await (await fetch(`${MAILDEV_URL}/api/email/${id}/source`)).text();
  return raw.replace(/\r?\n[ \t]+/g, ' ');
}

export async function emptyInbox(): Promise<void> {
  await fetch(`${MAILDEV_URL}/api/email/all`, { method: 'DELETE' });
}

/** The first link in a text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const found = text.match(new RegExp(`${prefix.replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&')}\\S+`));
  if (!found) throw new Error(`No link starting ${prefix} in:\n${text}`);
  return found[0];
}
