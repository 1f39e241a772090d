// Sends queued mail with the configured SMTP server: what the trigger, the retry schedule and
// the producers call.
import type { Firestore } from 'firebase-admin/firestore';
import { runsOnEmulator, type Env } from '#src/platform/environment';
import { deliverMail, type DeliveryOutcome } from './deliver-mail';
import { mailFrom, SMTP_URL } from './mail-settings';
import { retryDueMail, type RetryReport } from './retry-mail';
import { smtpTransport, type MailTransport } from './smtp-transport';

let transport: { url: string; transport: MailTransport } | null = null;

function configuredTransport(): MailTransport {
  const url = SMTP_URL.value();
  if (transport?.url !== url) transport = { url, transport: smtpTransport(url) };
  return transport.transport;
}

export function sendQueuedMail(db: Firestore, id: string): Promise<DeliveryOutcome> {
  return deliverMail(db, id, configuredTransport(), mailFrom());
}

/** The retry pass (retry-mail.ts) with the configured server. */
export function retryQueuedMail(db: Firestore): Promise<RetryReport> {
  return retryDueMail(db, { transport: configuredTransport(), from: mailFrom() });
}

/**
 * Sends mail just queued, one after another. A failure is recorded on the mail, never thrown
 * at the caller, whose own work is already done.
 */
export async function sendQueuedMailNow(db: Firestore, ids: readonly string[]): Promise<void> {
  for (const id of ids) await sendQueuedMail(db, id).catch(() => 'failed');
}

/**
 * Mail a function has just queued, sent where the trigger (mail-trigger.ts) does not run: on
 * the emulators here, whose Firestore emulator runs apart from firebase-tools. In production
 * the trigger sends it; if both ran, the claim would let only one of them send.
 */
export async function sendWhereNoTrigger(
  db: Firestore,
  ids: readonly string[],
  env: Env = process.env,
): Promise<void> {
  if (runsOnEmulator(env)) await sendQueuedMailNow(db, ids);
}
