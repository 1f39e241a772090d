// Which jobs a list holds: the one description of a list. The list pages' URLs, the search
// function, the feeds and the alerts all read and write it through this module, so a list is the
// same list wherever it is named; its limits and the schema that checks a list's parameters are
// beside it (job-list-parameters.ts). No zod here: the app's first load reads a list from its URL.
import type { JobType } from './job';
import type { MinPayPeriod } from './pay';

/** Which jobs, whatever their type: the search box, the chosen places, a company. */
export interface JobFilter {
  /** As typed; blank is no search. */
  query: string;
  /** Blank entries are no choice. */
  countries: readonly string[];
  cities: readonly string[];
  /** A company's slug (company.ts); absent or '' is any company. */
  company?: string;
  /** Only jobs that say what they pay: a figure, in any currency (pay.ts, payOf). */
  showsPay?: boolean;
  /**
   * Only jobs paying at least `amount` rupees per `per`: their top figure, per year
   * (yearlyRupees), is at least `amount × perYear(per)`. Pay in other currencies is not
   * converted, so a minimum lists only jobs paying in rupees.
   */
  minPay?: MinPay;
  /**
   * The list's order: absent (or 'posted') is newest posted first, by `createdAt`; 'confirmed' is
   * newest confirmed open first, by the latest time each job was known to be open (knownOpenAt:
   * its `confirmedAt`, else its `createdAt`). Which jobs a list holds does not depend on it.
   */
  sort?: ListSort;
}

/** A list's orders; the first, newest posted, is the default and is written nowhere in a URL. */
export const LIST_SORTS = ['posted', 'confirmed'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** `sort`'s one value in a URL: newest confirmed open first. */
export const CONFIRMED_SORT = 'confirmed' satisfies ListSort;

/** Whether a list is in newest-confirmed order, which no job document holds a field for. */
export const sortsByConfirmed = (filter: Pick<JobFilter, 'sort'>) => filter.sort === CONFIRMED_SORT;

/** A reader's minimum pay: whole rupees per year or per month. */
export interface MinPay {
  amount: number;
  per: MinPayPeriod;
}

/** A list: which jobs, of which type (null: jobs and internships both). */
export interface JobList extends JobFilter {
  type: JobType | null;
}

export const EMPTY_FILTER: JobFilter = { query: '', countries: [], cities: [] };

/** The query-string parameters of a list, in the order a list's URL writes them. */
export const LIST_PARAMETERS = [
  'type',
  'q',
  'country',
  'city',
  'company',
  'pay',
  'minpay',
  'per',
  'sort',
] as const;

/** `pay`'s one value: only jobs that show their pay. */
export const SHOWS_PAY = 'shown';

/** Trimmed, each once, none blank, in the order given. */
export const distinctPlaces = (values: readonly string[]) => [
  ...new Set(values.map((v) => v.trim()).filter(Boolean)),
];

/**
 * A list's query string, in one order (type, q, countries, cities, company, pay, minpay, per,
 * sort), leaving out what is blank or default (`per=year`, newest posted): the same list is always
 * the same URL, so the CDN answers repeats. `type` is left out where the path names it
 * (`/internships`).
 */
export function listSearchParams(list: Partial<JobList>, { type = true } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (type && list.type) params.set('type', list.type);
  if (list.query?.trim()) params.set('q', list.query.trim());
  for (const country of distinctPlaces(list.countries ?? []).sort()) {
    params.append('country', country);
  }
  for (const city of distinctPlaces(list.cities ?? []).sort()) params.append('city', city);
  if (list.company) params.set('company', list.company);
  if (list.showsPay) params.set('pay', SHOWS_PAY);
  if (list.minPay) {
    params.set('minpay', String(list.minPay.amount));
    if (list.minPay.per !== 'year') params.set('per', list.minPay.per);
  }
  if (sortsByConfirmed(list)) params.set('sort', CONFIRMED_SORT);
  return params;
}

/**
 * The highest minimum a list may ask for, in rupees per year or per month: pay.ts's
 * MAX_PAY_FIGURE, past any pay (the same number: this module loads no zod, pay.ts does).
 */
export const MAX_MIN_PAY = 1_000_000_000;

/**
 * The minimum a URL's `minpay` and `per` say, or undefined when they say none a list can hold:
 * a whole number of rupees from 1 (job-list-parameters.ts says why others are refused).
 */
function minPayOf(minpay: string | null, per: string | null): MinPay | undefined {
  if (minpay === null || !/^\d+$/.test(minpay)) return undefined;
  const amount = Number(minpay);
  if (amount < 1 || amount > MAX_MIN_PAY) return undefined;
  if (per !== null && per !== 'year' && per !== 'month') return undefined;
  return { amount, per: per ?? 'year' };
}

/**
 * Reads the filter a list page's URL carries
 * (`?q=…&country=…&city=…&pay=shown&minpay=…&per=…&sort=confirmed`), unchecked: a pay filter it
 * cannot read is no pay filter, and a sort it does not know is the default order.
 */
export function filterFromSearch(search: string | URLSearchParams): JobFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filter: JobFilter = {
    query: params.get('q') ?? '',
    countries: distinctPlaces(params.getAll('country')),
    cities: distinctPlaces(params.getAll('city')),
  };
  if (params.get('pay') === SHOWS_PAY) filter.showsPay = true;
  const minPay = minPayOf(params.get('minpay'), params.get('per'));
  if (minPay) filter.minPay = minPay;
  if (params.get('sort') === CONFIRMED_SORT) filter.sort = CONFIRMED_SORT;
  return filter;
}

/** The minimum a list asks, as a reader says it: '₹25,000 a month' (Indian grouping). */
export function describeMinPay({ amount, per }: MinPay): string {
  return `₹${amount.toLocaleString('en-IN')} a ${per}`;
}

/** Whether a list filters by pay: Firestore cannot answer it (pay is derived from the job). */
export const filtersByPay = (filter: Pick<JobFilter, 'showsPay' | 'minPay'>) =>
  Boolean(filter.showsPay || filter.minPay);
