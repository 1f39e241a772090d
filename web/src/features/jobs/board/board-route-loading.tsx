// What `/` and `/internships` show until Firebase and the board's code have loaded. When the
// server painted the board's first page into the HTML (a first visit), the app's first render
// shows those same cards, so taking over changes nothing on screen; otherwise the board's frame
// with a loading message. Part of the first load: it imports nothing that loads Firebase, and
// the painted view's code is registered by `loadPaintedBoard` (painted-board-view.tsx) before
// the app first renders.
import type { BoardPage } from '@portal/domain/jobs/board-query';
import type { JobType } from '@portal/domain/jobs/job';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { StatusMessage } from '@/components/feedback/status-message';
import { paintedBoard } from '@/lib/board/painted-board';
import { BoardShell } from './board-shell';

type PaintedView = ComponentType<{ type: JobType; page: BoardPage }>;

let View: PaintedView | null = null;
/** The painted cards' own nodes, by job id, for the live list to show until it has built its own. */
let cardNodes: ReadonlyMap<string, Element> = new Map();

/** Called once the view's code is loaded and the page's board is read (or on the server). */
export function registerPaintedBoardView(
  view: PaintedView | null,
  cards: ReadonlyMap<string, Element> = new Map(),
): void {
  View = view;
  cardNodes = cards;
}

/** The node the server painted for this job's card, while the painted board is being taken over. */
export function paintedCardNode(jobId: string): Element | undefined {
  return cardNodes.get(jobId);
}

export function BoardRouteLoading({ type }: { type: JobType }) {
  // The server paints only the unsearched first page.
  const { search } = useLocation();
  const page = search === '' ? paintedBoard(type) : null;
  if (View && page) return <View type={type} page={page} />;
  return (
    <BoardShell type={type}>
      <StatusMessage kind="loading">Loading...</StatusMessage>
    </BoardShell>
  );
}
