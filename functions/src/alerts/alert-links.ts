// The links an alert's mail carries, signed with the alerts' key.
import { CONFIRMATION_VALID_MS } from '@portal/domain/alerts/alert';
import { signAlertToken } from '@portal/domain/alerts/alert-tokens';

export const CONFIRM_PATH = '/subscription/confirm';
export const UNSUBSCRIBE_PATH = '/subscription/unsubscribe';
export const MANAGE_PATH = '/alerts';

export async function confirmUrl(site: string, key: string, alertId: string, now: number) {
  const token = await signAlertToken(key, {
    purpose: 'confirm',
    alertId,
    expiresAt: now + CONFIRMATION_VALID_MS,
  });
  return `${site}${CONFIRM_PATH}?token=${token}`;
}

/** Works for as long as the alert exists: a mail read months later can still stop it. */
export async function unsubscribeUrl(site: string, key: string, alertId: string) {
  const token = await signAlertToken(key, { purpose: 'unsubscribe', alertId, expiresAt: 0 });
  return `${site}${UNSUBSCRIBE_PATH}?token=${token}`;
}
