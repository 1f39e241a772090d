// The databases the app keeps on the device of its own (beside Firestore's cache and Auth's
// session), and the switch a logout turns to stop them keeping anything more in this page.
// No Firebase here: the stores import it, and they load with the pages that use them.

/** Each signed-in user's saved jobs, whole, for reading offline (offline-library.ts). */
export const OFFLINE_LIBRARY_DATABASE = 'portal-offline-library';
/** The half-written Post a Job form (features/post-job/api/post-job-draft.ts). */
export const DRAFTS_DATABASE = 'portal-drafts';

let keeping = true;

/**
 * From now until the page goes, the stores above write nothing and open nothing: a logout is
 * deleting them (forget-device.ts), and a save begun after that, or a draft stashed as the page
 * reloads, would bring the user's data back.
 */
export function stopKeeping(): void {
  keeping = false;
}

/** False once this page has begun to forget the device. */
export function mayKeep(): boolean {
  return keeping;
}
