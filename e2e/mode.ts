// Which Firestore the app under test uses; playwright.config.ts decides and starts it so.
export const firestoreMode: 'emulator' | 'offline' =
  process.env.PORTAL_FIRESTORE === 'offline' ? 'offline' : 'emulator';

/**
 * The tag of specs that need a Firestore server (a save reaching it, the server refusing one).
 * playwright.config.ts leaves them out of the offline-mode pass, which has no server to reach;
 * the emulator pass runs them.
 */
export const NEEDS_EMULATOR = '@needs-emulator';
