// Forgetting the device at logout, step by step, on a real IndexedDB implementation
// (fake-indexeddb), with Firestore's terminate and clear standing in (the e2e test
// e2e/logout.spec.ts does it on the real SDK, in Chromium): the order, and what happens when a
// step fails or never answers. Each test loads the modules afresh: a page forgets once.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { Firestore } from 'firebase/firestore';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '@/test/jobs';
import { DRAFTS_DATABASE } from './device-stores';

const firestore = vi.hoisted(() => ({
  order: [] as string[],
  terminate: vi.fn(),
  clearIndexedDbPersistence: vi.fn(),
}));
vi.mock('firebase/firestore', () => ({
  terminate: firestore.terminate,
  clearIndexedDbPersistence: firestore.clearIndexedDbPersistence,
}));

const db = {} as Firestore;
/** The draft's stash (features/post-job/api/post-job-draft.ts). */
const DRAFT_STASH_KEY = 'portal-post-job-draft';
const order = firestore.order;

/** Web storage as the browser has it, in memory (Node has none); notes each write. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly name: string) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.name === 'local') order.push(`note ${key}`);
    this.items.set(key, String(value));
  }
  entries() {
    return Object.fromEntries(this.items);
  }
}

/** Cache Storage with a name for each cache, as the browser lists them. */
function fakeCaches(names: string[]) {
  const kept = new Set(names);
  return {
    kept,
    keys: async () => [...kept],
    delete: async (name: string) => {
      order.push(`delete cache ${name}`);
      return kept.delete(name);
    },
  };
}

let local: MemoryStorage;
let session: MemoryStorage;
let caches: ReturnType<typeof fakeCaches>;
const loadAfresh = vi.fn(() => void order.push('load afresh'));
const signOut = vi.fn(async () => void order.push('sign out'));

/** The modules as a page loads them. */
async function page() {
  vi.resetModules();
  return {
    ...(await import('./forget-device')),
    ...(await import('./offline-library')),
    ...(await import('./session-hint')),
  };
}

const databaseNames = async () =>
  (await indexedDB.databases()).map((database) => database.name).sort();

