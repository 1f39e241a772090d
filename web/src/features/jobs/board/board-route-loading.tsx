// What `/` and `/internships` show until Firebase and the board's code have loaded: the board the
// server rendered into the page (a first visit), so hydrating it changes nothing on screen; else
// the board's frame with a loading message. Part of the first load: it imports nothing that
// loads Firebase, and the server-rendered board comes in context (ServerRenderedBoardContext),
// given by the app's root once server-rendered-board.tsx has read it from the page, or by the
// server while it renders.
import type { BoardPage } from '@portal/domain/jobs/board-query';
import type { JobType } from '@portal/domain/jobs/job';
import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { StatusMessage } from '@/components/feedback/status-message';
import { BoardShell } from './board-shell';

/** A board the server rendered into this page: the unsearched first page of its type. */
export interface ServerRenderedBoard {
  type: JobType;
  /** The page's cards and count, as the server rendered them. */
  page: BoardPage;
  /** The board as the server rendered it, for the app's first render to show. */
  view: ReactNode;
  /** The node the server rendered for a job's card, if it did. */
  cardOf(jobId: string): Element | undefined;
  /**
   * Whether a live board has shown this page already: the first live board over it shows the
   * server's card nodes until it has built its own, a later visit builds its cards anew
   * (useServerRenderedBoard, server-rendered-board.tsx).
   */
  hydrated(): boolean;
  /** Says that a live board shows this page. */
  setHydrated(): void;
}

export const ServerRenderedBoardContext = createContext<ServerRenderedBoard | null>(null);

export function BoardRouteLoading({ type }: { type: JobType }) {
  // The server renders only the unsearched first page.
  const { search } = useLocation();
  const board = useContext(ServerRenderedBoardContext);
  if (board?.type === type && search === '') return board.view;
  return (
    <BoardShell type={type}>
      <StatusMessage kind="loading">Loading...</StatusMessage>
    </BoardShell>
  );
}
