// firestore.rules for `jobs`, against the Firestore emulator (npm run test:emulators).
// Each test names the rule it proves. Seeding bypasses the rules; every test gets fresh contexts.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { posterKeyOf } from '@portal/domain/jobs/poster-key';
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
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { OTHER_USER, OWNER, useRulesTestEnvironment } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How a job names OWNER as its poster (domain/src/jobs/poster-key.ts), and OTHER_USER. */
const OWNER_KEY = await posterKeyOf(OWNER);
const OTHER_KEY = await posterKeyOf(OTHER_USER);
const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY_MS);

const stored = {
  Title: 'Frontend Developer',
  Type: 'Job',
  Company: 'Bytewren Labs',
  ApplyURL: 'https://careers.example.com/a',
  Skills: '<ul><li>React</li></ul>',
  createdAt: Timestamp.fromDate(new Date('2026-10-01T00:00:00Z')),
  updatedAt: Timestamp.fromDate(new Date('2026-10-01T00:00:00Z')),
  expiresAt: inDays(20),
  posterKey: null,
};

const { guest, owner, otherUser, moderator, withoutRules } = useRulesTestEnvironment(async (db) => {
  await setDoc(doc(db, 'jobs', 'open'), { ...stored, status: 'active' });
  await setDoc(doc(db, 'jobs', 'closed'), { ...stored, status: 'closed' });
  // Posted by the signed-in OWNER ('alice'): the jobs she may close and extend.
  const mine = { ...stored, posterKey: OWNER_KEY };
  await setDoc(doc(db, 'jobs', 'mine'), { ...mine, status: 'active' });
  await setDoc(doc(db, 'jobs', 'mine-closed'), { ...mine, status: 'closed' });
  await setDoc(doc(db, 'jobs', 'mine-expired'), {
    ...mine,
    status: 'active',
    expiresAt: inDays(-1),
  });
  await setDoc(doc(db, 'jobs', 'mine-hidden'), { ...mine, status: 'hidden' });
  await setDoc(doc(db, 'jobs', 'hidden'), { ...stored, status: 'hidden' });
  await setDoc(doc(db, 'jobs', 'mine-held'), { ...mine, status: 'held' });
  await setDoc(doc(db, 'jobs', 'held'), { ...stored, status: 'held' });
});

/** A whole job as a client might try to write it, with the server's times. */
function newJob(posterKey: string | null, overrides: Record<string, unknown> = {}) {
  return {
    Title: 'Data Analyst',
    Type: 'Internship',
    Company: 'Ledgerlark',
    ApplyURL: 'https://careers.example.com/b',
    Skills: '<ul><li>SQL</li></ul>',
    City: 'Pune',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    expiresAt: inDays(30),
    posterKey,
    status: 'active',
    ...overrides,
  };
}

