// firestore.rules for `jobs`, against the Firestore emulator (npm run test:emulators).
// Each test names the rule it proves. Seeding bypasses the rules; every test gets fresh contexts.
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
import { beforeEach, describe, it } from 'vitest';
import { useRulesTestEnvironment } from './helpers';

const stored = {
  Title: 'Frontend Developer',
  Type: 'Job',
  Company: 'Bytewren Labs',
  ApplyURL: 'https://careers.example.com/a',
  Skills: '<ul><li>React</li></ul>',
  createdAt: Timestamp.fromDate(new Date('2026-10-01T00:00:00Z')),
  updatedAt: Timestamp.fromDate(new Date('2026-10-01T00:00:00Z')),
  postedBy: null,
};

const { guest, owner, otherUser, withoutRules } = useRulesTestEnvironment(async (db) => {
  await setDoc(doc(db, 'jobs', 'open'), { ...stored, status: 'active' });
  await setDoc(doc(db, 'jobs', 'closed'), { ...stored, status: 'closed' });
});

/** A job as the post form sends it, for the given poster. */
function newJob(postedBy: string | null, overrides: Record<string, unknown> = {}) {
  return {
    Title: 'Data Analyst',
    Type: 'Internship',
    Company: 'Ledgerlark',
    ApplyURL: 'https://careers.example.com/b',
    Skills: '<ul><li>SQL</li></ul>',
    City: 'Pune',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    postedBy,
    status: 'active',
    ...overrides,
  };
}

const readers: [string, () => ReturnType<typeof guest>][] = [
  ['a guest', guest],
  ['a signed-in user', owner],
];

describe('jobs', () => {
  describe.each(readers)('read: anyone reads active and closed jobs (%s)', (_who, db) => {
    it('gets an active job', async () => {
      await assertSucceeds(getDoc(doc(db(), 'jobs', 'open')));
    });

    it('gets a closed job, so the sync can hear that it closed', async () => {
      await assertSucceeds(getDoc(doc(db(), 'jobs', 'closed')));
    });

    it('cannot get a job with any other status', async () => {
      await withoutRules(async (admin) => {
        await setDoc(doc(admin, 'jobs', 'draft'), { ...stored, status: 'draft' });
      });
      await assertFails(getDoc(doc(db(), 'jobs', 'draft')));
    });

    it('lists jobs when the query asks for active ones', async () => {
      const jobs = collection(db(), 'jobs');
      await assertSucceeds(
        getDocs(query(jobs, where('status', '==', 'active'), where('Type', '==', 'Job'))),
      );
    });

    it('lists the changes the sync asks for (active and closed, after a time)', async () => {
      const jobs = collection(db(), 'jobs');
      const since = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));
      await assertSucceeds(
        getDocs(
          query(jobs, where('status', 'in', ['active', 'closed']), where('updatedAt', '>', since)),
        ),
      );
    });

    it('cannot list jobs without naming the statuses', async () => {
      await assertFails(getDocs(collection(db(), 'jobs')));
    });
  });

  describe('create: anyone creates a valid job (validJob)', () => {
    it('a guest posts a job with postedBy null', async () => {
      await assertSucceeds(setDoc(doc(guest(), 'jobs', 'new'), newJob(null)));
    });

    it('a signed-in user posts a job as themselves', async () => {
      await assertSucceeds(setDoc(doc(owner(), 'jobs', 'new'), newJob('alice')));
    });

    it('nobody posts a job in another user’s name', async () => {
      await assertFails(setDoc(doc(owner(), 'jobs', 'new'), newJob('bob')));
      await assertFails(setDoc(doc(guest(), 'jobs', 'new'), newJob('bob')));
    });

    it.each(['Title', 'Type', 'Company', 'ApplyURL', 'Skills'])(
      'refuses a job without %s',
      async (field) => {
        const job: Record<string, unknown> = newJob(null);
        delete job[field];
        await assertFails(setDoc(doc(guest(), 'jobs', 'new'), job));
      },
    );

    it('refuses an unknown type, a blank title and an over-long title', async () => {
      await assertFails(setDoc(doc(guest(), 'jobs', 'a'), newJob(null, { Type: 'Gig' })));
      await assertFails(setDoc(doc(guest(), 'jobs', 'b'), newJob(null, { Title: '' })));
      await assertFails(
        setDoc(doc(guest(), 'jobs', 'c'), newJob(null, { Title: 'x'.repeat(201) })),
      );
    });

    it('refuses fields the job does not have', async () => {
      await assertFails(setDoc(doc(guest(), 'jobs', 'new'), newJob(null, { featured: true })));
    });

    it('refuses a client-chosen creation time or status', async () => {
      const past = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));
      await assertFails(setDoc(doc(guest(), 'jobs', 'a'), newJob(null, { createdAt: past })));
      await assertFails(setDoc(doc(guest(), 'jobs', 'b'), newJob(null, { status: 'closed' })));
    });

    it('refuses an optional field of the wrong type', async () => {
      await assertFails(setDoc(doc(guest(), 'jobs', 'new'), newJob(null, { Salary: 120000 })));
    });
  });

  describe('update and delete: nobody, from a client', () => {
    it.each([
      ['a guest', guest],
      ['a signed-in user', owner],
      ['another user', otherUser],
    ])('%s cannot update or delete a job', async (_who, db) => {
      await assertFails(updateDoc(doc(db(), 'jobs', 'open'), { Title: 'Changed' }));
      await assertFails(deleteDoc(doc(db(), 'jobs', 'open')));
    });

    it('not even the poster', async () => {
      await withoutRules(async (admin) => {
        await setDoc(doc(admin, 'jobs', 'mine'), {
          ...stored,
          postedBy: 'alice',
          status: 'active',
        });
      });
      await assertFails(updateDoc(doc(owner(), 'jobs', 'mine'), { Title: 'Changed' }));
      await assertFails(deleteDoc(doc(owner(), 'jobs', 'mine')));
    });
  });
});

describe('hackathons: read only', () => {
  beforeEach(async () => {
    await withoutRules(async (admin) => {
      await setDoc(doc(admin, 'hackathons', 'h1'), { name: 'Build' });
    });
  });

  it.each(readers)('%s reads hackathons', async (_who, db) => {
    await assertSucceeds(getDoc(doc(db(), 'hackathons', 'h1')));
    await assertSucceeds(getDocs(collection(db(), 'hackathons')));
  });

  it.each(readers)('%s cannot write hackathons', async (_who, db) => {
    await assertFails(setDoc(doc(db(), 'hackathons', 'h2'), { name: 'New' }));
    await assertFails(deleteDoc(doc(db(), 'hackathons', 'h1')));
  });
});

describe('anything else: denied', () => {
  it.each(readers)('%s can neither read nor write an unlisted collection', async (_who, db) => {
    await assertFails(getDoc(doc(db(), 'secrets', 'x')));
    await assertFails(setDoc(doc(db(), 'secrets', 'x'), { a: 1 }));
  });
});
