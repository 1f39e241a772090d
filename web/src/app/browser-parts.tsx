// The layout's parts that need Firebase, for the browser's app alone (router.tsx passes them).
// A server render passes none, so Firebase is never in a server bundle and no bundler has to
// know which of the layout's imports to leave out.
import { lazy } from 'react';
import { afterFirstPaint } from '@/lib/browser/after-first-paint';
import { loadedPart } from '@/lib/browser/loaded-part';
import { loadFirebaseInParts } from '@/lib/firebase/load-in-parts';
import type { BrowserParts } from './layout';

// All three need Firebase, so they load once the shell has painted: started earlier, Firebase's
// chunk could run before the first frame and hold it back.
export const BROWSER_PARTS: BrowserParts = {
  Providers: loadedPart(() =>
    loadFirebaseInParts()
      .then(() => import('./firebase-providers'))
      .then((module) => module.default),
  ),
  LocationFilters: lazy(() => afterFirstPaint().then(() => import('./header/location-filters'))),
  AccountArea: lazy(() => afterFirstPaint().then(() => import('./header/account-area'))),
};
