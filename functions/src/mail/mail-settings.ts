// Where mail goes and whom it is from. Production: the SMTP_URL secret (smtp[s]://user:pass@host:port)
// and MAIL_FROM in functions/.env. The emulator: maildev, the local inbox npm start runs.
import { z } from 'zod';
import { runsOnEmulator, type Env } from '#src/platform/environment';
import { secretSetting } from '#src/platform/secret-setting';

export const MAILDEV_SMTP_URL = 'smtp://127.0.0.1:1025';

export const SMTP_URL = secretSetting(
  'SMTP_URL',
  MAILDEV_SMTP_URL,
  `mail goes to the local inbox (maildev) at ${MAILDEV_SMTP_URL}`,
);

const FromSchema = z.string().trim().min(3).max(200);

/** The sender on the emulator, and for `npm run digest`. */
export const DEVELOPMENT_FROM = 'Job Portal <alerts@localhost>';

/** The sender: MAIL_FROM, e.g. 'Job Portal <alerts@example.com>'. */
export function mailFrom(env: Env = process.env): string {
  const parsed = FromSchema.safeParse(env.MAIL_FROM);
  if (parsed.success) return parsed.data;
  if (runsOnEmulator(env) || env.NODE_ENV === 'test') return DEVELOPMENT_FROM;
  throw new Error('MAIL_FROM is not set: name the sender in functions/.env before deploying.');
}
