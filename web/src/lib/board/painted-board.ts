// The first page the server painted into `/` or `/internships` (a first visit), read from the
// page before the app's first render. The list starts from it, so the app's first render shows
// the same cards the HTML did and asks the search index for nothing it already has; Firestore's
// live page replaces it as soon as its server answers, as it does any copy from the index.
// Types only: it is part of the first load, and the page's data is read and checked (zod) by
// painted-board-view.tsx, which loads only when there is one.
import type { JobType } from '@portal/domain/jobs/job';
import type { PaintedBoard } from '@portal/domain/pages/painted-board';
import type { ListStretch, StretchRequest } from './list-stretch';

let painted: PaintedBoard | null = null;

/** The board the page carries, read and checked; null for none (and after a server render). */
export function setPaintedBoard(board: PaintedBoard | null): void {
  painted = board;
}

/** The painted first page of this type's unsearched board, if there is one. */
export function paintedBoard(type: JobType): PaintedBoard['page'] | null {
  return painted?.type === type ? painted.page : null;
}

/** The painted page as this stretch of a list, when the stretch is exactly that page. */
export function paintedStretch(request: StretchRequest | null): ListStretch | null {
  if (!request?.query.type) return null;
  const page = paintedBoard(request.query.type);
  // Not job-search's isFilterActive: that module's imports load zod, and this is the first load.
  const { query, countries, cities, company } = request.query;
  const unsearched = !query.trim() && !company && countries.length === 0 && cities.length === 0;
  if (!page || !unsearched || request.start !== 0 || request.count !== page.pageSize) return null;
  return { jobs: page.jobs, total: page.total };
}
