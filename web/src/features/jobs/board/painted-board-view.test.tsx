// A first visit's painted board taken over by the app: its first render keeps the very nodes the
// browser parsed from the server's HTML, and the list starts from the page the server carried.
import { LIST_PAGE_SIZE, PAINTED_BOARD_ELEMENT_ID } from '@portal/domain/constants';
import { paintedBoardText, type PaintedBoard } from '@portal/domain/pages/painted-board';
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/feedback/toast';
import { setPaintedBoard } from '@/lib/board/painted-board';
import { paintedStretch } from '@/lib/board/painted-stretch';
import { paintedCards } from '@/test/jobs';
import { renderPage } from '@/test/render';
import { BoardRouteLoading, registerPaintedBoardView } from './board-route-loading';
import { FIRST_CARDS, JobList } from '@/components/job/job-list';
import { loadPaintedBoard, PaintedBoardView } from './painted-board-view';

// The live cards' hearts read the session and the saved list: a guest's.
vi.mock('@/lib/account/session', () => ({ useSession: () => ({ status: 'signed-out' }) }));
vi.mock('@/lib/account/saved-jobs-context', () => ({
  useSavedJobsList: () => ({ status: 'success', data: new Map() }),
}));
vi.mock('@/lib/firebase/firebase-services', () => ({ useFirestore: () => ({}) }));

const board: PaintedBoard = {
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

/** A page as the boardPage function sends it: the board painted in, its data beside it. */
function paintedDocument(data = paintedBoardText(board)): Document {
  const painted = renderToString(
    <MemoryRouter>
      <ToastProvider>
        <PaintedBoardView type="Job" page={board.page} />
      </ToastProvider>
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(
    `<div id="root"><main>${painted}</main></div>` +
      `<script type="application/json" id="${PAINTED_BOARD_ELEMENT_ID}">${data}</script>`,
    'text/html',
  );
}

afterEach(() => {
  setPaintedBoard(null);
  registerPaintedBoardView(null);
});

describe('a painted board taken over', () => {
  it('keeps the nodes the browser parsed, not copies of them', () => {
    const doc = paintedDocument();
    const firstCard = doc.querySelector('article')!;
    expect(loadPaintedBoard(doc)).toBe(true);
    renderPage(<BoardRouteLoading type="Job" />);
    expect(screen.getAllByRole('article')[0]).toBe(firstCard);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Baker',
      'Chef',
    ]);
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('starts the unsearched first page from the carried page, and nothing else', () => {
    loadPaintedBoard(paintedDocument());
    const query = { type: 'Job' as const, query: '', countries: [], cities: [] };
    expect(paintedStretch({ query, start: 0, count: LIST_PAGE_SIZE })?.jobs).toEqual(
      board.page.jobs,
    );
    expect(paintedStretch({ query: { ...query, query: 'chef' }, start: 0, count: 90 })).toBeNull();
    expect(
      paintedStretch({ query: { ...query, countries: ['India'] }, start: 0, count: 90 }),
    ).toBeNull();
    expect(paintedStretch({ query, start: LIST_PAGE_SIZE, count: LIST_PAGE_SIZE })).toBeNull();
    expect(
      paintedStretch({ query: { ...query, type: 'Internship' }, start: 0, count: 90 }),
    ).toBeNull();
  });

  it('shows the loading frame for a search, and when the page carries nothing readable', () => {
    loadPaintedBoard(paintedDocument());
    renderPage(<BoardRouteLoading type="Job" />, { route: '/?q=chef' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    expect(loadPaintedBoard(paintedDocument('{"type":"Job","page":'))).toBe(false);
    renderPage(<BoardRouteLoading type="Job" />);
    expect(screen.getAllByText('Loading...')).toHaveLength(2);
  });
});

describe('the live list taking over painted cards', () => {
  it('shows every card from the start: painted ones until it has built its own', async () => {
    const jobs = Array.from({ length: 40 }, (_, i) => ({
      id: `job-${i}`,
      Title: `Role ${i}`,
      Company: 'Acme',
      Type: 'Job' as const,
      createdAt: new Date(Date.UTC(2026, 10, 20)),
    }));
    const painted = paintedCards(jobs);
    renderPage(
      <JobList result={{ status: 'success', data: jobs }} paintedCard={(id) => painted.get(id)} />,
    );
    // The first screenful is built at once; every later card was shown as painted, in an item
    // of the list's own, until its live card replaced it.
    const adopted = jobs.map((job) => painted.get(job.id)!.parentElement?.tagName ?? null);
    expect(adopted).toEqual([...Array(FIRST_CARDS).fill(null), ...Array(28).fill('LI')]);
    await waitFor(() => expect(screen.queryByText(/^painted/)).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    expect(screen.getAllByRole('article')).toHaveLength(40);
    expect(screen.getByRole('button', { name: 'Save Role 39' })).toBeEnabled();
  });
});
