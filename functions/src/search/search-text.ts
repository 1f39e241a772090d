// The search text as the index stores it: domain's (searchTextOf), led by the job's type.
import type { Job, JobType } from '@portal/domain/jobs/job';
import { FIELD_SEPARATOR, searchTextOf, type SearchField } from '@portal/domain/jobs/job-search';

/**
 * A list's type as its rows' search text begins: 'job' or 'internship' (SQL's `lower(type)`, in
 * search-schema.ts's change of format, says the same).
 */
export const typeKey = (type: JobType): string => type.toLowerCase();

/**
 * `typeKey`, the field separator, then domain's search text. A list's pattern then names its
 * type ('job␁%intern%'), so the planner's statistics, sampled over whole texts, see that a word
 * in most internships is in almost no job; the type at the end, as domain joins the fields, hid
 * that, and the Jobs board's 'intern' walked all 70,000 jobs newest first to find none (240 ms,
 * and as long again to count them). Type stays a searched field: domain's text still ends
 * with it, and a needle can never span the separator, so leading with it matches nothing new.
 */
export function indexedSearchText(job: Pick<Job, SearchField>): string {
  return `${typeKey(job.Type)}${FIELD_SEPARATOR}${searchTextOf(job)}`;
}
