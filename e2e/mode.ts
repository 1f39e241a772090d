// Which Firestore the app under test uses; playwright.config.ts decides and starts it so.
export const firestoreMode: 'emulator' | 'offline' =
  process.env.PORTAL_FIRESTORE === 'offline' ? 'offline' : 'emulator';

/** For test.skip: the reason a spec needs the Firestore emulator. */
export const NEEDS_EMULATOR =
  'needs the Firestore emulator (offline mode has no server to reach); runs in the emulator pass';
