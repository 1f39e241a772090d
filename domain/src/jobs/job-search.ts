// Job search (spec sections 4 and 5): the query and country/city filter, the search text of a
// job, and the reference matcher PostgreSQL's search index is proven against.
import { htmlToText } from './html-text';
import { companySlug } from './company';
import { RICH_TEXT_FIELDS, type Job, type JobFields } from './job';
import { filtersByPay, type JobFilter } from './job-list';
import { payOf, perYear, yearlyRupees, type Pay } from './pay';

/** The fields the search box looks in, in the spec's order (section 5). */
export const SEARCH_FIELDS = [
  'Title',
  'Company',
  'City',
  'Country',
  'Salary',
  'WorkType',
  'Experience',
  'Batch',
  'Degree',
  'Skills',
  'Responsibilities',
  'CompanyDescription',
  'Description',
  'Type',
] as const satisfies readonly (keyof JobFields)[];

export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Fields written in the rich-text editor: HTML, searched as the text a reader sees. */
const RICH_TEXT: ReadonlySet<SearchField> = new Set<SearchField>(RICH_TEXT_FIELDS);

// ---------------------------------------------------------------------------------------------
// Filter

/** Chosen places, trimmed; a blank entry is no choice, as no job's place is blank. */
function chosen(values: readonly string[]): ReadonlySet<string> {
  const set = new Set<string>();
  for (const value of values) {
    const place = placeOf(value);
    if (place) set.add(place);
  }
  return set;
}

/** False when there is nothing to filter by: then the spec has no filter (filteredJobs null). */
export function isFilterActive(filter: JobFilter): boolean {
  return (
    filter.query.trim() !== '' ||
    Boolean(filter.company) ||
    chosen(filter.countries).size > 0 ||
    chosen(filter.cities).size > 0 ||
    filtersByPay(filter)
  );
}

/**
 * What a job's match by pay reads: its Pay (a job posted since pay had a field of its own; read
 * loosely until every job type names it) and its Salary.
 */
export type PayFields = Pick<Job, 'Salary'> & { Pay?: Pay | undefined };

/** What the pay filters read of a job: whether it shows pay, and its yearly rupees. */
export interface PayFacts {
  showsPay: boolean;
  yearlyRupees: number | null;
}

/** The pay facts of a job, as the search index stores them (index-jobs.ts). */
export function payFactsOf(job: PayFields): PayFacts {
  const pay = payOf(job);
  return { showsPay: pay?.kind === 'paid', yearlyRupees: yearlyRupees(pay) };
}

/**
 * A job with these pay facts is in the filter's pay: it shows pay (if asked), and pays at least
 * the minimum in rupees (if one is given).
 */
export function inPay(facts: PayFacts, filter: Pick<JobFilter, 'showsPay' | 'minPay'>): boolean {
  if (filter.showsPay && !facts.showsPay) return false;
  if (!filter.minPay) return true;
  return (
    facts.yearlyRupees !== null &&
    facts.yearlyRupees >= filter.minPay.amount * perYear(filter.minPay.per)
  );
}

/** The query as matched: trimmed, then as `matchable` makes the text it is looked for in. */
function needleOf(filter: JobFilter): string {
  return matchable(filter.query.trim());
}

/**
 * What a search text must include for this query to match, or null when nothing can (a query
 * holding FIELD_SEPARATOR); '' matches every job.
 */
export function searchNeedle(query: string): string | null {
  const needle = matchable(query.trim());
  return needle.includes(FIELD_SEPARATOR) ? null : needle;
}

/** A place as it is matched: trimmed, storable; a blank one is no place. */
export function placeOf(value: string | undefined): string {
  return storableText(value?.trim() ?? '');
}

/** A job is in the chosen countries (if any are chosen) and in the chosen cities (if any). */
function inPlaces(
  country: string,
  city: string,
  countries: ReadonlySet<string>,
  cities: ReadonlySet<string>,
): boolean {
  return (
    (countries.size === 0 || countries.has(country)) && (cities.size === 0 || cities.has(city))
  );
}

