// What an empty search says: what was searched (and within which company), and a way to clear it.
import { describeMinPay, type JobFilter } from '@portal/domain/jobs/job-list';

export function describeFilter(filter: JobFilter): string {
  const parts = [
    filter.query.trim() && `“${filter.query.trim()}”`,
    filter.countries.length > 0 && `in ${filter.countries.join(', ')}`,
    filter.cities.length > 0 && `in ${filter.cities.join(', ')}`,
    filter.minPay
      ? `paying at least ${describeMinPay(filter.minPay)}`
      : filter.showsPay && 'that show pay',
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
