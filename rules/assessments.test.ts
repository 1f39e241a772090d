// firestore.rules for `users/{uid}/assessments`, against the Firestore emulator. Each test
// names the rule it proves. Seeding bypasses the rules; every test gets fresh contexts.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { OTHER_USER, OWNER, useRulesTestEnvironment, type TestDb } from './helpers';

const STORED_ID = 'attempt-1';

/** A scored attempt as the browser stores it (web/src/lib/assessment/attempts.ts). */
function newAttempt(overrides: Record<string, unknown> = {}) {
  return {
    overall: 64,
    band: 'B2',
    sections: {
      reading: { score: 70, items: 5 },
      listening: { score: 60, items: 5 },
      paragraph: { score: 62, items: 5 },
    },
    items: [
      {
        section: 'reading',
        prompt: 'The sun rises in the east.',
        heard: 'the sun rises in the east',
        speechSeconds: 2.1,
        expected: 'The sun rises in the east.',
        accuracy: 100,
        completeness: 100,
        score: 100,
        wordsCorrectPerMinute: 171.4,
        diff: [{ op: 'match', expected: 'the', heard: 'the' }],
      },
    ],
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

// The owner finished one test yesterday.
const { guest, owner, otherUser, withoutRules } = useRulesTestEnvironment(async (db) => {
  await setDoc(doc(db, 'users', OWNER, 'assessments', STORED_ID), {
    ...newAttempt(),
    createdAt: Timestamp.fromDate(new Date('2026-11-22T10:00:00Z')),
  });
});

const attempts = (db: TestDb, uid: string) => collection(db, 'users', uid, 'assessments');
const attempt = (db: TestDb, uid: string, id: string) => doc(attempts(db, uid), id);

const strangers: [string, () => TestDb][] = [
  ['another user', otherUser],
  ['a guest', guest],
];

describe('users/{uid}/assessments', () => {
  describe('read: the owner alone (isOwner)', () => {
    it('the owner gets an attempt and lists their history, newest first', async () => {
      await assertSucceeds(getDoc(attempt(owner(), OWNER, STORED_ID)));
      const history = await assertSucceeds(
        getDocs(query(attempts(owner(), OWNER), orderBy('createdAt', 'desc'), limit(50))),
      );
      expect(history.docs.map((d) => d.id)).toEqual([STORED_ID]);
    });

    it.each(strangers)('%s cannot get or list the owner’s attempts', async (_who, db) => {
      await assertFails(getDoc(attempt(db(), OWNER, STORED_ID)));
      await assertFails(getDocs(attempts(db(), OWNER)));
    });
  });

  describe('create: the owner, an attempt of the schema’s shape (validAttempt)', () => {
    it('the owner stores a finished attempt stamped with the server’s time', async () => {
      await assertSucceeds(setDoc(attempt(owner(), OWNER, 'new'), newAttempt()));
    });

    it('an attempt with no items (a test finished in silence) is stored', async () => {
      await assertSucceeds(setDoc(attempt(owner(), OWNER, 'new'), newAttempt({ items: [] })));
    });

    it.each(strangers)('%s cannot store an attempt for the owner', async (_who, db) => {
      await assertFails(setDoc(attempt(db(), OWNER, 'new'), newAttempt()));
    });

    it.each([
      ['a score above 100', { overall: 101 }],
      ['a negative score', { overall: -1 }],
      ['a score that is not a number', { overall: '64' }],
      ['a band that is not a CEFR band', { band: 'D' }],
      ['a missing section', { sections: { reading: { score: 1, items: 1 } } }],
      [
        'an extra section',
        {
          sections: {
            reading: { score: 1, items: 1 },
            listening: { score: 1, items: 1 },
            paragraph: { score: 1, items: 1 },
            speaking: { score: 1, items: 1 },
          },
        },
      ],
      ['items that are not a list', { items: 'many' }],
      ['more than 20 items', { items: Array.from({ length: 21 }, () => ({ section: 'reading' })) }],
      ['a time of the browser’s choosing', { createdAt: Timestamp.now() }],
      ['a field the schema does not have', { certified: true }],
    ])('refuses %s', async (_what, overrides) => {
      await assertFails(setDoc(attempt(owner(), OWNER, 'new'), newAttempt(overrides)));
    });

    it('refuses an attempt without an overall score', async () => {
      const { overall: _left, ...withoutOverall } = newAttempt();
      await assertFails(setDoc(attempt(owner(), OWNER, 'new'), withoutOverall));
    });
  });

  describe('update: only a resend of a whole valid attempt', () => {
    it('the owner may store the same attempt again (a resend after a lost acknowledgement)', async () => {
      await assertSucceeds(setDoc(attempt(owner(), OWNER, STORED_ID), newAttempt()));
    });

    it('the owner cannot change one field of a stored attempt', async () => {
      await assertFails(updateDoc(attempt(owner(), OWNER, STORED_ID), { overall: 100 }));
    });

    it.each(strangers)('%s cannot overwrite the owner’s attempt', async (_who, db) => {
      await assertFails(setDoc(attempt(db(), OWNER, STORED_ID), newAttempt()));
    });
  });

  describe('delete: the owner alone', () => {
    it('the owner removes an attempt from their history', async () => {
      await assertSucceeds(deleteDoc(attempt(owner(), OWNER, STORED_ID)));
    });

    it.each(strangers)('%s cannot remove the owner’s attempt', async (_who, db) => {
      await assertFails(deleteDoc(attempt(db(), OWNER, STORED_ID)));
      await withoutRules(async (admin) => {
        expect((await getDoc(attempt(admin, OWNER, STORED_ID))).exists()).toBe(true);
      });
    });
  });

  it('another user’s own attempts are theirs: the owner cannot read them', async () => {
    await assertSucceeds(setDoc(attempt(otherUser(), OTHER_USER, 'theirs'), newAttempt()));
    await assertFails(getDoc(attempt(owner(), OTHER_USER, 'theirs')));
  });
});

describe('assessmentQuotas: the function’s alone', () => {
  it.each([
    ['the user counted', owner],
    ['another user', otherUser],
    ['a guest', guest],
  ] as const)('%s can neither read nor write a count', async (_who, db) => {
    const count = doc(db(), 'assessmentQuotas', OWNER);
    await assertFails(getDoc(count));
    await assertFails(setDoc(count, { day: '2026-11-23', statements: 0, paragraph: 0 }));
  });
});
