// The first page the server painted into `/`, `/internships` or a company's page (a first
// visit), read from the page before the app's first render. The list starts from it, so the
// app's first render shows the same cards the HTML did and asks the search index for nothing it
// already has; Firestore's live page replaces it as soon as its server answers, as it does any
// copy from the index. Types only: it is part of the first load, and the page's data is read and
// checked (zod) by painted-board-view.tsx (a company's by features/company), which loads only
// when there is one; a list's stretch finds its painted page through painted-stretch.ts, which
// the first load does without (its matcher brings zod).
import type { JobType } from '@portal/domain/jobs/job';
import type { PaintedBoard } from '@portal/domain/pages/painted-board';

let painted: PaintedBoard | null = null;
/** A company's painted first page (features/company), the same for its list. */
let paintedCompany: { slug: string; page: PaintedBoard['page'] } | null = null;

/** The board the page carries, read and checked; null for none (and after a server render). */
export function setPaintedBoard(board: PaintedBoard | null): void {
  painted = board;
}

/** The painted first page of this type's unsearched board, if there is one. */
export function paintedBoard(type: JobType): PaintedBoard['page'] | null {
  return painted?.type === type ? painted.page : null;
}

/** The company page the page carries, read and checked; null for none. */
export function setPaintedCompanyPage(company: typeof paintedCompany): void {
  paintedCompany = company;
}

/** The painted first page of this company's unsearched list, if there is one. */
export function paintedCompanyPage(slug: string): PaintedBoard['page'] | null {
  return paintedCompany?.slug === slug ? paintedCompany.page : null;
}
