// The board's pay filters, in the URL like its search and places: "Shows pay" (pay=shown) and a
// minimum in rupees a year or a month (minpay=…&per=…). A minimum that cannot be read is said
// beside the field and changes nothing. The controls are shared with the alert dialog
// (components/forms/pay-fields.tsx).
import type { JobFilter } from '@portal/domain/jobs/job-list';
import { readMinPay } from '@portal/domain/jobs/pay-filter';
import type { MinPayPeriod } from '@portal/domain/jobs/pay';
import { useState, type FormEvent } from 'react';
import { PayFields } from '@/components/forms/pay-fields';
import { useJobFilterControl } from '@/lib/urls/job-filter-params';

export function PayFilter() {
  const { filter, applyFilter } = useJobFilterControl();
  return <PayFilterView filter={filter} onChange={(change) => applyFilter(change)} />;
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
  // The form starts again from the URL whenever the URL's minimum changes (Back, Clear filters),
  // in place: remounting it would take the keyboard's focus from the field or Apply.
  const applied = filter.minPay ? `${filter.minPay.amount} ${filter.minPay.per}` : '';
  const [appliedBefore, setAppliedBefore] = useState(applied);
  if (applied !== appliedBefore) {
    setAppliedBefore(applied);
    setAmount(filter.minPay ? String(filter.minPay.amount) : '');
    setPer(filter.minPay?.per ?? 'year');
    setError(null);
  }
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
  return (
    <form className="pay-filter" aria-label="Pay" onSubmit={apply} noValidate>
      <PayFields
        id={id}
        showsPay={Boolean(filter.showsPay)}
        amount={amount}
        per={per}
        error={error}
        disabled={disabled}
        onShowsPay={(showsPay) => onChange?.({ showsPay })}
        onAmount={setAmount}
        onPer={setPer}
      >
        <button type="submit" className="button button-secondary" disabled={disabled}>
          Apply
        </button>
      </PayFields>
    </form>
  );
}
