// What a job pays, as a structure: figures a board can filter by and search engines can read,
// where the spec's Salary was free text. A job posted since keeps its pay in `Pay`, and its Salary
// is the text made from it (payText); a job posted before has only the text, read as pay where it
// plainly says one (payFromSalaryText), and shown as it was written.
import { z } from 'zod';
import { once } from '../once';
import {
  CURRENCY_SYMBOLS,
  MAX_PAY_FIGURE,
  PAY_CURRENCIES,
  PAY_PERIODS,
  PER_YEAR,
  type Pay,
  type PayCurrency,
  type PayPeriod,
} from './pay-units';
import { payFromSalaryText } from './salary-text';

export {
  CURRENCY_SYMBOLS,
  MAX_PAY_FIGURE,
  PAY_CURRENCIES,
  PAY_PERIODS,
  type Pay,
  type PayCurrency,
  type PayPeriod,
} from './pay-units';

export type PayKind = Pay['kind'];
export const PAY_KINDS = ['paid', 'unpaid', 'undisclosed'] as const satisfies readonly PayKind[];

/** A stored job's `Pay`, checked wherever it crosses a boundary. Built on first use (once.ts). */
export const paySchema = once(() => {
  const figure = z.number().positive().max(MAX_PAY_FIGURE);
  return z.discriminatedUnion('kind', [
    z
      .object({
        kind: z.literal('paid'),
        currency: z.enum(PAY_CURRENCIES),
        period: z.enum(PAY_PERIODS),
        min: figure,
        max: figure.optional(),
      })
      .refine((pay) => pay.max === undefined || pay.max >= pay.min, {
        error: 'The pay’s top figure is below its lowest.',
        path: ['max'],
      }),
    z.object({ kind: z.literal('unpaid') }),
    z.object({ kind: z.literal('undisclosed') }),
  ]);
}) as () => z.ZodType<Pay>;

/** 1234567 as Indian figures are grouped: 12,34,567. */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last}`;
}

/** A figure as a reader of that currency writes it: whole, or with two decimals when it has any. */
function figureText(value: number, currency: PayCurrency): string {
  const [whole, fraction] = (Number.isInteger(value) ? String(value) : value.toFixed(2)).split('.');
  const grouped =
    currency === 'INR' ? indianGrouping(whole!) : whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** Lakhs with at most two decimals, and none that are zero: 650000 is '6.5'. */
const lakhs = (value: number) => String(Math.round(value / 1000) / 100);

const PERIOD_TEXT: Record<PayPeriod, string> = {
  YEAR: 'a year',
  MONTH: 'a month',
  WEEK: 'a week',
  DAY: 'a day',
  HOUR: 'an hour',
};

/**
 * The pay as a card and a job page show it, and as a job's Salary keeps it: '₹6–8 LPA',
 * '₹25,000 a month', '$120,000–150,000 a year', 'Unpaid', 'Not disclosed'. Yearly rupees of a
 * lakh or more are in lakhs per annum, as Indian postings write them.
 */
export function payText(pay: Pay): string {
  if (pay.kind === 'unpaid') return 'Unpaid';
  if (pay.kind === 'undisclosed') return 'Not disclosed';
  const { currency, period, min, max } = pay;
  const symbol = CURRENCY_SYMBOLS[currency];
  const range = max !== undefined && max !== min;
  if (currency === 'INR' && period === 'YEAR' && min >= 100_000) {
    return `${symbol}${lakhs(min)}${range ? `–${lakhs(max)}` : ''} LPA`;
  }
  const figures = range
    ? `${figureText(min, currency)}–${figureText(max, currency)}`
    : figureText(min, currency);
  return `${symbol}${figures} ${PERIOD_TEXT[period]}`;
}

/** What a job pays: its own Pay, or what its Salary plainly says; null when neither says. */
export function payOf(job: { Pay?: Pay | undefined; Salary?: string | undefined }): Pay | null {
  return job.Pay ?? payFromSalaryText(job.Salary);
}

/**
 * The most the job pays in rupees a year (its top figure, the period converted), which the board's
 * minimum-pay filter compares: a reader asking for at least ₹7 LPA finds a job paying ₹6–8 LPA.
 * Null for any other currency (the filter converts no currency, and says so), and for a job that
 * gives no figure.
 */
export function yearlyRupees(pay: Pay | null): number | null {
  if (pay?.kind !== 'paid' || pay.currency !== 'INR') return null;
  return Math.round((pay.max ?? pay.min) * PER_YEAR[pay.period]);
}

/** The periods a reader's minimum may be given per, and how many make a year. */
export const MIN_PAY_PERIODS = ['year', 'month'] as const;
export type MinPayPeriod = (typeof MIN_PAY_PERIODS)[number];
export const perYear = (period: MinPayPeriod) => (period === 'month' ? 12 : 1);
