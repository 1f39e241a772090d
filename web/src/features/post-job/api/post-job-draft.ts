// The half-written Post a Job form, kept on this device in IndexedDB so that a reload, a closed
// tab or a trip to the login page loses nothing. One draft per browser; posting or discarding
// deletes it.
//
// IndexedDB writes are asynchronous, and a page being torn down (a reload, a closed tab) may take
// an unfinished write with it: under load Chromium drops it. So the last keystrokes are also
// written synchronously to localStorage as the page goes (`stashPostJobDraft`); opening the page
// takes whichever of the two is newer and moves a newer stash into IndexedDB.
//
// A logout deletes both (lib/account/forget-device.ts); from the moment it begins, nothing here
// writes again in that page (mayKeep), not even the stash a reloading page would leave.
import { JobTypeSchema } from '@portal/domain/jobs/job';
import { parseJsonAs } from '@portal/domain/script-json';
import {
  EMPTY_POST_JOB_FORM,
  POST_JOB_LABELS,
  type PostJobField,
  type PostJobFormValues,
} from '@portal/domain/posting/post-job';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { z } from 'zod';
import { DRAFTS_DATABASE, mayKeep } from '@/lib/account/device-stores';

export interface PostJobDraft {
  /** The form's inputs as typed (rich-text fields as the editor's HTML). */
  values: PostJobFormValues;
  savedAt: Date;
}

interface DraftsSchema extends DBSchema {
  drafts: { key: string; value: { values: Record<string, unknown>; savedAt: Date } };
}

const KEY = 'post-job';
/** The localStorage key of the stash written as the page goes. */
export const POST_JOB_DRAFT_STASH_KEY = 'portal-post-job-draft';

const FIELDS = Object.keys(POST_JOB_LABELS) as PostJobField[];

// A draft written by an older version of the app may lack a field or hold something else in it:
// what is not a string falls back to the blank form's value rather than losing the whole draft.
const StoredDraftSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  savedAt: z.date(),
});

// The stash is JSON: its time is an ISO string.
const StashedDraftSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  savedAt: z.iso.datetime().transform((iso) => new Date(iso)),
});

/** localStorage where there is one (not in a private mode that refuses it, nor in Node). */
function stashStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readStash(): z.infer<typeof StoredDraftSchema> | null {
  return parseJsonAs(StashedDraftSchema, stashStorage()?.getItem(POST_JOB_DRAFT_STASH_KEY));
}

function removeStash(): void {
  stashStorage()?.removeItem(POST_JOB_DRAFT_STASH_KEY);
}

/** The form's own fields, as strings; anything else (the honeypot, timings) is left out. */
function formFields(values: Partial<PostJobFormValues>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = values[field];
    if (typeof value === 'string') kept[field] = value;
  }
  return kept;
}

let opened: Promise<IDBPDatabase<DraftsSchema>> | undefined;

function drafts() {
  opened ??= openDB<DraftsSchema>(DRAFTS_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('drafts');
    },
    // Another tab wants a newer version, or a logout deletes the database: step aside, and open
    // again on the next call.
    blocking() {
      void closeDrafts();
    },
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

/** Closes this tab's connection; the next call opens a new one. */
export async function closeDrafts(): Promise<void> {
  const closing = opened;
  opened = undefined;
  (await closing?.catch(() => undefined))?.close();
}

/** Whether the form holds anything but what a blank form holds. */
const hasContent = (values: Record<string, unknown>) =>
  FIELDS.some(
    (field) => typeof values[field] === 'string' && values[field] !== EMPTY_POST_JOB_FORM[field],
  );

/**
 * Whether this device keeps a draft with something typed in it: what a logout deletes, and so
 * asks about first. Changes nothing.
 */
export async function hasPostJobDraft(): Promise<boolean> {
  if (!mayKeep()) return false;
  const kept = StoredDraftSchema.safeParse(await (await drafts()).get('drafts', KEY));
  const stored = kept.success ? kept.data : null;
  const stashed = readStash();
  // As loadPostJobDraft takes it: the newer of the two, a discard's empty stash included.
  const newest = stashed && (!stored || stashed.savedAt > stored.savedAt) ? stashed : stored;
  return newest !== null && hasContent(newest.values);
}

export async function loadPostJobDraft(): Promise<PostJobDraft | null> {
  if (!mayKeep()) return null;
  const db = await drafts();
  const kept = StoredDraftSchema.safeParse(await db.get('drafts', KEY));
  const stashed = readStash();
  let stored = kept.success ? kept.data : null;
  if (stashed && (!stored || stashed.savedAt > stored.savedAt)) {
    if (Object.keys(formFields(stashed.values)).length === 0) {
      // A discard the page did not live to finish: finish it.
      await db.delete('drafts', KEY);
      removeStash();
      return null;
    }
    stored = stashed;
    await db.put('drafts', { values: formFields(stashed.values), savedAt: stashed.savedAt }, KEY);
  }
  removeStash();
  if (!stored) return null;
  const values: Record<string, string> = { ...EMPTY_POST_JOB_FORM };
  for (const field of FIELDS) {
    const value = stored.values[field];
    if (typeof value === 'string') values[field] = value;
  }
  const type = JobTypeSchema.catch(EMPTY_POST_JOB_FORM.Type).parse(values.Type);
  return { values: { ...values, Type: type } as PostJobFormValues, savedAt: stored.savedAt };
}

export async function savePostJobDraft(
  values: Partial<PostJobFormValues>,
  savedAt = new Date(),
): Promise<void> {
  if (!mayKeep()) return;
  const tx = (await drafts()).transaction('drafts', 'readwrite');
  // Resolved once committed, not merely requested: the caller counts on it being on disk.
  await Promise.all([tx.store.put({ values: formFields(values), savedAt }, KEY), tx.done]);
}

/**
 * Writes the draft synchronously, for a page that is going away and may not live to finish an
 * IndexedDB write. Returns false when localStorage refuses it (absent, full, or disabled).
 */
export function stashPostJobDraft(
  values: Partial<PostJobFormValues>,
  savedAt = new Date(),
): boolean {
  if (!mayKeep()) return false;
  try {
    const stash = JSON.stringify({ values: formFields(values), savedAt: savedAt.toISOString() });
    const storage = stashStorage();
    storage?.setItem(POST_JOB_DRAFT_STASH_KEY, stash);
    return storage !== null;
  } catch {
    return false;
  }
}

/**
 * Forgets the draft. A page torn down at once (a discard, then a reload) may lose the IndexedDB
 * delete as it may lose a write, and the draft would come back: so a stash with no fields goes
 * first, synchronously, and outranks any older draft until the delete has committed.
 */
export async function deletePostJobDraft(): Promise<void> {
  // A logout is deleting the whole database.
  if (!mayKeep()) return;
  stashPostJobDraft({}, new Date());
  const tx = (await drafts()).transaction('drafts', 'readwrite');
  await Promise.all([tx.store.delete(KEY), tx.done]);
  removeStash();
}
