// The pay controls a list is filtered by, wherever a reader sets them: the board's pay filter and
// the alert dialog's. "Shows pay", a minimum in rupees a year or a month, the note that other
// currencies are not converted, and why a typed minimum is no minimum. Controlled: the board
// applies a minimum on Apply, the dialog with the alert. The minimum is read with domain's
// readMinPay (pay-filter.ts), the same reading in both.
import type { MinPayPeriod } from '@portal/domain/jobs/pay';
import type { ReactNode, Ref } from 'react';

export const MIN_PAY_NOTE =
  'The minimum applies to pay given in rupees (INR): other currencies are not converted.';

interface PayFieldsProps {
  /** Names the controls' ids: one set a page (the board's and a dialog's may both be open). */
  id: string;
  showsPay: boolean;
  amount: string;
  per: MinPayPeriod;
  /** Why the typed minimum is no minimum, said beside it; null when it is fine. */
  error: string | null;
  /** Every control disabled: a page the server painted, waiting for the app. */
  disabled?: boolean;
  onShowsPay: (showsPay: boolean) => void;
  onAmount: (amount: string) => void;
  onPer: (per: MinPayPeriod) => void;
  /** The minimum's field, for a caller that moves the focus to it when it is wrong. */
  amountRef?: Ref<HTMLInputElement>;
  /** After the minimum's controls, on their line: the board's Apply. */
  children?: ReactNode;
}

/** The controls alone, for a form or fieldset of the caller's (the board's is `.pay-filter`). */
export function PayFields({
  id,
  showsPay,
  amount,
  per,
  error,
  disabled,
  onShowsPay,
  onAmount,
  onPer,
  amountRef,
  children,
}: PayFieldsProps) {
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  return (
    <>
      <label className="pay-filter-shown">
        <input
          type="checkbox"
          checked={showsPay}
          disabled={disabled}
          onChange={(event) => onShowsPay(event.target.checked)}
        />
        Shows pay
      </label>
      <div className="pay-filter-minimum">
        <label htmlFor={`${id}-amount`}>Minimum pay</label>
        <span className="pay-filter-amount">
          <span aria-hidden="true">₹</span>
          <input
            ref={amountRef}
            id={`${id}-amount`}
            name="minpay"
            inputMode="numeric"
            autoComplete="off"
            size={9}
            value={amount}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${noteId}` : noteId}
            onChange={(event) => onAmount(event.target.value)}
          />
        </span>
        <label htmlFor={`${id}-per`} className="visually-hidden">
          Minimum pay per
        </label>
        <select
          id={`${id}-per`}
          name="per"
          value={per}
          disabled={disabled}
          onChange={(event) => onPer(event.target.value as MinPayPeriod)}
        >
          <option value="year">a year</option>
          <option value="month">a month</option>
        </select>
        {children}
      </div>
      <p id={noteId} className="pay-filter-note">
        {MIN_PAY_NOTE}
      </p>
      {error && (
        <p id={errorId} className="pay-filter-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
