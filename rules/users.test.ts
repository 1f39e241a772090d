// firestore.rules for `users`, against the Firestore emulator (npm run test:emulators).
// Each test names the rule it proves. Seeding bypasses the rules; every test gets fresh contexts.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { OTHER_USER, OWNER, useRulesTestEnvironment, type TestDb } from './helpers';

const USERS = 'users';
const createdAt = Timestamp.fromDate(new Date('2026-10-01T00:00:00Z'));
const stored = { name: 'Alice', phone: '9876543210', role: 'User', createdAt };

// Both users have signed up.
const { guest, owner, otherUser, withoutRules } = useRulesTestEnvironment(async (db) => {
  await setDoc(doc(db, USERS, OWNER), stored);
  await setDoc(doc(db, USERS, OTHER_USER), { ...stored, name: 'Bob' });
});

const profile = (db: TestDb, uid: string) => doc(db, USERS, uid);

/** A profile as sign-up writes it (web/src/lib/account/auth.ts). */
function newProfile(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Alice',
    phone: '9876543210',
    role: 'User',
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

const strangers: [string, () => TestDb][] = [
  ['another user', otherUser],
  ['a guest', guest],
];
const everyone: [string, () => TestDb][] = [['the owner', owner], ...strangers];

describe('users', () => {
  describe('get: the owner alone (isOwner)', () => {
    it('the owner gets their profile', async () => {
      await assertSucceeds(getDoc(profile(owner(), OWNER)));
    });

    it('the owner may look for their profile before it exists', async () => {
      await withoutRules((db) => deleteDoc(profile(db, OWNER)));
      await assertSucceeds(getDoc(profile(owner(), OWNER)));
    });

    it.each(strangers)('%s cannot get the owner’s profile', async (_who, db) => {
      await assertFails(getDoc(profile(db(), OWNER)));
    });
  });

  describe('list: nobody (a profile is read by its id)', () => {
    it('the owner cannot list profiles, not even asking for their own', async () => {
      await assertFails(getDocs(collection(owner(), USERS)));
      await assertFails(
        getDocs(query(collection(owner(), USERS), where(documentId(), '==', OWNER))),
      );
    });

    it.each(strangers)('%s cannot list profiles', async (_who, db) => {
      await assertFails(getDocs(collection(db(), USERS)));
      await assertFails(getDocs(query(collection(db(), USERS), where('role', '==', 'User'))));
    });
  });

  describe('create: the owner, at sign-up (validProfile, createdAt == request.time)', () => {
    beforeEach(async () => {
      await withoutRules((db) => deleteDoc(profile(db, OWNER)));
    });

    it('the owner creates their profile', async () => {
      await assertSucceeds(setDoc(profile(owner(), OWNER), newProfile()));
    });

    it('takes a name of 100 characters and a phone of 20 digits', async () => {
      await assertSucceeds(
        setDoc(
          profile(owner(), OWNER),
          newProfile({ name: 'x'.repeat(100), phone: '1'.repeat(20) }),
        ),
      );
    });

    it.each(strangers)('%s cannot create the owner’s profile', async (_who, db) => {
      await assertFails(setDoc(profile(db(), OWNER), newProfile()));
    });

    it('refuses any role but User', async () => {
      await assertFails(setDoc(profile(owner(), OWNER), newProfile({ role: 'Admin' })));
      await assertFails(setDoc(profile(owner(), OWNER), newProfile({ role: 'user' })));
    });

    it('refuses an extra field', async () => {
      await assertFails(setDoc(profile(owner(), OWNER), newProfile({ isAdmin: true })));
      await assertFails(
        setDoc(profile(owner(), OWNER), newProfile({ email: 'alice@example.com' })),
      );
    });

    it.each(['name', 'phone', 'role', 'createdAt'])(
      'refuses a profile without %s',
      async (field) => {
        const data: Record<string, unknown> = newProfile();
        delete data[field];
        await assertFails(setDoc(profile(owner(), OWNER), data));
      },
    );

    it.each([
      ['empty', ''],
      ['over 100 characters', 'x'.repeat(101)],
      ['not a string', 42],
    ])('refuses a name that is %s', async (_why, name) => {
      await assertFails(setDoc(profile(owner(), OWNER), newProfile({ name })));
    });

    it.each([
      ['empty', ''],
      ['with a plus and spaces', '+91 98765 43210'],
      ['with a dash', '98765-43210'],
      ['over 20 digits', '1'.repeat(21)],
      ['a number, not a string', 9876543210],
    ])('refuses a phone that is %s', async (_why, phone) => {
      await assertFails(setDoc(profile(owner(), OWNER), newProfile({ phone })));
    });

    it('refuses a client-chosen createdAt', async () => {
      await assertFails(setDoc(profile(owner(), OWNER), newProfile({ createdAt })));
      await assertFails(
        setDoc(profile(owner(), OWNER), newProfile({ createdAt: Timestamp.now() })),
      );
    });
  });

  describe('update: the owner (validProfile, createdAt unchanged or the server’s time)', () => {
    it('the owner changes their name and phone', async () => {
      await assertSucceeds(
        updateDoc(profile(owner(), OWNER), { name: 'Alice Rao', phone: '9123456780' }),
      );
    });

    it('the owner rewrites the whole profile, keeping createdAt', async () => {
      await assertSucceeds(setDoc(profile(owner(), OWNER), { ...stored, name: 'Alice Rao' }));
    });

    it.each(strangers)('%s cannot update the owner’s profile', async (_who, db) => {
      await assertFails(updateDoc(profile(db(), OWNER), { name: 'Mallory' }));
    });

    it('the owner cannot make themselves an Admin', async () => {
      await assertFails(updateDoc(profile(owner(), OWNER), { role: 'Admin' }));
    });

    it('the owner cannot set createdAt to a time of their choosing', async () => {
      await assertFails(updateDoc(profile(owner(), OWNER), { createdAt: Timestamp.now() }));
      const backdated = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));
      await assertFails(updateDoc(profile(owner(), OWNER), { createdAt: backdated }));
    });

    it('a resent sign-up write, stamped with the server’s time again, succeeds', async () => {
      await assertSucceeds(
        setDoc(profile(owner(), OWNER), newProfile({ createdAt: serverTimestamp() })),
      );
    });

    it('the owner cannot add a field', async () => {
      await assertFails(updateDoc(profile(owner(), OWNER), { isAdmin: true }));
    });

    it('the owner cannot remove a field', async () => {
      await assertFails(updateDoc(profile(owner(), OWNER), { phone: deleteField() }));
    });

    it('the owner cannot set an invalid name or phone', async () => {
      await assertFails(updateDoc(profile(owner(), OWNER), { name: '' }));
      await assertFails(updateDoc(profile(owner(), OWNER), { phone: 'call me' }));
    });
  });

  describe('delete: nobody from a client (the Admin SDK removes a profile with its account)', () => {
    it.each(everyone)('%s cannot delete the owner’s profile', async (_who, db) => {
      await assertFails(deleteDoc(profile(db(), OWNER)));
    });
  });
});
