// The frame of every page. The shell (top bar, search, footer) paints at once, with the route's
// own loading frame if it has one (the boards' heading); in the browser, Firebase loads in its
// own chunk and then fills the page and the header's location filters and account menu. On a
// server there is no Firebase: the page is painted as the browser first shows it.
import {
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { ErrorBannerProvider } from '@/components/feedback/error-banner';
import { FloatingSocialLinks } from '@/components/contact/social-links';
import { StatusMessage } from '@/components/feedback/status-message';
import { ToastProvider } from '@/components/feedback/toast';
import { usePageViews } from '@/lib/browser/analytics';
import { removeServerMeta } from '@/lib/browser/page-meta';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './header/site-header';

/** The layout's parts that need Firebase, which only the browser's app has (browser-parts.tsx). */
export interface BrowserParts {
  /** Firebase's services for the page: the route renders inside. */
  Providers: ComponentType<{ children: ReactNode }>;
  LocationFilters: ComponentType;
  AccountArea: ComponentType;
}

const never = new Promise<never>(() => {});

/** Where a server render has no Firebase: never ready, so the route's loading frame shows. */
function BrowserOnly(): never {
  return use(never);
}

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

export function Layout({ browser }: { browser?: BrowserParts }) {
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
              {browser ? (
                <browser.Providers>
                  {filtersSlot && createPortal(<browser.LocationFilters />, filtersSlot)}
                  {accountSlot && createPortal(<browser.AccountArea />, accountSlot)}
                  <Outlet />
                </browser.Providers>
              ) : (
                <BrowserOnly />
              )}
            </Suspense>
          </main>
          <FloatingSocialLinks />
          <SiteFooter />
        </div>
      </ErrorBannerProvider>
    </ToastProvider>
  );
}
