// The `listAlerts` callable: the signed-in user's alerts, newest first.
import type { ListAlertsResult } from '@portal/domain/alerts/alert';
import { alertsOwnedBy, summaryOf } from '#src/data/subscriptions';
import { adminFirestore } from '#src/platform/admin';
import { callable } from '#src/platform/callable';
import { signedInUid } from './signed-in-user';

export const listAlerts = callable('Listing alerts', async (request): Promise<ListAlertsResult> => {
  const uid = signedInUid(request);
  const alerts = await alertsOwnedBy(adminFirestore('Listing alerts'), uid);
  return { alerts: alerts.map(summaryOf) };
});
