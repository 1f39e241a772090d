// Forgets the addresses of alerts nobody confirmed: once the last confirmation link has expired,
// the alert can never send anything, and keeping an address that never said yes serves no one.
import { CONFIRMATION_VALID_MS } from '@portal/domain/alerts/alert';
import type { Firestore } from 'firebase-admin/firestore';
import { unconfirmedSinceQuery } from '#src/data/subscriptions';

/** Deletes them a page at a time; answers how many. */
export async function forgetUnconfirmedAlerts(
  db: Firestore,
  now: number,
  pageSize = 300,
): Promise<number> {
  let forgotten = 0;
  for (;;) {
    const page = await unconfirmedSinceQuery(db, now - CONFIRMATION_VALID_MS, pageSize).get();
    if (page.empty) return forgotten;
    const batch = db.batch();
    // Only as read: a subscribe that has just sent a new link meanwhile keeps its alert (the
    // whole batch then fails, and the next hourly run tries again).
    page.docs.forEach((doc) => batch.delete(doc.ref, { lastUpdateTime: doc.updateTime }));
    await batch.commit();
    forgotten += page.size;
    if (page.size < pageSize) return forgotten;
  }
}
