// Attack 8: a flood of feed requests, each with a search nobody has asked before, so the CDN
// answers none of them. Each is run in-process against the Firestore emulator and the search
// index, with every Firestore read this process makes counted, whichever module makes it: a
// search costs reads only of the jobs its feed lists. The feed once read up to 2,000 jobs to
// match each search; that would fail here at the first request.
import { mulberry32, type Random } from '@portal/domain/seed/seed-random';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileSearch } from '#src/search/reconcile-search';
import { closeSearchDatabase } from '#src/search/search-database';
import { ensureSearchSchema } from '#src/search/search-schema';
import { clearFirestore, testFirestore } from '#src/test/emulators';
import { countFirestoreReads } from '#src/test/firestore-reads';
import { getRequest, recorder } from '#src/test/http-stubs';
import { storeJob } from '#src/test/stored-jobs';
import { FEED_ITEMS } from './feed-jobs';
import { serveJobFeed } from './feeds';

const db = testFirestore();
const searchDb = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const REQUESTS = 500;
const WORDS = ['react', 'welder', 'nurse', 'data', 'rust', 'chef', 'pilot', 'go'];

beforeAll(async () => {
  await clearFirestore();
  await ensureSearchSchema(searchDb);
  await searchDb.query('truncate job_search, search_watermark');
  // 160 open jobs, 20 a word: enough that a common word fills a feed, and a scan would show.
  await Promise.all(
    Array.from({ length: 160 }, (_, i) =>
      storeJob(db, `job${i}`, {
        Title: `${WORDS[i % WORDS.length]} ${i}`,
        createdAgo: (i + 1) * 60_000,
      }),
    ),
  );
  await reconcileSearch(db, searchDb);
});

afterAll(async () => {
  await searchDb.end();
  await closeSearchDatabase();
});

/** A search as an attacker makes them: mostly random letters, sometimes a word jobs hold. */
function randomQuery(random: Random): string {
  if (random() < 0.3) return WORDS[Math.floor(random() * WORDS.length)]!;
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789 ';
  const length = 1 + Math.floor(random() * 12);
  return Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
}

async function requestFeed(search: string) {
  const { sent, response } = recorder();
  await serveJobFeed(getRequest(`/feed.xml?${search}`), response);
  expect(sent.status, search).toBe(200);
  return { items: sent.body.match(/<item>/g)?.length ?? 0 };
}

describe('attack 8: feed requests with random q', () => {
  it(`${REQUESTS} requests cost no more Firestore reads than the jobs their feeds list`, async () => {
    const counter = countFirestoreReads();
    try {
      // The counter sees the feed's reads: with no search, it reads the newest jobs itself.
      const unsearched = await requestFeed('type=Job');
      expect(unsearched.items).toBe(FEED_ITEMS);
      expect(counter.reads()).toBeGreaterThanOrEqual(FEED_ITEMS);

      const random = mulberry32(8);
      let listed = 0;
      let read = 0;
      let blank = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const q = randomQuery(random);
        const type = random() < 0.5 ? '' : `&type=${random() < 0.5 ? 'Job' : 'Internship'}`;
        counter.reset();
        const { items } = await requestFeed(`q=${encodeURIComponent(q)}${type}`);
        // A blank q is no search: the feed reads the newest jobs of its type, and Firestore
        // bills a query that finds none one read.
        const blankQ = q.trim() === '';
        expect(
          counter.reads(),
          `q=${JSON.stringify(q)}${type}: ${items} listed`,
        ).toBeLessThanOrEqual(blankQ ? Math.max(items, 1) : items);
        blank += blankQ ? 1 : 0;
        listed += items;
        read += counter.reads();
      }
      // Some searches found jobs, so reads were possible and were counted.
      expect(listed).toBeGreaterThan(0);
      expect(read).toBeLessThanOrEqual(listed + blank);
    } finally {
      counter.stop();
    }
  }, 180_000);
});
