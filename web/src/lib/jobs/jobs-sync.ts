// Keeps this browser's Firestore cache of jobs current while reading as little as possible:
// one live query for the jobs changed since the last time this browser heard from the server
// (the watermark). List screens read the cache, so a returning visitor's reads grow with the
// number of changed jobs, not with the size of the board.
import { COLLECTIONS } from '@portal/domain/constants';
import { READABLE_JOB_STATUSES } from '@portal/domain/job';
import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { WATERMARK_KEY_PREFIX } from './board-bundle-prefetch';

/** Where the watermark is kept: localStorage in the app, a Map-backed stand-in in tests. */
export interface WatermarkStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export type SyncState =
  /** No sync has ever finished here: the cache may hold nothing yet. */
  | { status: 'first-sync' }
  /** The cache holds every job up to the watermark (and more, live). */
  | { status: 'current' }
  | { status: 'error'; error: Error };

export function watermarkKey(db: Firestore): string {
  return `${WATERMARK_KEY_PREFIX}${db.app.options.projectId ?? 'unknown'}`;
}

export function readWatermark(store: WatermarkStore, key: string): Timestamp | null {
  const millis = Number(store.getItem(key));
  return Number.isFinite(millis) && millis > 0 ? Timestamp.fromMillis(millis) : null;
}

/**
 * How many changed jobs one listen asks for. A first visit to a big board reads it in pages
 * rather than in one reply: the phone never holds the whole board's wire format at once. It
 * also keeps Google's packaged Firestore emulator usable: one listen of all 320 seed jobs (about
 * 800 KB) was seen to never become current there.
 */
export const SYNC_PAGE_SIZE = 100;

/**
 * Up to a page of jobs changed after the watermark (and after `after`, the last job of the
 * previous page), oldest change first; from the start when there is no watermark. Closed jobs
 * are included so a job that closes leaves the cached lists. Its index is in
 * firestore.indexes.json.
 */
export function changedJobsQuery(
  db: Firestore,
  watermark: Timestamp | null,
  after: QueryDocumentSnapshot | null = null,
): Query {
  const constraints: QueryConstraint[] = [where('status', 'in', [...READABLE_JOB_STATUSES])];
  if (watermark) constraints.push(where('updatedAt', '>', watermark));
  constraints.push(orderBy('updatedAt'));
  // A document cursor also orders by id, so jobs changed in the same instant are not skipped.
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(SYNC_PAGE_SIZE));
  return query(collection(db, COLLECTIONS.jobs), ...constraints);
}

/**
 * The newest updatedAt the server has confirmed in this snapshot, or null. A snapshot served
 * from the cache proves nothing about the server, and a local write's time is only an estimate.
 */
export function confirmedWatermark(snapshot: QuerySnapshot): Timestamp | null {
  if (snapshot.metadata.fromCache) return null;
  let newest: Timestamp | null = null;
  for (const doc of snapshot.docs) {
    if (doc.metadata.hasPendingWrites) continue;
    const updatedAt: unknown = doc.get('updatedAt');
    if (updatedAt instanceof Timestamp && (!newest || updatedAt.toMillis() > newest.toMillis())) {
      newest = updatedAt;
    }
  }
  return newest;
}

interface StartOptions {
  db: Firestore;
  store: WatermarkStore;
  onState: (state: SyncState) => void;
  /**
   * With no watermark: fills the cache some cheaper way (the board bundle) and answers the time
   * from which to sync, or null to sync the board from the start.
   */
  firstVisit?: () => Promise<Timestamp | null>;
  /** The listener to use; tests pass one that replays chosen snapshots. */
  listen?: (
    query: Query,
    onNext: (snapshot: QuerySnapshot) => void,
    onError: (error: Error) => void,
  ) => Unsubscribe;
}

/**
 * Starts the live sync. The first state is reported synchronously. A full page from the server
 * means there may be more, so the listen moves on past its last job; the last, partial page
 * stays open and keeps the cache current. A first visit may first fill the cache through
 * `firstVisit`, and then listens only for later changes.
 */
export function startJobsSync({
  db,
  store,
  onState,
  firstVisit,
  listen = (q, onNext, onError) => onSnapshot(q, onNext, onError),
}: StartOptions): Unsubscribe {
  const key = watermarkKey(db);
  const stored = readWatermark(store, key);
  let saved = stored?.toMillis() ?? 0;
  let stopped = false;
  onState(stored ? { status: 'current' } : { status: 'first-sync' });

  let stopListening: Unsubscribe = () => {};
  const listenAfter = (start: Timestamp | null, after: QueryDocumentSnapshot | null) => {
    stopListening = listen(
      changedJobsQuery(db, start, after),
      (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        const newest = confirmedWatermark(snapshot);
        if (newest && newest.toMillis() > saved) {
          saved = newest.toMillis();
          store.setItem(key, String(saved));
        }
        const last = snapshot.docs.at(-1);
        if (snapshot.docs.length >= SYNC_PAGE_SIZE && last) {
          stopListening();
          listenAfter(start, last);
          return;
        }
        onState({ status: 'current' });
      },
      (error) => onState({ status: 'error', error }),
    );
  };

  if (stored || !firstVisit) {
    listenAfter(stored, null);
  } else {
    void firstVisit().then((start) => {
      if (stopped) return;
      if (start) {
        // The cache holds the board as of `start`: kept, so a later visit goes on from there.
        saved = start.toMillis();
        store.setItem(key, String(saved));
        onState({ status: 'current' });
      }
      listenAfter(start, null);
    });
  }
  return () => {
    stopped = true;
    stopListening();
  };
}
