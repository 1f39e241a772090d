// The whole app: the top error boundary, the router and the service-worker prompt.
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { UpdatePrompt } from '@/components/feedback/update-prompt';
import { AppErrorBoundary } from './app-error-boundary';
import { createRouter } from './router';
import { followRouteLinks } from '@/lib/urls/route-links';

export function App() {
  const [router] = useState(createRouter);
  useEffect(() => followRouteLinks(router), [router]);
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </AppErrorBoundary>
  );
}
