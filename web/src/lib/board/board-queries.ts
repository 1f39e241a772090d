// The Firestore side of a job list: one page of one type's open jobs, newest first, with the
// chosen countries and cities as `in` filters, and its count. A search, and any page past the
// first, is answered by the search function instead (board-api.ts): Firestore cannot match
// substrings, and a page past the first would need a cursor only the search index can give.
import type { JobType } from '@portal/domain/jobs/job';
import {
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import type { JobFilter } from '@portal/domain/jobs/job-list';
import { jobsCollection, type StoredJob } from '@/lib/jobs/jobs';

/** Firestore's limit on the disjunctions (every combination of `in` values) of one query. */
const MAX_DISJUNCTIONS = 30;

/** Whether Firestore can list this filter: no search text, and few enough place combinations. */
export function firestoreCanList(filter: JobFilter): boolean {
  // A company is its name's slug, which no job document holds.
  if (filter.query.trim() !== '' || filter.company) return false;
  return (
    Math.max(1, filter.countries.length) * Math.max(1, filter.cities.length) <= MAX_DISJUNCTIONS
  );
}

function placeConstraints(filter: JobFilter): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filter.countries.length > 0) constraints.push(where('Country', 'in', [...filter.countries]));
  if (filter.cities.length > 0) constraints.push(where('City', 'in', [...filter.cities]));
  return constraints;
}

/** Jobs created at or after `from` and before `before`; null leaves that end open. */
export interface CreatedRange {
  from: Date | null;
  before: Date | null;
}

function rangeConstraints({ from, before }: CreatedRange): QueryConstraint[] {
  return [
    ...(from ? [where('createdAt', '>=', from)] : []),
    ...(before ? [where('createdAt', '<', before)] : []),
  ];
}

/**
 * The open jobs of a type (null: both) in the chosen places, newest first (ties by id, newest id first, as
 * the search index orders them), within `range` when given. `size` is at most MAX_QUERY_LIMIT
 * on a server (the rules refuse more); null, every one, is for offline mode's cache alone, which
 * no server answers. Its indexes are in firestore.indexes.json (a range on `createdAt`, the field
 * they order by, needs none of its own).
 */
export function listQuery(
  db: Firestore,
  type: JobType | null,
  filter: JobFilter,
  size: number | null,
  range: CreatedRange = { from: null, before: null },
): Query<StoredJob> {
  return query(
    jobsCollection(db),
    where('status', '==', 'active'),
    ...(type ? [where('Type', '==', type)] : []),
    ...placeConstraints(filter),
    ...rangeConstraints(range),
    orderBy('createdAt', 'desc'),
    ...(size === undefined || size === null ? [] : [limit(size)]),
  );
}
