// The `updateAlert` callable: pause or resume an alert, or change how often it mails. Resuming
// or a new frequency counts the next digest from now; the jobs it waits for stay the same.
import { UpdateAlertInputSchema, type AlertChangeResult } from '@portal/domain/alerts/alert';
import { nextDigestAt } from '@portal/domain/alerts/alert-digest';
import { alertRef, readAlert, summaryOf, updateAlert } from '#src/data/subscriptions';
import { adminFirestore } from '#src/platform/admin';
import { callable } from '#src/platform/callable';
import { invalidFields } from '#src/platform/refusals';
import { ownAlert, signedInUid } from './signed-in-user';

export const updateAlertCallable = callable(
  'Changing the alert',
  async (request): Promise<AlertChangeResult> => {
    const uid = signedInUid(request);
    const parsed = UpdateAlertInputSchema.safeParse(request.data);
    if (!parsed.success) {
      throw invalidFields({ '': parsed.error.issues[0]?.message ?? 'Not an alert change.' }, {});
    }
    const { id, paused, frequency } = parsed.data;
    const db = adminFirestore('Changing the alert');
    const ref = alertRef(db, id);
    const now = Date.now();
    const changed = await db.runTransaction(async (tx) => {
      const alert = ownAlert(await readAlert(tx, ref), uid);
      const next = {
        paused: paused ?? alert.paused,
        frequency: frequency ?? alert.frequency,
      };
      const dueAt =
        alert.confirmed && !next.paused ? new Date(nextDigestAt(next.frequency, now)) : null;
      const unchangedDue =
        next.paused === alert.paused && next.frequency === alert.frequency ? alert.dueAt : dueAt;
      updateAlert(tx, ref, { ...next, dueAt: unchangedDue });
      return { ...alert, ...next, dueAt: unchangedDue };
    });
    return { alert: summaryOf(changed) };
  },
);
