// Each user's saved jobs, whole, in IndexedDB on this device: readable with no network even if
// Firestore's cache never held them, updated when a job changes, removed when unsaved, and
// cleared for a user who logs out.
import type { Job } from '@portal/domain/jobs/job';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

interface LibrarySchema extends DBSchema {
  'saved-jobs': {
    key: [string, string];
    value: { userId: string; jobId: string; job: Job };
    indexes: { 'by-user': string };
  };
}

const DB_NAME = 'portal-offline-library';

let opened: Promise<IDBPDatabase<LibrarySchema>> | undefined;

function library() {
  opened ??= openDB<LibrarySchema>(DB_NAME, 1, {
    upgrade(db) {
      const store = db.createObjectStore('saved-jobs', { keyPath: ['userId', 'jobId'] });
      store.createIndex('by-user', 'userId');
    },
  });
  return opened;
}

/**
 * Bumped for a user each time their library is cleared. A reconcile that began before a clear
 * writes nothing, so a logout's clear cannot be undone by work that was already under way.
 */
const generations = new Map<string, number>();
const generationOf = (userId: string) => generations.get(userId) ?? 0;

export async function listJobs(userId: string): Promise<Job[]> {
  const entries = await (await library()).getAllFromIndex('saved-jobs', 'by-user', userId);
  return entries.map((entry) => entry.job);
}

/** Forgets everything this device kept for the user. */
export async function clearUser(userId: string): Promise<void> {
  generations.set(userId, generationOf(userId) + 1);
  const db = await library();
  const tx = db.transaction('saved-jobs', 'readwrite');
  for (const key of await tx.store.index('by-user').getAllKeys(userId)) {
    await tx.store.delete(key);
  }
  await tx.done;
}

/**
 * Brings the user's library in line with what they have saved: keeps the current version of
 * every saved job it knows, and drops jobs no longer saved. One transaction, so a clear runs
 * wholly before or wholly after it.
 */
export async function reconcile(
  userId: string,
  savedIds: ReadonlySet<string>,
  knownJobs: ReadonlyMap<string, Job>,
): Promise<void> {
  const generation = generationOf(userId);
  const db = await library();
  if (generationOf(userId) !== generation) return;
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
