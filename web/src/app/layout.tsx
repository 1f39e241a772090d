// The frame of every page. The shell (top bar, search, footer) paints at once; Firebase loads
// in its own chunk and then fills the page and the header's location filters.
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { Outlet } from 'react-router-dom';
import { ErrorBannerProvider } from '../components/error-banner';
import { FloatingSocialLinks } from '../components/social-links';
import { StatusMessage } from '../components/status-message';
import { ToastProvider } from '../components/toast';
import { usePageViews } from '../lib/browser/analytics';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Both need Firebase, so both load after the shell has painted.
const FirebaseProviders = lazy(() => import('./firebase-providers'));
const LocationFilters = lazy(() => import('./location-filters'));
const AccountArea = lazy(() => import('./account-area'));

export function Layout() {
  usePageViews();
  const [filtersSlot, setFiltersSlot] = useState<HTMLDivElement | null>(null);
  const [accountSlot, setAccountSlot] = useState<HTMLDivElement | null>(null);
  return (
    <ToastProvider>
      <ErrorBannerProvider>
        <div className="app">
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <SiteHeader filtersSlot={setFiltersSlot} accountSlot={setAccountSlot} />
          <main id="main" className="page">
            <Suspense fallback={<StatusMessage kind="loading">Loading...</StatusMessage>}>
              <FirebaseProviders>
                {filtersSlot && createPortal(<LocationFilters />, filtersSlot)}
                {accountSlot && createPortal(<AccountArea />, accountSlot)}
                <Outlet />
              </FirebaseProviders>
            </Suspense>
          </main>
          <FloatingSocialLinks />
          <SiteFooter />
        </div>
      </ErrorBannerProvider>
    </ToastProvider>
  );
}
