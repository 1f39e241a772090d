// The `deleteAlert` callable: the signed-in user deletes one of their alerts.
import { DeleteAlertInputSchema, type AlertChangeResult } from '@portal/domain/alerts/alert';
import { alertRef, deleteAlert, readAlert } from '#src/data/subscriptions';
import { adminFirestore } from '#src/platform/admin';
import { callable } from '#src/platform/callable';
import { invalidFields } from '#src/platform/refusals';
import { ownAlert, signedInUid } from './signed-in-user';

export const deleteAlertCallable = callable(
  'Deleting the alert',
  async (request): Promise<AlertChangeResult> => {
    const uid = signedInUid(request);
    const parsed = DeleteAlertInputSchema.safeParse(request.data);
    if (!parsed.success) throw invalidFields({ '': 'Name the alert to delete.' }, {});
    const db = adminFirestore('Deleting the alert');
    const ref = alertRef(db, parsed.data.id);
    await db.runTransaction(async (tx) => {
      ownAlert(await readAlert(tx, ref), uid);
      deleteAlert(tx, ref);
    });
    return { alert: null };
  },
);