beforeEach(async () => {
  order.length = 0;
  vi.stubGlobal('indexedDB', new IDBFactory());
  local = new MemoryStorage('local');
  session = new MemoryStorage('session');
  caches = fakeCaches(['workbox-precache-v2-https://jobs.example/', 'job-lists']);
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('caches', caches);
  firestore.terminate.mockReset().mockImplementation(async () => void order.push('terminate'));
  firestore.clearIndexedDbPersistence
    .mockReset()
    .mockImplementation(async () => void order.push("clear Firestore's cache"));
  loadAfresh.mockClear();
  signOut.mockClear();
  // What a signed-in visit leaves: saved jobs kept whole (the library's connection left open, as
  // a page leaves it), a draft and its stash, Firebase's own databases, Firestore's bookkeeping
  // between tabs, a sign-in's mark in this tab.
  const { reconcile, noteSession } = await page();
  const job = makeJob({ id: 'j1', Title: 'Night nurse' });
  await reconcile('u1', new Set(['j1']), new Map([['j1', job]]));
  const drafts = await openDB(DRAFTS_DATABASE, 1, {
    upgrade: (d) => d.createObjectStore('drafts'),
  });
  await drafts.put(
    'drafts',
    { values: { Title: 'Courier wanted' }, savedAt: new Date() },
    'post-job',
  );
  drafts.close();
  local.setItem(DRAFT_STASH_KEY, '{"values":{"Title":"Courier wanted, Pune"}}');
  (await openDB('firebaseLocalStorageDb', 1, { upgrade: (d) => d.createObjectStore('s') })).close();
  (await openDB('firebase-heartbeat-database', 1)).close();
  noteSession(true);
  local.setItem('firestore_mutations_portal_1_u1', '{}');
  session.setItem('portal:google-redirect', '1');
  order.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('forgetDevice', () => {
  it('stops Firestore, signs out, notes the wipe, deletes every store of the user, then loads the page afresh', async () => {
    const { forgetDevice, WIPE_PENDING_KEY } = await page();
    await forgetDevice({ firestore: db, signOut, loadAfresh });

    expect(order).toEqual([
      'terminate',
      'sign out',
      `note ${WIPE_PENDING_KEY}`,
      "clear Firestore's cache",
      'delete cache job-lists',
      'note portal:session',
      'load afresh',
    ]);
    expect(firestore.terminate).toHaveBeenCalledWith(db);
    expect(firestore.clearIndexedDbPersistence).toHaveBeenCalledWith(db);
    // The app's databases are gone; Firebase's own stay (Auth's is empty once signed out).
    expect(await databaseNames()).toEqual([
      'firebase-heartbeat-database',
      'firebaseLocalStorageDb',
    ]);
    // The app shell's precache stays, so the app opens offline.
    expect([...caches.kept]).toEqual(['workbox-precache-v2-https://jobs.example/']);
    // Web storage holds only the note that nobody is signed in: the wipe finished.
    expect(local.entries()).toEqual({ 'portal:session': 'signed-out' });
    expect(session.entries()).toEqual({});
  });

  it('lets nothing be written back: the offline library, updated as Firestore stops, opens nothing again', async () => {
    const { forgetDevice, reconcile, listJobs } = await page();
    await forgetDevice({ firestore: db, signOut, loadAfresh });
    // A snapshot that arrived as Firestore stopped, handled before the page goes.
    const job = makeJob({ id: 'j2' });
    await reconcile('u1', new Set(['j2']), new Map([['j2', job]]));
    expect(await listJobs('u1')).toEqual([]);
    expect(await databaseNames()).toEqual([
      'firebase-heartbeat-database',
      'firebaseLocalStorageDb',
    ]);
  });

  it('is done once a page: the sign-out Auth then reports, or word from another tab, gets the same promise', async () => {
    const { forgetDevice } = await page();
    const first = forgetDevice({ firestore: db, signOut, loadAfresh });
    const second = forgetDevice({ firestore: db, loadAfresh });
    expect(second).toBe(first);
    await first;
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(loadAfresh).toHaveBeenCalledTimes(1);
  });

  it('without a sign-out to make (another tab logged out), forgets all the same', async () => {
    const { forgetDevice } = await page();
    await forgetDevice({ firestore: db, loadAfresh });
    expect(order).not.toContain('sign out');
    expect(await databaseNames()).toEqual([
      'firebase-heartbeat-database',
      'firebaseLocalStorageDb',
    ]);
    expect(local.entries()).toEqual({ 'portal:session': 'signed-out' });
    expect(loadAfresh).toHaveBeenCalled();
  });

  it("when Firestore's cache cannot be cleared (another tab holds it), still deletes the rest and loads afresh, and the next start clears it", async () => {
    const { forgetDevice, WIPE_PENDING_KEY } = await page();
    const held = new Error('Failed to delete the database: another tab holds it open');
    firestore.clearIndexedDbPersistence.mockRejectedValueOnce(held);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await forgetDevice({ firestore: db, signOut, loadAfresh });
    expect(logged).toHaveBeenCalledWith(
      "Forgetting this device: could not clear Firestore's cache",
      held,
    );
    expect(await databaseNames()).toEqual([
      'firebase-heartbeat-database',
      'firebaseLocalStorageDb',
    ]);
    expect([...caches.kept]).toEqual(['workbox-precache-v2-https://jobs.example/']);
    expect(loadAfresh).toHaveBeenCalled();
    // Left for the next start to finish; nobody is signed in.
    expect(local.entries()).toEqual({ [WIPE_PENDING_KEY]: 'yes', 'portal:session': 'signed-out' });

    // The next start, before Firestore is used.
    const { finishPendingWipe } = await page();
    order.length = 0;
    await finishPendingWipe(db);
    expect(order).toEqual(["clear Firestore's cache"]);
    expect(local.entries()).toEqual({ 'portal:session': 'signed-out' });
    logged.mockRestore();
  });

  it('gives up on a step that never answers, after STEP_TIME_MS, and goes on', async () => {
    const { forgetDevice, STEP_TIME_MS, WIPE_PENDING_KEY } = await page();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    firestore.terminate.mockReturnValueOnce(new Promise(() => {}));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const forgetting = forgetDevice({ firestore: db, signOut, loadAfresh });
    await vi.advanceTimersByTimeAsync(STEP_TIME_MS);
    vi.useRealTimers();
    await forgetting;
    expect(logged).toHaveBeenCalledWith(
      'Forgetting this device: could not stop Firestore',
      expect.objectContaining({ message: `stop Firestore: no answer in ${STEP_TIME_MS} ms` }),
    );
    expect(order.slice(0, 2)).toEqual(['sign out', `note ${WIPE_PENDING_KEY}`]);
    expect(await databaseNames()).toEqual([
      'firebase-heartbeat-database',
      'firebaseLocalStorageDb',
    ]);
    expect(loadAfresh).toHaveBeenCalled();
    expect(local.getItem(WIPE_PENDING_KEY)).toBe('yes');
    logged.mockRestore();
  });

  it('when signing out fails, still forgets and loads afresh, but does not note nobody signed in', async () => {
    const { forgetDevice, WIPE_PENDING_KEY } = await page();
    const failure = new Error('IndexedDB write failed');
    signOut.mockRejectedValueOnce(failure);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await forgetDevice({ firestore: db, signOut, loadAfresh });
    expect(logged).toHaveBeenCalledWith('Forgetting this device: could not sign out', failure);
    expect(await databaseNames()).toEqual([
      'firebase-heartbeat-database',
      'firebaseLocalStorageDb',
    ]);
    expect(loadAfresh).toHaveBeenCalled();
    // The next start asks Auth, which still holds the user, and shows them signed in.
    expect(local.entries()).toEqual({ [WIPE_PENDING_KEY]: 'yes' });
    logged.mockRestore();
  });
});

describe('finishPendingWipe', () => {
  it('does nothing when no wipe is pending', async () => {
    const { finishPendingWipe } = await page();
    await finishPendingWipe(db);
    expect(order).toEqual([]);
    expect(local.getItem(DRAFT_STASH_KEY)).not.toBeNull();
    expect(await databaseNames()).toContain('portal-drafts');
  });

  it("finishes one, keeping whoever is signed in now: Auth's keys and the session note", async () => {
    const { finishPendingWipe, WIPE_PENDING_KEY } = await page();
    local.setItem(WIPE_PENDING_KEY, 'yes');
    local.setItem('firebase:authUser:key:[DEFAULT]', '{"uid":"u2"}');
    order.length = 0;
    await finishPendingWipe(db);
    expect(order).toEqual(["clear Firestore's cache", 'delete cache job-lists']);
    expect(await databaseNames()).toEqual([
      'firebase-heartbeat-database',
      'firebaseLocalStorageDb',
    ]);
    expect(local.entries()).toEqual({
      'portal:session': 'signed-in',
      'firebase:authUser:key:[DEFAULT]': '{"uid":"u2"}',
    });
    expect(session.entries()).toEqual({});
  });
});
