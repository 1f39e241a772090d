// 'Verify your company' on My Jobs: a work address, a code mailed to it, the code entered. A
// verified employer's jobs say so and wait for review less often. Free webmail is refused here
// as the server refuses it, with the same words.
import {
  ConfirmEmployerCodeInputSchema,
  EMPLOYER_CODE_MINUTES,
  SendEmployerCodeInputSchema,
} from '@portal/domain/employers/employer';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/forms/form-field';
import { StatusMessage } from '@/components/feedback/status-message';
import { VerifiedEmployer } from '@/components/job/verified-employer';
import { useFunctions } from '@/lib/firebase/firebase-services';
import type { Refusal } from '@/lib/firebase/callables';
import { confirmEmployerCode, sendEmployerCode, useVerifiedEmployer } from './api/employer';

/** A refusal's message for one field, else its message. */
function refusalFor(refusal: Refusal, field: string): string {
  const details = refusal.details;
  if (details?.reason === 'invalid-fields' && details.fields[field]) return details.fields[field];
  return refusal.message || 'That did not work. Check your connection and try again.';
}

export function VerifyEmployer({ uid }: { uid: string }) {
  const functions = useFunctions();
  const employer = useVerifiedEmployer(uid);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<{ field: 'email' | 'code'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (employer.status === 'loading') return null;
  if (employer.status === 'success' && employer.data) {
    return (
      <section className="verify-employer" aria-labelledby="verify-employer-heading">
        <h2 id="verify-employer-heading">Your company</h2>
        <VerifiedEmployer domain={employer.data.domain} className="verify-employer-badge" />
        <p>Jobs you post from now on show it.</p>
      </section>
    );
  }

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = SendEmployerCodeInputSchema.safeParse({ email });
    if (!parsed.success) {
      setError({
        field: 'email',
        message: parsed.error.issues[0]?.message ?? 'Check the address.',
      });
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await sendEmployerCode(functions, parsed.data.email);
    setBusy(false);
    if (outcome.ok) setSentTo(outcome.data.sentTo);
    else setError({ field: 'email', message: refusalFor(outcome.refusal, 'email') });
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ConfirmEmployerCodeInputSchema.safeParse({ code });
    if (!parsed.success) {
      setError({ field: 'code', message: parsed.error.issues[0]?.message ?? 'Check the code.' });
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await confirmEmployerCode(functions, parsed.data.code);
    setBusy(false);
    // Verified: the live record above takes over from this form.
    if (!outcome.ok) setError({ field: 'code', message: refusalFor(outcome.refusal, 'code') });
  };

  return (
    <section className="verify-employer" aria-labelledby="verify-employer-heading">
      <h2 id="verify-employer-heading">Verify your company</h2>
      <p>
        Jobs from a verified employer show &ldquo;Verified employer&rdquo; with your company&apos;s
        domain, and are less often held for review. We mail a code to your work address.
      </p>
      {employer.status === 'error' && (
        <StatusMessage kind="error">Whether you are verified could not be loaded.</StatusMessage>
      )}
      {sentTo === null ? (
        <form noValidate onSubmit={(event) => void send(event)} className="verify-employer-form">
          <Field
            label="Work e-mail"
            required
            hint="At your company's own domain: a Gmail or Yahoo address cannot verify a company."
            error={error?.field === 'email' ? error.message : undefined}
          >
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                value={email}
                required
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Sending...' : 'Send code'}
          </button>
        </form>
      ) : (
        <form noValidate onSubmit={(event) => void confirm(event)} className="verify-employer-form">
          <p role="status">
            We sent a code to {sentTo}. It works for {EMPLOYER_CODE_MINUTES} minutes.
          </p>
          <Field label="Code" required error={error?.field === 'code' ? error.message : undefined}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                required
                onChange={(event) => setCode(event.target.value)}
              />
            )}
          </Field>
          <div className="verify-employer-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? 'Checking...' : 'Verify'}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setSentTo(null);
                setCode('');
                setError(null);
              }}
            >
              Use another address
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