const close = { status: 'closed', updatedAt: serverTimestamp() };
const extendTo = (expiresAt: Timestamp) => ({ expiresAt, updatedAt: serverTimestamp() });

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
        getDocs(
          query(jobs, where('status', '==', 'active'), where('Type', '==', 'Job'), limit(100)),
        ),
      );
    });

    it('lists the changes the sync asks for (active and closed, after a time)', async () => {
      const jobs = collection(db(), 'jobs');
      const since = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));
      await assertSucceeds(
        getDocs(
          query(
            jobs,
            where('status', 'in', ['active', 'closed']),
            where('updatedAt', '>', since),
            limit(100),
          ),
        ),
      );
    });

    it('cannot list jobs without naming the statuses', async () => {
      await assertFails(getDocs(query(collection(db(), 'jobs'), limit(100))));
    });
  });

  describe('hidden and held jobs: their poster alone reads them', () => {
    it('nobody else gets a hidden or held job', async () => {
      await assertFails(getDoc(doc(guest(), 'jobs', 'hidden')));
      await assertFails(getDoc(doc(otherUser(), 'jobs', 'mine-hidden')));
      await assertFails(getDoc(doc(guest(), 'jobs', 'held')));
      await assertFails(getDoc(doc(otherUser(), 'jobs', 'mine-held')));
    });

    it('a list cannot ask for held jobs', async () => {
      await assertFails(
        getDocs(query(collection(guest(), 'jobs'), where('status', '==', 'held'), limit(100))),
      );
    });

    it('the poster gets their own hidden and held jobs and lists all their jobs by posterKey', async () => {
      await assertSucceeds(getDoc(doc(owner(), 'jobs', 'mine-hidden')));
      await assertSucceeds(getDoc(doc(owner(), 'jobs', 'mine-held')));
      await assertSucceeds(
        getDocs(
          query(
            collection(owner(), 'jobs'),
            where('posterKey', '==', OWNER_KEY),
            orderBy('createdAt', 'desc'),
            limit(100),
          ),
        ),
      );
    });

    it("nobody lists another poster's jobs without naming the statuses, knowing their key", async () => {
      await assertFails(
        getDocs(
          query(collection(otherUser(), 'jobs'), where('posterKey', '==', OWNER_KEY), limit(100)),
        ),
      );
      await assertFails(
        getDocs(
          query(collection(guest(), 'jobs'), where('posterKey', '==', OWNER_KEY), limit(100)),
        ),
      );
      await assertFails(getDoc(doc(otherUser(), 'jobs', 'mine-held')));
    });

    it('a poster lists their own jobs by their key alone, not by the uid', async () => {
      await assertSucceeds(
        getDocs(
          query(collection(otherUser(), 'jobs'), where('posterKey', '==', OTHER_KEY), limit(100)),
        ),
      );
      await assertFails(
        getDocs(query(collection(owner(), 'jobs'), where('posterKey', '==', OWNER), limit(100))),
      );
    });
  });

  describe('create: nobody, from a client (the postJob function is the only writer)', () => {
    it('a guest cannot post a job', async () => {
      await assertFails(setDoc(doc(guest(), 'jobs', 'new'), newJob(null)));
    });

    it('a signed-in user cannot post a job, even as themselves', async () => {
      await assertFails(setDoc(doc(owner(), 'jobs', 'new'), newJob(OWNER_KEY)));
    });

    it('a forged document is refused too: backdated, pre-closed, in another name', async () => {
      const past = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'));
      await assertFails(setDoc(doc(guest(), 'jobs', 'a'), newJob(null, { createdAt: past })));
      await assertFails(setDoc(doc(owner(), 'jobs', 'b'), newJob(OTHER_KEY, { status: 'closed' })));
      await assertFails(
        setDoc(doc(owner(), 'jobs', 'c'), newJob(OWNER_KEY, { expiresAt: inDays(3650) })),
      );
    });

    it('nobody overwrites an existing job with a set', async () => {
      await assertFails(setDoc(doc(owner(), 'jobs', 'mine'), newJob(OWNER_KEY)));
    });
  });

  describe('update: the poster closes or extends their own job, nobody else', () => {
    it('the poster closes their open job, stamped with the server time', async () => {
      await assertSucceeds(updateDoc(doc(owner(), 'jobs', 'mine'), close));
    });

    it('closing a closed job again is a harmless resend', async () => {
      await assertSucceeds(updateDoc(doc(owner(), 'jobs', 'mine-closed'), close));
    });

    it('the poster extends an open job, up to 60 days from now', async () => {
      await assertSucceeds(updateDoc(doc(owner(), 'jobs', 'mine'), extendTo(inDays(50))));
      await assertSucceeds(updateDoc(doc(owner(), 'jobs', 'mine'), extendTo(inDays(59.9))));
    });

    it('never further than 60 days ahead, and never earlier than it was', async () => {
      await assertFails(updateDoc(doc(owner(), 'jobs', 'mine'), extendTo(inDays(61))));
      await assertFails(updateDoc(doc(owner(), 'jobs', 'mine'), extendTo(inDays(5))));
    });

    it('an expired, closed, hidden or held job cannot be extended', async () => {
      for (const id of ['mine-expired', 'mine-closed', 'mine-hidden', 'mine-held']) {
        await assertFails(updateDoc(doc(owner(), 'jobs', id), extendTo(inDays(30))));
      }
    });

    it('a hidden or held job stays for the moderators to decide', async () => {
      await assertFails(updateDoc(doc(owner(), 'jobs', 'mine-hidden'), close));
      await assertFails(updateDoc(doc(owner(), 'jobs', 'mine-held'), close));
    });

    it('closing or extending changes nothing else, and uses the server time', async () => {
      await assertFails(updateDoc(doc(owner(), 'jobs', 'mine'), { ...close, Title: 'Changed' }));
      await assertFails(
        updateDoc(doc(owner(), 'jobs', 'mine'), { ...extendTo(inDays(40)), status: 'closed' }),
      );
      await assertFails(
        updateDoc(doc(owner(), 'jobs', 'mine'), { status: 'closed', updatedAt: inDays(0) }),
      );
      await assertFails(
        updateDoc(doc(owner(), 'jobs', 'mine'), { status: 'hidden', updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(doc(owner(), 'jobs', 'mine'), { status: 'held', updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(doc(owner(), 'jobs', 'mine-closed'), {
          status: 'active',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(updateDoc(doc(owner(), 'jobs', 'mine'), { Title: 'Changed' }));
    });

    it('the poster cannot give their job to someone else, nor take its key away', async () => {
      await assertFails(
        updateDoc(doc(owner(), 'jobs', 'mine'), { ...close, posterKey: OTHER_KEY }),
      );
      await assertFails(updateDoc(doc(owner(), 'jobs', 'mine'), { ...close, posterKey: null }));
    });

    it.each([
      ['a guest', guest],
      ['another user', otherUser],
    ])("%s can neither close nor extend someone else's job", async (_who, db) => {
      await assertFails(updateDoc(doc(db(), 'jobs', 'mine'), close));
      await assertFails(updateDoc(doc(db(), 'jobs', 'mine'), extendTo(inDays(40))));
    });

    it('nobody closes a job nobody owns (posted by a guest)', async () => {
      await assertFails(updateDoc(doc(owner(), 'jobs', 'open'), close));
    });
  });

  describe('delete: nobody, from a client', () => {
    it.each([
      ['a guest', guest],
      ['the poster', owner],
      ['another user', otherUser],
    ])('%s cannot delete a job', async (_who, db) => {
      await assertFails(deleteDoc(doc(db(), 'jobs', 'mine')));
      await assertFails(deleteDoc(doc(db(), 'jobs', 'open')));
    });
  });
});

describe('moderation: the hidden-jobs list is public and read only', () => {
  beforeEach(async () => {
    await withoutRules(async (admin) => {
      await setDoc(doc(admin, 'moderation', 'hidden-jobs'), { ids: ['hidden'] });
    });
  });

  it.each(readers)('%s reads the list', async (_who, db) => {
    await assertSucceeds(getDoc(doc(db(), 'moderation', 'hidden-jobs')));
  });

  it.each(readers)('%s cannot change it', async (_who, db) => {
    await assertFails(setDoc(doc(db(), 'moderation', 'hidden-jobs'), { ids: [] }));
    await assertFails(deleteDoc(doc(db(), 'moderation', 'hidden-jobs')));
  });
});

describe('reports, limits, repost keys, screenings and job contacts: the functions only', () => {
  beforeEach(async () => {
    await withoutRules(async (admin) => {
      await setDoc(doc(admin, 'reports', 'open'), { jobId: 'open', count: 1 });
      await setDoc(doc(admin, 'reports', 'open', 'reporters', 'alice'), { reason: 'spam' });
      await setDoc(doc(admin, 'limits', 'post_alice'), { times: [] });
      await setDoc(doc(admin, 'repostKeys', 'k'), { jobId: 'open' });
      await setDoc(doc(admin, 'screenings', 'mine-held'), { score: 6, signals: [] });
      // A guest poster's address, which no reader of the job may learn.
      await setDoc(doc(admin, 'jobContacts', 'open'), { email: 'asha@example.com', uid: null });
    });
  });

  const paths = [
    ['reports', 'open'],
    ['reports', 'open', 'reporters', 'alice'],
    ['limits', 'post_alice'],
    ['repostKeys', 'k'],
    ['screenings', 'mine-held'],
    ['jobContacts', 'open'],
  ] as const;

  it.each(readers)('%s can neither read nor write them', async (_who, db) => {
    for (const [collectionId, ...rest] of paths) {
      const ref = doc(db(), collectionId, ...rest);
      await assertFails(getDoc(ref));
      await assertFails(setDoc(ref, { count: 0 }));
      await assertFails(deleteDoc(ref));
    }
  });
});

describe('employers: the owner reads their verified domain; nobody writes it', () => {
  beforeEach(async () => {
    await withoutRules(async (admin) => {
      await setDoc(doc(admin, 'employers', OWNER), { domain: 'acme.co.in', email: 'a@acme.co.in' });
      await setDoc(doc(admin, 'employerCodes', OWNER), { codeHash: 'x', attempts: 0 });
    });
  });

  it('the owner reads their own, and cannot write it', async () => {
    await assertSucceeds(getDoc(doc(owner(), 'employers', OWNER)));
    await assertFails(setDoc(doc(owner(), 'employers', OWNER), { domain: 'google.com' }));
    await assertFails(setDoc(doc(owner(), 'employers', 'new'), { domain: 'google.com' }));
  });

  it('attack: nobody else reads it, lists employers, or reads a code', async () => {
    await assertFails(getDoc(doc(otherUser(), 'employers', OWNER)));
    await assertFails(getDoc(doc(guest(), 'employers', OWNER)));
    await assertFails(getDocs(collection(otherUser(), 'employers')));
    for (const db of [owner, otherUser, moderator]) {
      await assertFails(getDoc(doc(db(), 'employerCodes', OWNER)));
    }
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
    await assertSucceeds(getDocs(query(collection(db(), 'hackathons'), limit(100))));
  });

  it.each([...readers, ['a moderator', moderator] as const])(
    '%s cannot write hackathons',
    async (_who, db) => {
      await assertFails(setDoc(doc(db(), 'hackathons', 'h2'), { name: 'New' }));
      await assertFails(deleteDoc(doc(db(), 'hackathons', 'h1')));
    },
  );
});

describe('anything else: denied', () => {
  it.each(readers)('%s can neither read nor write an unlisted collection', async (_who, db) => {
    await assertFails(getDoc(doc(db(), 'secrets', 'x')));
    await assertFails(setDoc(doc(db(), 'secrets', 'x'), { a: 1 }));
  });
});
