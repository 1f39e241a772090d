// Which jobs a list holds: the one description of a list. The list pages' URLs, the search
// function, the feeds and the alerts all read and write it through this module, so a list is the
// same list wherever it is named; its limits and the schema that checks a list's parameters are
// beside it (job-list-parameters.ts). No zod here: the app's first load reads a list from its URL.
import type { JobType } from './job';

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

/** Trimmed, each once, none blank, in the order given. */
export const distinctPlaces = (values: readonly string[]) => [
  ...new Set(values.map((v) => v.trim()).filter(Boolean)),
];

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
