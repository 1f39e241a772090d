import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { NOW } from '#src/feeds/job-fixture';
import {
  buildSitemapIndex,
  buildUrlset,
  jobUrl,
  SITEMAP_MAX_URLS,
  sitemapPartCount,
  sitemapPartJobs,
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
  it('lists the site’s pages, then each job’s page with its last change', () => {
    const urls = [
      ...staticPageUrls({ Job: new Date(NOW - HOUR), Internship: new Date(NOW - 3 * HOUR) }),
      jobUrl({ id: 'j1', updatedAt: new Date(NOW - 2 * HOUR) }),
      jobUrl({ id: 'i1', updatedAt: new Date(NOW - 3 * HOUR) }),
    ];
    const { doc, urls: listed } = parse(buildUrlset(ORIGIN, urls));
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(listed.map((url) => url.loc)).toEqual([
      ...STATIC_PAGES.map((path) => `${ORIGIN}${path}`),
      `${ORIGIN}/job/j1`,
      `${ORIGIN}/job/i1`,
    ]);
    const lastmod = Object.fromEntries(listed.map((url) => [url.loc, url.lastmod]));
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
  it('stays one sitemap while the site’s pages and the open jobs fit in one', () => {
    expect(sitemapPartCount(0)).toBe(1);
    expect(sitemapPartCount(SITEMAP_MAX_URLS - PAGES)).toBe(1);
  });

  it('splits into parts of at most the limit past it', () => {
    expect(sitemapPartCount(SITEMAP_MAX_URLS - PAGES + 1)).toBe(2);
    expect(sitemapPartCount(2 * SITEMAP_MAX_URLS - PAGES)).toBe(2);
    expect(sitemapPartCount(2 * SITEMAP_MAX_URLS - PAGES + 1)).toBe(3);
    expect(sitemapPartCount(10 - PAGES, 4)).toBe(3);
  });
});

describe('sitemapPartJobs', () => {
  it('fills the first part up with jobs after the site’s pages', () => {
    expect(sitemapPartJobs(1)).toEqual({
      skip: 0,
      take: SITEMAP_MAX_URLS - PAGES,
      withPages: true,
    });
  });

  it('gives each later part the next jobs, none twice and none left out', () => {
    const maxUrls = 10;
    const jobs = 3 * maxUrls - PAGES - 1;
    const parts = sitemapPartCount(jobs, maxUrls);
    expect(parts).toBe(3);
    const listed: number[] = [];
    for (let part = 1; part <= parts; part++) {
      const { skip, take, withPages } = sitemapPartJobs(part, maxUrls);
      expect(withPages).toBe(part === 1);
      const inPart = Array.from({ length: jobs }, (_, i) => i).slice(skip, skip + take);
      expect(inPart.length + (withPages ? PAGES : 0)).toBeLessThanOrEqual(maxUrls);
      listed.push(...inPart);
    }
    expect(listed).toEqual(Array.from({ length: jobs }, (_, i) => i));
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
