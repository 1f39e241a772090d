// The local inbox (maildev, which `npm run preview` starts): the mail the portal sent, read as
// its recipient would, and the digest run as the hourly schedule would run it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';

const INBOX = 'http://127.0.0.1:1080';
export const SITE = 'http://localhost:4173';

export interface Mail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
}

export async function mailTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${INBOX}/api/email`);
  const all = (await response.json()) as Mail[];
  return all.filter((mail) => mail.to.some((to) => to.address === address));
}

/** The first mail to `address` whose subject matches, once it has arrived. */
export async function waitForMail(address: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${address} with the subject ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in the mail's text that starts with `prefix`. */
export function linkIn(mail: Mail, prefix: string): string {
  const at = mail.text.indexOf(prefix);
  if (at < 0) throw new Error(`No link starting ${prefix} in:\n${mail.text}`);
  return mail.text.slice(at).split(/\s/)[0]!;
}

/** `npm run digest` as if `days` had passed, its links pointing at the preview. */
export async function runDigest(days: number): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npx',
    ['tsx', 'scripts/digest.ts', '--in-days', String(days), '--site', SITE],
    { timeout: 60_000 },
  );
  return stdout;
}
