// firestore.rules: every list a client may make asks for at most MAX_QUERY_LIMIT documents, so a
// request (the SDK's, or `runQuery` over REST with the public API key) never reads, and bills,
// a whole collection. Counts are held to the same limit: rules cannot tell them from lists.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { MAX_QUERY_LIMIT } from '@portal/domain/constants';
import { posterKeyOf } from '@portal/domain/jobs/poster-key';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  where,
  type Query,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { OWNER, useRulesTestEnvironment, type TestDb } from './helpers';

const at = Timestamp.fromDate(new Date('2026-10-01T00:00:00Z'));
/** How a job names OWNER as its poster (domain/src/jobs/poster-key.ts). */
const OWNER_KEY = await posterKeyOf(OWNER);
const job = (status: string, posterKey: string | null = null) => ({
  Title: 'Frontend Developer',
  Type: 'Job',
  Company: 'Bytewren Labs',
  createdAt: at,
  updatedAt: at,
  expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
  posterKey,
  status,
});

const { guest, owner, moderator } = useRulesTestEnvironment(async (db) => {
  await setDoc(doc(db, 'jobs', 'open'), job('active'));
  await setDoc(doc(db, 'jobs', 'closed'), job('closed'));
  await setDoc(doc(db, 'jobs', 'mine'), job('held', OWNER_KEY));
  await setDoc(doc(db, 'hackathons', 'h1'), { name: 'Build', startDate: at });
  await setDoc(doc(db, 'savedjobs', `${OWNER}_open`), {
    UserId: OWNER,
    JobId: 'open',
    savedAt: at,
  });
  await setDoc(doc(db, 'users', OWNER, 'assessments', 'a1'), { overall: 50, createdAt: at });
  await setDoc(doc(db, 'moderation', 'hidden-jobs'), { ids: [] });
  for (const name of ['reports', 'screenings', 'moderationLog', 'blocks']) {
    await setDoc(doc(db, name, 'd1'), { status: 'open', at });
  }
});

/** A query as the app makes it, without its limit, with one just over, and with the most. */
function limits(base: (db: TestDb) => Query, db: () => TestDb) {
  return {
    none: () => base(db()),
    over: () => query(base(db()), limit(MAX_QUERY_LIMIT + 1)),
    most: () => query(base(db()), limit(MAX_QUERY_LIMIT)),
  };
}

const lists: [string, (db: TestDb) => Query, () => TestDb][] = [
  [
    'open jobs, as a guest',
    (db) => query(collection(db, 'jobs'), where('status', 'in', ['active', 'closed'])),
    guest,
  ],
  [
    'a poster’s own jobs',
    (db) => query(collection(db, 'jobs'), where('posterKey', '==', OWNER_KEY)),
    owner,
  ],
  ['jobs, as a moderator', (db) => query(collection(db, 'jobs')), moderator],
  ['hackathons', (db) => query(collection(db, 'hackathons'), orderBy('startDate')), guest],
  [
    'the owner’s saved jobs',
    (db) => query(collection(db, 'savedjobs'), where('UserId', '==', OWNER)),
    owner,
  ],
  ['the owner’s assessments', (db) => collection(db, 'users', OWNER, 'assessments'), owner],
  ['reports, as a moderator', (db) => collection(db, 'reports'), moderator],
  ['screenings, as a moderator', (db) => collection(db, 'screenings'), moderator],
  ['the moderation log, as a moderator', (db) => collection(db, 'moderationLog'), moderator],
  ['blocks, as a moderator', (db) => collection(db, 'blocks'), moderator],
];

describe('every list a client may make is bounded', () => {
  it('the rules say the limit domain names', async () => {
    const { readFileSync } = await import('node:fs');
    const rules = readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8');
    expect(rules).toContain(`request.query.limit <= ${MAX_QUERY_LIMIT}`);
  });

  describe.each(lists)('%s', (_what, base, db) => {
    const asked = limits(base, db);

    it('attack: a list without a limit is refused', async () => {
      await assertFails(getDocs(asked.none()));
    });

    it('attack: a count without a limit is refused', async () => {
      await assertFails(getCountFromServer(asked.none()));
    });

    it(`attack: a list of more than ${MAX_QUERY_LIMIT} is refused`, async () => {
      await assertFails(getDocs(asked.over()));
    });

    it(`a list of ${MAX_QUERY_LIMIT}, and a count up to it, are allowed`, async () => {
      const answer = await assertSucceeds(getDocs(asked.most()));
      expect(answer.size).toBeGreaterThan(0);
      await assertSucceeds(getCountFromServer(asked.most()));
    });
  });

  it('attack: nobody lists the moderation documents; anyone gets the hidden-jobs list', async () => {
    await assertFails(getDocs(query(collection(guest(), 'moderation'), limit(10))));
    await assertSucceeds(getDoc(doc(guest(), 'moderation', 'hidden-jobs')));
  });

  it('a single job is read without a limit: a get is not a list', async () => {
    await assertSucceeds(getDoc(doc(guest(), 'jobs', 'open')));
    await assertSucceeds(getDoc(doc(owner(), 'jobs', 'mine')));
  });
});
