// The frame of every page. The shell (top bar, search, footer) paints at once, with the route's
// own loading frame if it has one (the boards' heading); in the browser, Firebase loads in its
// own chunk and then fills the page and the header's location filters and account menu. On a
// server there is no Firebase: the page is painted as the browser first shows it.
import {
  Suspense,
  useEffect,
  useLayoutEffect,
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
import {
  useHydrating,
  useLoadedPart,
  useLoadedPartOrSuspend,
  type LoadedPart,
} from '@/lib/browser/loaded-part';
import { removeServerMeta } from '@/lib/browser/page-meta';
import { releaseWaitingControls } from '@/lib/browser/waiting-controls';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './header/site-header';

/** The layout's parts that need Firebase, which only the browser's app has (browser-parts.tsx). */
export interface BrowserParts {
  /** Firebase's services for the page, once loaded: the route renders inside. */
  Providers: LoadedPart<ComponentType<{ children: ReactNode }>>;
  LocationFilters: ComponentType;
  AccountArea: ComponentType;
}

type ProvidersPart = BrowserParts['Providers'];

/** Firebase's services around the page, once their code has loaded (suspends until then). */
function FirebaseProviders({ part, children }: { part: ProvidersPart; children: ReactNode }) {
  const Providers = useLoadedPartOrSuspend(part);
  // The component the loaded module exports: one and the same on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Providers>{children}</Providers>;
}

/** What a route may tell the layout (its `handle`). */
export interface RouteHandle {
  /** What the page shows while Firebase loads, in place of a bare 'Loading...'. */
  loading?: ReactNode;
  /**
   * Starts loading the page's code ahead of its first render (a page the server renders, whose
   * first visit hydrates it: preloadPageAt, router.tsx).
   */
  preload?: () => Promise<unknown>;
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

/**
 * Taking over a painted page as it is, the app finds the frame's controls waiting as the server
 * painted them: it lets them answer in the same commit. The page's own content (in `main`) is
 * the route's to take over.
 */
function useFrameAnswers() {
  const frame = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (frame.current) releaseWaitingControls(frame.current, main.current);
  }, []);
  return { frame, main };
}

export function Layout({ browser }: { browser?: BrowserParts }) {
  usePageViews();
  useServerMetaForFirstPageOnly();
  const { frame, main } = useFrameAnswers();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const [filtersSlot, setFiltersSlot] = useState<HTMLDivElement | null>(null);
  const [accountSlot, setAccountSlot] = useState<HTMLDivElement | null>(null);
  // A server has no Firebase: it paints the route's loading frame as it is. Taking over such a
  // page (hydration), the browser keeps that frame exactly as painted until Firebase has come,
  // rather than build it again; other pages wait for Firebase inside the boundary, as for any
  // route's code.
  const Providers = useLoadedPart(browser?.Providers);
  const [tookOverPaint] = useState(useHydrating());
  const keepsPaint = tookOverPaint && !Providers;
  const loading = handle?.loading ?? LOADING;
  return (
    <ToastProvider>
      <ErrorBannerProvider>
        <div className="app" ref={frame}>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <SiteHeader filtersSlot={setFiltersSlot} accountSlot={setAccountSlot} />
          <main id="main" className="page" ref={main}>
            {browser && !keepsPaint ? (
              <Suspense fallback={loading}>
                <FirebaseProviders part={browser.Providers}>
                  {filtersSlot && createPortal(<browser.LocationFilters />, filtersSlot)}
                  {accountSlot && createPortal(<browser.AccountArea />, accountSlot)}
                  <Outlet />
                </FirebaseProviders>
              </Suspense>
            ) : (
              loading
            )}
          </main>
          <FloatingSocialLinks />
          <SiteFooter />
        </div>
      </ErrorBannerProvider>
    </ToastProvider>
  );
}
