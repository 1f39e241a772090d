// The alerts page's callables are for signed-in users, each managing only their own alerts.
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { AlertRecord } from '#src/data/subscriptions';

export function signedInUid(request: CallableRequest): string {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Log in to manage your job alerts.');
  return request.auth.uid;
}

/** The alert when it is this user's; otherwise the same refusal as for one that does not exist. */
export function ownAlert(alert: AlertRecord | null, uid: string): AlertRecord {
  if (!alert || alert.ownerUid !== uid) {
    throw new HttpsError('not-found', 'There is no such alert among yours: it may be deleted.');
  }
  return alert;
}
