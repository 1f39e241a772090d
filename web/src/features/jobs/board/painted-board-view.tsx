// The first page of `/` or `/internships` as the server paints it and as the app first renders
// it, before Firebase and the board's own code have loaded: the board's controls and its cards,
// every button waiting (disabled until the page takes over), laid out exactly as the live board
// will be, so taking over moves nothing. Loaded only when the page holds what the server painted,
// where the view takes over the nodes the browser parsed from the server's render of it.
import { LIST_PAGE_SIZE, PAINTED_BOARD_ELEMENT_ID } from '@portal/domain/constants';
import { parsePaintedBoard } from '@portal/domain/pages/painted-board';
import { pageCountOf, type BoardPage } from '@portal/domain/jobs/board-query';
import type { JobType } from '@portal/domain/jobs/job';
import { Pager } from '@/components/forms/pager';
import { StatusMessage } from '@/components/feedback/status-message';
import { keepBoardPage } from '@/lib/board/board-api';
import { setPaintedBoard } from '@/lib/board/painted-board';
import { BoardShell } from './board-shell';
import { registerPaintedBoardView } from './board-route-loading';
import { FilterMenuView } from './filter-menu';
import { WaitingJobList } from '@/components/job/waiting-job-list';

export function PaintedBoardView({ type, page }: { type: JobType; page: BoardPage }) {
  return (
    <BoardShell type={type}>
      <div className="board-controls">
        <FilterMenuView type={type} showSaved={false} />
      </div>
      <div className="results">
        {page.jobs.length === 0 ? (
          // As the live board says it (job-list.tsx).
          <StatusMessage kind="empty">No jobs available.</StatusMessage>
        ) : (
          <WaitingJobList jobs={page.jobs} />
        )}
        <Pager
          page={1}
          pageCount={pageCountOf(page.total, LIST_PAGE_SIZE)}
          onPageChange={() => {}}
          label="Job list pages"
          waiting
        />
      </div>
    </BoardShell>
  );
}

/**
 * The painted board's own nodes, as the browser parsed them from the server's HTML. The app's
 * first render clears the page and would build the same 90 cards again, element by element, on
 * a phone's main thread: instead its view takes these nodes over whole. They are the server's
 * render of PaintedBoardView, its controls already waiting (wait-for-the-app.ts).
 */
let paintedNodes: readonly Node[] = [];

function adoptPaintedNodes(section: HTMLElement | null): void {
  if (section && paintedNodes[0]?.parentNode !== section) section.append(...paintedNodes);
}

/**
 * Its content is none of React's business: when the app takes over the painted page as it is
 * (hydration), the painted section stays with all it holds, untouched; when this view is built
 * anew, its section starts empty and adopts the nodes.
 */
const CONTENT_KEPT = { __html: '' };

/** PaintedBoardView as the browser already has it: the board's section, its content adopted. */
function AdoptedBoardView() {
  return (
    <section
      aria-labelledby="board-heading"
      ref={adoptPaintedNodes}
      dangerouslySetInnerHTML={CONTENT_KEPT}
    />
  );
}

/** Each painted card's <article>, by its job's id (its heading's id names it: job-card-view.tsx). */
function cardsById(section: Element, jobs: readonly { id: string }[]): Map<string, Element> {
  const cards = new Map<string, Element>();
  for (const article of section.querySelectorAll('article.job-card')) {
    const id = /^job-(.+)-title$/.exec(article.getAttribute('aria-labelledby') ?? '')?.[1];
    if (id && jobs.some((job) => job.id === id)) cards.set(id, article);
  }
  return cards;
}

/**
 * Reads the board the page carries and registers its view. True when the page holds the board
 * as the app's first render shows it (the app can take the page over as it is); false if it
 * carries no board, or not where the app would show it.
 */
export function loadPaintedBoard(doc: Document = document): boolean {
  const board = parsePaintedBoard(doc.getElementById(PAINTED_BOARD_ELEMENT_ID)?.textContent);
  const section = doc.querySelector('#root main section[aria-labelledby="board-heading"]');
  paintedNodes = board && section ? [...section.childNodes] : [];
  setPaintedBoard(board);
  if (board) {
    // Read again from this copy on a reload with no network (use-board-list.ts).
    const unsearched = { type: board.type, query: '', countries: [], cities: [], page: 1 };
    keepBoardPage(unsearched, board.page).catch(() => {});
  }
  registerPaintedBoardView(
    !board ? null : section ? AdoptedBoardView : PaintedBoardView,
    board && section ? cardsById(section, board.page.jobs) : undefined,
  );
  return board !== null && section !== null;
}
