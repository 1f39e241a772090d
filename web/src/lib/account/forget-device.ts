// Logging out leaves nothing of the user on this device: on a shared phone the next person could
// otherwise open the browser's developer tools and read the last user's saved jobs, assessment
// transcripts and searches in Firestore's cache, their saved jobs in the offline library, their
// half-written job post, and the list answers kept in Cache Storage. One function does it all, in
// an order that lets nothing be written back; a step that fails does not stop the others, and
// the next start finishes what it left (finishPendingWipe).
//
// Kept: the service worker's precache, the app shell every visitor gets (scripts, styles, the
// shell's HTML and the painted boards' frames, built before anyone signs in), so the app still
// opens offline; and Firebase's own databases, which hold nothing of a signed-out user.
import { clearIndexedDbPersistence, terminate, type Firestore } from 'firebase/firestore';
import { DRAFTS_DATABASE, OFFLINE_LIBRARY_DATABASE, stopKeeping } from './device-stores';
import { noteSession, SESSION_NOTE_KEY, WIPE_PENDING_KEY } from './session-hint';

/**
 * Set while forgetting is under way or left unfinished: the next start finishes it, and another
 * tab that shows the user signed in hears of it (a storage event) and forgets too.
 */
export { WIPE_PENDING_KEY };

/**
 * Firebase's own databases: Auth's (signing out empties it; the page keeps it open, so deleting
 * it would wait for the page to go), the SDK's heartbeat dates, App Check's token. Firestore's
 * has a step of its own.
 */
const KEPT_DATABASES =
  /^(firebaseLocalStorageDb|firebase-heartbeat-database|firebase-app-check-database|firestore\/)/;

/** The service worker's precache (workbox-precache-v2-<scope>): the app shell, nobody's data. */
const PRECACHE = /^workbox-precache/;

/**
 * How long one step may take. A deletion waits while another tab holds the database open (one
 * whose page does not answer, say); the logout goes on, and the next start tries again.
 */
export const STEP_TIME_MS = 5000;

export interface ForgetOptions {
  firestore: Firestore;
  /** Signs the user out; absent where Auth has already (another tab logged out, say). */
  signOut?: () => Promise<void>;
  /** Loads the page afresh, without its query; tests pass their own. */
  loadAfresh?: () => void;
}

let forgetting: Promise<void> | null = null;

/**
 * Signs the user out and forgets everything this device keeps of them, then loads the page
 * afresh, without its query (a search typed would be run and kept again), so nothing of theirs
 * stays in memory either; a page only a signed-in user sees sends the visitor to log in. Once a
 * page: later calls (the sign-out Auth reports, another tab's word) get the same promise.
 */
export function forgetDevice(options: ForgetOptions): Promise<void> {
  forgetting ??= forget(options);
  return forgetting;
}

async function forget({ firestore, signOut, loadAfresh = replacePage }: ForgetOptions) {
  // Nothing more is kept in this page: the draft and the offline library write nothing, open
  // nothing, and the draft's stash is not written as the page goes.
  stopKeeping();
  let signedOut = !signOut;
  const steps: Step[] = [
    // Firestore first: nothing more is written to its cache, and nothing it still follows is
    // refused by the server (permission-denied) once the user is signed out.
    ['stop Firestore', () => terminate(firestore)],
    // Auth forgets the user, and tells the other tabs.
    ...(signOut ? [['sign out', () => signOut().then(() => (signedOut = true))] as Step] : []),
    // From here on, should anything fail, the next start finishes it; other tabs forget too.
    ['note the wipe', async () => localStorage.setItem(WIPE_PENDING_KEY, 'yes')],
    ...wipeSteps({
      // Everything, even what Auth keeps there: the user is signed out, and a sign-in's
      // redirect leaves their profile in this tab's sessionStorage.
      keepStored: (key) => key === WIPE_PENDING_KEY,
    }),
  ];
  const done = await runSteps(steps, firestore);
  // Nobody is signed in (unless signing out failed): the next start keeps Firestore in memory
  // and loads no Auth until someone signs in.
  if (signedOut) noteSession(false);
  if (done) wipeFinished();
  loadAfresh();
}

/**
 * Finishes a wipe a logout left unfinished (a deletion another tab held up, a page closed
 * midway). Called once as the app starts, after Firestore is set up and before anything uses it
 * (lib/firebase/firebase.ts); costs nothing when no wipe is pending.
 */
export async function finishPendingWipe(firestore: Firestore): Promise<void> {
  if (!wipePending()) return;
  const done = await runSteps(
    wipeSteps({
      // Whoever is signed in now (Auth's keys) and the note saying so stay.
      keepStored: (key) =>
        key === WIPE_PENDING_KEY || key === SESSION_NOTE_KEY || key.startsWith('firebase:'),
    }),
    firestore,
  );
  if (done) wipeFinished();
}

type Step = [what: string, run: (firestore: Firestore) => Promise<unknown>];

/** What is deleted, both at logout and when a start finishes a wipe. */
function wipeSteps({ keepStored }: { keepStored: (key: string) => boolean }): Step[] {
  return [
    // Firestore's cache: the documents read (saved jobs, assessment transcripts, profiles), the
    // queries asked (with the user's id), and the writes not yet sent.
    ["clear Firestore's cache", (firestore) => clearIndexedDbPersistence(firestore)],
    // The offline library of saved jobs, the post draft, and any database the app adds.
    ["delete the app's databases", deleteAppDatabases],
    // The list answers the app cached (lib/job-list/search-index.ts): the searches the user ran.
    ['delete kept answers', deleteKeptAnswers],
    // The draft's stash, Firestore's bookkeeping between tabs (a write not yet sent is keyed
    // with the user's id), what a sign-in left in this tab.
    ['clear web storage', async () => clearWebStorage(keepStored)],
  ];
}

/** Runs every step in order, each whatever became of the one before; true if all finished. */
async function runSteps(steps: Step[], firestore: Firestore): Promise<boolean> {
  let done = true;
  for (const [what, run] of steps) {
    try {
      await withinTime(run(firestore), what);
    } catch (error) {
      done = false;
      console.error(`Forgetting this device: could not ${what}`, error);
    }
  }
  return done;
}

function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer in ${STEP_TIME_MS} ms`)),
      STEP_TIME_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function deleteAppDatabases(): Promise<void> {
  // Without the list (Firefox before 126), the app's own names.
  const names =
    typeof indexedDB.databases === 'function'
      ? (await indexedDB.databases()).flatMap(({ name }) => (name ? [name] : []))
      : [OFFLINE_LIBRARY_DATABASE, DRAFTS_DATABASE];
  await Promise.all(names.filter((name) => !KEPT_DATABASES.test(name)).map(deleteDatabase));
}

/**
 * Resolves once the database is gone. Each connection to it is asked to close (the app's stores
 * do, in any tab); one that does not holds the deletion up until its page goes.
 */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Deleting ${name} failed`));
  });
}

async function deleteKeptAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !PRECACHE.test(name)).map((name) => caches.delete(name)),
  );
}

function clearWebStorage(keep: (key: string) => boolean): void {
  for (const storage of [localStorage, sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key !== null && !keep(key)) storage.removeItem(key);
  }
}

// localStorage may refuse (storage turned off): then no wipe was noted either.
function wipePending(): boolean {
  try {
    return localStorage.getItem(WIPE_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

function wipeFinished(): void {
  try {
    localStorage.removeItem(WIPE_PENDING_KEY);
  } catch {
    // Refused: the next start wipes again, which deletes nothing more.
  }
}

function replacePage(): void {
  location.replace(location.pathname);
}
