import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { NOW } from '#src/test/job-fixture';
import {
  buildSitemapIndex,
  buildUrlset,
  companyUrl,
  jobUrl,
  SITEMAP_MAX_URLS,
  sitemapPart,
  sitemapPartCount,
  STATIC_PAGES,
  staticPageUrls,
} from './sitemap';

const ORIGIN = 'https://jobs.example.com';
const HOUR = 60 * 60 * 1000;
const PAGES = STATIC_PAGES.length;

function parse(xml: string) {
  const doc = new JSDOM(xml, { contentType: 'text/xml' }).window.document;
  const urls = [...doc.querySelectorAll('urlset > url')].map((url) => ({
    loc: url.querySelector('loc')?.textContent,
    lastmod: url.querySelector('lastmod')?.textContent,
  }));
  const parts = [...doc.querySelectorAll('sitemapindex > sitemap > loc')].map(
    (loc) => loc.textContent,
  );
  return { doc, urls, parts };
}

describe('buildUrlset', () => {
  it('lists the site’s pages, each company’s and each job’s page with its last change', () => {
    const urls = [
      ...staticPageUrls({ Job: new Date(NOW - HOUR), Internship: new Date(NOW - 3 * HOUR) }),
      companyUrl({ slug: 'infosys', newest: new Date(NOW - 4 * HOUR) }),
      companyUrl({ slug: 'इन्फोसिस', newest: new Date(NOW - 5 * HOUR) }),
      jobUrl({ id: 'j1', updatedAt: new Date(NOW - 2 * HOUR) }),
      jobUrl({ id: 'i1', updatedAt: new Date(NOW - 3 * HOUR) }),
    ];
    const { doc, urls: listed } = parse(buildUrlset(ORIGIN, urls));
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(listed.map((url) => url.loc)).toEqual([
      ...STATIC_PAGES.map((path) => `${ORIGIN}${path}`),
      `${ORIGIN}/company/infosys`,
      `${ORIGIN}/company/${encodeURIComponent('इन्फोसिस')}`,
      `${ORIGIN}/job/j1`,
      `${ORIGIN}/job/i1`,
    ]);
    const lastmod = Object.fromEntries(listed.map((url) => [url.loc, url.lastmod]));
    expect(lastmod[`${ORIGIN}/company/infosys`]).toBe(new Date(NOW - 4 * HOUR).toISOString());
    expect(lastmod[`${ORIGIN}/job/j1`]).toBe(new Date(NOW - 2 * HOUR).toISOString());
    expect(lastmod[`${ORIGIN}/`]).toBe(new Date(NOW - HOUR).toISOString());
    expect(lastmod[`${ORIGIN}/internships`]).toBe(new Date(NOW - 3 * HOUR).toISOString());
    expect(lastmod[`${ORIGIN}/about`]).toBeUndefined();
  });

  it('gives a board with no open jobs no lastmod', () => {
    const { urls } = parse(buildUrlset(ORIGIN, staticPageUrls({ Job: new Date(NOW) })));
    expect(urls.find((url) => url.loc === `${ORIGIN}/internships`)?.lastmod).toBeUndefined();
  });

  it('escapes every value', () => {
    const { urls } = parse(
      buildUrlset('https://x.example.com', [jobUrl({ id: 'a&b<c>"\'', updatedAt: new Date(NOW) })]),
    );
    expect(urls.at(-1)?.loc).toBe("https://x.example.com/job/a%26b%3Cc%3E%22'");
    const xml = buildUrlset('https://a.example?x=1&y=<2>', staticPageUrls({}));
    expect(xml).toContain('<loc>https://a.example?x=1&amp;y=&lt;2&gt;/</loc>');
  });
});

describe('sitemapPartCount', () => {
  const urls = (n: number) => ({ companies: Math.floor(n / 3), jobs: n - Math.floor(n / 3) });

  it('stays one sitemap while the site’s pages, the companies and the open jobs fit in one', () => {
    expect(sitemapPartCount({ companies: 0, jobs: 0 })).toBe(1);
    expect(sitemapPartCount(urls(SITEMAP_MAX_URLS - PAGES))).toBe(1);
  });

  it('splits into parts of at most the limit past it, companies counted as jobs are', () => {
    expect(sitemapPartCount(urls(SITEMAP_MAX_URLS - PAGES + 1))).toBe(2);
    expect(sitemapPartCount({ companies: 1, jobs: SITEMAP_MAX_URLS - PAGES })).toBe(2);
    expect(sitemapPartCount(urls(2 * SITEMAP_MAX_URLS - PAGES))).toBe(2);
    expect(sitemapPartCount(urls(2 * SITEMAP_MAX_URLS - PAGES + 1))).toBe(3);
    expect(sitemapPartCount({ companies: 2, jobs: 10 - PAGES - 2 }, 4)).toBe(3);
  });
});

describe('sitemapPart', () => {
  it('fills the first part up with companies, then jobs, after the site’s pages', () => {
    expect(sitemapPart(1, 10)).toEqual({
      withPages: true,
      companies: { skip: 0, take: 10 },
      jobs: { skip: 0, take: SITEMAP_MAX_URLS - PAGES - 10 },
    });
  });

  it('gives each later part the next companies and jobs, none twice and none left out', () => {
    const maxUrls = 10;
    for (const [companies, jobs] of [
      [0, 3 * maxUrls - PAGES - 1],
      [3, 2 * maxUrls],
      [maxUrls - PAGES, maxUrls],
      [2 * maxUrls + 3, 4],
      [25, 0],
    ] as const) {
      const parts = sitemapPartCount({ companies, jobs }, maxUrls);
      const listed = { companies: [] as number[], jobs: [] as number[] };
      for (let part = 1; part <= parts; part++) {
        const layout = sitemapPart(part, companies, maxUrls);
        expect(layout.withPages).toBe(part === 1);
        const inPart = (range: { skip: number; take: number }, total: number) =>
          Array.from({ length: total }, (_, i) => i).slice(range.skip, range.skip + range.take);
        const ofCompanies = inPart(layout.companies, companies);
        const ofJobs = inPart(layout.jobs, jobs);
        const size = ofCompanies.length + ofJobs.length + (layout.withPages ? PAGES : 0);
        expect(size, `${companies} companies, ${jobs} jobs, part ${part}`).toBeLessThanOrEqual(
          maxUrls,
        );
        // Every part but the last is full.
        if (part < parts) expect(size).toBe(maxUrls);
        listed.companies.push(...ofCompanies);
        listed.jobs.push(...ofJobs);
      }
      expect(listed).toEqual({
        companies: Array.from({ length: companies }, (_, i) => i),
        jobs: Array.from({ length: jobs }, (_, i) => i),
      });
    }
  });
});

describe('buildSitemapIndex', () => {
  it('names each part by its absolute URL', () => {
    const { doc, parts } = parse(buildSitemapIndex(ORIGIN, 3));
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(parts).toEqual([1, 2, 3].map((part) => `${ORIGIN}/sitemap.xml?part=${part}`));
  });

  it('escapes the origin', () => {
    expect(buildSitemapIndex('https://a.example?x=1&y=2', 1)).toContain(
      '<loc>https://a.example?x=1&amp;y=2/sitemap.xml?part=1</loc>',
    );
  });
});
