// The page the server painted (painted-board.ts) as the first stretch of the list it is of: the
// unsearched board of its type, or a company's unsearched list. Apart from painted-board.ts,
// which is part of the first load: this reads the list's filter with domain's matcher module.
import type { PaintedBoard } from '@portal/domain/pages/painted-board';
import { isFilterActive } from '@portal/domain/jobs/job-search';
import type { ListStretch, StretchRequest } from './list-stretch';
import { paintedBoard, paintedCompanyPage } from './painted-board';

/** The painted first page of the unsearched list this query names, if there is one. */
function paintedPageOf({
  company,
  ...query
}: StretchRequest['query']): PaintedBoard['page'] | null {
  if (isFilterActive(query)) return null;
  if (!company) return query.type ? paintedBoard(query.type) : null;
  return query.type === null ? paintedCompanyPage(company) : null;
}

/** The painted page as this stretch of a list, when the stretch is exactly that page. */
export function paintedStretch(request: StretchRequest | null): ListStretch | null {
  if (!request || request.start !== 0) return null;
  const page = paintedPageOf(request.query);
  if (!page || request.count !== page.pageSize) return null;
  return { jobs: page.jobs, total: page.total };
}
