// The jobs moderation has hidden until review: one small public document listing their ids.
// A hidden job cannot be read any more, so the jobs sync never hears that it changed; this list
// is how a browser learns to stop showing the copy its cache still holds.
import { COLLECTIONS, HIDDEN_JOBS_DOC } from '@portal/domain/constants';
import { HiddenJobsSchema } from '@portal/domain/moderation/hidden-jobs';
import { doc, onSnapshot, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { withDates } from '@portal/domain/stored-dates';

export const NO_HIDDEN_JOBS: ReadonlySet<string> = new Set();

export function hiddenJobsRef(db: Firestore) {
  return doc(db, COLLECTIONS.moderation, HIDDEN_JOBS_DOC);
}

/**
 * Calls back with the hidden ids, from the cache first and then live. A missing document or
 * one that fails the schema hides nothing (and the second is logged): showing a job a moderator
 * hid is better than showing no jobs at all.
 */
export function watchHiddenJobIds(
  db: Firestore,
  onIds: (ids: ReadonlySet<string>) => void,
): Unsubscribe {
  return onSnapshot(
    hiddenJobsRef(db),
    (snapshot) => {
      if (!snapshot.exists()) return onIds(NO_HIDDEN_JOBS);
      const parsed = HiddenJobsSchema.safeParse(withDates(snapshot.data()));
      if (!parsed.success) {
        console.error('The hidden-jobs list does not match its schema; nothing is hidden');
        return onIds(NO_HIDDEN_JOBS);
      }
      onIds(new Set(parsed.data.ids));
    },
    (error) => {
      console.error('Reading the hidden-jobs list failed', error);
      onIds(NO_HIDDEN_JOBS);
    },
  );
}
