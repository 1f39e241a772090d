// 'E-mail me jobs like these': an alert for the list's search (text, places, Job or Internship,
// pay), daily or weekly. The search starts as the list's and its pay can be set here as on the
// board (the same controls, the same reading of a minimum), so a reader on a list without a pay
// filter can still ask only for jobs that pay enough. A guest gives an address; a signed-in user's
// own is filled in. The server mails a link to confirm first, and answers the same whatever the
// address's state.
import {
  ALERT_FREQUENCIES,
  canonicalSearch,
  describeAlertSearch,
  type AlertFrequency,
  type AlertSearch,
} from '@portal/domain/alerts/alert';
import { readMinPay } from '@portal/domain/jobs/pay-filter';
import type { MinPayPeriod } from '@portal/domain/jobs/pay';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '@/components/forms/form-field';
import { PayFields } from '@/components/forms/pay-fields';
import { Modal } from '@/components/dialogs/modal';
import { NeedsNetwork } from '@/components/feedback/needs-network';
import { useToast } from '@/components/feedback/toast';
import { describeSubscribeRefusal } from './api/alert-refusals';
import { subscribe } from './api/alerts';
import { useSession } from '@/lib/account/session';
import { useOnline } from '@/lib/browser/use-online';
import { useFunctions } from '@/lib/firebase/firebase-services';
import './job-alert.css';

const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
};

interface JobAlertDialogProps {
  open: boolean;
  search: AlertSearch;
  onClose: () => void;
}

export function JobAlertDialog({ open, search, onClose }: JobAlertDialogProps) {
  return (
    <Modal open={open} title="E-mail me jobs like these" onClose={onClose}>
      {/* The modal renders it only while open: each opening starts afresh. */}
      <JobAlertForm search={search} onClose={onClose} />
    </Modal>
  );
}

function JobAlertForm({ search, onClose }: Omit<JobAlertDialogProps, 'open'>) {
  const functions = useFunctions();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { showToast } = useToast();
  const online = useOnline();
  const [email, setEmail] = useState(signedIn ? (session.user.email ?? '') : '');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [emailError, setEmailError] = useState('');
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const [showsPay, setShowsPay] = useState(Boolean(search.showsPay));
  const [amount, setAmount] = useState(search.minPay ? String(search.minPay.amount) : '');
  const [per, setPer] = useState<MinPayPeriod>(search.minPay?.per ?? 'year');
  const [payError, setPayError] = useState<string | null>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const amountField = useRef<HTMLInputElement>(null);
  const ids = useId();

  // The search as it would be kept: the list's, with the pay chosen here. What the dialog says
  // it will mail follows the choices as they are made; a minimum that cannot be read is left out
  // until it can be, and refused, with the reason, on Create alert.
  const reading = readMinPay(amount, per);
  const chosen = canonicalSearch({
    ...search,
    showsPay: showsPay || undefined,
    minPay: reading.ok ? reading.minPay : undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !online) return;
    if (!reading.ok) {
      setPayError(reading.message);
      amountField.current?.focus();
      return;
    }
    setSending(true);
    setFormError('');
    const outcome = await subscribe(functions, { email, search: chosen, frequency });
    setSending(false);
    if (outcome.ok) {
      showToast(
        `Almost done: check your inbox at ${email.trim()} and confirm this alert within 7 days.`,
        'success',
      );
      onClose();
      return;
    }
    const failure = describeSubscribeRefusal(outcome.refusal);
    if (failure.email) {
      setEmailError(failure.email);
      emailField.current?.focus();
    } else {
      setFormError(`Subscription failed: ${failure.reason}`);
    }
  };

  return (
    <form className="job-alert-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="job-alert-search">{describeAlertSearch(chosen)}</p>
      <fieldset className="pay-filter job-alert-pay">
        <legend>Pay</legend>
        <PayFields
          id={`${ids}-pay`}
          showsPay={showsPay}
          amount={amount}
          per={per}
          error={payError}
          amountRef={amountField}
          onShowsPay={setShowsPay}
          onAmount={(text) => {
            setAmount(text);
            setPayError(null);
          }}
          onPer={(period) => {
            setPer(period);
            setPayError(null);
          }}
        />
      </fieldset>
      <FormField
        ref={emailField}
        label="Your e-mail address"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={emailError}
        hint={
          signedIn
            ? 'Filled in from your account. Alerts to your account’s address are listed under Job alerts, to pause or delete.'
            : 'We first send a link to confirm it is yours; nothing else until you do.'
        }
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError('');
          setFormError('');
        }}
      />
      <fieldset className="job-alert-frequency">
        <legend>How often?</legend>
        {ALERT_FREQUENCIES.map((option) => (
          <label key={option} className="job-alert-choice">
            <input
              type="radio"
              name={`${ids}-frequency`}
              value={option}
              checked={frequency === option}
              onChange={() => setFrequency(option)}
            />
            {FREQUENCY_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <NeedsNetwork what="Creating an alert" />
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="job-alert-actions">
        <button type="submit" className="button button-primary" disabled={sending || !online}>
          {sending ? 'Creating alert...' : 'Create alert'}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
      {signedIn && (
        <p className="notice job-alert-manage">
          <Link to="/alerts" onClick={onClose}>
            See all your job alerts
          </Link>
        </p>
      )}
    </form>
  );
}
