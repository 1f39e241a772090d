import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { JobStamp } from '../data/jobs';
import { NOW } from './job-fixture';
import { buildSitemap, SITEMAP_MAX_JOBS, STATIC_PAGES } from './sitemap';

const ORIGIN = 'https://jobs.example.com';
const HOUR = 60 * 60 * 1000;

function stamp(id: string, change: Partial<JobStamp> = {}): JobStamp {
  return {
    id,
    Type: 'Job',
    status: 'active',
    updatedAt: new Date(NOW - HOUR),
    expiresAt: new Date(NOW + HOUR),
    ...change,
  };
}

function parse(stamps: JobStamp[], origin = ORIGIN) {
  const xml = buildSitemap({ origin, stamps, now: NOW });
  const doc = new JSDOM(xml, { contentType: 'text/xml' }).window.document;
  const urls = [...doc.querySelectorAll('urlset > url')].map((url) => ({
    loc: url.querySelector('loc')?.textContent,
    lastmod: url.querySelector('lastmod')?.textContent,
  }));
  return { doc, urls };
}

describe('buildSitemap', () => {
  it('lists the site’s pages, then each open job’s page with its last change', () => {
    const { doc, urls } = parse([
      stamp('j1', { updatedAt: new Date(NOW - 2 * HOUR) }),
      stamp('i1', { Type: 'Internship', updatedAt: new Date(NOW - 3 * HOUR) }),
      stamp('j2'),
    ]);
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urls.map((url) => url.loc)).toEqual([
      ...STATIC_PAGES.map((path) => `${ORIGIN}${path}`),
      `${ORIGIN}/job/j1`,
      `${ORIGIN}/job/i1`,
      `${ORIGIN}/job/j2`,
    ]);
    const lastmod = Object.fromEntries(urls.map((url) => [url.loc, url.lastmod]));
    expect(lastmod[`${ORIGIN}/job/j1`]).toBe(new Date(NOW - 2 * HOUR).toISOString());
    // A board changed when the newest change among its jobs happened.
    expect(lastmod[`${ORIGIN}/`]).toBe(new Date(NOW - HOUR).toISOString());
    expect(lastmod[`${ORIGIN}/internships`]).toBe(new Date(NOW - 3 * HOUR).toISOString());
    expect(lastmod[`${ORIGIN}/about`]).toBeUndefined();
  });

  it('leaves out expired jobs and any that is not active', () => {
    const { urls } = parse([
      stamp('gone', { expiresAt: new Date(NOW) }),
      stamp('closed', { status: 'closed' }),
      stamp('open'),
    ]);
    expect(urls.filter((url) => url.loc?.includes('/job/')).map((url) => url.loc)).toEqual([
      `${ORIGIN}/job/open`,
    ]);
  });

  it('escapes every value', () => {
    const { urls } = parse([stamp('a&b<c>"\'')], 'https://x.example.com');
    expect(urls.at(-1)?.loc).toBe("https://x.example.com/job/a%26b%3Cc%3E%22'");
    const xml = buildSitemap({ origin: 'https://a.example?x=1&y=<2>', stamps: [], now: NOW });
    expect(xml).toContain('<loc>https://a.example?x=1&amp;y=&lt;2&gt;/</loc>');
  });

  it('stops at the 50,000 URLs a sitemap may hold', () => {
    const stamps = Array.from({ length: SITEMAP_MAX_JOBS + 10 }, (_, i) => stamp(`j${i}`));
    const xml = buildSitemap({ origin: ORIGIN, stamps, now: NOW });
    expect(xml.match(/<url>/g)).toHaveLength(50_000);
    expect(xml).toContain(`/job/j${SITEMAP_MAX_JOBS - 1}<`);
    expect(xml).not.toContain(`/job/j${SITEMAP_MAX_JOBS}<`);
  });
});
