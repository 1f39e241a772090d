// Tries again the mail whose time has come while npm start or npm run preview runs, as
// production's retryMail schedule does every 5 minutes (no schedule fires on the emulators
// here): the functions' own retry pass, against the Firestore emulator and the local inbox.
import { HOST, NO_METADATA_SERVER, PORTS, PROJECT_ID } from './lib';

const EVERY_MS = 30_000;

/** Starts the loop; the returned function stops it. */
export async function keepRetryingMail({
  firestoreHost,
  log,
}: {
  firestoreHost: string;
  log: (message: string) => void;
}): Promise<() => Promise<void>> {
  Object.assign(process.env, NO_METADATA_SERVER, { FIRESTORE_EMULATOR_HOST: firestoreHost });
  process.env.SMTP_URL ??= `smtp://${HOST}:${PORTS.mailSmtp}`;
  const { DEVELOPMENT_FROM } = await import('../functions/src/mail/mail-settings');
  process.env.MAIL_FROM ??= DEVELOPMENT_FROM;
  // Imported once the environment says where Firestore is.
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { retryQueuedMail } = await import('../functions/src/mail/mail-sender');
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

  let stopped = false;
  let lastError = '';
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const once = async () => {
    try {
      const { sent, failed } = await retryQueuedMail(db);
      if (sent + failed > 0) log(`Mail retried: ${sent} sent, ${failed} failed.`);
      lastError = '';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Said once, not every half minute.
      if (message !== lastError) log(`Mail retry failed: ${message}`);
      lastError = message;
    }
  };
  const next = () => {
    if (stopped) return;
    running = once().then(() => {
      timer = setTimeout(next, EVERY_MS);
    });
  };
  next();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
