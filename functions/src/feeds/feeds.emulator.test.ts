// GET /feed.xml and /sitemap.xml on the Functions emulator, read as a feed reader
// and a crawler read them: as XML, their links on the site the functions are configured with. A feed with a search is
// answered from the search index (the PostgreSQL npm test gives the functions), so those tests
// index the board first, as the reconciler would.
import { HOUR_MS } from '@portal/domain/callables/caller-limits';
import type { JobType } from '@portal/domain/jobs/job';
import { JSDOM } from 'jsdom';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { jobRef } from '#src/data/jobs';
import { reconcileSearch } from '#src/search/reconcile-search';
import { ensureSearchSchema } from '#src/search/search-schema';
import { clearFirestore, testFirestore } from '#src/test/emulators';
import { storeJob, type StoredJobOptions } from '#src/test/stored-jobs';
import { FEED_ITEMS } from './feed-jobs';
import { PRODUCT_NAME } from './sitemap/site';
import { STATIC_PAGES } from './sitemap/sitemap';
import { openCompanies } from '#src/search/open-companies';
import { readSitemap, sitemapReads } from './sitemap/sitemap-reader';

const db = testFirestore();
const searchDb = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
/** The site the functions under test name (scripts/test/functions-tests.ts). */
const ORIGIN = process.env.PORTAL_SITE_URL!;
const HOSTILE = '</title><script>window.pwned=1</script>]]><b>x</b>]]>';

beforeEach(async () => {
  await clearFirestore();
  await ensureSearchSchema(searchDb);
  await searchDb.query('truncate job_search, search_watermark');
});
afterAll(() => searchDb.end());

/** The search index made level with Firestore, as the reconciler does every few minutes. */
const indexBoard = () => reconcileSearch(db, searchDb);

async function fetchFrom(fn: string, path: string, method = 'GET') {
  const response = await fetch(`${process.env.PORTAL_FUNCTIONS_URL}/${fn}${path}`, { method });
  return { response, body: await response.text() };
}

/** The XML parsed strictly (it throws unless well-formed). */
function xml(body: string): Document {
  return new JSDOM(body, { contentType: 'text/xml' }).window.document;
}

async function feed(search = '') {
  const { response, body } = await fetchFrom('jobFeed', `/feed.xml${search}`);
  expect(response.status, body).toBe(200);
  const doc = xml(body);
  const items = [...doc.querySelectorAll('rss > channel > item')].map((item) => ({
    title: item.querySelector('title')?.textContent,
    link: item.querySelector('link')?.textContent,
  }));
  return { response, doc, items, ids: items.map((item) => item.link?.split('/job/')[1]) };
}

interface Stored extends StoredJobOptions {
  Company?: string;
  Type?: JobType;
  Country?: string;
  City?: string;
  Description?: string;
}

async function store(
  id: string,
  { Company, Type, Country, City, Description, ...options }: Stored,
) {
  await storeJob(db, id, options);
  const fields = { Company, Type, Country, City, Description };
  await jobRef(db, id).update(
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  );
}

/** A board with every kind of job the feed and the sitemap must tell apart; newest first. */
async function storeBoard() {
  const react = '<p>We build with <strong>React</strong>.</p>';
  await store('intern-pune', {
    Type: 'Internship',
    Country: 'India',
    City: 'Pune',
    Description: react,
    createdAgo: 1 * HOUR_MS,
  });
  await store('job-delhi', {
    Country: 'India',
    City: 'Delhi',
    Description: react,
    createdAgo: 2 * HOUR_MS,
  });
  await store('job-nepal', { Country: 'Nepal', Description: react, createdAgo: 3 * HOUR_MS });
  await store('intern-go', {
    Type: 'Internship',
    Country: 'India',
    Description: '<p>Go</p>',
    createdAgo: 4 * HOUR_MS,
  });
  await store('hostile', { Title: HOSTILE, Country: 'India', createdAgo: 5 * HOUR_MS });
  for (const [id, options] of [
    ['closed', { status: 'closed' }],
    ['hidden', { status: 'hidden' }],
    ['held', { status: 'held' }],
    ['removed', { status: 'removed' }],
    ['expired', { expiresIn: -HOUR_MS }],
  ] as const) {
    await store(id, { ...options, Type: 'Internship', Country: 'India', Description: react });
  }
}

