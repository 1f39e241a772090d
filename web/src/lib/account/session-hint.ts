// Whether this browser may hold a signed-in user, known without Firebase Auth: Auth's code is
// 87 KB of script (25 KB gzip) that ran as a page took over, and most visitors never sign in.
// The app notes here what Auth last said (session-provider.tsx); a browser with no note (one
// the app ran in before the note existed, or whose storage was cleared) asks whether Auth
// keeps anything at all.

/** The note's key; another tab that writes it tells this one (a storage event). */
export const SESSION_NOTE_KEY = 'portal:session';

/** Set while a logout's wipe of this device is unfinished (forget-device.ts). */
export const WIPE_PENDING_KEY = 'portal:wipe-pending';

/** Notes what Auth said: someone is signed in, or nobody. */
export function noteSession(signedIn: boolean): void {
  try {
    localStorage.setItem(SESSION_NOTE_KEY, signedIn ? 'signed-in' : 'signed-out');
  } catch {
    // Storage refused (a private window, say): the next start asks Auth's own storage.
  }
}

/** Auth's IndexedDB persistence keeps its users in this database (firebase/auth). */
const AUTH_DATABASE = 'firebaseLocalStorageDb';
/** Auth's localStorage persistence keys its users so (firebase/auth). */
const AUTH_USER_KEY_PREFIX = 'firebase:authUser:';

async function authKeepsAnything(): Promise<boolean> {
  try {
    if (Object.keys(localStorage).some((key) => key.startsWith(AUTH_USER_KEY_PREFIX))) return true;
    // Without the list of databases (older browsers), nothing tells: ask Auth.
    if (typeof indexedDB.databases !== 'function') return true;
    return (await indexedDB.databases()).some((database) => database.name === AUTH_DATABASE);
  } catch {
    return true;
  }
}

/**
 * False only when this browser surely holds no signed-in user: Auth noted nobody last time, or
 * keeps nothing. Never false for a browser that holds one, so nobody signed in is shown
 * signed out.
 */
export async function mayHoldSession(): Promise<boolean> {
  let note: string | null;
  try {
    note = localStorage.getItem(SESSION_NOTE_KEY);
  } catch {
    return true;
  }
  if (note === 'signed-in') return true;
  if (note === 'signed-out') return false;
  return authKeepsAnything();
}
