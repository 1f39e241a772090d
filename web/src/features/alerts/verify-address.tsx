// Shown on `/alerts` to an account whose address is not verified: alerts belong to an account
// only once it has shown the address is its own (functions/src/alerts), so until then this page
// has nothing to list. It sends the verification link again and, when the person says they have
// followed it, reads the account afresh.
import { useState } from 'react';
import { useAuthActions, useSession } from '@/lib/account/session';

type Step = 'idle' | 'sending' | 'sent' | 'checking' | 'not-yet' | 'failed';

const MESSAGES: Partial<Record<Step, string>> = {
  sending: 'Sending the link...',
  sent: 'Sent. Open the link in the mail, then come back here.',
  checking: 'Checking...',
  'not-yet': 'Your address is not verified yet. Open the link in the mail we sent, then try again.',
  failed: 'That did not work. Check your connection and try again.',
};

export function VerifyAddress({ onVerified }: { onVerified(): void }) {
  const session = useSession();
  const actions = useAuthActions();
  const [step, setStep] = useState<Step>('idle');
  if (session.status !== 'signed-in' || session.user.emailVerified) return null;
  const busy = step === 'sending' || step === 'checking';

  const send = async () => {
    setStep('sending');
    try {
      await actions.sendVerification();
      setStep('sent');
    } catch {
      setStep('failed');
    }
  };
  const check = async () => {
    setStep('checking');
    try {
      if (await actions.refreshVerification()) onVerified();
      else setStep('not-yet');
    } catch {
      setStep('failed');
    }
  };

  return (
    <section className="verify-address" aria-labelledby="verify-address-heading">
      <h2 id="verify-address-heading">Verify your e-mail address</h2>
      <p>
        Your alerts are listed here once you have shown that {session.user.email ?? 'your address'}{' '}
        is yours: open the link we mail you. Alerts made before that are managed from the links in
        their mails, or listed here if you make them again.
      </p>
      <div className="verify-address-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void send()}>
          Send the link
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void check()}>
          I have verified it
        </button>
      </div>
      <p role="status" className="verify-address-status">
        {MESSAGES[step] ?? ''}
      </p>
    </section>
  );
}
