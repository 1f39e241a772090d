// firestore.rules for `savedjobs`, against the Firestore emulator (npm run test:emulators).
// Each test names the rule it proves. Seeding bypasses the rules; every test gets fresh contexts.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OTHER_USER, OWNER, useRulesTestEnvironment, type TestDb } from './helpers';

const SAVED_JOBS = 'savedjobs';
const savedAt = Timestamp.fromDate(new Date('2026-10-01T00:00:00Z'));

// The owner saved job1; the other user saved it too. Nobody saved job2.
const { guest, owner, otherUser, withoutRules } = useRulesTestEnvironment(async (db) => {
  await setDoc(doc(db, SAVED_JOBS, `${OWNER}_job1`), { UserId: OWNER, JobId: 'job1', savedAt });
  await setDoc(doc(db, SAVED_JOBS, `${OTHER_USER}_job1`), {
    UserId: OTHER_USER,
    JobId: 'job1',
    savedAt,
  });
});

/** A saved job as the app writes it: the owner saves job2. */
function newSave(overrides: Record<string, unknown> = {}) {
  return { UserId: OWNER, JobId: 'job2', savedAt: serverTimestamp(), ...overrides };
}

const saved = (db: TestDb, id: string) => doc(db, SAVED_JOBS, id);
const savedBy = (db: TestDb, uid: string) =>
  query(collection(db, SAVED_JOBS), where('UserId', '==', uid), limit(100));