describe('jobFeed', () => {
  it('lists the newest open jobs as RSS, for the CDN to keep', async () => {
    await storeBoard();
    const { response, doc, ids } = await feed();
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=600');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(ids).toEqual(['intern-pune', 'job-delhi', 'job-nepal', 'intern-go', 'hostile']);
    expect(doc.querySelector('channel > link')?.textContent).toBe(`${ORIGIN}/`);
  });

  it('lists only open jobs matching the list pages’ own search, of the type asked', async () => {
    await storeBoard();
    await indexBoard();
    expect((await feed('?q=react&country=India&type=Internship')).ids).toEqual(['intern-pune']);
    expect((await feed('?q=REACT&country=India')).ids).toEqual(['intern-pune', 'job-delhi']);
    expect((await feed('?type=Job')).ids).toEqual(['job-delhi', 'job-nepal', 'hostile']);
    expect((await feed('?city=Pune&city=Delhi')).ids).toEqual(['intern-pune', 'job-delhi']);
    expect((await feed('?q=strong')).ids).toEqual([]);
    const { items } = await feed('?type=Internship&q=react');
    expect(items).toEqual([{ title: 'Job intern-pune', link: `${ORIGIN}/job/intern-pune` }]);
  });

  it('lists a company’s newest open jobs of both types, under any spelling, named as its page names it', async () => {
    await storeBoard();
    await store('q-job', {
      Company: 'Quokka Labs Pvt. Ltd.',
      Title: 'Quokka welder',
      createdAgo: HOUR_MS / 2,
    });
    await store('q-intern', {
      Company: 'QUOKKA LABS',
      Type: 'Internship',
      createdAgo: 6 * HOUR_MS,
    });
    await store('q-closed', { Company: 'Quokka Labs', status: 'closed' });
    await store('q-other', { Company: 'Quokka Labs Two', createdAgo: HOUR_MS });
    await indexBoard();
    const { doc, ids } = await feed('?company=quokka-labs');
    expect(ids).toEqual(['q-job', 'q-intern']);
    const channel = doc.querySelector('channel')!;
    expect(channel.querySelector('title')?.textContent).toBe(
      `${PRODUCT_NAME}: Jobs and Internships at Quokka Labs Pvt. Ltd.`,
    );
    expect(channel.querySelector('link')?.textContent).toBe(`${ORIGIN}/company/quokka-labs`);
    expect((await feed('?company=quokka-labs&type=Internship')).ids).toEqual(['q-intern']);
    expect((await feed('?company=quokka-labs&q=welder')).ids).toEqual(['q-job']);
    expect((await feed('?company=acme-labs&type=Internship')).ids).toEqual([
      'intern-pune',
      'intern-go',
    ]);
    expect((await feed('?company=nobody')).ids).toEqual([]);
  });

  it('leaves out a job closed since the search index last heard of it', async () => {
    await storeBoard();
    await indexBoard();
    expect((await feed('?q=react&country=India')).ids).toEqual(['intern-pune', 'job-delhi']);
    // Closed in Firestore only: the index still has it open until the reconciler runs.
    await jobRef(db, 'job-delhi').update({ status: 'closed' });
    expect((await feed('?q=react&country=India')).ids).toEqual(['intern-pune']);
    expect((await feed('?q=react&type=Job')).ids).toEqual(['job-nepal']);
  });

  it('finds a match however far down the board it is', async () => {
    await storeJob(db, 'old-rare', { Title: 'Lighthouse keeper', createdAgo: 300 * 24 * HOUR_MS });
    await Promise.all(
      Array.from({ length: FEED_ITEMS + 5 }, (_, i) =>
        storeJob(db, `new${i}`, { createdAgo: (i + 1) * 60_000 }),
      ),
    );
    await indexBoard();
    expect((await feed('?q=lighthouse')).ids).toEqual(['old-rare']);
  });

  it('keeps a hostile title as text', async () => {
    await storeBoard();
    await indexBoard();
    const { doc, items } = await feed('?q=%3C%2Ftitle%3E');
    expect(items).toEqual([{ title: HOSTILE, link: `${ORIGIN}/job/hostile` }]);
    expect(doc.querySelector('script, b')).toBeNull();
  });

  it(`lists at most ${FEED_ITEMS} jobs, the newest`, async () => {
    await Promise.all(
      Array.from({ length: FEED_ITEMS + 5 }, (_, i) =>
        storeJob(db, `many${String(i).padStart(2, '0')}`, { createdAgo: (i + 1) * 60_000 }),
      ),
    );
    const { ids } = await feed();
    expect(ids).toHaveLength(FEED_ITEMS);
    expect(ids[0]).toBe('many00');
    expect(ids.at(-1)).toBe(`many${FEED_ITEMS - 1}`);
  });

  it('answers a bad query string with a 400 saying what is wrong', async () => {
    for (const [search, message] of [
      ['?type=Remote', 'type must be Job or Internship.'],
      [
        '?contry=India',
        'Unknown parameter "contry": the feed takes type, q, country, city, company, pay, minpay, per, sort.',
      ],
      [`?q=${'x'.repeat(201)}`, 'The search must be at most 200 characters.'],
      [
        '?company=Quokka%20Labs',
        'company must be a company’s slug, as its page’s address gives it.',
      ],
      ['?company=quokka%25', 'company must be a company’s slug, as its page’s address gives it.'],
    ]) {
      const { response, body } = await fetchFrom('jobFeed', `/feed.xml${search}`);
      expect(response.status, search).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(body).toBe(message);
    }
  });

  it('refuses methods other than GET and HEAD', async () => {
    const { response } = await fetchFrom('jobFeed', '/feed.xml', 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetchFrom('jobFeed', '/feed.xml', 'HEAD');
    expect(head.response.status).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('sitemap', () => {
  const OPEN = ['intern-pune', 'job-delhi', 'job-nepal', 'intern-go', 'hostile'];
  const openLocs = OPEN.map((id) => `${ORIGIN}/job/${id}`).sort();
  const locsOf = (doc: Document) =>
    [...doc.querySelectorAll('url > loc')].map((loc) => loc.textContent ?? '');
  const jobLocs = (doc: Document) => locsOf(doc).filter((loc) => loc.includes('/job/'));

  it('lists the site’s pages, the companies’ and the open jobs’ pages with their last change', async () => {
    await storeBoard();
    await indexBoard();
    const { response, body } = await fetchFrom('sitemap', '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    const doc = xml(body);
    expect(doc.documentElement.localName).toBe('urlset');
    const locs = locsOf(doc);
    expect(locs.slice(0, STATIC_PAGES.length + 1)).toEqual([
      ...STATIC_PAGES.map((path) => `${ORIGIN}${path}`),
      `${ORIGIN}/company/acme-labs`,
    ]);
    expect(locs).toHaveLength(STATIC_PAGES.length + 1 + OPEN.length);
    // A company's page changed when its newest open job was posted.
    const newest = (await jobRef(db, 'intern-pune').get()).get('createdAt').toDate();
    const company = [...doc.querySelectorAll('url')].find(
      (url) => url.querySelector('loc')?.textContent === `${ORIGIN}/company/acme-labs`,
    );
    expect(company?.querySelector('lastmod')?.textContent).toBe(newest.toISOString());
    expect(jobLocs(doc).sort()).toEqual(openLocs);
    const updated = (await jobRef(db, 'job-delhi').get()).get('updatedAt').toDate();
    const delhi = [...doc.querySelectorAll('url')].find((url) =>
      url.querySelector('loc')?.textContent?.endsWith('/job/job-delhi'),
    );
    expect(delhi?.querySelector('lastmod')?.textContent).toBe(updated.toISOString());
    // Part 1 of a sitemap with one part is the whole of it.
    const partOne = await fetchFrom('sitemap', '/sitemap.xml?part=1');
    expect(partOne.response.status).toBe(200);
    expect(locsOf(xml(partOne.body))).toEqual(locs);
  });

  it('answers a bad query string with a 400 saying what is wrong', async () => {
    for (const [search, message] of [
      ['?page=2', 'Unknown parameter "page": the sitemap takes only part.'],
      ['?part=0', 'part must be a whole number from 1.'],
      ['?part=two', 'part must be a whole number from 1.'],
      ['?part=1&part=1', 'part may be given only once.'],
      ['?part=2', 'part 2 is past the last: this sitemap has 1 part.'],
    ]) {
      const { response, body } = await fetchFrom('sitemap', `/sitemap.xml${search}`);
      expect(response.status, search).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(body).toBe(message);
    }
  });

  it('becomes an index of parts past its limit, each company and open job in exactly one part', async () => {
    await storeBoard();
    await store('quokka', { Company: 'Quokka Labs Pvt. Ltd.' });
    await store('quokka-intern', { Company: 'QUOKKA LABS', Type: 'Internship' });
    await store('zeta', { Company: 'Zeta' });
    await store('gone', { Company: 'Gone Ltd', status: 'closed' });
    await indexBoard();
    const open = [...OPEN, 'quokka', 'quokka-intern', 'zeta'];
    // A limit of 8 URLs a sitemap: the 6 pages, 3 companies and 8 open jobs need three parts,
    // the companies' split between the first two. Pages of 2 jobs make each part's read go on
    // after a cursor.
    const reads = sitemapReads(db, {
      companies: openCompanies(searchDb),
      maxUrls: 8,
      pageSize: 2,
    });
    const read = (part: number | null) =>
      readSitemap(reads, { part, origin: ORIGIN, now: Date.now() });
    const index = await read(null);
    if (!index.ok) throw new Error(index.message);
    const parts = [...xml(index.xml).querySelectorAll('sitemapindex > sitemap > loc')];
    expect(parts.map((loc) => loc.textContent)).toEqual(
      [1, 2, 3].map((part) => `${ORIGIN}/sitemap.xml?part=${part}`),
    );
    const listed: string[] = [];
    const companies: string[] = [];
    for (const part of [1, 2, 3]) {
      const answer = await read(part);
      if (!answer.ok) throw new Error(answer.message);
      const doc = xml(answer.xml);
      const pages = locsOf(doc).filter((loc) => !/\/(job|company)\//.test(loc));
      expect(pages, `part ${part}`).toHaveLength(part === 1 ? STATIC_PAGES.length : 0);
      expect(locsOf(doc).length, `part ${part}`).toBeLessThanOrEqual(8);
      listed.push(...jobLocs(doc));
      companies.push(...locsOf(doc).filter((loc) => loc.includes('/company/')));
    }
    expect(listed.sort()).toEqual(open.map((id) => `${ORIGIN}/job/${id}`).sort());
    expect(companies).toEqual(
      ['acme-labs', 'quokka-labs', 'zeta'].map((slug) => `${ORIGIN}/company/${slug}`),
    );
    expect(await read(4)).toEqual({
      ok: false,
      message: 'part 4 is past the last: this sitemap has 3 parts.',
    });
  });
});
