// A first visit's server-rendered board hydrated by the app: its first render keeps the very
// nodes the browser parsed from the server's HTML, and the list starts from the page the server
// carried.
import { LIST_PAGE_SIZE, BOARD_PAGE_DATA_ELEMENT_ID } from '@portal/domain/constants';
import { boardPageDataText, type BoardPageData } from '@portal/domain/pages/board-page-data';
import { renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/feedback/toast';
import { renderPage } from '@/test/render';
import {
  BoardRouteLoading,
  ServerRenderedBoardContext,
  type ServerRenderedBoard,
} from './board-route-loading';
import {
  hydrateServerRenderedBoard,
  ServerRenderedBoardView,
  useServerRenderedBoard,
} from './server-rendered-board';

// The live cards' hearts read the session and the saved list: a guest's.
vi.mock('@/lib/account/session', () => ({ useSession: () => ({ status: 'signed-out' }) }));
vi.mock('@/lib/account/saved-jobs-context', () => ({
  useSavedJobsList: () => ({ status: 'success', data: new Map() }),
  useSaving: () => null,
}));
vi.mock('@/lib/firebase/firebase-services', () => ({ useFirestore: () => ({}) }));

const board: BoardPageData = {
  type: 'Job',
  page: {
    jobs: ['Baker', 'Chef'].map((Title, i) => ({
      id: `job-${i}`,
      Title,
      Company: 'Acme',
      Type: 'Job',
      createdAt: new Date(Date.UTC(2026, 10, 20 - i)),
    })),
    total: 2,
    page: 1,
    pageSize: LIST_PAGE_SIZE,
  },
};

/** A page as the boardPage function sends it: the board rendered in, its data beside it. */
function serverRenderedDocument(data = boardPageDataText(board)): Document {
  const rendered = renderToString(
    <MemoryRouter>
      <ToastProvider>
        <ServerRenderedBoardView type="Job" page={board.page} />
      </ToastProvider>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(
    `<div id="root"><main>${rendered}</main></div>` +
      `<script type="application/json" id="${BOARD_PAGE_DATA_ELEMENT_ID}">${data}</script>`,
    'text/html',
  );
}

/** The board's loading route, with the page's board as the app's root gives it. */
function renderLoading(board: ServerRenderedBoard | null, route = '/') {
  return renderPage(
    <ServerRenderedBoardContext.Provider value={board}>
      <BoardRouteLoading type="Job" />
    </ServerRenderedBoardContext.Provider>,
    { route },
  );
}

describe('a server-rendered board hydrated', () => {
  it('keeps the nodes the browser parsed, not copies of them', () => {
    const doc = serverRenderedDocument();
    const firstCard = doc.querySelector('article')!;
    const { asRendered, board } = hydrateServerRenderedBoard(doc);
    expect(asRendered).toBe(true);
    renderLoading(board);
    expect(screen.getAllByRole('article')[0]).toBe(firstCard);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Baker',
      'Chef',
    ]);
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('gives the live board the carried page for its unsearched first page, and nothing else', () => {
    const { board: hydrated } = hydrateServerRenderedBoard(serverRenderedDocument());
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ServerRenderedBoardContext.Provider value={hydrated}>
        {children}
      </ServerRenderedBoardContext.Provider>
    );
    const pageFor = (type: 'Job' | 'Internship', unsearched: boolean) =>
      renderHook(() => useServerRenderedBoard(type, unsearched), { wrapper }).result.current?.page;
    // Another type's board, or a searched one (a search, places, a later page): none.
    expect(pageFor('Internship', true)).toBeUndefined();
    expect(pageFor('Job', false)).toBeUndefined();
    expect(pageFor('Job', true)?.jobs).toEqual(board.page.jobs);
    // Once: a later visit to the board within the app reads the list afresh.
    expect(pageFor('Job', true)).toBeUndefined();
  });

  it('shows the loading frame for a search, and when the page carries nothing readable', () => {
    const { board: hydrated } = hydrateServerRenderedBoard(serverRenderedDocument());
    renderLoading(hydrated, '/?q=chef');
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(hydrateServerRenderedBoard(serverRenderedDocument('{"type":"Job","page":'))).toEqual({
      asRendered: false,
      board: null,
    });
    renderLoading(null);
    expect(screen.getAllByText('Loading...')).toHaveLength(2);
  });
});
