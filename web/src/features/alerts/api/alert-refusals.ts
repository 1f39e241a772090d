// What a refused alert call means, in the user's words: for subscribing (the footer and the
// alert dialog) and for changing an alert on /alerts.
import { isServerTrouble, retryTimeText, type Refusal } from '@/lib/firebase/callables';

export interface SubscribeFailure {
  /** The address's own problem, to show at the e-mail field. */
  email?: string;
  /** Why, to follow 'Subscription failed: '. */
  reason: string;
}

export function describeSubscribeRefusal(refusal: Refusal, now = new Date()): SubscribeFailure {
  const { details } = refusal;
  if (details?.reason === 'invalid-fields') {
    const { email, search } = details.fields;
    if (email) return { email, reason: email };
    if (search) return { reason: `this search cannot be kept as an alert. ${search}` };
    return { reason: refusal.message || 'the request was refused as it was sent.' };
  }
  if (details?.reason === 'rate-limited') {
    const when = retryTimeText(details.retryAt, now);
    return {
      reason:
        details.scope === 'caller'
          ? `you have subscribed several times in a short time. You can subscribe again ${when}.`
          : `too many people are subscribing right now. Please try again ${when}.`,
    };
  }
  if (isServerTrouble(refusal)) {
    return {
      reason:
        'the server could not be reached or could not answer. Check your connection and try again in a moment.',
    };
  }
  return { reason: refusal.message || 'please try again later.' };
}

/**
 * Why a call about one of the user's alerts (list, pause, frequency, delete) was refused, in
 * sentences that follow what did not happen ('The alert was not deleted.').
 */
export function describeChangeRefusal(refusal: Refusal, now = new Date()): string {
  const { details } = refusal;
  if (refusal.code === 'not-found') {
    return 'This alert no longer exists: it may have been unsubscribed from one of its mails.';
  }
  if (refusal.code === 'unauthenticated') {
    return 'Your session has ended. Log in again to manage your alerts.';
  }
  if (details?.reason === 'rate-limited') {
    return `You have changed your alerts many times in a short time. You can try again ${retryTimeText(details.retryAt, now)}.`;
  }
  if (isServerTrouble(refusal)) {
    return 'The server could not be reached or could not answer. Check your connection and try again.';
  }
  return refusal.message || 'Please try again.';
}
