// What an empty search says: what was searched (and within which company), and a way to clear it.
import type { JobFilter } from '@portal/domain/jobs/job-list';
import { payFilterWords } from '@portal/domain/jobs/pay-filter';

export function describeFilter(filter: JobFilter): string {
  const parts = [
    filter.query.trim() && `“${filter.query.trim()}”`,
    filter.countries.length > 0 && `in ${filter.countries.join(', ')}`,
    filter.cities.length > 0 && `in ${filter.cities.join(', ')}`,
    payFilterWords(filter),
  ].filter(Boolean);
  return parts.join(' ');
}

export function NoMatches({
  filter,
  onClear,
  company,
}: {
  filter: JobFilter;
  onClear: () => void;
  /** The company whose jobs were searched, by name. */
  company?: string;
}) {
  return (
    <>
      <p>
        No jobs {company && `at ${company} `}match {describeFilter(filter)}.
      </p>
      <button type="button" className="button" onClick={onClear}>
        Clear filters
      </button>
    </>
  );
}
