// A first visit's board: the jobs open on the server, as a Firestore data bundle the CDN serves
// (functions/src/board-bundle), loaded into this browser's cache. The jobs sync then asks the
// server only for what changed after the bundle was read, instead of pulling the whole board
// through a listen. Any failure leaves the sync to read the board itself, as before. The board
// comes in parts of a few jobs, each loaded in a task of its own, so a phone's main thread is
// never held for long and the page stays responsive while its cache fills.
//
// A page closed while the bundle loads (a click away after a few seconds, on a slow phone) must
// not cost the next visit a sync of the whole board: the bundle's read time is noted before it
// is loaded, and the next visit loads a fresh bundle and syncs from the noted time.
import { COLLECTIONS } from '@portal/domain/constants';
import {
  collection,
  getDocsFromCache,
  limit,
  loadBundle,
  query,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import { nextTask } from '../browser/next-task';
import { BOARD_BUNDLE_PATH, takePrefetchedBoardBundle } from './board-bundle-prefetch';
import { splitBundles } from './bundle-parts';

/** Whether this browser's cache already holds any job. */
async function cacheHoldsJobs(db: Firestore): Promise<boolean> {
  try {
    return !(await getDocsFromCache(query(collection(db, COLLECTIONS.jobs), limit(1)))).empty;
  } catch {
    return false;
  }
}

export type FetchBundle = () => Promise<Response>;

/** Where the read time of a bundle being loaded is noted (localStorage in the app). */
export interface BundleNoteStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Not under the watermark's prefix: a noted bundle still lets the next start prefetch one. */
const NOTE_KEY_PREFIX = 'portal:jobs-bundle-loading:';

function noteKey(db: Firestore): string {
  return `${NOTE_KEY_PREFIX}${db.app.options.projectId ?? 'unknown'}`;
}

/** This browser's localStorage, or null where it is refused (a locked-down browser). */
function browserStore(): BundleNoteStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The read time of a bundle whose loading began on an earlier visit, or null. */
function notedReadTime(store: BundleNoteStore | null, key: string): Timestamp | null {
  try {
    const millis = Number(store?.getItem(key));
    return Number.isFinite(millis) && millis > 0 ? Timestamp.fromMillis(millis) : null;
  } catch {
    return null;
  }
}

/**
 * Loads the board bundle into the cache and answers the time to sync from; null when the sync
 * should read the board itself.
 *
 * Into an empty cache, that time is the bundle's read time. A cache that holds jobs may hold
 * jobs closed since, which the bundle (open jobs only) does not mention: only a sync from a time
 * before they were cached hears of them. When an earlier visit noted a bundle it began to load,
 * everything cached since is at least that recent, so a fresh bundle is loaded and the sync
 * starts from the noted time. Otherwise such a cache is left to a sync from the start.
 */
export async function loadBoardBundle(
  db: Firestore,
  fetchBundle: FetchBundle = () => takePrefetchedBoardBundle() ?? fetch(BOARD_BUNDLE_PATH),
  store: BundleNoteStore | null = browserStore(),
): Promise<Timestamp | null> {
  try {
    const key = noteKey(db);
    const interrupted = notedReadTime(store, key);
    if (!interrupted && (await cacheHoldsJobs(db))) return null;
    const response = await fetchBundle();
    // A development server without the rewrite answers with the app's page.
    if (!response.ok || /html/i.test(response.headers.get('content-type') ?? '')) {
      console.warn(`The board bundle is not available (${response.status}): syncing the board`);
      return null;
    }
    const parts = splitBundles(new Uint8Array(await response.arrayBuffer()));
    // An empty board names no time: there is nothing to load, and the sync starts from the start.
    if (!parts || parts.some((part) => part.readTimeMillis === 0)) return null;
    const readTime = Timestamp.fromMillis(Math.min(...parts.map((part) => part.readTimeMillis)));
    // Noted before loading: the page may be closed at any moment from here on.
    if (!interrupted) store?.setItem(key, String(readTime.toMillis()));
    for (const part of parts) {
      await loadBundle(db, part.text);
      await nextTask();
    }
    return interrupted ?? readTime;
  } catch (error) {
    console.warn('The board bundle could not be loaded: syncing the board', error);
    return null;
  }
}
