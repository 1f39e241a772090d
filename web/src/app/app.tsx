// The whole app: the top error boundary, the router and the service-worker prompt; and the
// board the server rendered into the page, if it did, for the board's routes to hydrate.
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { UpdatePrompt } from '@/components/feedback/update-prompt';
import {
  ServerRenderedBoardContext,
  type ServerRenderedBoard,
} from '@/features/jobs/board/board-route-loading';
import { AppErrorBoundary } from './app-error-boundary';
import { createRouter } from './router';
import { followRouteLinks } from '@/lib/urls/route-links';

export { preloadPageAt } from './router';

export function App({
  serverRenderedBoard = null,
}: {
  serverRenderedBoard?: ServerRenderedBoard | null;
}) {
  const [router] = useState(createRouter);
  useEffect(() => followRouteLinks(router), [router]);
  return (
    <AppErrorBoundary>
      <ServerRenderedBoardContext.Provider value={serverRenderedBoard}>
        <RouterProvider router={router} />
      </ServerRenderedBoardContext.Provider>
      <UpdatePrompt />
    </AppErrorBoundary>
  );
}
