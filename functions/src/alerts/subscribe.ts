// The `subscribe` callable: the footer's subscription and 'E-mail me jobs like these'. Double
// opt-in: it stores the alert unconfirmed and mails a link to confirm it. It answers the same
// whether the address was new, waiting, subscribed or has had its confirmations for the day, so
// it tells nobody which (store-subscription.ts has the limits).
import {
  canonicalSearch,
  SubscribeInputSchema,
  type SubscribeResult,
} from '@portal/domain/alerts/alert';
import { alertIdFor, mailboxKeyFor } from '@portal/domain/alerts/alert-tokens';
import { getAuth } from 'firebase-admin/auth';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { sendWhereNoTrigger } from '#src/mail/mail-sender';
import { adminFirestore } from '#src/platform/admin';
import { callable } from '#src/platform/callable';
import { invalidFields } from '#src/platform/refusals';
import { productName, siteUrl } from '#src/platform/site';
import { identifyCaller } from '#src/security/caller-key';
import { callerSalt } from '#src/security/caller-salt';
import { confirmationMail } from './alert-mails';
import { confirmUrl } from './alert-links';
import { ALERTS_SIGNING_KEY } from './signing-key';
import { storeSubscription } from './store-subscription';
import { SMTP_URL } from '#src/mail/mail-settings';

function parseInput(data: unknown) {
  const parsed = SubscribeInputSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    fields[field] ??= issue.message;
  }
  throw invalidFields(fields, { email: 'E-mail', search: 'Search', frequency: 'How often' });
}

/**
 * The signed-in caller, when they subscribe their own account's address. An ID token lives an
 * hour, and one issued before the address was verified still says it is not (a page that moved
 * on before its new token came, another device): then the account itself is asked.
 */
async function ownerOf(request: CallableRequest, email: string) {
  const token = request.auth?.token;
  if (!request.auth || token?.email?.toLowerCase() !== email) return null;
  const { uid } = request.auth;
  if (token.email_verified === true) return { uid, verified: true };
  const account = await getAuth().getUser(uid);
  return { uid, verified: account.emailVerified && account.email?.toLowerCase() === email };
}

export const subscribe = callable(
  'Subscribing',
  async (request): Promise<SubscribeResult> => {
    const parsed = parseInput(request.data);
    const input = { ...parsed, search: canonicalSearch(parsed.search) };
    const key = ALERTS_SIGNING_KEY.value();
    const now = Date.now();
    const alertId = await alertIdFor(key, input.email, input.search);
    const mailboxKey = await mailboxKeyFor(key, input.email);
    const db = adminFirestore('Subscribing');
    const { mailId } = await storeSubscription(db, {
      input,
      alertId,
      mailboxKey,
      callerKeys: identifyCaller(request, callerSalt()).limitKeys,
      owner: await ownerOf(request, input.email),
      now,
      confirmation: confirmationMail({
        to: input.email,
        product: productName(),
        site: siteUrl(),
        search: input.search,
        confirmUrl: await confirmUrl(siteUrl(), key, alertId, now),
      }),
    });
    if (mailId) await sendWhereNoTrigger(db, [mailId]);
    return { status: 'check-inbox' };
  },
  { secrets: [...ALERTS_SIGNING_KEY.binding(), ...SMTP_URL.binding()], limitedUse: true },
);
