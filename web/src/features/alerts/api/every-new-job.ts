// The footer's subscription: the alert for every new job (no search), mailed daily. Loaded only
// when the footer's box is used, so neither zod nor Firebase's functions SDK is in the first load.
import type { Functions } from 'firebase/functions';
import { describeSubscribeRefusal, type SubscribeFailure } from './alert-refusals';
import { subscribe } from './alerts';

export type SubscribeAnswer = { ok: true } | { ok: false; failure: SubscribeFailure };

export async function subscribeToEveryNewJob(
  functions: Functions,
  email: string,
): Promise<SubscribeAnswer> {
  const outcome = await subscribe(functions, { email, search: null, frequency: 'daily' });
  return outcome.ok
    ? { ok: true }
    : { ok: false, failure: describeSubscribeRefusal(outcome.refusal) };
}
