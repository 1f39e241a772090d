// Search on the emulators: postJob and the reconciler keep the index (the PostgreSQL npm test
// gives the functions) level with Firestore, and searchJobs answers the list pages' own queries
// from it, a company's among them, refusing bad ones with one line.
import { LIST_LIMITS } from '@portal/domain/jobs/job-list-parameters';
import {
  BoardPageSchema,
  BoardPlacesSchema,
  MAX_SEARCH_PAGE,
  pastSearchPagesMessage,
} from '@portal/domain/jobs/board-query';
import { HOUR_MS } from '@portal/domain/callables/caller-limits';
import { MAX_COMPANY_SLUG_LENGTH } from '@portal/domain/jobs/company';
import type { JobType } from '@portal/domain/jobs/job';
import { Timestamp } from 'firebase-admin/firestore';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { callFunction, clearFirestore, getFunction, testFirestore } from '#src/test/emulators';
import { validPost } from '#src/test/post-input';
import { jobRef } from '#src/data/jobs';
import { storeJob, type StoredJobOptions } from '#src/test/stored-jobs';
import { reconcileSearch } from './reconcile-search';
import { SEARCH_TIMEOUT_MESSAGE } from './search-jobs';
import { ensureSearchSchema } from './search-schema';

const firestore = testFirestore();
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });

beforeEach(async () => {
  await clearFirestore();
  await ensureSearchSchema(db);
  await db.query('truncate job_search, search_watermark');
});
afterAll(() => db.end());

async function search(params: Record<string, string | string[]>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    for (const one of [value].flat()) search.append(name, one);
  const answer = await getFunction('searchJobs', search.toString());
  expect(answer.status, answer.body).toBe(200);
  return BoardPageSchema.parse(JSON.parse(answer.body));
}

const ids = async (params: Record<string, string | string[]>) =>
  (await search(params)).jobs.map((job) => job.id);

