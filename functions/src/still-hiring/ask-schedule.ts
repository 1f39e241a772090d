// Every hour, the posters whose ask is due are asked whether their job is still open.
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { ALERTS_SIGNING_KEY } from '#src/alerts/signing-key';
import { SMTP_URL } from '#src/mail/mail-settings';
import { sendWhereNoTrigger } from '#src/mail/mail-sender';
import { adminFirestore } from '#src/platform/admin';
import { productName, siteUrl } from '#src/platform/site';
import { askDuePosters } from './ask-posters';

export const askStillHiring = onSchedule(
  {
    schedule: 'every 1 hours',
    secrets: [...ALERTS_SIGNING_KEY.binding(), ...SMTP_URL.binding()],
    maxInstances: 1,
  },
  async () => {
    const db = adminFirestore('Asking posters whether their jobs are still open');
    const mailIds = await askDuePosters(db, {
      now: Date.now(),
      site: siteUrl(),
      product: productName(),
      key: ALERTS_SIGNING_KEY.value(),
    });
    logger.info(`Asked ${mailIds.length} poster(s) whether their job is still open`);
    await sendWhereNoTrigger(db, mailIds);
  },
);
