// The board's order, in the URL like its filters: newest posted first (the default, no parameter)
// or newest confirmed open first (sort=confirmed). A native select: arrow keys choose with the
// keyboard, and a screen reader says its label and its choice.
import { CONFIRMED_SORT, type ListSort } from '@portal/domain/jobs/job-list';
import { useJobFilterControl } from '@/lib/urls/job-filter-params';

const SORT_LABELS: Record<ListSort, string> = {
  posted: 'Newest posted',
  confirmed: 'Newest confirmed open',
};

export function SortSelect() {
  const { filter, applyFilter } = useJobFilterControl();
  return (
    <SortSelectView
      sort={filter.sort ?? 'posted'}
      // Newest posted is written as no sort at all (job-list.ts).
      onChange={(sort) => applyFilter({ sort: sort === CONFIRMED_SORT ? sort : undefined })}
    />
  );
}

interface SortSelectViewProps {
  sort: ListSort;
  /** Absent while the page waits for the app (the server's paint): the select is disabled. */
  onChange?: (sort: ListSort) => void;
}

/** The order as it looks. No router needed: a page the server paints uses it. */
export function SortSelectView({ sort, onChange }: SortSelectViewProps) {
  // One a page, and the same id in the server's paint and the app's render.
  const id = 'list-sort';
  return (
    <div className="list-sort">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        name="sort"
        value={sort}
        disabled={!onChange}
        onChange={(event) => onChange?.(event.target.value as ListSort)}
      >
        {(Object.keys(SORT_LABELS) as ListSort[]).map((value) => (
          <option key={value} value={value}>
            {SORT_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
