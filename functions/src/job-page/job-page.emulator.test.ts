// GET /job/{id} on the Functions emulator, read as a crawler reads it: no JavaScript run.
import { HOUR_MS } from '@portal/domain/callables/caller-limits';
import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobRef } from '#src/data/jobs';
import { clearFirestore, testFirestore } from '#src/test/emulators';
import { storeJob } from '#src/test/stored-jobs';

const db = testFirestore();
const HOSTILE = '</script><script>window.pwned=1</script><!--';

beforeEach(clearFirestore);

async function fetchPage(path: string, method = 'GET') {
  const response = await fetch(`${process.env.PORTAL_FUNCTIONS_URL}/jobPage${path}`, { method });
  const html = await response.text();
  return { response, html, doc: new JSDOM(html).window.document };
}

const meta = (doc: Document, selector: string) =>
  doc.querySelector(selector)?.getAttribute('content');

describe('jobPage', () => {
  it('serves an open job with its content, its tags and JSON-LD, for the CDN to keep', async () => {
    await storeJob(db, 'open1', { Title: 'Site Reliability Engineer' });
    await jobRef(db, 'open1').update({
      Description: '<p>Keep <em>it</em> up.</p><script>window.pwned=1</script>',
      City: 'Pune',
      Country: 'India',
    });
    const { response, doc } = await fetchPage('/job/open1');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    expect(doc.title).toBe('Site Reliability Engineer at Acme Labs | Job Portal');
    expect(doc.querySelector('#root h1')?.textContent).toBe('Site Reliability Engineer');
    expect(doc.querySelector('#root')?.textContent).toContain('Pune, India');
    expect(doc.querySelector('#root .job-section em')?.textContent).toBe('it');
    expect(meta(doc, 'meta[property="og:title"]')).toBe('Site Reliability Engineer at Acme Labs');
    expect(meta(doc, 'meta[property="og:description"]')).toBe('Keep it up.');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${process.env.PORTAL_SITE_URL}/job/open1`,
    );
    const jsonLd = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title: 'Site Reliability Engineer' });
    expect(Date.parse(jsonLd.validThrough)).toBeGreaterThan(Date.now());
    // Posted script never runs: the only scripts are the app's, the JSON-LD and the job's data.
    for (const script of doc.querySelectorAll('script')) {
      expect(['module', 'application/ld+json', 'application/json']).toContain(script.type);
    }
  });

  it('keeps a hostile title as text', async () => {
    await storeJob(db, 'hostile', { Title: HOSTILE });
    await jobRef(db, 'hostile').update({ Country: 'India' });
    const { response, doc } = await fetchPage('/job/hostile');
    expect(response.status).toBe(200);
    expect(doc.querySelector('#root h1')?.textContent).toBe(HOSTILE);
    expect(doc.title).toBe(`${HOSTILE} at Acme Labs | Job Portal`);
    expect(meta(doc, 'meta[name="twitter:title"]')).toBe(`${HOSTILE} at Acme Labs`);
    const types = [...doc.querySelectorAll('script')].map((script) => script.type);
    expect(types.filter((type) => type === 'application/ld+json')).toHaveLength(1);
    expect(types.filter((type) => type === 'application/json')).toHaveLength(1);
  });

  it('answers 410 for a closed or expired job, saying so, with noindex and no JSON-LD', async () => {
    await storeJob(db, 'closed1', { status: 'closed' });
    await storeJob(db, 'expired1', { expiresIn: -HOUR_MS });
    for (const id of ['closed1', 'expired1']) {
      const { response, doc } = await fetchPage(`/job/${id}`);
      expect(response.status).toBe(410);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(doc.title).toBe(`Job ${id} at Acme Labs (closed) | Job Portal`);
      expect(doc.querySelector('#root')?.textContent).toContain('This job is closed');
      expect(meta(doc, 'meta[name="robots"]')).toBe('noindex');
      expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
    }
  });

  it('answers 404 with noindex for an unknown, hidden, held or malformed id', async () => {
    await storeJob(db, 'hidden1', { status: 'hidden' });
    await storeJob(db, 'held1', { status: 'held' });
    for (const path of [
      '/job/no-such-job',
      '/job/hidden1',
      '/job/held1',
      '/job/a%2Fb',
      '/job/a.b',
    ]) {
      const { response, doc } = await fetchPage(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
      expect(meta(doc, 'meta[name="robots"]')).toBe('noindex');
      expect(doc.getElementById('prerendered-job')?.textContent).not.toContain('Title');
      expect(doc.title).toBe('Page Not Found | Job Portal');
      const headings = [...doc.querySelectorAll('h1')].map((h1) => h1.textContent);
      expect(headings, path).toEqual(['Page Not Found']);
    }
  });

  it('gives no JSON-LD to a job that says nowhere it is, remote with no country included', async () => {
    await storeJob(db, 'nowhere', { Title: 'Courier' });
    await jobRef(db, 'nowhere').update({ WorkType: 'Remote' });
    const { response, doc } = await fetchPage('/job/nowhere');
    expect(response.status).toBe(200);
    expect(doc.querySelector('#root h1')?.textContent).toBe('Courier');
    expect(meta(doc, 'meta[property="og:title"]')).toBe('Courier at Acme Labs');
    expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();

    await jobRef(db, 'nowhere').update({ Country: 'Germany' });
    const remote = await fetchPage('/job/nowhere');
    const jsonLd = JSON.parse(
      remote.doc.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(jsonLd).toMatchObject({
      applicantLocationRequirements: { '@type': 'Country', name: 'Germany' },
      jobLocationType: 'TELECOMMUTE',
      identifier: { '@type': 'PropertyValue', value: 'nowhere' },
    });
  });

  it('refuses methods other than GET and HEAD', async () => {
    const { response } = await fetchPage('/job/open1', 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
