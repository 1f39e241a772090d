// Who is a moderator: the `moderator` custom claim on their Firebase Auth account. The rules read
// it from the ID token; the moderation functions read the account itself, so a revoked moderator
// is refused at once, not when their token next refreshes.
import { MODERATOR_CLAIM } from '@portal/domain/moderation/moderation-actions';
import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';

export interface Moderator {
  uid: string;
  email: string | null;
}

const NOT_A_MODERATOR = 'Only moderators can do this.';

/** The calling moderator, or a refusal for a guest or anyone else. */
export async function requireModerator(request: CallableRequest, auth: Auth): Promise<Moderator> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', `Log in first. ${NOT_A_MODERATOR}`);
  if (request.auth?.token[MODERATOR_CLAIM] !== true) {
    throw new HttpsError('permission-denied', NOT_A_MODERATOR);
  }
  const account = await auth.getUser(uid);
  if (account.customClaims?.[MODERATOR_CLAIM] !== true || account.disabled) {
    throw new HttpsError('permission-denied', NOT_A_MODERATOR);
  }
  return { uid, email: account.email ?? null };
}

/**
 * Makes the account with this address a moderator, or no longer one. Revoking also ends its
 * sessions, so the rules stop letting it read the queue too.
 */
export async function setModerator(auth: Auth, email: string, moderator: boolean) {
  const account = await auth.getUserByEmail(email);
  const claims = { ...account.customClaims };
  if (moderator) claims[MODERATOR_CLAIM] = true;
  else delete claims[MODERATOR_CLAIM];
  await auth.setCustomUserClaims(account.uid, claims);
  if (!moderator) await auth.revokeRefreshTokens(account.uid);
  return { uid: account.uid, email: account.email ?? email };
}
