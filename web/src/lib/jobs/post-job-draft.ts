// The half-written Post a Job form, kept on this device in IndexedDB so that a reload, a closed
// tab or a trip to the login page loses nothing. One draft per browser; posting or discarding
// deletes it.
import { JobTypeSchema } from '@portal/domain/job';
import {
  EMPTY_POST_JOB_FORM,
  POST_JOB_LABELS,
  type PostJobField,
  type PostJobFormValues,
} from '@portal/domain/post-job';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { z } from 'zod';

export interface PostJobDraft {
  /** The form's inputs as typed (rich-text fields as the editor's HTML). */
  values: PostJobFormValues;
  savedAt: Date;
}

interface DraftsSchema extends DBSchema {
  drafts: { key: string; value: { values: Record<string, unknown>; savedAt: Date } };
}

const DB_NAME = 'portal-drafts';
const KEY = 'post-job';

const FIELDS = Object.keys(POST_JOB_LABELS) as PostJobField[];

// A draft written by an older version of the app may lack a field or hold something else in it:
// what is not a string falls back to the blank form's value rather than losing the whole draft.
const StoredDraftSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  savedAt: z.date(),
});

let opened: Promise<IDBPDatabase<DraftsSchema>> | undefined;

function drafts() {
  opened ??= openDB<DraftsSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('drafts');
    },
    // Another tab wants a newer version: step aside, and open again on the next call.
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

export async function loadPostJobDraft(): Promise<PostJobDraft | null> {
  const stored = StoredDraftSchema.safeParse(await (await drafts()).get('drafts', KEY));
  if (!stored.success) return null;
  const values: Record<string, string> = { ...EMPTY_POST_JOB_FORM };
  for (const field of FIELDS) {
    const value = stored.data.values[field];
    if (typeof value === 'string') values[field] = value;
  }
  const type = JobTypeSchema.catch(EMPTY_POST_JOB_FORM.Type).parse(values.Type);
  return { values: { ...values, Type: type } as PostJobFormValues, savedAt: stored.data.savedAt };
}

export async function savePostJobDraft(
  values: Partial<PostJobFormValues>,
  savedAt = new Date(),
): Promise<void> {
  const kept: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = values[field];
    if (typeof value === 'string') kept[field] = value;
  }
  await (await drafts()).put('drafts', { values: kept, savedAt }, KEY);
}

export async function deletePostJobDraft(): Promise<void> {
  await (await drafts()).delete('drafts', KEY);
}
