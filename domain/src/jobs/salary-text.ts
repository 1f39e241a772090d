// Reads pay from a free-text Salary, as the spec's form took it and other boards write it: a job
// posted before pay had its own field has only this to say what it pays, and search engines
// (JobPosting's baseSalary) and the pay filter read it through here. It reads what plainly states
// a figure in a currency it can name, and nothing else: no pay is better than a wrong one.
import {
  MAX_PAY_FIGURE,
  PAY_CURRENCIES,
  PER_YEAR,
  type Pay,
  type PayCurrency,
  type PayPeriod,
} from './pay-units';

/**
 * How a currency is named in a salary: symbols longest first (so 'CA$' is not read as '$'), then
 * the words that can only mean rupees. ISO codes (INR, USD...) are read as words besides.
 */
const CURRENCY_NAMES: readonly [string, PayCurrency][] = [
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['SG$', 'SGD'],
  ['S$', 'SGD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['US$', 'USD'],
  ['R$', 'BRL'],
  ['₹', 'INR'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['$', 'USD'],
];
const escape = (text: string) => text.replace(/[$]/g, '\\$');
const CURRENCY = new RegExp(
  [
    // A bare '$' after letters is some other dollar ('MX$', 'NT$'): not read as the US one.
    ...CURRENCY_NAMES.map(([name]) => (name === '$' ? '(?<![A-Za-z])\\$' : escape(name))),
    `\\b(?:${PAY_CURRENCIES.join('|')})\\b`,
    '\\bRs\\b\\.?',
    '\\brupees?\\b',
    '\\bDhs?\\b',
  ].join('|'),
  'gi',
);

/** The currency each name found stands for. */
function currencyOf(name: string): PayCurrency {
  const upper = name.toUpperCase();
  const symbol = CURRENCY_NAMES.find(([known]) => known === name)?.[1];
  if (symbol) return symbol;
  if ((PAY_CURRENCIES as readonly string[]).includes(upper)) return upper as PayCurrency;
  return upper.startsWith('DH') ? 'AED' : 'INR';
}

/** Multipliers written after a figure: '40k', '6 LPA', '₹3.5L', '1.2 Cr', '$1.2M'. */
const MULTIPLIERS: readonly [RegExp, number][] = [
  [/^(?:k|thousand)$/i, 1000],
  [/^(?:l|lakhs?|lacs?|lpa)$/i, 100_000],
  [/^(?:m|mn|million)$/i, 1_000_000],
  [/^(?:cr|crores?)$/i, 10_000_000],
];
/** Units that say rupees even with no symbol: only Indian salaries count in lakhs and crores. */
const INDIAN_UNITS = /\b(?:lpa|lakhs?|lacs?|crores?)\b|\d\s*(?:l|cr)\b/i;

/**
 * A figure and what is written right after it. Grouped with commas as anyone writes them
 * ('6,00,000', '600,000') or, in euros and francs, with dots ('45.000').
 */
const FIGURE =
  /(\d{1,3}(?:\.\d{3})+(?![\d.])|\d[\d,]*(?:\.\d+)?)(\s*(?:k|thousand|l|lakhs?|lacs?|lpa|m|mn|million|cr|crores?)\b)?(\s*\+?\s*(?:(?:months?|weeks?|days?|years?|yrs?|hours?|hrs?)\b|%))?/gi;

/** The period phrases, each with the period it names. */
const PERIODS: readonly [RegExp, PayPeriod][] = [
  [/\b(?:an? hour|per hour|hourly|p\.?h)\b|\/\s*h(?:ou)?r\b|\/\s*h\b/gi, 'HOUR'],
  [/\b(?:a day|per day|daily|per diem)\b|\/\s*day\b/gi, 'DAY'],
  [/\b(?:a week|per week|weekly|p\.?w)\b|\/\s*w(?:ee)?k\b/gi, 'WEEK'],
  [/\b(?:a month|per month|monthly|per mensem|p\.?m)\b|\/\s*(?:m(?:on)?th|mo|m)\b/gi, 'MONTH'],
  [
    /\b(?:a year|per year|per annum|p\.?a|annual(?:ly)?|yearly|lpa|ctc)\b|\/\s*(?:y(?:ea)?r|annum)\b/gi,
    'YEAR',
  ],
];

/**
 * The period the pay is given per: the first phrase at or after the first figure ('₹20,000 a
 * month, 5 days a week' is a month's), else the last before it ('Monthly stipend: ₹15,000').
 * Where none is said, rupees under a lakh are a month's (a yearly figure that small is not a
 * salary anyone posts), and anything else a year's.
 */
function periodOf(text: string, firstFigureAt: number, top: number, currency: PayCurrency) {
  const found = PERIODS.flatMap(([phrase, period]) =>
    [...text.matchAll(phrase)].map((match) => ({ at: match.index, period })),
  ).sort((a, b) => a.at - b.at);
  const after = found.find(({ at }) => at >= firstFigureAt);
  const before = found.filter(({ at }) => at < firstFigureAt).at(-1);
  const said = (after ?? before)?.period;
  if (said) return said;
  return currency === 'INR' && top < 100_000 ? 'MONTH' : 'YEAR';
}

interface Figure {
  value: number;
  /** Its own multiplier ('40k'); null when it has none. */
  multiplier: number | null;
  at: number;
  end: number;
  /** A currency is written right beside it, or a multiplier after it. */
  named: boolean;
}

const NAMED_BEFORE = new RegExp(`(?:${CURRENCY.source})[\\s:.]*$`, 'i');
const NAMED_AFTER = new RegExp(`^\\s*(?:${CURRENCY.source})`, 'i');
/** What joins the two figures of a range: '6–8', '6 - 8', '6 to 8', '$6 – $8'. */
const RANGE_JOIN = new RegExp(`^\\s*(?:-|–|—|to)\\s*(?:${CURRENCY.source})?\\s*$`, 'i');

/** The figure a match stands for, its multiplier applied; null for a count of something else. */
function figureOf(text: string, match: RegExpMatchArray, currency: PayCurrency): Figure | null {
  const [whole, digits, unit, counted] = match;
  // '6 months', '5 days a week', '2+ years', '10%': a count of something other than money.
  if (counted) return null;
  const at = match.index!;
  const end = at + whole.length;
  const dotted = /^\d{1,3}(?:\.\d{3})+$/.test(digits!) && currency !== 'INR' && !unit;
  const value = Number(dotted ? digits!.replace(/\./g, '') : digits!.replace(/,/g, ''));
  const multiplier = unit ? (MULTIPLIERS.find(([name]) => name.test(unit.trim()))?.[1] ?? 1) : null;
  const named =
    multiplier !== null ||
    NAMED_BEFORE.test(text.slice(Math.max(0, at - 8), at)) ||
    NAMED_AFTER.test(text.slice(end, end + 8));
  return { value, multiplier, at, end, named };
}

/**
 * The figures that state the pay: each named by a currency or a multiplier, or joined in a range
 * to one that is. A year or a count elsewhere in the text ('for 2026 graduates') is not pay.
 */
function payFigures(text: string, currency: PayCurrency): Figure[] {
  const figures = [...text.matchAll(FIGURE)].flatMap((match) => {
    const figure = figureOf(text, match, currency);
    return figure ? [figure] : [];
  });
  const paired = (a: Figure | undefined, b: Figure | undefined) =>
    a !== undefined && b !== undefined && RANGE_JOIN.test(text.slice(a.end, b.at));
  return figures.filter(
    (figure, i) =>
      figure.named ||
      (paired(figures[i - 1], figure) && figures[i - 1]!.named) ||
      (paired(figure, figures[i + 1]) && figures[i + 1]!.named),
  );
}

/**
 * Reads pay as a free-text Salary writes it: '₹6–10 LPA', 'INR 6-8 lakhs per annum', 'Rs.
 * 15,000/month', '$120,000 – $150,000 a year', 'USD 50/hr', '€40k a year', '¥10,400,000 a year'.
 * One currency, one or two figures; anything else ('Competitive', 'As per norms', two
 * currencies, three figures) is null.
 */
export function payFromSalaryText(text: string | undefined): Pay | null {
  if (!text) return null;
  const currencies = new Set([...text.matchAll(CURRENCY)].map(([name]) => currencyOf(name)));
  if (currencies.size === 0 && INDIAN_UNITS.test(text)) currencies.add('INR');
  if (currencies.size !== 1) return null;
  const [currency] = currencies as unknown as [PayCurrency];
  const figures = payFigures(text, currency);
  if (figures.length === 0 || figures.length > 2) return null;
  // '6–8 LPA', '15-20k': a figure with no multiplier of its own takes its pair's, when it is
  // too small to be a whole figure beside it.
  const unitOfPair = figures.find((figure) => figure.multiplier !== null)?.multiplier ?? 1;
  const amounts = figures.map(({ value, multiplier }) =>
    multiplier !== null
      ? value * multiplier
      : value < 1000 && unitOfPair > 1
        ? value * unitOfPair
        : value,
  );
  if (amounts.some((n) => !(n > 0) || n > MAX_PAY_FIGURE)) return null;
  const [min, max = min] = amounts.map((n) => Math.round(n * 100) / 100) as [number, number?];
  if (min > max) return null;
  const period = periodOf(text, figures[0]!.at, max, currency);
  // Less than a thousand a year in any currency is a stray number, not a salary.
  if (max * PER_YEAR[period] < 1000) return null;
  return { kind: 'paid', currency, period, min, ...(max !== min && { max }) };
}
