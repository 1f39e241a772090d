// The whole app: the top error boundary, the router and the service-worker prompt.
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { UpdatePrompt } from '../components/update-prompt';
import { AppErrorBoundary } from './app-error-boundary';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </AppErrorBoundary>
  );
}