describe('searchJobs', () => {
  it('finds a posted job as soon as postJob has answered, by any word of it', async () => {
    const posted = await callFunction(
      'postJob',
      validPost({
        Title: 'Cartographer of Quokka Trails',
        Skills: '<ul><li>Orien<b>teering</b></li></ul>',
      }),
      { ip: '203.0.113.80' },
    );
    if (!posted.ok) throw new Error(posted.message);
    const { id } = posted.result as { id: string };
    expect(await ids({ type: 'Job', q: 'quokka' })).toEqual([id]);
    // Rich text as a reader sees it: the markup is not there, the words join.
    expect(await ids({ type: 'Job', q: 'orienteering' })).toEqual([id]);
    expect(await ids({ type: 'Job', q: '<b>' })).toEqual([]);
    expect(await ids({ type: 'Internship', q: 'quokka' })).toEqual([]);
  });

  it('leaves out closed, expired, hidden, held and removed jobs once the reconciler has read them', async () => {
    await Promise.all([
      storeJob(firestore, 'open', { Title: 'Beekeeper open' }),
      storeJob(firestore, 'closed', { Title: 'Beekeeper closed', status: 'closed' }),
      storeJob(firestore, 'hidden', { Title: 'Beekeeper hidden', status: 'hidden' }),
      storeJob(firestore, 'held', { Title: 'Beekeeper held', status: 'held' }),
      storeJob(firestore, 'removed', { Title: 'Beekeeper removed', status: 'removed' }),
      storeJob(firestore, 'expired', { Title: 'Beekeeper expired', expiresIn: -1000 }),
    ]);
    await reconcileSearch(firestore, db);
    const page = await search({ type: 'Job', q: 'beekeeper' });
    expect(page.jobs.map((job) => job.id)).toEqual(['open']);
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 90 });
    expect(page.jobs[0]).toMatchObject({
      Title: 'Beekeeper open',
      Company: 'Acme Labs',
      Type: 'Job',
    });
  });

  it('lists by pay, shows it on the card, and gives rows written without it their pay', async () => {
    await Promise.all([storeJob(firestore, 'paid'), storeJob(firestore, 'unsaid')]);
    await jobRef(firestore, 'paid').update({ Salary: 'Stipend ₹30,000 a month' });
    await jobRef(firestore, 'unsaid').update({ Salary: 'Competitive' });
    await reconcileSearch(firestore, db);
    const paying = { type: 'Job', minpay: '25000', per: 'month' };
    expect(await ids({ type: 'Job', pay: 'shown' })).toEqual(['paid']);
    expect(await ids(paying)).toEqual(['paid']);
    expect(await ids({ ...paying, minpay: '30001' })).toEqual([]);
    const cards = (await search({ type: 'Job' })).jobs;
    expect(Object.fromEntries(cards.map((card) => [card.id, card.Salary]))).toEqual({
      paid: 'Stipend ₹30,000 a month',
      unsaid: 'Competitive',
    });

    // As rows look that were written before the index had pay: no pay shown, none matched,
    // until the reconciler reads those jobs again.
    await db.query(
      'update job_search set pay_text = null, shows_pay = false, yearly_rupees = null',
    );
    expect(await ids(paying)).toEqual([]);
    expect((await search({ type: 'Job' })).jobs.every((card) => !card.Salary)).toBe(true);
    const report = await reconcileSearch(firestore, db);
    expect(report.pays).toBe(2);
    expect(await ids(paying)).toEqual(['paid']);
    expect((await reconcileSearch(firestore, db)).pays).toBe(0);
  });

  it('lists newest confirmed open first, says when on the card, and fills rows written without it', async () => {
    await Promise.all([
      storeJob(firestore, 'recent', { createdAgo: HOUR_MS }),
      storeJob(firestore, 'older', { createdAgo: 5 * 24 * HOUR_MS }),
      storeJob(firestore, 'oldest', { createdAgo: 9 * 24 * HOUR_MS }),
    ]);
    // Its poster said it is still open half an hour ago (still-hiring's confirmJobOpen).
    const confirmedAt = Timestamp.fromMillis(Date.now() - HOUR_MS / 2);
    await jobRef(firestore, 'older').update({ confirmedAt, updatedAt: Timestamp.now() });
    await reconcileSearch(firestore, db);
    expect(await ids({ type: 'Job' })).toEqual(['recent', 'older', 'oldest']);
    expect(await ids({ type: 'Job', sort: 'confirmed' })).toEqual(['older', 'recent', 'oldest']);
    const cards = (await search({ type: 'Job', sort: 'confirmed' })).jobs;
    expect(cards[0]!.confirmedAt?.getTime()).toBe(confirmedAt.toMillis());
    expect(cards.slice(1).every((card) => card.confirmedAt === undefined)).toBe(true);

    // As rows look that were written before the index knew of confirmations: none shown, each
    // last in the confirmed order, until the reconciler reads those jobs again.
    await db.query(
      "update job_search set confirmed_at = null, known_open_at = null where id <> 'oldest'",
    );
    // Those two after it, by id.
    expect(await ids({ type: 'Job', sort: 'confirmed' })).toEqual(['oldest', 'recent', 'older']);
    const report = await reconcileSearch(firestore, db);
    expect(report.knownOpen).toBe(2);
    expect(await ids({ type: 'Job', sort: 'confirmed' })).toEqual(['older', 'recent', 'oldest']);
    expect((await reconcileSearch(firestore, db)).knownOpen).toBe(0);
  });

  it('treats quotes, wildcards, SQL and emoji as text to match, nothing more', async () => {
    await storeJob(firestore, 'odd', { Title: "100% O'Reilly_Co \\ '; drop table jobs; -- 🚀" });
    await storeJob(firestore, 'plain', { Title: 'Plain 100 percent' });
    await reconcileSearch(firestore, db);
    for (const q of ['%', '_', '\\', "'", '"', "'; drop table jobs; --", '🚀', '100%'])
      expect(await ids({ type: 'Job', q }), q).toEqual(q === '"' ? [] : ['odd']);
    expect(await ids({ type: 'Job' })).toEqual(expect.arrayContaining(['odd', 'plain']));
  });

  it('answers with the CDN allowed to keep it a minute, and counts the places of open jobs', async () => {
    await storeJob(firestore, 'a', { Title: 'Alpha' });
    await reconcileSearch(firestore, db);
    const answer = await getFunction('searchJobs', 'type=Job');
    expect(answer.cacheControl).toBe('public, max-age=0, s-maxage=60');
    expect(answer.type).toMatch(/^application\/json/);
    const places = await getFunction('jobPlaces', 'type=Job');
    expect(places.status).toBe(200);
    expect(BoardPlacesSchema.parse(JSON.parse(places.body))).toEqual({ countries: [], cities: [] });
  });

  it('answers 503, saying why, when a search outlasts its timeout', async () => {
    await storeJob(firestore, 'slow', { Title: 'Glacier surveyor' });
    await reconcileSearch(firestore, db);
    // The function's pool has a connection open (a search just answered), and another session
    // then holds the table: the next search waits past its timeout.
    expect(await ids({ type: 'Job', q: 'glacier' })).toEqual(['slow']);
    const locker = await db.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table job_search in access exclusive mode');
      const answer = await getFunction('searchJobs', 'type=Job&q=surveyor');
      expect(answer).toMatchObject({ status: 503, body: SEARCH_TIMEOUT_MESSAGE });
      expect(answer.cacheControl).toBe('no-store');
    } finally {
      await locker.query('rollback');
      locker.release();
    }
    expect(await ids({ type: 'Job', q: 'surveyor' })).toEqual(['slow']);
  });

  it('refuses a search’s page past the last it shows, saying to narrow the search', async () => {
    const answer = await getFunction('searchJobs', `type=Job&q=a&page=${MAX_SEARCH_PAGE + 1}`);
    expect(answer).toMatchObject({
      status: 400,
      body: pastSearchPagesMessage(MAX_SEARCH_PAGE + 1),
    });
  });

  it.each([
    [
      'q over 200 characters',
      `type=Job&q=${'a'.repeat(201)}`,
      'The search must be at most 200 characters.',
    ],
    [
      `more than ${LIST_LIMITS.places} countries`,
      `type=Job${'&country=X'.repeat(LIST_LIMITS.places + 1)}`,
      `At most ${LIST_LIMITS.places} countries may be chosen.`,
    ],
    [
      `more than ${LIST_LIMITS.places} cities`,
      `type=Job${'&city=X'.repeat(LIST_LIMITS.places + 1)}`,
      `At most ${LIST_LIMITS.places} cities may be chosen.`,
    ],
    [
      'an unknown parameter',
      'type=Job&order=salary',
      'Unknown parameter "order": a job list takes type, q, country, city, company, pay, minpay, per, sort, page.',
    ],
    [
      'an order it does not know',
      'type=Job&sort=salary',
      'sort must be confirmed (newest confirmed open first); without sort, the newest posted come first.',
    ],
    ['no type', 'q=react', 'type must be given once: Job or Internship.'],
    ['a page that is no number', 'type=Job&page=two', 'page must be a whole number from 1.'],
    ['a page past the last', 'type=Job&page=2', 'page 2 is past the last: this list has 1 page.'],
    ['q twice', 'type=Job&q=a&q=b', 'q may be given only once.'],
  ])('refuses %s with a 400 and one line', async (_, query, message) => {
    const answer = await getFunction('searchJobs', query);
    expect(answer).toMatchObject({ status: 400, body: message });
    expect(answer.type).toMatch(/^text\/plain/);
  });
});

