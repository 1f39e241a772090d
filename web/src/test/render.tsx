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

function page(ui: ReactElement, route: string, path: string) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <ToastProvider>
        <ErrorBannerProvider>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
          <LocationProbe />
        </ErrorBannerProvider>
      </ToastProvider>
    </MemoryRouter>
  );
}

/**
 * Renders `ui` as a page. `rerender` renders the page again where it is (same URL, same state),
 * for a test whose mocked hooks now answer otherwise (a session that has finished loading).
 */
export function renderPage(ui: ReactElement, { route = '/', path = '*' } = {}) {
  const result = render(page(ui, route, path));
  return {
    ...result,
    rerender: (next: ReactElement = ui) => result.rerender(page(next, route, path)),
  };
}
