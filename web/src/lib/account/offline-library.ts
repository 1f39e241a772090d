// Each user's saved jobs, whole, in IndexedDB on this device: readable with no network even if
// Firestore's cache never held them, updated when a job changes, and removed when unsaved. A
// logout deletes the whole database (forget-device.ts).
import type { Job } from '@portal/domain/jobs/job';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { mayKeep, OFFLINE_LIBRARY_DATABASE } from './device-stores';

interface LibrarySchema extends DBSchema {
  'saved-jobs': {
    key: [string, string];
    value: { userId: string; jobId: string; job: Job };
    indexes: { 'by-user': string };
  };
}

let opened: Promise<IDBPDatabase<LibrarySchema>> | undefined;

function library() {
  opened ??= openDB<LibrarySchema>(OFFLINE_LIBRARY_DATABASE, 1, {
    upgrade(db) {
      const store = db.createObjectStore('saved-jobs', { keyPath: ['userId', 'jobId'] });
      store.createIndex('by-user', 'userId');
    },
    // The database is being deleted (a logout, in this tab or another) or upgraded: step aside,
    // and open again on the next call.
    blocking() {
      const closing = opened;
      opened = undefined;
      void closing?.then(
        (db) => db.close(),
        () => {},
      );
    },
  }).catch((error: unknown) => {
    opened = undefined;
    throw error;
  });
  return opened;
}

export async function listJobs(userId: string): Promise<Job[]> {
  if (!mayKeep()) return [];
  const entries = await (await library()).getAllFromIndex('saved-jobs', 'by-user', userId);
  return entries.map((entry) => entry.job);
}

/**
 * Brings the user's library in line with what they have saved: keeps the current version of
 * every saved job it knows, and drops jobs no longer saved. One transaction. Writes nothing once
 * a logout has begun to delete the library, so that work already under way cannot bring it back.
 */
export async function reconcile(
  userId: string,
  savedIds: ReadonlySet<string>,
  knownJobs: ReadonlyMap<string, Job>,
): Promise<void> {
  if (!mayKeep()) return;
  const db = await library();
  if (!mayKeep()) return;
  const tx = db.transaction('saved-jobs', 'readwrite');
  const kept = await tx.store.index('by-user').getAll(userId);
  await Promise.all([
    ...kept
      .filter((entry) => !savedIds.has(entry.jobId))
      .map((entry) => tx.store.delete([userId, entry.jobId])),
    ...[...savedIds]
      .map((id) => knownJobs.get(id))
      .filter((job): job is Job => job !== undefined)
      .map((job) => tx.store.put({ userId, jobId: job.id, job })),
  ]);
  await tx.done;
}
