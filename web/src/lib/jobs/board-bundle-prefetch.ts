// Starts a first visit's download of the board bundle as the app starts, beside the download of
// the Firebase chunk rather than after it (board-bundle.ts takes the response). Only where it
// will be used: this browser has never finished a jobs sync (no watermark kept), and the build
// is not for offline mode, which has no server to ask. Part of the first load, so it imports
// nothing.

/** The start of every jobs watermark's key (jobs-sync.ts adds the project). */
export const WATERMARK_KEY_PREFIX = 'portal:jobs-watermark:';
/** Where Hosting serves the bundle (firebase.json's rewrite to the jobsBundle function). */
export const BOARD_BUNDLE_PATH = '/bundles/jobs';

let prefetched: Promise<Response> | null = null;

function keepsWatermark(storage: Storage): boolean {
  for (let index = 0; index < storage.length; index++) {
    if (storage.key(index)?.startsWith(WATERMARK_KEY_PREFIX)) return true;
  }
  return false;
}

export function prefetchBoardBundle(
  storage: Storage = localStorage,
  fetchBundle: () => Promise<Response> = () => fetch(BOARD_BUNDLE_PATH),
  offlineBuild: boolean = import.meta.env.VITE_FIRESTORE_MODE === 'offline',
): void {
  try {
    if (offlineBuild || keepsWatermark(storage)) return;
  } catch {
    // Storage refused (a locked-down browser): the sync decides later.
    return;
  }
  prefetched = fetchBundle();
  // Whoever takes it handles its failure; until then it must not count as unhandled.
  prefetched.catch(() => {});
}

/** The response prefetched at start, once; null when none was. */
export function takePrefetchedBoardBundle(): Promise<Response> | null {
  const taken = prefetched;
  prefetched = null;
  return taken;
}
