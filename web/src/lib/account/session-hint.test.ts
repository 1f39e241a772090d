// @vitest-environment jsdom
// Whether a browser may hold a signed-in user, read from the app's note or, without one, from
// what Firebase Auth keeps (its IndexedDB database stands in as a list of names).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mayHoldSession, noteSession, SESSION_NOTE_KEY } from './session-hint';

function databasesNamed(...names: string[]) {
  vi.stubGlobal('indexedDB', { databases: async () => names.map((name) => ({ name })) });
}

describe('mayHoldSession', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('follows the note of what Auth last said, whatever Auth keeps', async () => {
    databasesNamed('firebaseLocalStorageDb');
    noteSession(false);
    expect(localStorage.getItem(SESSION_NOTE_KEY)).toBe('signed-out');
    expect(await mayHoldSession()).toBe(false);
    databasesNamed();
    noteSession(true);
    expect(await mayHoldSession()).toBe(true);
  });

  it("without a note, is true when Auth's database is there, false when nothing is", async () => {
    databasesNamed('firestore/[DEFAULT]/demo/main', 'firebaseLocalStorageDb');
    expect(await mayHoldSession()).toBe(true);
    databasesNamed('firestore/[DEFAULT]/demo/main');
    expect(await mayHoldSession()).toBe(false);
  });

  it('without a note, is true when Auth keeps a user in localStorage', async () => {
    databasesNamed();
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
    expect(await mayHoldSession()).toBe(true);
  });

  it('without a note, is true where the browser cannot list its databases or refuses', async () => {
    vi.stubGlobal('indexedDB', {});
    expect(await mayHoldSession()).toBe(true);
    vi.stubGlobal('indexedDB', { databases: () => Promise.reject(new Error('SecurityError')) });
    expect(await mayHoldSession()).toBe(true);
  });
});
