// The Post a Job draft store on a real IndexedDB implementation (fake-indexeddb) in Node.
import 'fake-indexeddb/auto';
import { EMPTY_POST_JOB_FORM } from '@portal/domain/posting/post-job';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeDrafts,
  deletePostJobDraft,
  hasPostJobDraft,
  loadPostJobDraft,
  POST_JOB_DRAFT_STASH_KEY,
  savePostJobDraft,
  stashPostJobDraft,
} from './post-job-draft';

/** localStorage as the browser has it, in memory (Node has none). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
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
    this.items.set(key, String(value));
  }
}

const typed = {
  ...EMPTY_POST_JOB_FORM,
  Title: 'Frontend Developer',
  Skills: '<ul><li><p>React</p></li></ul>',
  openDays: '15',
};

let storage: MemoryStorage;

beforeEach(async () => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  await deletePostJobDraft();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('post job draft store', () => {
  it('has nothing before anything is saved', async () => {
    expect(await loadPostJobDraft()).toBeNull();
  });

  it('saves and loads the form as typed, with when it was saved', async () => {
    const savedAt = new Date(2026, 0, 5, 14, 35);
    await savePostJobDraft(typed, savedAt);
    expect(await loadPostJobDraft()).toEqual({ values: typed, savedAt });
  });

  it('keeps one draft: a later save overwrites the earlier', async () => {
    await savePostJobDraft(typed, new Date(1000));
    await savePostJobDraft({ ...typed, Title: 'Senior Frontend Developer' }, new Date(2000));
    const draft = await loadPostJobDraft();
    expect(draft?.values.Title).toBe('Senior Frontend Developer');
    expect(draft?.savedAt).toEqual(new Date(2000));
  });

  it('deletes the draft', async () => {
    await savePostJobDraft(typed);
    await deletePostJobDraft();
    expect(await loadPostJobDraft()).toBeNull();
  });

  it('survives a new connection, as after a reload', async () => {
    await savePostJobDraft(typed, new Date(3000));
    await closeDrafts();
    expect((await loadPostJobDraft())?.values).toEqual(typed);
  });

  it('stores only the form fields, and fills fields an older draft lacks', async () => {
    await savePostJobDraft({
      Title: 'Data Analyst',
      website: 'spam',
      formTicket: 'v1.1.n.sig',
    } as unknown as Parameters<typeof savePostJobDraft>[0]);
    const draft = await loadPostJobDraft();
    expect(draft?.values).toEqual({ ...EMPTY_POST_JOB_FORM, Title: 'Data Analyst' });
  });

  it('reads a malformed stored draft as no draft, and a wrong value as blank', async () => {
    await closeDrafts();
    const db = await openDB('portal-drafts', 1);
    await db.put(
      'drafts',
      { values: { Title: 42, Company: 'Acme', Type: 'Gig' }, savedAt: new Date(5) },
      'post-job',
    );
    expect((await loadPostJobDraft())?.values).toEqual({ ...EMPTY_POST_JOB_FORM, Company: 'Acme' });
    await db.put('drafts', 'not a draft', 'post-job');
    expect(await loadPostJobDraft()).toBeNull();
    db.close();
  });
});

describe('whether a draft is kept, as the logout asks before deleting it', () => {
  it('is no before anything is typed, and after a discard', async () => {
    expect(await hasPostJobDraft()).toBe(false);
    await savePostJobDraft(EMPTY_POST_JOB_FORM);
    expect(await hasPostJobDraft()).toBe(false);
    await savePostJobDraft(typed, new Date(1000));
    await deletePostJobDraft();
    expect(await hasPostJobDraft()).toBe(false);
  });

  it('is yes for a saved draft, and for a stash the page left as it went', async () => {
    await savePostJobDraft(typed, new Date(1000));
    expect(await hasPostJobDraft()).toBe(true);
    await deletePostJobDraft();
    stashPostJobDraft({ Title: 'Courier' }, new Date(2000));
    expect(await hasPostJobDraft()).toBe(true);
  });

  it('is no for a discard the page did not live to finish, and changes nothing', async () => {
    await savePostJobDraft(typed, new Date(1000));
    stashPostJobDraft({}, new Date(2000));
    expect(await hasPostJobDraft()).toBe(false);
    expect(storage.getItem(POST_JOB_DRAFT_STASH_KEY)).not.toBeNull();
  });
});

describe('post job draft stash, written synchronously as the page goes', () => {
  it('is read after a reload when the IndexedDB write did not finish, and moved into IndexedDB', async () => {
    await savePostJobDraft(typed, new Date(1000));
    expect(stashPostJobDraft({ ...typed, Company: 'Acme' }, new Date(2000))).toBe(true);
    await closeDrafts();
    expect(await loadPostJobDraft()).toEqual({
      values: { ...typed, Company: 'Acme' },
      savedAt: new Date(2000),
    });
    // Moved: the stash is gone and IndexedDB holds the newer draft.
    expect(storage.getItem(POST_JOB_DRAFT_STASH_KEY)).toBeNull();
    expect((await loadPostJobDraft())?.values.Company).toBe('Acme');
  });

  it('loses to a newer draft in IndexedDB, and is cleared', async () => {
    stashPostJobDraft({ ...typed, Title: 'Stale' }, new Date(1000));
    await savePostJobDraft(typed, new Date(2000));
    expect((await loadPostJobDraft())?.values.Title).toBe(typed.Title);
    expect(storage.getItem(POST_JOB_DRAFT_STASH_KEY)).toBeNull();
  });

  it('is the draft when IndexedDB has none, keeping only the form fields', async () => {
    stashPostJobDraft(
      { Title: 'Courier', website: 'spam' } as unknown as Parameters<typeof stashPostJobDraft>[0],
      new Date(3000),
    );
    expect(await loadPostJobDraft()).toEqual({
      values: { ...EMPTY_POST_JOB_FORM, Title: 'Courier' },
      savedAt: new Date(3000),
    });
  });

  it('goes with the draft when it is deleted', async () => {
    stashPostJobDraft(typed, new Date(3000));
    await deletePostJobDraft();
    expect(storage.getItem(POST_JOB_DRAFT_STASH_KEY)).toBeNull();
    expect(await loadPostJobDraft()).toBeNull();
  });

  it('keeps a discard when the page goes before the IndexedDB delete commits', async () => {
    await savePostJobDraft(typed, new Date(1000));
    // The delete never reaches IndexedDB, as when the page is torn down first.
    const lost = vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementationOnce(() => {
      throw new DOMException('torn down', 'AbortError');
    });
    await expect(deletePostJobDraft()).rejects.toThrow('torn down');
    lost.mockRestore();
    await closeDrafts();
    expect(await loadPostJobDraft()).toBeNull();
    // Finished on opening: IndexedDB no longer holds the draft, and the mark is gone.
    expect(storage.getItem(POST_JOB_DRAFT_STASH_KEY)).toBeNull();
    expect(await loadPostJobDraft()).toBeNull();
  });

  it('lets a draft typed after a discard win over the discard', async () => {
    await savePostJobDraft(typed, new Date(1000));
    stashPostJobDraft({}, new Date(2000));
    await savePostJobDraft({ ...typed, Title: 'Typed again' }, new Date(3000));
    expect((await loadPostJobDraft())?.values.Title).toBe('Typed again');
  });

  it('reads a malformed stash as nothing, and removes it', async () => {
    await savePostJobDraft(typed, new Date(1000));
    for (const bad of ['{not json', '"text"', '{"values":{},"savedAt":"yesterday"}']) {
      storage.setItem(POST_JOB_DRAFT_STASH_KEY, bad);
      expect((await loadPostJobDraft())?.savedAt).toEqual(new Date(1000));
      expect(storage.getItem(POST_JOB_DRAFT_STASH_KEY)).toBeNull();
    }
  });

  it('says so when localStorage refuses the write, and throws nothing', () => {
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(stashPostJobDraft(typed)).toBe(false);
    vi.stubGlobal('localStorage', undefined);
    expect(stashPostJobDraft(typed)).toBe(false);
  });
});

describe('once a logout has begun to forget the device', () => {
  it('keeps nothing more: no save, no stash as the page goes, no database opened again', async () => {
    await savePostJobDraft(typed, new Date(1000));
    await closeDrafts();
    // The page as a logout leaves it (lib/account/forget-device.ts), with modules of its own.
    vi.resetModules();
    const { stopKeeping } = await import('@/lib/account/device-stores');
    const store = await import('./post-job-draft');
    stopKeeping();
    await store.savePostJobDraft({ ...typed, Title: 'Typed as Logout was pressed' });
    expect(store.stashPostJobDraft({ ...typed, Title: 'Stashed as the page went' })).toBe(false);
    expect(storage.getItem(POST_JOB_DRAFT_STASH_KEY)).toBeNull();
    expect(await store.loadPostJobDraft()).toBeNull();
    expect(await store.hasPostJobDraft()).toBe(false);
    await store.deletePostJobDraft();
    // This file's own modules, which have not stopped keeping, still read the draft as it was.
    expect((await loadPostJobDraft())?.values.Title).toBe(typed.Title);
  });
});
