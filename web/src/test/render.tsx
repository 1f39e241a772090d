// Renders UI the way the app does for a page: inside a router at `route`, with the toast and
// the global error banner.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBannerProvider } from '@/components/feedback/error-banner';
import { ToastProvider } from '@/components/feedback/toast';

/** Shows the current URL so tests can see what the page wrote to it. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export function renderPage(ui: ReactElement, { route = '/', path = '*' } = {}) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ToastProvider>
        <ErrorBannerProvider>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
          <LocationProbe />
        </ErrorBannerProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}