describe('savedjobs', () => {
  describe('get: the owner alone (ownsSavedJob)', () => {
    it('the owner gets a job they saved (by its UserId)', async () => {
      await assertSucceeds(getDoc(saved(owner(), `${OWNER}_job1`)));
    });

    it('the owner asks whether a job is saved when it is not (by the id `{uid}_{jobId}`)', async () => {
      await assertSucceeds(getDoc(saved(owner(), `${OWNER}_job2`)));
    });

    it('the owner cannot ask about an id of someone else’s, saved or not', async () => {
      await assertFails(getDoc(saved(owner(), `${OTHER_USER}_job1`)));
      await assertFails(getDoc(saved(owner(), `${OTHER_USER}_job2`)));
    });

    it('the owner cannot ask about an id that only starts with their uid or has no job id', async () => {
      await assertFails(getDoc(saved(owner(), `${OWNER}job2`)));
      await assertFails(getDoc(saved(owner(), `${OWNER}_`)));
    });

    it('another user cannot get the owner’s saved job, nor learn that one is not saved', async () => {
      await assertFails(getDoc(saved(otherUser(), `${OWNER}_job1`)));
      await assertFails(getDoc(saved(otherUser(), `${OWNER}_job2`)));
    });

    it('a guest cannot get a saved job, nor learn that one is not saved', async () => {
      await assertFails(getDoc(saved(guest(), `${OWNER}_job1`)));
      await assertFails(getDoc(saved(guest(), `${OWNER}_job2`)));
    });
  });

  describe('list: the owner, filtering on their own UserId', () => {
    it("the owner lists with where('UserId', '==', uid)", async () => {
      await assertSucceeds(getDocs(savedBy(owner(), OWNER)));
    });

    it('the owner cannot list without the filter', async () => {
      await assertFails(getDocs(collection(owner(), SAVED_JOBS)));
      await assertFails(
        getDocs(query(collection(owner(), SAVED_JOBS), where('JobId', '==', 'job1'))),
      );
    });

    it('the owner cannot list another user’s saved jobs', async () => {
      await assertFails(getDocs(savedBy(owner(), OTHER_USER)));
    });

    it('another user cannot list the owner’s saved jobs', async () => {
      await assertFails(getDocs(savedBy(otherUser(), OWNER)));
    });

    it('a guest cannot list saved jobs', async () => {
      await assertFails(getDocs(savedBy(guest(), OWNER)));
      await assertFails(getDocs(collection(guest(), SAVED_JOBS)));
    });
  });

  describe('create: the owner saves a job (validSavedJob)', () => {
    it('the owner saves a job under `{uid}_{JobId}`', async () => {
      await assertSucceeds(setDoc(saved(owner(), `${OWNER}_job2`), newSave()));
    });

    it('another user cannot save a job for the owner', async () => {
      await assertFails(setDoc(saved(otherUser(), `${OWNER}_job2`), newSave()));
    });

    it('a guest cannot save a job', async () => {
      await assertFails(setDoc(saved(guest(), `${OWNER}_job2`), newSave()));
    });

    it.each([
      ['the job id alone', 'job2'],
      ['another separator', `${OWNER}-job2`],
      ['another job than JobId', `${OWNER}_job3`],
      ['another user’s uid', `${OTHER_USER}_job2`],
      ['the parts swapped', `job2_${OWNER}`],
    ])('refuses a wrong id shape: %s', async (_shape, id) => {
      await assertFails(setDoc(saved(owner(), id), newSave()));
    });

    it('refuses a UserId of someone else, under either user’s id', async () => {
      const forOther = newSave({ UserId: OTHER_USER });
      await assertFails(setDoc(saved(owner(), `${OWNER}_job2`), forOther));
      await assertFails(setDoc(saved(owner(), `${OTHER_USER}_job2`), forOther));
    });

    it('refuses an empty or non-string JobId', async () => {
      await assertFails(setDoc(saved(owner(), `${OWNER}_`), newSave({ JobId: '' })));
      await assertFails(setDoc(saved(owner(), `${OWNER}_7`), newSave({ JobId: 7 })));
    });

    it('refuses an extra field', async () => {
      await assertFails(
        setDoc(saved(owner(), `${OWNER}_job2`), newSave({ Title: 'Data Analyst' })),
      );
    });

    it.each(['UserId', 'JobId', 'savedAt'])('refuses a saved job without %s', async (field) => {
      const save: Record<string, unknown> = newSave();
      delete save[field];
      await assertFails(setDoc(saved(owner(), `${OWNER}_job2`), save));
    });

    it('refuses a client-chosen savedAt', async () => {
      await assertFails(setDoc(saved(owner(), `${OWNER}_job2`), newSave({ savedAt })));
      await assertFails(
        setDoc(saved(owner(), `${OWNER}_job2`), newSave({ savedAt: Timestamp.now() })),
      );
    });
  });

  describe('update: only the owner saving again (validSavedJob, ownsSavedJob), as a resent write does', () => {
    it('saving an already saved job again succeeds: Firestore resends writes it lost track of', async () => {
      await assertSucceeds(setDoc(saved(owner(), `${OWNER}_job1`), newSave({ JobId: 'job1' })));
    });

    it('the owner cannot set savedAt to anything but the server’s time', async () => {
      await assertFails(updateDoc(saved(owner(), `${OWNER}_job1`), { savedAt }));
    });

    it('the owner cannot point a saved job at another job or user', async () => {
      await assertFails(updateDoc(saved(owner(), `${OWNER}_job1`), { JobId: 'job3' }));
      await assertFails(
        setDoc(saved(owner(), `${OWNER}_job1`), newSave({ JobId: 'job1', UserId: OTHER_USER })),
      );
    });

    it('a document under the owner’s id with another UserId is not theirs to save again', async () => {
      await withoutRules(async (db) => {
        await setDoc(saved(db, `${OWNER}_job9`), { UserId: OTHER_USER, JobId: 'job9', savedAt });
      });
      await assertFails(setDoc(saved(owner(), `${OWNER}_job9`), newSave({ JobId: 'job9' })));
      await assertFails(
        setDoc(saved(owner(), `${OWNER}_job9`), newSave({ JobId: 'job9' }), { merge: true }),
      );
    });

    it('another user and a guest cannot update it', async () => {
      await assertFails(updateDoc(saved(otherUser(), `${OWNER}_job1`), { JobId: 'job3' }));
      await assertFails(updateDoc(saved(guest(), `${OWNER}_job1`), { JobId: 'job3' }));
      await assertFails(
        setDoc(saved(otherUser(), `${OWNER}_job1`), newSave({ JobId: 'job1', UserId: OTHER_USER })),
      );
    });
  });

  describe('delete: the owner unsaves (ownsSavedJob)', () => {
    it('the owner deletes their saved job', async () => {
      await assertSucceeds(deleteDoc(saved(owner(), `${OWNER}_job1`)));
    });

    it('the owner may unsave a job that is not saved, so unsaving twice is no error', async () => {
      await assertSucceeds(deleteDoc(saved(owner(), `${OWNER}_job2`)));
    });

    it('the owner cannot delete another user’s saved job', async () => {
      await assertFails(deleteDoc(saved(owner(), `${OTHER_USER}_job1`)));
    });

    it('another user cannot delete the owner’s saved job, existing or not', async () => {
      await assertFails(deleteDoc(saved(otherUser(), `${OWNER}_job1`)));
      await assertFails(deleteDoc(saved(otherUser(), `${OWNER}_job2`)));
    });

    it('a guest cannot delete a saved job', async () => {
      await assertFails(deleteDoc(saved(guest(), `${OWNER}_job1`)));
    });

    it('a document under the owner’s id with another UserId is not theirs to get or delete', async () => {
      await withoutRules(async (db) => {
        await setDoc(saved(db, `${OWNER}_job9`), { UserId: OTHER_USER, JobId: 'job9', savedAt });
      });
      await assertFails(getDoc(saved(owner(), `${OWNER}_job9`)));
      await assertFails(deleteDoc(saved(owner(), `${OWNER}_job9`)));
    });
  });
});
