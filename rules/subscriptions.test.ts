// firestore.rules for `subscriptions`, against the Firestore emulator (npm run test:emulators).
// Each test names the rule it proves. Seeding bypasses the rules; every test gets fresh contexts.
// A subscription has no owner: the callers are a guest, a signed-in user and another user.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OWNER, useRulesTestEnvironment, type TestDb } from './helpers';

const SUBSCRIPTIONS = 'subscriptions';
const createdAt = Timestamp.fromDate(new Date('2026-10-01T00:00:00Z'));

// Someone subscribed earlier, as the signed-in user's address.
const { guest, owner, otherUser } = useRulesTestEnvironment(async (db) => {
  await setDoc(doc(db, SUBSCRIPTIONS, 'earlier'), {
    Email: `${OWNER}@example.com`,
    subscribed: true,
    createdAt,
  });
});

const callers: [string, () => TestDb][] = [
  ['a guest', guest],
  ['a signed-in user', owner],
  ['another user', otherUser],
];

/** A subscription as the footer form sends it. */
function newSubscription(overrides: Record<string, unknown> = {}) {
  return {
    Email: 'asha@example.com',
    subscribed: true,
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

/** A new document with an id the client chose, as the data module creates it. */
const fresh = (db: TestDb) => doc(collection(db, SUBSCRIPTIONS));
const earlier = (db: TestDb) => doc(db, SUBSCRIPTIONS, 'earlier');

describe('subscriptions', () => {
  describe('get and list: nobody from a client (the addresses are private)', () => {
    it.each(callers)('%s cannot get a subscription', async (_who, db) => {
      await assertFails(getDoc(earlier(db())));
    });

    it.each(callers)(
      '%s cannot list subscriptions, not even for their own address',
      async (_who, db) => {
        await assertFails(getDocs(collection(db(), SUBSCRIPTIONS)));
        await assertFails(
          getDocs(
            query(collection(db(), SUBSCRIPTIONS), where('Email', '==', `${OWNER}@example.com`)),
          ),
        );
      },
    );
  });

  describe('create: anyone, with a valid subscription (validSubscription)', () => {
    it.each(callers)('%s subscribes', async (_who, db) => {
      await assertSucceeds(setDoc(fresh(db()), newSubscription()));
    });

    it.each([
      ['plain', 'asha@example.com'],
      ['with an apostrophe, a plus and subdomains', "o'brien+jobs@mail.example.co.in"],
      ['with a dot, an underscore and a hyphenated domain', 'first.last_1@sub-domain.example.org'],
      ['of exactly 320 characters', `${'x'.repeat(308)}@example.com`],
    ])('takes an address that is %s', async (_kind, Email) => {
      await assertSucceeds(setDoc(fresh(guest()), newSubscription({ Email })));
    });

    it.each([
      ['with no @', 'not-an-email'],
      ['with no top-level domain', 'asha@example'],
      ['with a one-letter top-level domain', 'asha@example.c'],
      ['with a space inside', 'asha example@example.com'],
      ['with spaces around', ' asha@example.com '],
      ['with nothing before the @', '@example.com'],
      ['with two @', 'asha@@example.com'],
      ['with an empty domain label', 'asha@.example.com'],
      ['empty', ''],
      ['over 320 characters', `${'x'.repeat(309)}@example.com`],
      ['not a string', 42],
    ])('refuses a bad e-mail: %s', async (_why, Email) => {
      await assertFails(setDoc(fresh(guest()), newSubscription({ Email })));
    });

    it('refuses subscribed false, or anything but true', async () => {
      await assertFails(setDoc(fresh(guest()), newSubscription({ subscribed: false })));
      await assertFails(setDoc(fresh(guest()), newSubscription({ subscribed: 'true' })));
    });

    it('refuses a client-chosen createdAt', async () => {
      await assertFails(setDoc(fresh(guest()), newSubscription({ createdAt })));
      await assertFails(setDoc(fresh(guest()), newSubscription({ createdAt: Timestamp.now() })));
    });

    it('refuses an extra field', async () => {
      await assertFails(setDoc(fresh(guest()), newSubscription({ name: 'Asha' })));
      await assertFails(setDoc(fresh(owner()), newSubscription({ UserId: OWNER })));
    });

    it.each(['Email', 'subscribed', 'createdAt'])(
      'refuses a subscription without %s',
      async (field) => {
        const data: Record<string, unknown> = newSubscription();
        delete data[field];
        await assertFails(setDoc(fresh(guest()), data));
      },
    );
  });

  describe('update: nobody from a client (unsubscribing is not a client write)', () => {
    it.each(callers)('%s cannot update a subscription', async (_who, db) => {
      await assertFails(updateDoc(earlier(db()), { subscribed: false }));
    });

    it.each(callers)('%s cannot overwrite one with a valid subscription', async (_who, db) => {
      await assertFails(setDoc(earlier(db()), newSubscription()));
    });
  });

  describe('delete: nobody from a client', () => {
    it.each(callers)('%s cannot delete a subscription', async (_who, db) => {
      await assertFails(deleteDoc(earlier(db())));
    });
  });
});
