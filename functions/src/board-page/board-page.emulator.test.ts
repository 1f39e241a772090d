// GET / and GET /internships on the Functions emulator, read as a browser parses them before any
// script runs: the board's newest open jobs painted in, and the same page carried for the app.
import { BOARD_PAGE_DATA_ELEMENT_ID } from '@portal/domain/constants';
import { parseBoardPageData } from '@portal/domain/pages/board-page-data';
import { JSDOM } from 'jsdom';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { jobRef } from '#src/data/jobs';
import { reconcileSearch } from '#src/search/reconcile-search';
import { ensureSearchSchema } from '#src/search/search-schema';
import { clearFirestore, testFirestore } from '#src/test/emulators';
import { storeJob } from '#src/test/stored-jobs';

const firestore = testFirestore();
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
const HOSTILE = '</script><script>window.pwned=1</script><!--';
const MINUTE_MS = 60_000;

beforeEach(async () => {
  await clearFirestore();
  await ensureSearchSchema(db);
  await db.query('truncate job_search, search_watermark');
});
afterAll(() => db.end());

async function fetchBoard(path: string, method = 'GET') {
  const response = await fetch(`${process.env.PORTAL_FUNCTIONS_URL}/boardPage${path}`, { method });
  const html = await response.text();
  const doc = new JSDOM(html).window.document;
  const titles = [...doc.querySelectorAll('#root main article h2')].map((h2) => h2.textContent);
  return { response, html, doc, titles };
}

describe('boardPage', () => {
  it('paints the newest open jobs of the board’s type, and carries them for the app', async () => {
    await storeJob(firestore, 'older', { Title: 'Older baker', createdAgo: 2 * MINUTE_MS });
    await storeJob(firestore, 'newer', { Title: HOSTILE, createdAgo: MINUTE_MS });
    await storeJob(firestore, 'closed', { Title: 'Closed baker', status: 'closed' });
    await storeJob(firestore, 'held', { Title: 'Held baker', status: 'held' });
    await storeJob(firestore, 'removed', { Title: 'Removed baker', status: 'removed' });
    await storeJob(firestore, 'intern', { Title: 'Intern baker' });
    await jobRef(firestore, 'intern').update({ Type: 'Internship' });
    await reconcileSearch(firestore, db);

    const { response, html, doc, titles } = await fetchBoard('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(titles).toEqual([HOSTILE, 'Older baker']);
    expect(html).not.toContain('<script>window.pwned');
    expect(doc.querySelector('#root main article a')?.getAttribute('href')).toBe('/job/newer');
    const carried = parseBoardPageData(doc.getElementById(BOARD_PAGE_DATA_ELEMENT_ID)?.textContent);
    expect(carried?.type).toBe('Job');
    expect(carried?.page.total).toBe(2);
    expect(carried?.page.jobs.map((job) => job.id)).toEqual(['newer', 'older']);

    const internships = await fetchBoard('/internships');
    expect(internships.titles).toEqual(['Intern baker']);
    expect(internships.doc.title).toBe('Internships | Job Portal');
  });

  it('says an empty board is empty', async () => {
    const { doc, titles } = await fetchBoard('/');
    expect(titles).toEqual([]);
    expect(doc.querySelector('#root main [role="status"]')?.textContent).toBe('No jobs available.');
  });

  it('leaves a search or a later page to the app: the board’s frame, no cards', async () => {
    await storeJob(firestore, 'one', { Title: 'Baker' });
    await reconcileSearch(firestore, db);
    const { response, doc, titles } = await fetchBoard('/?q=baker&page=1');
    expect(response.status).toBe(200);
    expect(titles).toEqual([]);
    expect(doc.getElementById(BOARD_PAGE_DATA_ELEMENT_ID)).toBeNull();
    expect(doc.querySelector('#root main h1')?.textContent).toBe('Latest Jobs');
    expect(doc.querySelector('#root main [role="status"]')?.textContent).toBe('Loading...');
  });

  it('answers only GET and HEAD, and only for the boards', async () => {
    const posted = await fetchBoard('/', 'POST');
    expect(posted.response.status).toBe(405);
    expect(posted.response.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetchBoard('/about')).response.status).toBe(404);
  });
});
