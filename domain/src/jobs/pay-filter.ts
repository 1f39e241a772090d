// A list's pay filter as a reader meets it: a minimum typed into a field (the board's and the
// alert dialog's, one reading for both), and the filter said in words (the alerts and the feeds
// name it the same way). No zod: the board's first load reads it.
import { describeMinPay, MAX_MIN_PAY, type JobFilter, type MinPay } from './job-list';
import type { MinPayPeriod } from './pay';

export type MinPayReading =
  { ok: true; minPay: MinPay | undefined } | { ok: false; message: string };

/**
 * What a minimum typed as '25,000' or '6 00 000' says (blank: no minimum), or why it says none:
 * '25k', '-5' and '2.5' are refused rather than guessed at.
 */
export function readMinPay(text: string, per: MinPayPeriod): MinPayReading {
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

/**
 * The pay a list asks for, in words that follow what it lists: 'paying at least ₹25,000 a
 * month', 'that show pay', or '' when it asks none. A minimum says it all: only jobs that show a
 * figure can pay at least one.
 */
export function payFilterWords(filter: Pick<JobFilter, 'showsPay' | 'minPay'>): string {
  if (filter.minPay) return `paying at least ${describeMinPay(filter.minPay)}`;
  return filter.showsPay ? 'that show pay' : '';
}
