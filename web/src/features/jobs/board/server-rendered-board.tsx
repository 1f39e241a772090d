// A board the server rendered, and its hydration: the one module that knows a page came with a
// board. The server (the boardPage function, with web/src/server/render-board-page.tsx) renders
// `/` or `/internships` with ServerRenderedBoardView: the board's controls and the first page of
// its cards, every button waiting (disabled until the app hydrates the page), laid out exactly
// as the live board will be; and the page's data as JSON beside it (domain/src/pages/
// board-page-data.ts). In the browser, before the app's first render:
// 1. hydrateServerRenderedBoard reads that data (zod) and the section's nodes as the browser
//    parsed them, and caches the page as its list's offline copy (search-index.ts) a task later.
// 2. The app's first render (hydrateRoot, main.tsx) shows the section as it is, its nodes adopted
//    whole (BoardRouteLoading, given the board through ServerRenderedBoardContext), so hydrating
//    changes no node and moves nothing.
// 3. The live board, once Firebase has loaded, takes the page as its list's first answer (the
//    query cache's initialData, use-job-list.ts), so it asks the search index for nothing it
//    already has; and it shows the server's card nodes in place of the cards it has not built yet
//    (useServerRenderedBoard, job-list.tsx), building each as the reader nears it: a phone builds
//    a screenful of cards, not 90. Once the reader goes elsewhere, that page is of the past.
import { BOARD_PAGE_DATA_ELEMENT_ID } from '@portal/domain/constants';
import { parseBoardPageData } from '@portal/domain/pages/board-page-data';
import type { BoardPage } from '@portal/domain/jobs/board-query';
import type { JobType } from '@portal/domain/jobs/job';
import { useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { WaitingListControls } from '@/components/forms/list-controls';
import { WaitingJobList, WaitingPager } from '@/components/job/waiting-job-list';
import { StatusMessage } from '@/components/feedback/status-message';
import { nextTask } from '@/lib/browser/next-task';
import { cacheListPage } from '@/lib/job-list/search-index';
import { BoardShell } from './board-shell';
import { ServerRenderedBoardContext, type ServerRenderedBoard } from './board-route-loading';
import { FilterMenuView } from './filter-menu';

/** The board as the server renders it, and as the app first renders it where the page lacks it. */
export function ServerRenderedBoardView({ type, page }: { type: JobType; page: BoardPage }) {
  return (
    <BoardShell type={type}>
      <div className="list-controls">
        <FilterMenuView type={type} showSaved={false} />
        {/* The server renders only a board whose URL has no parameters. */}
        <WaitingListControls />
      </div>
      <div className="results">
        {page.jobs.length === 0 ? (
          // As the live board says it (job-list.tsx).
          <StatusMessage kind="empty">No jobs available.</StatusMessage>
        ) : (
          <WaitingJobList jobs={page.jobs} />
        )}
        <WaitingPager total={page.total} />
      </div>
    </BoardShell>
  );
}

/**
 * Its content is none of React's business: when the app hydrates the page as it is, the section
 * stays with all it holds, untouched; when this view is built anew, its section starts empty and
 * adopts the nodes the browser parsed (`nodes`).
 */
const CONTENT_KEPT = { __html: '' };

/** ServerRenderedBoardView as the browser already has it: the board's section, its content adopted. */
function AdoptedBoardView({ nodes }: { nodes: readonly Node[] }) {
  const adopt = useCallback(
    (section: HTMLElement | null) => {
      if (section && nodes[0]?.parentNode !== section) section.append(...nodes);
    },
    [nodes],
  );
  return (
    <section aria-labelledby="board-heading" ref={adopt} dangerouslySetInnerHTML={CONTENT_KEPT} />
  );
}

/** Each server-rendered card's <article>, by its job's id (its heading's id names it: job-card-view.tsx). */
function cardsById(section: Element, jobs: readonly { id: string }[]): Map<string, Element> {
  const cards = new Map<string, Element>();
  const ids = new Set(jobs.map((job) => job.id));
  for (const article of section.querySelectorAll('article.job-card')) {
    const id = /^job-(.+)-title$/.exec(article.getAttribute('aria-labelledby') ?? '')?.[1];
    if (id && ids.has(id)) cards.set(id, article);
  }
  return cards;
}

/** A server-rendered board for the app: its page, its view, its card nodes (none on a server). */
export function serverRenderedBoard(
  type: JobType,
  page: BoardPage,
  view: ReactNode,
  cards: ReadonlyMap<string, Element> = new Map(),
): ServerRenderedBoard {
  let hydrated = false;
  return {
    type,
    page,
    view,
    cardOf: (jobId) => cards.get(jobId),
    hydrated: () => hydrated,
    setHydrated: () => {
      hydrated = true;
    },
  };
}

export interface Hydration {
  /** The page holds the board as the app's first render shows it: hydrate it as it is. */
  asRendered: boolean;
  /** The board the page carries; null when it carries none readable. */
  board: ServerRenderedBoard | null;
}

/** Reads the board the page carries, for the app's first render (main.tsx). */
export function hydrateServerRenderedBoard(doc: Document = document): Hydration {
  const data = parseBoardPageData(doc.getElementById(BOARD_PAGE_DATA_ELEMENT_ID)?.textContent);
  if (!data) return { asRendered: false, board: null };
  // Read again as the list's offline copy on a reload with no network (search-index.ts). Cached
  // in a task of its own: this one leads into the page's hydration.
  const unsearched = { type: data.type, query: '', countries: [], cities: [], page: 1 };
  nextTask()
    .then(() => cacheListPage(unsearched, data.page))
    .catch(() => {});
  const section = doc.querySelector('#root main section[aria-labelledby="board-heading"]');
  if (!section) {
    const view = <ServerRenderedBoardView type={data.type} page={data.page} />;
    return { asRendered: false, board: serverRenderedBoard(data.type, data.page, view) };
  }
  const view = <AdoptedBoardView nodes={[...section.childNodes]} />;
  const cards = cardsById(section, data.page.jobs);
  return { asRendered: true, board: serverRenderedBoard(data.type, data.page, view, cards) };
}

/**
 * The server-rendered board while the live board shows its page: its page, the list's first
 * answer, and its card nodes, shown until the list has built its own. Null for any other page,
 * once the reader has gone elsewhere from it (a later page, a search, the saved jobs: coming back
 * builds every card anew), and on a later visit to the board within the app.
 */
export function useServerRenderedBoard(
  type: JobType,
  unsearched: boolean,
): ServerRenderedBoard | null {
  const board = useContext(ServerRenderedBoardContext);
  const [shown, setShown] = useState(
    () => board !== null && board.type === type && unsearched && !board.hydrated(),
  );
  if (shown && !unsearched) setShown(false);
  useEffect(() => {
    if (shown) board?.setHydrated();
  }, [board, shown]);
  // Not in the render that leaves the page either: the list it renders for is another.
  return shown && unsearched ? board : null;
}
