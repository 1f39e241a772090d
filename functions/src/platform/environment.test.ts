import { describe, expect, it } from 'vitest';
import { firestoreReachable, runsOnEmulator } from './environment';

describe('environment', () => {
  it('knows the emulator by the variable firebase-tools sets', () => {
    expect(runsOnEmulator({ FUNCTIONS_EMULATOR: 'true' })).toBe(true);
    expect(runsOnEmulator({})).toBe(false);
  });

  it('reaches Firestore in production, and on the emulator only beside a Firestore emulator', () => {
    expect(firestoreReachable({})).toBe(true);
    const emulator = { FUNCTIONS_EMULATOR: 'true' };
    expect(firestoreReachable({ ...emulator, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toBe(
      true,
    );
    expect(firestoreReachable(emulator)).toBe(false);
  });
});
