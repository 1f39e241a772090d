// Keeps this browser's Firestore cache of jobs current while reading as little as possible:
// one live query for the jobs changed since the last time this browser heard from the server
// (the watermark). List screens read the cache, so a returning visitor's reads grow with the
// number of changed jobs, not with the size of the board.
import { COLLECTIONS } from '@portal/domain/constants';
import { JOB_STATUSES } from '@portal/domain/job';
import {
  collection,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  where,
  type Firestore,
  type Query,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore';

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
  return `portal:jobs-watermark:${db.app.options.projectId ?? 'unknown'}`;
}

export function readWatermark(store: WatermarkStore, key: string): Timestamp | null {
  const millis = Number(store.getItem(key));
  return Number.isFinite(millis) && millis > 0 ? Timestamp.fromMillis(millis) : null;
}

/**
 * Every job changed after the watermark, oldest change first; all jobs when there is none.
 * Closed jobs are included so a job that closes leaves the cached lists. Its index is in
 * firestore.indexes.json.
 */
export function changedJobsQuery(db: Firestore, watermark: Timestamp | null): Query {
  const jobs = collection(db, COLLECTIONS.jobs);
  const readable = where('status', 'in', [...JOB_STATUSES]);
  return watermark
    ? query(jobs, readable, where('updatedAt', '>', watermark), orderBy('updatedAt'))
    : query(jobs, readable, orderBy('updatedAt'));
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
  /** The listener to use; tests pass one that replays chosen snapshots. */
  listen?: (
    query: Query,
    onNext: (snapshot: QuerySnapshot) => void,
    onError: (error: Error) => void,
  ) => Unsubscribe;
}

/** Starts the live sync. The first state is reported synchronously. */
export function startJobsSync({
  db,
  store,
  onState,
  listen = (q, onNext, onError) => onSnapshot(q, onNext, onError),
}: StartOptions): Unsubscribe {
  const key = watermarkKey(db);
  const start = readWatermark(store, key);
  let saved = start?.toMillis() ?? 0;
  onState(start ? { status: 'current' } : { status: 'first-sync' });

  return listen(
    changedJobsQuery(db, start),
    (snapshot) => {
      if (snapshot.metadata.fromCache) return;
      const newest = confirmedWatermark(snapshot);
      if (newest && newest.toMillis() > saved) {
        saved = newest.toMillis();
        store.setItem(key, String(saved));
      }
      onState({ status: 'current' });
    },
    (error) => onState({ status: 'error', error }),
  );
}
