// `npm run digest`: runs the hourly alert digest now, on the Firestore emulator, and sends its
// mail to the local inbox (maildev, which npm start runs). `--in-days <n>` runs it as if that
// many days had passed, so a daily alert confirmed today is due: `npm run digest -- --in-days 1`.
// Uses the emulator's development signing key unless ALERTS_SIGNING_KEY is set.
import { parseArgs } from 'node:util';
import { HOST, isPortOpen, NO_METADATA_SERVER, PORTS, PROJECT_ID } from './lib';

const USAGE = `Usage:
  npm run digest                       send the alert digests due now
  npm run digest -- --in-days <n>      as if n days (e.g. 1 or 7.5) had passed
Options:
  --site <url>   where the mail's links point (default: http://localhost:${PORTS.dev}, npm start's)

On the Firestore emulator at FIRESTORE_EMULATOR_HOST (default ${HOST}:${PORTS.firestore}); mail
goes to SMTP_URL (default: the local inbox, smtp://${HOST}:${PORTS.mailSmtp}).`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'in-days': { type: 'string' },
      site: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return console.log(USAGE);
  const days = Number(values['in-days'] ?? '0');
  if (!Number.isFinite(days) || days < 0 || days > 366) {
    throw new Error(`--in-days takes a number of days from 0 to 366, not ${values['in-days']}`);
  }
  const emulator = process.env.FIRESTORE_EMULATOR_HOST ?? `${HOST}:${PORTS.firestore}`;
  const [host, port] = emulator.split(':');
  if (!(await isPortOpen(Number(port), host))) {
    throw new Error(`No Firestore emulator at ${emulator}: start one with npm start.`);
  }
  Object.assign(process.env, { FIRESTORE_EMULATOR_HOST: emulator }, NO_METADATA_SERVER);
  process.env.SMTP_URL ??= `smtp://${HOST}:${PORTS.mailSmtp}`;
  const { DEVELOPMENT_FROM } = await import('../functions/src/mail/mail-settings');
  process.env.MAIL_FROM ??= DEVELOPMENT_FROM;

  // Imported once the environment says where Firestore is, before the Admin SDK reads it.
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { runDigest } = await import('../functions/src/alerts/digest/run-digest');
  const { ALERTS_SIGNING_KEY } = await import('../functions/src/alerts/signing-key');
  const { sendQueuedMailNow } = await import('../functions/src/mail/mail-sender');
  const { productName } = await import('../functions/src/platform/site');

  const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID }));
  const now = Date.now() + days * 24 * 60 * 60 * 1000;
  const report = await runDigest(db, {
    now,
    site: (values.site ?? `http://localhost:${PORTS.dev}`).replace(/\/+$/, ''),
    product: productName(),
    signingKey: process.env.ALERTS_SIGNING_KEY ?? ALERTS_SIGNING_KEY.development,
  });
  await sendQueuedMailNow(db, report.mailIds);
  console.log(
    `Digest at ${new Date(now).toISOString()}: ${report.alerts} alert(s) due, ` +
      `${report.mailIds.length} mail(s) sent to the inbox (http://localhost:${PORTS.mailWeb}).`,
  );
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
