// GET /company/{slug} on the Functions emulator, read as a browser parses it before any script
// runs: the company's newest open jobs painted in under its name, its tags and Organization
// JSON-LD in the head, the same page carried for the app; and the answers for no company.
import { COMPANY_PAGE_DATA_ELEMENT_ID } from '@portal/domain/constants';
import { companyPath, companySlug } from '@portal/domain/jobs/company';
import { parseCompanyPageData } from '@portal/domain/pages/company-page-data';
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
const MINUTE_MS = 60_000;

beforeEach(async () => {
  await clearFirestore();
  await ensureSearchSchema(db);
  await db.query('truncate job_search, search_watermark');
});
afterAll(() => db.end());

/** A job of `Company`, stored and then indexed by `index()`. */
async function companyJob(
  id: string,
  Company: string,
  { createdAgo = MINUTE_MS, ...fields }: Record<string, unknown> & { createdAgo?: number } = {},
) {
  await storeJob(firestore, id, { Title: `Role ${id}`, createdAgo });
  await jobRef(firestore, id).update({ Company, ...fields });
}

const index = () => reconcileSearch(firestore, db);

async function fetchCompany(path: string, method = 'GET') {
  const response = await fetch(`${process.env.PORTAL_FUNCTIONS_URL}/companyPage${path}`, {
    method,
  });
  const html = await response.text();
  const doc = new JSDOM(html).window.document;
  const titles = [...doc.querySelectorAll('#root main article h3')].map((h3) => h3.textContent);
  const jsonLd = doc.querySelector('script[type="application/ld+json"]')?.textContent;
  const carried = parseCompanyPageData(
    doc.getElementById(COMPANY_PAGE_DATA_ELEMENT_ID)?.textContent,
  );
  return { response, html, doc, titles, jsonLd: jsonLd ? JSON.parse(jsonLd) : null, carried };
}

describe('companyPage', () => {
  it("paints the company's open jobs under every spelling of its name, newest first", async () => {
    await companyJob('newest', 'ACME Inc.', { createdAgo: MINUTE_MS });
    await companyJob('intern', 'Acme', { createdAgo: 2 * MINUTE_MS, Type: 'Internship' });
    await companyJob('verified', 'acme', {
      createdAgo: 3 * MINUTE_MS,
      verifiedDomain: 'acme.example',
      CompanyDescription: '<p>Anvils&nbsp;&amp; <em>rockets</em></p><script>x()</script>',
    });
    await companyJob('other', 'Acme Labs');
    await companyJob('closed', 'Acme', { status: 'closed' });
    await index();

    const { response, doc, titles, jsonLd, carried } = await fetchCompany('/company/acme');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(titles).toEqual(['Role newest', 'Role intern', 'Role verified']);
    // The verified poster's job speaks for the company, though two are newer.
    expect(doc.querySelector('#root h1')?.textContent).toBe('acme');
    expect(doc.querySelector('#root .company-verified')?.textContent).toBe(
      'Verified employer · acme.example',
    );
    expect(doc.querySelector('#root .company-description')?.innerHTML).toBe(
      '<p>Anvils&nbsp;&amp; <em>rockets</em></p>',
    );
    expect(doc.title).toBe('acme jobs | Job Portal');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://portal.test/company/acme',
    );
    expect(
      doc.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href'),
    ).toBe('/feed.xml?company=acme');
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'acme',
      url: 'https://portal.test/company/acme',
      description: 'Anvils & rockets',
      sameAs: ['https://acme.example'],
    });
    expect(carried && 'slug' in carried && carried.page?.jobs.map((job) => job.id)).toEqual([
      'newest',
      'intern',
      'verified',
    ]);
  });

  it('attack: a hostile name and description stay text in the page, its JSON-LD and its data', async () => {
    const name = "Acme\u2028 </script><script>window.pwned=1</script><!-- $' $&";
    const description = '<p>&lt;/script&gt;&lt;script&gt;window.pwned=2&lt;/script&gt; $`</p>';
    await companyJob('hostile', name, { CompanyDescription: description });
    await index();
    const { response, html, doc, jsonLd, carried } = await fetchCompany(
      companyPath(companySlug(name)),
    );
    expect(response.status).toBe(200);
    expect(html).not.toMatch(/<script>window\.pwned/);
    for (const once of [/<html/g, /<\/head>/g, /<div id="root">/g]) {
      expect(html.match(once), String(once)).toHaveLength(1);
    }
    const types = [...doc.querySelectorAll('script')].map((script) => script.type);
    expect(
      types.filter((type) => !['module', 'application/ld+json', 'application/json'].includes(type)),
    ).toEqual([]);
    expect(doc.querySelector('#root h1')?.textContent).toBe(name);
    expect(jsonLd).toMatchObject({
      name,
      description: '</script><script>window.pwned=2</script> $`',
    });
    expect(carried && 'slug' in carried && carried.profile.name).toBe(name);
  });

  it('leaves a search or a later page to the app: the company, no cards', async () => {
    await companyJob('one', 'Acme');
    await index();
    const { response, doc, titles, carried } = await fetchCompany('/company/acme?q=role');
    expect(response.status).toBe(200);
    expect(titles).toEqual([]);
    expect(doc.querySelector('#root h1')?.textContent).toBe('Acme');
    expect(carried && 'slug' in carried && carried.page).toBeNull();
  });

  it('answers 404 with the not-found page for a company with no open job, or no company', async () => {
    await companyJob('closed', 'Acme', { status: 'closed' });
    await index();
    for (const path of ['/company/acme', '/company/nobody-here']) {
      const { response, doc, jsonLd, carried } = await fetchCompany(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(doc.querySelector('#root h1')?.textContent).toBe("This page doesn't exist");
      expect(jsonLd).toBeNull();
      expect(carried).toEqual({ missing: decodeURIComponent(path.slice('/company/'.length)) });
    }
    const deeper = await fetchCompany('/company/acme/jobs');
    expect(deeper.response.status).toBe(404);
    expect(deeper.carried).toBeNull();
  });

  it("sends another spelling of a company's name to its page, for good, the search kept", async () => {
    for (const [path, to] of [
      ['/company/Acme%20Inc', '/company/acme'],
      ['/company/ACME?q=rust', '/company/acme?q=rust'],
      ['/company/acme--inc', '/company/acme'],
    ] as const) {
      const response = await fetch(`${process.env.PORTAL_FUNCTIONS_URL}/companyPage${path}`, {
        redirect: 'manual',
      });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(to);
    }
  });

  it('answers only GET and HEAD', async () => {
    await companyJob('one', 'Acme');
    await index();
    const posted = await fetchCompany('/company/acme', 'POST');
    expect(posted.response.status).toBe(405);
    expect(posted.response.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetchCompany('/company/acme', 'HEAD');
    expect(head.response.status).toBe(200);
    expect(head.html).toBe('');
  });
});
