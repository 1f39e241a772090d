// The layout's parts that need Firebase, for the browser's app alone (router.tsx passes them).
// A server render passes none, so Firebase is never in a server bundle and no bundler has to
// know which of the layout's imports to leave out.
import { afterFirstPaint } from '@/lib/browser/after-first-paint';
import { loadedPart, preloadableLazy } from '@/lib/browser/loaded-part';
import { loadFirebaseInParts } from '@/lib/firebase/load-in-parts';
import type { BrowserParts } from './layout';

const LocationFilters = preloadableLazy(() =>
  afterFirstPaint().then(() => import('./header/location-filters')),
);
const AccountArea = preloadableLazy(() =>
  afterFirstPaint().then(() => import('./header/account-area')),
);

// All three need Firebase, so they load once the shell has painted: started earlier, Firebase's
// chunk could run before the first frame and hold it back. The header's two come with the
// providers, so the page that shows the providers (a transition, useLoadedPart) has all three at
// once and changes the screen in one commit.
export const BROWSER_PARTS: BrowserParts = {
  Providers: loadedPart(() =>
    loadFirebaseInParts()
      .then(() =>
        Promise.all([
          import('./firebase-providers'),
          LocationFilters.preload(),
          AccountArea.preload(),
        ]),
      )
      .then(([module]) => module.default),
  ),
  LocationFilters,
  AccountArea,
};
