// The `listAlerts` callable: the signed-in user's alerts, newest first.
import type { ListAlertsResult } from '@portal/domain/alerts/alert';
import { alertsOwnedBy, summaryOf } from '../../data/subscriptions';
import { adminFirestore } from '../../platform/admin';
import { callable } from '../../platform/callable';
import { signedInUid } from './signed-in-user';

export const listAlerts = callable('Listing alerts', async (request): Promise<ListAlertsResult> => {
  const uid = signedInUid(request);
  const alerts = await alertsOwnedBy(adminFirestore('Listing alerts'), uid);
  return { alerts: alerts.map(summaryOf) };
});
