// The frame of every page: top bar, the routed page, footer.
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { StatusMessage } from '../components/status-message';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const FirebaseProviders = lazy(() => import('./firebase-providers'));

export function Layout() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="page">
        <Suspense fallback={<StatusMessage kind="loading">Loading...</StatusMessage>}>
          <FirebaseProviders>
            <Outlet />
          </FirebaseProviders>
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