/** A job of a company as its poster spelled it, of a type, in a place. */
async function storeCompanyJob(
  id: string,
  Company: string,
  {
    Type = 'Job',
    Country = 'India',
    City = 'Pune',
    ...options
  }: StoredJobOptions & { Type?: JobType; Country?: string; City?: string } = {},
) {
  await storeJob(firestore, id, options);
  await jobRef(firestore, id).update({ Company, Type, Country, City });
}

const NOT_A_SLUG = 'company must be a company’s slug, as its page’s address gives it.';

describe('a company’s list', () => {
  it('holds its open jobs under every spelling of its name, of both types, and their places', async () => {
    await Promise.all([
      storeCompanyJob('welder', 'Quokka Labs Pvt. Ltd.', { Title: 'Welder', createdAgo: HOUR_MS }),
      storeCompanyJob('weaver', 'QUOKKA LABS', {
        Title: 'Weaver',
        Type: 'Internship',
        Country: 'Germany',
        City: 'Berlin',
        createdAgo: 2 * HOUR_MS,
      }),
      storeCompanyJob('closed', 'quokka labs', { Title: 'Welder closed', status: 'closed' }),
      storeCompanyJob('expired', 'Quokka Labs Ltd', { Title: 'Welder gone', expiresIn: -1000 }),
      // Another company, and a job that only names this one.
      storeCompanyJob('other', 'Quokka Labs Two', { Title: 'Welder too', City: 'Mumbai' }),
      storeCompanyJob('mention', 'Acme', { Title: 'Welder for Quokka Labs' }),
    ]);
    await reconcileSearch(firestore, db);

    const all = await search({ company: 'quokka-labs' });
    expect(all.jobs.map((job) => [job.id, job.Company, job.Type])).toEqual([
      ['welder', 'Quokka Labs Pvt. Ltd.', 'Job'],
      ['weaver', 'QUOKKA LABS', 'Internship'],
    ]);
    expect(all).toMatchObject({ total: 2, page: 1 });
    expect(await ids({ company: 'quokka-labs', type: 'Internship' })).toEqual(['weaver']);
    expect(await ids({ company: 'quokka-labs', q: 'weld' })).toEqual(['welder']);
    expect(await ids({ company: 'quokka-labs', q: 'weld', type: 'Internship' })).toEqual([]);
    expect(await ids({ company: 'quokka-labs', country: 'Germany' })).toEqual(['weaver']);
    expect(await ids({ company: 'quokka-labs-two' })).toEqual(['other']);
    expect(await ids({ company: 'nobody' })).toEqual([]);

    const places = async (search: string) => {
      const answer = await getFunction('jobPlaces', search);
      expect(answer.status, answer.body).toBe(200);
      return BoardPlacesSchema.parse(JSON.parse(answer.body));
    };
    expect(await places('company=quokka-labs')).toEqual({
      countries: [
        { name: 'Germany', jobs: 1 },
        { name: 'India', jobs: 1 },
      ],
      cities: [
        { name: 'Berlin', jobs: 1 },
        { name: 'Pune', jobs: 1 },
      ],
    });
    expect(await places('company=quokka-labs&country=India')).toEqual({
      countries: [
        { name: 'Germany', jobs: 1 },
        { name: 'India', jobs: 1 },
      ],
      cities: [{ name: 'Pune', jobs: 1 }],
    });
    expect(await places('company=quokka-labs&type=Job')).toEqual({
      countries: [{ name: 'India', jobs: 1 }],
      cities: [{ name: 'Pune', jobs: 1 }],
    });
  });

  it('refuses a company that is no slug, before reading anything: the index is held and each answers at once', async () => {
    const cases: [string, string][] = [
      ['company=Quokka%20Labs', NOT_A_SLUG],
      ['company=quokka-labs-ltd', NOT_A_SLUG],
      // LIKE's wildcards, and its escape: a slug is matched as text, and never holds them.
      ['company=%25', NOT_A_SLUG],
      ['company=_', NOT_A_SLUG],
      ['company=quokka%25', NOT_A_SLUG],
      ['company=quokka_labs', NOT_A_SLUG],
      ['company=quokka%5C', NOT_A_SLUG],
      [
        `company=${'a'.repeat(MAX_COMPANY_SLUG_LENGTH + 1)}`,
        `company must be at most ${MAX_COMPANY_SLUG_LENGTH} characters.`,
      ],
      [
        `company=${'a'.repeat(8000)}`,
        `company must be at most ${MAX_COMPANY_SLUG_LENGTH} characters.`,
      ],
      ['company=', 'company must name a company.'],
      ['company=acme&company=acme', 'company may be given only once.'],
    ];
    // Another session holds the table: a request that read it would wait out its timeout (503).
    const locker = await db.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table job_search in access exclusive mode');
      for (const [query, message] of cases) {
        for (const name of ['searchJobs', 'jobPlaces']) {
          const answer = await getFunction(name, query);
          expect(answer, `${name}?${query.slice(0, 60)}`).toMatchObject({
            status: 400,
            body: message,
          });
        }
      }
    } finally {
      await locker.query('rollback');
      locker.release();
    }
  });
});

