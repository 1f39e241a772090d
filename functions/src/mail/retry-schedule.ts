// Every 5 minutes, tries again the mail whose time has come (retry-mail.ts): nothing queued is
// lost to a crashed sender or a passing SMTP failure. On the emulators no schedule fires: npm
// start runs the same pass in a loop (scripts/mail-retry.ts).
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminFirestore } from '#src/platform/admin';
import { SMTP_URL } from './mail-settings';
import { retryQueuedMail } from './mail-sender';

export const retryMail = onSchedule(
  {
    schedule: 'every 5 minutes',
    secrets: SMTP_URL.binding(),
    timeoutSeconds: 300,
    maxInstances: 1,
  },
  async () => {
    const report = await retryQueuedMail(adminFirestore('Retrying mail'));
    if (report.sent + report.failed + report.skipped > 0) {
      logger.info(
        `Mail retry: ${report.sent} sent, ${report.failed} failed, ${report.skipped} left to others`,
      );
    }
  },
);
