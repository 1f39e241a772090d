// Runs the alert digest every hour: each confirmed alert whose day or week has come gets one
// mail of the new jobs matching it (or none when nothing matched). Then it forgets the alerts
// whose confirmation links all expired unused.
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SMTP_URL } from '#src/mail/mail-settings';
import { sendWhereNoTrigger } from '#src/mail/mail-sender';
import { adminFirestore } from '#src/platform/admin';
import { productName, siteUrl } from '#src/platform/site';
import { forgetUnconfirmedAlerts } from './forget-unconfirmed';
import { runDigest } from './run-digest';
import { ALERTS_SIGNING_KEY } from '#src/alerts/signing-key';

export const sendAlertDigests = onSchedule(
  {
    schedule: 'every 60 minutes',
    secrets: [...ALERTS_SIGNING_KEY.binding(), ...SMTP_URL.binding()],
    timeoutSeconds: 540,
    // One run at a time: a second would only wait on the same alerts' transactions.
    maxInstances: 1,
  },
  async () => {
    const db = adminFirestore('Sending alert digests');
    const report = await runDigest(db, {
      now: Date.now(),
      site: siteUrl(),
      product: productName(),
      signingKey: ALERTS_SIGNING_KEY.value(),
    });
    await sendWhereNoTrigger(db, report.mailIds);
    const forgotten = await forgetUnconfirmedAlerts(db, Date.now());
    logger.info(
      `Alert digest: ${report.alerts} due, ${report.mailIds.length} mailed; ` +
        `${forgotten} never-confirmed alert(s) forgotten`,
    );
  },
);
