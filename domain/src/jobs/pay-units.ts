// What pay is counted in: the currencies and periods a job's Pay may give, and how periods
// compare. Apart from pay.ts so that the reader of free-text Salary (salary-text.ts) and the rest
// of pay.ts share them without importing each other.

/** The currencies the form offers: INR first, then those an Indian job seeker meets most. */
export const PAY_CURRENCIES = [
  'INR',
  'USD',
  'EUR',
  'GBP',
  'AED',
  'SGD',
  'CAD',
  'AUD',
  'SAR',
  'QAR',
  'JPY',
  'CHF',
  'NZD',
  'HKD',
  'BRL',
] as const;
export type PayCurrency = (typeof PAY_CURRENCIES)[number];

/** How a figure in each currency is written: '₹25,000', 'AED 9,000'. */
export const CURRENCY_SYMBOLS: Record<PayCurrency, string> = {
  INR: '₹',
  USD: '$',
  EUR: '€',
  GBP: '£',
  AED: 'AED ',
  SGD: 'S$',
  CAD: 'CA$',
  AUD: 'A$',
  SAR: 'SAR ',
  QAR: 'QAR ',
  JPY: '¥',
  CHF: 'CHF ',
  NZD: 'NZ$',
  HKD: 'HK$',
  BRL: 'R$',
};

/** What a figure is paid for, in schema.org's words (QuantitativeValue's unitText). */
export const PAY_PERIODS = ['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/**
 * How many of each period make a year, to compare pay given per month with pay given per year.
 * A day and an hour are a working day's and a working hour's: 5 days a week, 8 hours a day.
 */
export const PER_YEAR: Record<PayPeriod, number> = {
  YEAR: 1,
  MONTH: 12,
  WEEK: 52,
  DAY: 260,
  HOUR: 2080,
};

/** Past any pay in any of the currencies, per any period: a figure above it is a typing slip. */
export const MAX_PAY_FIGURE = 1_000_000_000;

export type Pay =
  /** A figure (`min` alone), or a range from `min` to `max`. */
  | { kind: 'paid'; currency: PayCurrency; period: PayPeriod; min: number; max?: number }
  | { kind: 'unpaid' }
  /** The poster chose not to say. */
  | { kind: 'undisclosed' };
