// Which jobs a list holds: the one description of a list, with its limits. The list pages' URLs,
// the search function, the feeds and the alerts all read and write it through this module, so a
// list is the same list wherever it is named.
import { z } from 'zod';
import { CompanySlugSchema } from './company';
import { JOB_LIMITS, JOB_TYPES, type JobType } from './job';

export const LIST_LIMITS = {
  /** Longer than any search a person types; past it, a search is refused, not cut. */
  query: 200,
  /** As many places of each kind as one list may name. */
  places: 20,
  /** A place's name: no job's is longer. */
  place: JOB_LIMITS.shortText,
} as const;

/** Which jobs, whatever their type: the search box, the chosen places, a company. */
export interface JobFilter {
  /** As typed; blank is no search. */
  query: string;
  /** Blank entries are no choice. */
  countries: readonly string[];
  cities: readonly string[];
  /** A company's slug (company.ts); absent or '' is any company. */
  company?: string;
}

/** A list: which jobs, of which type (null: jobs and internships both). */
export interface JobList extends JobFilter {
  type: JobType | null;
}

export const EMPTY_FILTER: JobFilter = { query: '', countries: [], cities: [] };

/** The query-string parameters of a list, in the order a list's URL writes them. */
export const LIST_PARAMETERS = ['type', 'q', 'country', 'city', 'company'] as const;

const once = (name: string) => ({ error: `${name} may be given only once.` });

const places = (name: string, plural: string) =>
  z
    .array(
      z.string().max(LIST_LIMITS.place, {
        error: `Each ${name} must be at most ${LIST_LIMITS.place} characters.`,
      }),
    )
    .max(LIST_LIMITS.places, { error: `At most ${LIST_LIMITS.places} ${plural} may be chosen.` });

/** A list's parameters as grouped from a query string (query-parameters.ts), each checked. */
export const ListParametersSchema = z.object({
  type: z
    .array(z.enum(JOB_TYPES, { error: `type must be ${JOB_TYPES.join(' or ')}.` }))
    .max(1, { error: `type must be given once: ${JOB_TYPES.join(' or ')}.` }),
  q: z
    .array(
      z.string().max(LIST_LIMITS.query, {
        error: `The search must be at most ${LIST_LIMITS.query} characters.`,
      }),
    )
    .max(1, once('q')),
  country: places('country', 'countries'),
  city: places('city', 'cities'),
  company: z.array(CompanySlugSchema).max(1, once('company')),
});

/** Trimmed, each once, none blank, in the order given. */
export const distinctPlaces = (values: readonly string[]) => [
  ...new Set(values.map((v) => v.trim()).filter(Boolean)),
];

/** The list the checked parameters name. */
export function listOf(values: z.infer<typeof ListParametersSchema>): JobList {
  const list: JobList = {
    type: values.type[0] ?? null,
    query: values.q[0] ?? '',
    countries: distinctPlaces(values.country),
    cities: distinctPlaces(values.city),
  };
  if (values.company[0]) list.company = values.company[0];
  return list;
}

/**
 * A list's query string, in one order (type, q, countries, cities, company), leaving out what is
 * blank: the same list is always the same URL, so the CDN answers repeats. `type` is left out
 * where the path names it (`/internships`).
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
  return params;
}

/** Reads the filter a list page's URL carries (`?q=…&country=…&city=…`), unchecked. */
export function filterFromSearch(search: string | URLSearchParams): JobFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    query: params.get('q') ?? '',
    countries: distinctPlaces(params.getAll('country')),
    cities: distinctPlaces(params.getAll('city')),
  };
}
