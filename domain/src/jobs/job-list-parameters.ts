// A list's query-string parameters checked, and the limits they are checked against: what the
// search function, the feeds and the alerts accept of a list (job-list.ts). Apart from the list
// itself so that reading a list from a URL (the app's first load) does not load zod.
import { z } from 'zod';
import { isCompanySlug, MAX_COMPANY_SLUG_LENGTH } from './company';
import { JOB_LIMITS, JOB_TYPES } from './job';
import { CONFIRMED_SORT, distinctPlaces, MAX_MIN_PAY, SHOWS_PAY, type JobList } from './job-list';
import { MIN_PAY_PERIODS } from './pay';
import { once } from '../once';

/**
 * A company slug as a URL or a query string carries it: already in the form companySlug makes.
 * This module's schemas are built on first use (once.ts): the app loads it with a board's first
 * page, whose cards need the limits, not the schemas.
 */
export const companySlugSchema = once(() =>
  z
    .string()
    .min(1, { error: 'company must name a company.' })
    .max(MAX_COMPANY_SLUG_LENGTH, {
      error: `company must be at most ${MAX_COMPANY_SLUG_LENGTH} characters.`,
    })
    .refine(isCompanySlug, {
      error: 'company must be a company’s slug, as its page’s address gives it.',
    }),
);

export const LIST_LIMITS = {
  /** Longer than any search a person types; past it, a search is refused, not cut. */
  query: 200,
  /** As many places of each kind as one list may name. */
  places: 20,
  /** A place's name: no job's is longer. */
  place: JOB_LIMITS.shortText,
} as const;

const givenOnce = (name: string) => ({ error: `${name} may be given only once.` });

const places = (name: string, plural: string) =>
  z
    .array(
      z.string().max(LIST_LIMITS.place, {
        error: `Each ${name} must be at most ${LIST_LIMITS.place} characters.`,
      }),
    )
    .max(LIST_LIMITS.places, { error: `At most ${LIST_LIMITS.places} ${plural} may be chosen.` });

/** A list's parameters as grouped from a query string (query-parameters.ts), each checked. */
export const listParametersSchema = once(() =>
  z.object({
    type: z
      .array(z.enum(JOB_TYPES, { error: `type must be ${JOB_TYPES.join(' or ')}.` }))
      .max(1, { error: `type must be given once: ${JOB_TYPES.join(' or ')}.` }),
    q: z
      .array(
        z.string().max(LIST_LIMITS.query, {
          error: `The search must be at most ${LIST_LIMITS.query} characters.`,
        }),
      )
      .max(1, givenOnce('q')),
    country: places('country', 'countries'),
    city: places('city', 'cities'),
    company: z.array(companySlugSchema()).max(1, givenOnce('company')),
    pay: z
      .array(z.literal(SHOWS_PAY, { error: `pay must be ${SHOWS_PAY}.` }))
      .max(1, givenOnce('pay')),
    minpay: z
      .array(
        z
          .string()
          .regex(/^\d+$/, { error: 'minpay must be a whole number of rupees.' })
          .transform(Number)
          .pipe(
            z
              .number()
              .min(1, { error: 'minpay must be at least 1 rupee.' })
              .max(MAX_MIN_PAY, {
                error: `minpay must be at most ${MAX_MIN_PAY} rupees.`,
              }),
          ),
      )
      .max(1, givenOnce('minpay')),
    per: z
      .array(z.enum(MIN_PAY_PERIODS, { error: `per must be ${MIN_PAY_PERIODS.join(' or ')}.` }))
      .max(1, givenOnce('per')),
    // Newest posted is the default, written nowhere: `sort=posted` would make a second URL of the
    // same list, which the CDN would keep apart.
    sort: z
      .array(
        z.literal(CONFIRMED_SORT, {
          error: `sort must be ${CONFIRMED_SORT} (newest confirmed open first); without sort, the newest posted come first.`,
        }),
      )
      .max(1, givenOnce('sort')),
  }),
);

type ListValues = z.infer<ReturnType<typeof listParametersSchema>>;

/**
 * The rules between a list's parameters, added to a schema built on listParametersSchema (zod
 * cannot extend a schema once it has refinements): `per` says what `minpay` is per, so it is
 * refused without one.
 */
export function withListRules<T extends z.ZodType<ListValues>>(schema: T) {
  return schema.refine((values) => values.per.length === 0 || values.minpay.length === 1, {
    error: 'per may be given only with minpay.',
  });
}

/** The list the checked parameters name. */
export function listOf(values: ListValues): JobList {
  const list: JobList = {
    type: values.type[0] ?? null,
    query: values.q[0] ?? '',
    countries: distinctPlaces(values.country),
    cities: distinctPlaces(values.city),
  };
  if (values.company[0]) list.company = values.company[0];
  if (values.pay[0]) list.showsPay = true;
  if (values.minpay[0] !== undefined) {
    list.minPay = { amount: values.minpay[0], per: values.per[0] ?? 'year' };
  }
  if (values.sort[0]) list.sort = values.sort[0];
  return list;
}