/**
 * Joins a job's fields in its search text: no query holds it, so no match spans two fields. Not
 * NUL, which PostgreSQL cannot store: the same text is the search index's (functions/src/search).
 */
export const FIELD_SEPARATOR = '\u0001';

/** NUL, and a lone half of a surrogate pair: what PostgreSQL's text cannot hold. */
// eslint-disable-next-line no-control-regex -- NUL is the character this is about.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as it is matched: lower-cased (toLowerCase, the same in every locale), with what
 * PostgreSQL cannot hold read as U+FFFD, as a browser reads it. The same on both sides of a match,
 * so the index in PostgreSQL answers exactly as this module does.
 */
function matchable(text: string): string {
  return storableText(text.toLowerCase());
}

/** Text with NUL and lone surrogates read as U+FFFD: what PostgreSQL can store of it. */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, '\uFFFD');
}

/**
 * Everything the search box looks in for one job, lower-cased, HTML fields as text, fields
 * joined by FIELD_SEPARATOR: a query matches the job when this includes its needle.
 */
export function searchTextOf(job: Pick<Job, SearchField>): string {
  return SEARCH_FIELDS.map((field) => {
    const value = job[field] ?? '';
    return matchable(RICH_TEXT.has(field) ? htmlToText(value) : value);
  }).join(FIELD_SEPARATOR);
}

/** A job is the chosen company's (if one is chosen): its name makes the company's slug. */
function ofCompany(name: string, company: string | undefined): boolean {
  return !company || companySlug(name) === company;
}

/**
 * One job against one filter: the definition of a match. PostgreSQL's search
 * (functions/src/search) is proven against it; alerts and feeds use it for the jobs they meet.
 */
export function jobMatchesFilter(
  job: Pick<Job, SearchField> & PayFields,
  filter: JobFilter,
): boolean {
  const needle = needleOf(filter);
  if (needle.includes(FIELD_SEPARATOR)) return false;
  const place = inPlaces(
    placeOf(job.Country),
    placeOf(job.City),
    chosen(filter.countries),
    chosen(filter.cities),
  );
  return (
    place &&
    ofCompany(job.Company, filter.company) &&
    // Most filters ask no pay, and read none.
    (!filtersByPay(filter) || inPay(payFactsOf(job), filter)) &&
    (needle === '' || searchTextOf(job).includes(needle))
  );
}

/**
 * The search text of each job, built once, for matching many filters against few jobs (the
 * digest: thousands of alerts, hundreds of new jobs).
 */
export function createJobMatcher<T extends Pick<Job, SearchField> & PayFields>(jobs: readonly T[]) {
  const entries = jobs.map((job) => ({
    job,
    text: searchTextOf(job),
    country: placeOf(job.Country),
    city: placeOf(job.City),
    pay: payFactsOf(job),
  }));
  return (filter: JobFilter, include: (job: T) => boolean = () => true): T[] => {
    const needle = needleOf(filter);
    if (needle.includes(FIELD_SEPARATOR)) return [];
    const countries = chosen(filter.countries);
    const cities = chosen(filter.cities);
    const found: T[] = [];
    for (const entry of entries) {
      if (
        include(entry.job) &&
        inPlaces(entry.country, entry.city, countries, cities) &&
        ofCompany(entry.job.Company, filter.company) &&
        inPay(entry.pay, filter) &&
        (needle === '' || entry.text.includes(needle))
      ) {
        found.push(entry.job);
      }
    }
    return found;
  };
}

// ---------------------------------------------------------------------------------------------
// Place names

let collator: Intl.Collator | undefined;

/**
 * Orders place names as `localeCompare` does, with one collator for every comparison instead of
 * one each: sorting a board's cities with `localeCompare` held a phone's main thread for 30 ms.
 */
export function comparePlaceNames(a: string, b: string): number {
  collator ??= new Intl.Collator();
  return collator.compare(a, b);
}
