// The jobs sync: which query it issues for a given watermark, and when the watermark moves.
import {
  collection,
  doc,
  getDocsFromCache,
  limit,
  orderBy,
  query,
  queryEqual,
  setDoc,
  Timestamp,
  where,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpOfflineFirestore } from '../../test/offline-firestore';
import {
  changedJobsQuery,
  confirmedWatermark,
  startJobsSync,
  SYNC_PAGE_SIZE,
  watermarkKey,
  type SyncState,
  type WatermarkStore,
} from './jobs-sync';

const firestore = setUpOfflineFirestore();

class MemoryStore implements WatermarkStore {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

/** A snapshot as the SDK would deliver it: from the server or the cache, with these jobs. */
function snapshot(
  fromCache: boolean,
  jobs: { updatedAt: Timestamp; pending?: boolean }[],
): QuerySnapshot {
  return {
    metadata: { fromCache },
    docs: jobs.map((job) => ({
      metadata: { hasPendingWrites: job.pending ?? false },
      get: (field: string) => (field === 'updatedAt' ? job.updatedAt : undefined),
    })),
  } as unknown as QuerySnapshot;
}

/** Starts a sync whose listener we drive by hand. */
function startWith(store: MemoryStore, firstVisit?: () => Promise<Timestamp | null>) {
  const issued: Query[] = [];
  const states: SyncState[] = [];
  const stopped: Query[] = [];
  let deliver: (snapshot: QuerySnapshot) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const stop = startJobsSync({
    db: firestore(),
    store,
    onState: (state) => states.push(state),
    firstVisit,
    listen: (q, onNext, onError) => {
      issued.push(q);
      deliver = onNext;
      fail = onError;
      return () => stopped.push(q);
    },
  });
  return {
    issued,
    stopped,
    states,
    stop,
    deliver: (s: QuerySnapshot) => deliver(s),
    fail: (e: Error) => fail(e),
  };
}

describe('changedJobsQuery', () => {
  it('asks for a page of readable jobs, oldest change first, when there is no watermark', () => {
    const db = firestore();
    const expected = query(
      collection(db, 'jobs'),
      where('status', 'in', ['active', 'closed']),
      orderBy('updatedAt'),
      limit(SYNC_PAGE_SIZE),
    );
    expect(queryEqual(changedJobsQuery(db, null), expected)).toBe(true);
  });

  it('asks only for jobs changed after the watermark', () => {
    const db = firestore();
    const watermark = at('2026-11-01T09:00:00Z');
    const expected = query(
      collection(db, 'jobs'),
      where('status', 'in', ['active', 'closed']),
      where('updatedAt', '>', watermark),
      orderBy('updatedAt'),
      limit(SYNC_PAGE_SIZE),
    );
    expect(queryEqual(changedJobsQuery(db, watermark), expected)).toBe(true);
    expect(queryEqual(changedJobsQuery(db, watermark), changedJobsQuery(db, null))).toBe(false);
  });
});

describe('confirmedWatermark', () => {
  it('is the newest updatedAt the server confirmed', () => {
    const newest = confirmedWatermark(
      snapshot(false, [
        { updatedAt: at('2026-11-01T09:00:00Z') },
        { updatedAt: at('2026-11-03T09:00:00Z') },
        { updatedAt: at('2026-11-02T09:00:00Z') },
      ]),
    );
    expect(newest?.toDate().toISOString()).toBe('2026-11-03T09:00:00.000Z');
  });

  it('ignores the cache and estimated times of local writes', () => {
    expect(confirmedWatermark(snapshot(true, [{ updatedAt: at('2026-11-03T09:00:00Z') }]))).toBe(
      null,
    );
    const newest = confirmedWatermark(
      snapshot(false, [
        { updatedAt: at('2026-11-01T09:00:00Z') },
        { updatedAt: at('2026-11-05T09:00:00Z'), pending: true },
      ]),
    );
    expect(newest?.toDate().toISOString()).toBe('2026-11-01T09:00:00.000Z');
  });
});

describe('startJobsSync', () => {
  let store: MemoryStore;
  beforeEach(() => {
    store = new MemoryStore();
  });

  it('on a first visit reads everything and waits for the server before saying it is current', () => {
    const sync = startWith(store);
    expect(queryEqual(sync.issued[0]!, changedJobsQuery(firestore(), null))).toBe(true);
    expect(sync.states).toEqual([{ status: 'first-sync' }]);

    sync.deliver(snapshot(true, []));
    expect(sync.states).toEqual([{ status: 'first-sync' }]);

    sync.deliver(snapshot(false, [{ updatedAt: at('2026-11-01T09:00:00Z') }]));
    expect(sync.states.at(-1)).toEqual({ status: 'current' });
    expect(store.getItem(watermarkKey(firestore()))).toBe(
      String(at('2026-11-01T09:00:00Z').toMillis()),
    );
  });

  it('on the next visit asks only for what changed since, and moves the watermark on', () => {
    store.setItem(watermarkKey(firestore()), String(at('2026-11-01T09:00:00Z').toMillis()));
    const sync = startWith(store);
    expect(sync.states).toEqual([{ status: 'current' }]);
    expect(
      queryEqual(sync.issued[0]!, changedJobsQuery(firestore(), at('2026-11-01T09:00:00Z'))),
    ).toBe(true);

    sync.deliver(snapshot(false, [{ updatedAt: at('2026-11-04T10:00:00Z') }]));
    expect(store.getItem(watermarkKey(firestore()))).toBe(
      String(at('2026-11-04T10:00:00Z').toMillis()),
    );
  });

  it('never moves the watermark back', () => {
    store.setItem(watermarkKey(firestore()), String(at('2026-11-04T10:00:00Z').toMillis()));
    const sync = startWith(store);
    sync.deliver(snapshot(false, [{ updatedAt: at('2026-11-02T10:00:00Z') }]));
    expect(store.getItem(watermarkKey(firestore()))).toBe(
      String(at('2026-11-04T10:00:00Z').toMillis()),
    );
  });

  it('reports a failed listen', () => {
    const sync = startWith(store);
    sync.fail(new Error('permission-denied'));
    expect(sync.states.at(-1)).toEqual({ status: 'error', error: new Error('permission-denied') });
  });

  it('ignores a stored watermark that is not a time', () => {
    store.setItem(watermarkKey(firestore()), 'yesterday');
    const sync = startWith(store);
    expect(sync.states).toEqual([{ status: 'first-sync' }]);
  });

  it('reads a big board a page at a time, and is current only after the last page', async () => {
    const db = firestore();
    // Local writes, so the real SDK can build and run the page queries from its cache.
    const jobCount = SYNC_PAGE_SIZE + 1;
    for (let i = 0; i < jobCount; i++) {
      const updatedAt = Timestamp.fromMillis(
        Date.UTC(2026, 10, 1) + Math.floor((i + 1) / 2) * 1000,
      );
      setDoc(doc(db, 'jobs', `job-${String(i).padStart(3, '0')}`), {
        status: 'active',
        updatedAt,
      }).catch(() => {});
    }
    const sync = startWith(store);
    const firstPage = await getDocsFromCache(sync.issued[0]!);
    expect(firstPage.size).toBe(SYNC_PAGE_SIZE);

    sync.deliver({ metadata: { fromCache: false }, docs: firstPage.docs } as QuerySnapshot);
    expect(sync.states).toEqual([{ status: 'first-sync' }]);
    expect(sync.stopped).toEqual([sync.issued[0]]);
    // The last job of the first page and the one after it share an instant: only the id tells
    // them apart.
    const secondPage = await getDocsFromCache(sync.issued[1]!);
    expect(secondPage.docs.map((job) => job.id)).toEqual([`job-${jobCount - 1}`]);

    sync.deliver({ metadata: { fromCache: false }, docs: secondPage.docs } as QuerySnapshot);
    expect(sync.states.at(-1)).toEqual({ status: 'current' });
    expect(sync.issued).toHaveLength(2);
    sync.stop();
    expect(sync.stopped).toEqual([sync.issued[0], sync.issued[1]]);
  });

  describe('with a board bundle for a first visit', () => {
    const bundleTime = at('2026-11-20T08:00:00Z');

    it('fills the cache from it, is current at once and listens only for later changes', async () => {
      const sync = startWith(store, () => Promise.resolve(bundleTime));
      expect(sync.states).toEqual([{ status: 'first-sync' }]);
      expect(sync.issued).toHaveLength(0);
      await Promise.resolve();
      await Promise.resolve();
      expect(sync.states.at(-1)).toEqual({ status: 'current' });
      expect(queryEqual(sync.issued[0]!, changedJobsQuery(firestore(), bundleTime))).toBe(true);
      // A reload before the server answers goes on from the bundle, not from the start.
      expect(store.getItem(watermarkKey(firestore()))).toBe(String(bundleTime.toMillis()));
    });

    it('reads the board itself when there is no bundle', async () => {
      const sync = startWith(store, () => Promise.resolve(null));
      await Promise.resolve();
      await Promise.resolve();
      expect(sync.states).toEqual([{ status: 'first-sync' }]);
      expect(queryEqual(sync.issued[0]!, changedJobsQuery(firestore(), null))).toBe(true);
    });

    it('is not asked for once a watermark is kept', () => {
      store.setItem(watermarkKey(firestore()), String(bundleTime.toMillis()));
      let asked = false;
      startWith(store, () => {
        asked = true;
        return Promise.resolve(null);
      });
      expect(asked).toBe(false);
    });

    it('listens to nothing when stopped while the bundle loads', async () => {
      let loaded: (time: Timestamp | null) => void = () => {};
      const sync = startWith(store, () => new Promise((resolve) => (loaded = resolve)));
      sync.stop();
      loaded(bundleTime);
      await Promise.resolve();
      await Promise.resolve();
      expect(sync.issued).toHaveLength(0);
      expect(store.getItem(watermarkKey(firestore()))).toBeNull();
    });
  });
});
