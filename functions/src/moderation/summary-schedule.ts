// Each morning the moderators get the queue in their inbox, so reported jobs do not wait for
// someone to think of running `npm run moderate`. MODERATOR_EMAIL in functions/.env says where;
// without it the schedule logs that it has nobody to tell.
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { z } from 'zod';
import { SMTP_URL } from '#src/mail/mail-settings';
import { sendWhereNoTrigger } from '#src/mail/mail-sender';
import { adminFirestore } from '#src/platform/admin';
import { productName } from '#src/platform/site';
import { queueModerationSummary } from './mail-summary';

export const mailModerationSummary = onSchedule(
  {
    schedule: 'every day 07:00',
    timeZone: 'UTC',
    secrets: SMTP_URL.binding(),
    maxInstances: 1,
  },
  async () => {
    const to = z.email().safeParse(process.env.MODERATOR_EMAIL);
    if (!to.success) {
      logger.warn('MODERATOR_EMAIL is not set in functions/.env: no moderation summary mailed.');
      return;
    }
    const db = adminFirestore('Mailing the moderation summary');
    const id = await queueModerationSummary(db, {
      to: to.data,
      product: productName(),
      now: Date.now(),
    });
    if (id) await sendWhereNoTrigger(db, [id]);
  },
);
