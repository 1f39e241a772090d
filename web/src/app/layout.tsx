// The frame of every page. The shell (top bar, search, footer) paints at once, with the route's
// own loading frame if it has one (the boards' heading); Firebase loads in its own chunk and
// then fills the page and the header's location filters.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { ErrorBannerProvider } from '../components/error-banner';
import { FloatingSocialLinks } from '../components/social-links';
import { StatusMessage } from '../components/status-message';
import { ToastProvider } from '../components/toast';
import { afterFirstPaint } from '../lib/browser/after-first-paint';
import { loadFirebaseInParts } from '../lib/firebase/load-in-parts';
import { usePageViews } from '../lib/browser/analytics';
import { removeServerMeta } from '../lib/browser/page-meta';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// All three need Firebase, so they load once the shell has painted: started earlier, Firebase's
// chunk could run before the first frame and hold it back.
const FirebaseProviders = lazy(() =>
  loadFirebaseInParts().then(() => import('./firebase-providers')),
);
const LocationFilters = lazy(() => afterFirstPaint().then(() => import('./location-filters')));
const AccountArea = lazy(() => afterFirstPaint().then(() => import('./account-area')));

/** What a route may tell the layout (its `handle`). */
export interface RouteHandle {
  /** What the page shows while Firebase loads, in place of a bare 'Loading...'. */
  loading?: ReactNode;
}

const LOADING = <StatusMessage kind="loading">Loading...</StatusMessage>;

/** The tags a server-rendered page came with describe that page only: drop them on leaving it. */
function useServerMetaForFirstPageOnly() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) removeServerMeta();
  }, [pathname]);
}

export function Layout() {
  usePageViews();
  useServerMetaForFirstPageOnly();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
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
            <Suspense fallback={handle?.loading ?? LOADING}>
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
