// 'Stay Connected – Subscribe for Job Updates': the alert for every new job, mailed daily. An
// empty box does nothing; the server mails a link to confirm first (double opt-in). Part of the
// first load and painted by the server: what subscribing needs comes from SubscribeService,
// loaded on the first press. Its messages share one line of kept room, so nothing moves.
import { SUBSCRIBE_BANNER_MS } from '@portal/domain/constants';
import { useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { NeedsNetwork } from '@/components/feedback/needs-network';
import { useToast } from '@/components/feedback/toast';
import type { SubscribeAnswer } from './api/every-new-job';
import { SubscribeServiceContext } from './api/subscribe-service';
import { useOnline } from '@/lib/browser/use-online';

export const SUBSCRIBED_TOAST = 'Congratulations! You have subscribed to the product';
/** The confirmation link works 7 days (CONFIRMATION_VALID_MS, not imported: it brings zod). */
export const SUBSCRIBED_BANNER = 'Subscribed! Check your inbox and confirm within 7 days.';
const FAILED = 'Subscription failed';

const NOT_LOADED: SubscribeAnswer = {
  ok: false,
  failure: {
    reason: 'the page could not load what subscribing needs. Check your connection and try again.',
  },
};

export function SubscribeBox() {
  const subscribe = useContext(SubscribeServiceContext);
  const { showToast } = useToast();
  const { showError, clearError } = useErrorBanner();
  const online = useOnline();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [emailError, setEmailError] = useState('');
  // Each success is a new banner, so a second one within 3 s starts its time again.
  const [banner, setBanner] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(0), SUBSCRIBE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = email.trim();
    if (!typed || busy || !online) return;
    setBusy(true);
    setEmailError('');
    let answer: SubscribeAnswer = NOT_LOADED;
    try {
      if (subscribe) answer = await subscribe(typed);
    } catch (error) {
      console.error('Subscribing could not start', error);
    }
    setBusy(false);
    if (answer.ok) {
      clearError();
      setEmail('');
      setBanner((last) => last + 1);
      showToast(SUBSCRIBED_TOAST, 'success');
    } else if (answer.failure.email) {
      setEmailError(answer.failure.email);
      input.current?.focus();
    } else {
      showError(`${FAILED}: ${answer.failure.reason}`);
    }
  };

  // One message at a time, in room kept for it.
  const message = banner ? (
    <p className="subscribe-banner">{SUBSCRIBED_BANNER}</p>
  ) : emailError ? (
    <p id="subscribe-email-error" className="field-error" role="alert">
      {emailError}
    </p>
  ) : (
    <NeedsNetwork what="Subscribing" className="subscribe-offline" />
  );

  return (
    <form
      className="subscribe-box"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="subscribe-heading"
      noValidate
    >
      <h2 id="subscribe-heading">Stay Connected – Subscribe for Job Updates</h2>
      <div className="subscribe-row">
        <label htmlFor="subscribe-email" className="visually-hidden">
          E-mail address
        </label>
        <input
          ref={input}
          id="subscribe-email"
          type="email"
          required
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'subscribe-email-error' : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError('');
          }}
        />
        <button type="submit" className="button button-primary" disabled={busy || !online}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <div className="subscribe-status" aria-live="polite">
        {message}
      </div>
    </form>
  );
}
