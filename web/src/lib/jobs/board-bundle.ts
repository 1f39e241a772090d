// A first visit's board: the jobs open on the server, as a Firestore data bundle the CDN serves
// (functions/src/board-bundle), loaded into this browser's cache. The jobs sync then asks the
// server only for what changed after the bundle was read, instead of pulling the whole board
// through a listen. Any failure leaves the sync to read the board itself, as before.
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
import { z } from 'zod';
import { BOARD_BUNDLE_PATH, takePrefetchedBoardBundle } from './board-bundle-prefetch';

const BundleMetadataSchema = z.object({
  metadata: z.object({
    id: z.string(),
    createTime: z.object({
      seconds: z.coerce.number().int().nonnegative(),
      nanos: z.number().int().nonnegative().optional(),
    }),
  }),
});

/**
 * When the server read the bundle's documents: its first element's createTime (a bundle is
 * length-prefixed JSON, metadata first). Null when the text is not a bundle or names no time
 * (an empty board has none).
 */
export function bundleReadTime(bundle: string): Timestamp | null {
  const prefix = /^(\d+)\{/.exec(bundle);
  if (!prefix) return null;
  const start = prefix[1]!.length;
  // The metadata element is ASCII, so its byte length is its length in characters.
  const element = bundle.slice(start, start + Number(prefix[1]));
  try {
    const parsed = BundleMetadataSchema.safeParse(JSON.parse(element));
    if (!parsed.success) return null;
    const { seconds, nanos = 0 } = parsed.data.metadata.createTime;
    return seconds > 0 ? new Timestamp(seconds, nanos) : null;
  } catch {
    return null;
  }
}

/** Whether this browser's cache already holds any job. */
async function cacheHoldsJobs(db: Firestore): Promise<boolean> {
  try {
    return !(await getDocsFromCache(query(collection(db, COLLECTIONS.jobs), limit(1)))).empty;
  } catch {
    return false;
  }
}

export type FetchBundle = () => Promise<Response>;

/**
 * Loads the board bundle into the cache and answers the time it was read, the watermark to sync
 * from; null when the sync should read the board itself. Only into an empty cache: a cache that
 * holds jobs but lost its watermark may hold jobs closed since, which only a sync from the start
 * hears of.
 */
export async function loadBoardBundle(
  db: Firestore,
  fetchBundle: FetchBundle = () => takePrefetchedBoardBundle() ?? fetch(BOARD_BUNDLE_PATH),
): Promise<Timestamp | null> {
  try {
    if (await cacheHoldsJobs(db)) return null;
    const response = await fetchBundle();
    // A development server without the rewrite answers with the app's page.
    if (!response.ok || /html/i.test(response.headers.get('content-type') ?? '')) {
      console.warn(`The board bundle is not available (${response.status}): syncing the board`);
      return null;
    }
    const bundle = await response.text();
    const readTime = bundleReadTime(bundle);
    if (!readTime) return null;
    await loadBundle(db, bundle);
    return readTime;
  } catch (error) {
    console.warn('The board bundle could not be loaded: syncing the board', error);
    return null;
  }
}
