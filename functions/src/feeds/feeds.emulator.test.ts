// GET /feed.xml and /sitemap.xml on the Functions emulator, read as a feed reader
// and a crawler read them: as XML, through the host Hosting forwards.
import { HOUR_MS } from '@portal/domain/caller-limits';
import type { JobType } from '@portal/domain/job';
import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobRef } from '../data/jobs';
import { clearFirestore, testFirestore } from '../test/emulators';
import { storeJob, type StoredJobOptions } from '../test/stored-jobs';
import { FEED_ITEMS } from './feed-jobs';
import { STATIC_PAGES } from './sitemap';

const db = testFirestore();
const ORIGIN = 'https://jobs.example.com';
const HOSTILE = '</title><script>window.pwned=1</script>]]><b>x</b>]]>';

beforeEach(clearFirestore);

async function fetchFrom(fn: string, path: string, method = 'GET') {
  const response = await fetch(`${process.env.PORTAL_FUNCTIONS_URL}/${fn}${path}`, {
    method,
    headers: { 'X-Forwarded-Host': 'jobs.example.com', 'X-Forwarded-Proto': 'https' },
  });
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
  Type?: JobType;
  Country?: string;
  City?: string;
  Description?: string;
}

async function store(id: string, { Type, Country, City, Description, ...options }: Stored) {
  await storeJob(db, id, options);
  const fields = { Type, Country, City, Description };
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
    expect((await feed('?q=react&country=India&type=Internship')).ids).toEqual(['intern-pune']);
    expect((await feed('?q=REACT&country=India')).ids).toEqual(['intern-pune', 'job-delhi']);
    expect((await feed('?type=Job')).ids).toEqual(['job-delhi', 'job-nepal', 'hostile']);
    expect((await feed('?city=Pune&city=Delhi')).ids).toEqual(['intern-pune', 'job-delhi']);
    expect((await feed('?q=strong')).ids).toEqual([]);
    const { items } = await feed('?type=Internship&q=react');
    expect(items).toEqual([{ title: 'Job intern-pune', link: `${ORIGIN}/job/intern-pune` }]);
  });

  it('keeps a hostile title as text', async () => {
    await storeBoard();
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
      ['?contry=India', 'Unknown parameter "contry": the feed takes q, country, city, type.'],
      [`?q=${'x'.repeat(201)}`, 'q must be at most 200 characters.'],
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
  it('lists the site’s pages and the open jobs’ pages with their last change', async () => {
    await storeBoard();
    const { response, body } = await fetchFrom('sitemap', '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    const doc = xml(body);
    const locs = [...doc.querySelectorAll('url > loc')].map((loc) => loc.textContent);
    expect(locs).toEqual([
      ...STATIC_PAGES.map((path) => `${ORIGIN}${path}`),
      ...['intern-pune', 'job-delhi', 'job-nepal', 'intern-go', 'hostile'].map(
        (id) => `${ORIGIN}/job/${id}`,
      ),
    ]);
    const updated = (await jobRef(db, 'job-delhi').get()).get('updatedAt').toDate();
    const delhi = [...doc.querySelectorAll('url')].find((url) =>
      url.querySelector('loc')?.textContent?.endsWith('/job/job-delhi'),
    );
    expect(delhi?.querySelector('lastmod')?.textContent).toBe(updated.toISOString());
  });

  it('takes no parameters', async () => {
    const { response, body } = await fetchFrom('sitemap', '/sitemap.xml?page=2');
    expect(response.status).toBe(400);
    expect(body).toBe('The sitemap takes no parameters.');
  });
});
