// Mails the moderators the day's queue: once a day (one mail id per day, so a retried run
// queues nothing twice), and only when something waits.
import type { Firestore } from 'firebase-admin/firestore';
import { mailRef, queueMail } from '#src/data/mail';
import { listModeration } from './moderation';
import { moderationSummaryMail } from './summary-mail';

/** The queued mail's id, or null when nothing waits for review. */
export async function queueModerationSummary(
  db: Firestore,
  { to, product, now }: { to: string; product: string; now: number },
): Promise<string | null> {
  const entries = await listModeration(db);
  if (entries.length === 0) return null;
  const ref = mailRef(db, `moderation-summary-${new Date(now).toISOString().slice(0, 10)}`);
  const mail = moderationSummaryMail({ to, product, entries });
  const queued = await db.runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    queueMail(tx, ref, mail);
    return true;
  });
  return queued ? ref.id : null;
}
