// The board's pay filters, in the URL like its search and places: "Shows pay" (pay=shown) and a
// minimum in rupees a year or a month (minpay=…&per=…). A minimum that cannot be read is said
// beside the field and changes nothing.
import { MAX_MIN_PAY, type JobFilter, type MinPay } from '@portal/domain/jobs/job-list';
import type { MinPayPeriod } from '@portal/domain/jobs/pay';
import { useState, type FormEvent } from 'react';
import { useJobFilter } from '@/lib/urls/job-filter-params';

/** What a minimum typed as '25,000' or '6 00 000' says, or why it says none. */
export function readMinPay(
  text: string,
  per: MinPayPeriod,
): { ok: true; minPay: MinPay | undefined } | { ok: false; message: string } {
  const digits = text.replace(/[\s,]/g, '');
  if (digits === '') return { ok: true, minPay: undefined };
  if (!/^\d+$/.test(digits)) {
    return {
      ok: false,
      message: 'Enter the minimum pay as a whole number of rupees, such as 25000.',
    };
  }
  const amount = Number(digits);
  if (amount < 1) return { ok: false, message: 'Enter a minimum pay of at least ₹1.' };
  if (amount > MAX_MIN_PAY) {
    return {
      ok: false,
      message: `Enter a minimum pay of at most ₹${MAX_MIN_PAY.toLocaleString('en-IN')}.`,
    };
  }
  return { ok: true, minPay: { amount, per } };
}

export function PayFilter() {
  const { filter, applyFilter } = useJobFilter();
  // The form starts again from the URL whenever the URL's minimum changes (Back, Clear filters).
  const applied = filter.minPay ? `${filter.minPay.amount} ${filter.minPay.per}` : '';
  return <PayFilterView key={applied} filter={filter} onChange={(change) => applyFilter(change)} />;
}

interface PayFilterViewProps {
  filter: Pick<JobFilter, 'showsPay' | 'minPay'>;
  /** Absent while the page waits for the app (the server's paint): the controls are disabled. */
  onChange?: (change: Pick<JobFilter, 'showsPay' | 'minPay'>) => void;
}

/** The pay filters as they look. No router needed: a page the server paints uses it. */
export function PayFilterView({ filter, onChange }: PayFilterViewProps) {
  // One a page, and the same ids in the server's paint and the app's render.
  const id = 'min-pay';
  const [amount, setAmount] = useState(filter.minPay ? String(filter.minPay.amount) : '');
  const [per, setPer] = useState<MinPayPeriod>(filter.minPay?.per ?? 'year');
  const [error, setError] = useState<string | null>(null);
  const disabled = !onChange;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const read = readMinPay(amount, per);
    if (!read.ok) {
      setError(read.message);
      return;
    }
    setError(null);
    onChange?.({ minPay: read.minPay });
  };
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  return (
    <form className="pay-filter" aria-label="Pay" onSubmit={apply} noValidate>
      <label className="pay-filter-shown">
        <input
          type="checkbox"
          checked={Boolean(filter.showsPay)}
          disabled={disabled}
          onChange={(event) => onChange?.({ showsPay: event.target.checked })}
        />
        Shows pay
      </label>
      <div className="pay-filter-minimum">
        <label htmlFor={`${id}-amount`}>Minimum pay</label>
        <span className="pay-filter-amount">
          <span aria-hidden="true">₹</span>
          <input
            id={`${id}-amount`}
            name="minpay"
            inputMode="numeric"
            autoComplete="off"
            size={9}
            value={amount}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${noteId}` : noteId}
            onChange={(event) => setAmount(event.target.value)}
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
          onChange={(event) => setPer(event.target.value as MinPayPeriod)}
        >
          <option value="year">a year</option>
          <option value="month">a month</option>
        </select>
        <button type="submit" className="button button-secondary" disabled={disabled}>
          Apply
        </button>
      </div>
      <p id={noteId} className="pay-filter-note">
        The minimum applies to pay given in rupees (INR): other currencies are not converted.
      </p>
      {error && (
        <p id={errorId} className="pay-filter-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
