// The feed's answers that need no Firestore (a search with no search database to ask), and what
// the sitemap costs in Firestore reads when requests reach it past the CDN.
import { describe, expect, it, vi } from 'vitest';
import type * as SitemapJobsModule from './sitemap/sitemap-jobs';
import { getRequest, recorder } from '#src/test/http-stubs';

vi.mock('#src/platform/admin', () => ({ adminFirestore: () => ({}) }));
// The sitemap's reads of Firestore, counted: a board of one open job.
const reads = vi.hoisted(() => ({ counts: 0, stamps: 0, changes: 0 }));
vi.mock('./sitemap/sitemap-jobs', async (importOriginal) => ({
  ...(await importOriginal<typeof SitemapJobsModule>()),
  countOpenJobs: async () => ((reads.counts += 1), 1),
  newestActiveJobStamps: async () => ((reads.stamps += 1), []),
  openJobChanges: async function* () {
    reads.changes += 1;
    yield { id: 'only-job', updatedAt: new Date('2026-11-01T00:00:00Z') };
  },
}));
vi.mock('#src/search/search-database', () => ({
  searchDatabase: () => Promise.resolve(null),
  searchDatabaseSecrets: () => [],
}));

const { CACHE_CONTROL, serveJobFeed, serveSitemap } = await import('./feeds');

describe('serveJobFeed', () => {
  it('answers a search with 503 and one uncached line when no search database is set up', async () => {
    const { sent, response } = recorder();
    await serveJobFeed(getRequest('/feed.xml?q=react'), response);
    expect(sent).toMatchObject({
      status: 503,
      type: 'text/plain',
      body: 'Search is not set up here: no search database is configured.',
    });
    expect(sent.headers['cache-control']).toBe('no-store');
  });

  it('still refuses a bad query string first, with a 400', async () => {
    const { sent, response } = recorder();
    await serveJobFeed(getRequest('/feed.xml?contry=India'), response);
    expect(sent.status).toBe(400);
    expect(sent.body).toBe(
      'Unknown parameter "contry": the feed takes type, q, country, city, company, pay, minpay, per, sort.',
    );
  });
});

describe('serveSitemap at its own URL, with no CDN in front', () => {
  it('answers a flood of requests from one count and one read per instance, each cacheable', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const { sent, response } = recorder();
        await serveSitemap(getRequest(i % 2 ? '/sitemap.xml' : '/sitemap.xml?part=1'), response);
        return sent;
      }),
    );
    for (const sent of answers) {
      expect(sent.status).toBe(200);
      expect(sent.headers['cache-control']).toBe(CACHE_CONTROL.sitemap);
      expect(sent.body).toContain('/job/only-job</loc>');
    }
    // One count, the two boards' first pages (for their lastmod) and one read of the jobs.
    expect(reads).toEqual({ counts: 1, stamps: 2, changes: 1 });
  });

  it('refuses a part past the last from what it counted, reading nothing more', async () => {
    // Counted first (a no-op read when the test above ran first): the instance keeps the count.
    await serveSitemap(getRequest('/sitemap.xml'), recorder().response);
    const before = { ...reads };
    const { sent, response } = recorder();
    await serveSitemap(getRequest('/sitemap.xml?part=2'), response);
    expect(sent.status).toBe(400);
    expect(sent.headers['cache-control']).toBe(CACHE_CONTROL.refused);
    expect(reads).toEqual(before);
  });
});