describe('the reconciler', () => {
  it('cut off half-way and run again, leaves the index equal to Firestore', async () => {
    const jobs = Array.from({ length: 25 }, (_, n) => `job-${String(n).padStart(2, '0')}`);
    await Promise.all(
      jobs.map((id, n) =>
        storeJob(firestore, id, {
          createdAgo: HOUR_MS * (n + 1),
          status: n % 5 === 0 ? 'closed' : 'active',
        }),
      ),
    );
    await expect(
      reconcileSearch(firestore, db, {
        pageSize: 10,
        afterPage: (page) => {
          if (page === 1) throw new Error('the machine went down');
        },
      }),
    ).rejects.toThrow('the machine went down');
    const { rows: partial } = await db.query('select id from job_search');
    expect(partial).toHaveLength(10);

    // A change made meanwhile is read too, as a write stamps it: now.
    await firestore.doc('jobs/job-00').update({ status: 'hidden', updatedAt: Timestamp.now() });
    await reconcileSearch(firestore, db, { pageSize: 10 });
    const { rows } = await db.query<{ id: string; status: string }>(
      'select id, status from job_search order by id',
    );
    const stored = (await firestore.collection('jobs').orderBy('__name__').get()).docs.map(
      (doc) => ({
        id: doc.id,
        status: doc.get('status') as string,
      }),
    );
    expect(rows).toEqual(stored);
    // Run again, nothing changes.
    await reconcileSearch(firestore, db, { pageSize: 10 });
    const { rows: again } = await db.query('select id, status from job_search order by id');
    expect(again).toEqual(rows);
  });
});
