// The local inbox (maildev, which `npm run preview` starts): the mail the portal sent, read as
// its recipient would, and the digest run as the hourly schedule would run it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { maildevInbox, type Mail } from '@portal/testing/maildev';
import { scriptCommand } from '../../scripts/lib';

export { linkIn } from '@portal/testing/maildev';

const inbox = maildevInbox('http://127.0.0.1:1080');
export const SITE = 'http://localhost:4173';

export function mailTo(address: string): Promise<Mail[]> {
  return inbox.received(address);
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

/** `npm run digest` as if `days` had passed, its links pointing at the preview. */
export async function runDigest(days: number): Promise<string> {
  const { stdout } = await promisify(execFile)(
    ...scriptCommand('digest.ts', ['--in-days', String(days), '--site', SITE]),
    { timeout: 60_000 },
  );
  return stdout;
}
