// @vitest-environment jsdom
// The offline copies: a page the browser had from elsewhere (the server-rendered one) read back
// with no network, through a Cache Storage of our own standing in for the browser's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardPage } from '@portal/domain/jobs/board-query';
import { fetchListPage, cacheListPage } from './search-index';

/** Cache Storage with one cache, in memory: what search-index.ts uses of it. */
function memoryCaches() {
  const entries = new Map<string, Response>();
  const cache = {
    delete: async (url: string) => entries.delete(url),
    put: async (url: string, response: Response) => void entries.set(url, response),
    keys: async () => [...entries.keys()],
  };
  return {
    open: async () => cache,
    match: async (url: string) => entries.get(url)?.clone(),
  };
}

const unsearched = { type: 'Job' as const, query: '', countries: [], cities: [], page: 1 };
const page: BoardPage = {
  jobs: [
    {
      id: 'j1',
      Title: 'Data Analyst',
      Company: 'Acme',
      Country: 'India',
      City: 'Pune',
      Type: 'Job',
      createdAt: new Date('2026-11-20T10:00:00Z'),
    },
  ],
  total: 1,
  page: 1,
  pageSize: 90,
};

describe('cacheListPage', () => {
  beforeEach(() => vi.stubGlobal('caches', memoryCaches()));
  afterEach(() => vi.unstubAllGlobals());

  it('caches a page as its list’s offline copy, read back with no network', async () => {
    await cacheListPage(unsearched, page);
    expect(await fetchListPage(unsearched, { cachedOnly: true })).toEqual(page);
  });

  it('caches only the fields a card shows', async () => {
    const job = { ...page.jobs[0]!, Description: '<p>Long text</p>', ApplyLink: 'https://x.test' };
    await cacheListPage(unsearched, { ...page, jobs: [job] });
    expect(await fetchListPage(unsearched, { cachedOnly: true })).toEqual(page);
    // What is stored, not only what reading it keeps (the schema drops unknown fields too).
    const stored = await caches.match('http://localhost:3000/api/jobs/search?type=Job');
    const { jobs } = (await stored!.json()) as { jobs: Record<string, unknown>[] };
    expect(Object.keys(jobs[0]!).sort()).toEqual(
      ['City', 'Company', 'Country', 'Title', 'Type', 'createdAt', 'id'].sort(),
    );
  });

  it('answers only for its own list', async () => {
    await cacheListPage(unsearched, page);
    await expect(
      fetchListPage({ ...unsearched, type: 'Internship' }, { cachedOnly: true }),
    ).rejects.toThrow('No network, and no copy of /api/jobs/search?type=Internship');
    await expect(
      fetchListPage({ ...unsearched, query: 'analyst' }, { cachedOnly: true }),
    ).rejects.toThrow('no copy');
  });
});

describe('fetchListPage', () => {
  beforeEach(() => vi.stubGlobal('caches', memoryCaches()));
  afterEach(() => vi.unstubAllGlobals());

  /** A network that carries nothing, while the browser may still say it is online. */
  const noNetwork = () =>
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

  it('with no answer from the network, reads the offline copy of the list', async () => {
    await cacheListPage(unsearched, page);
    noNetwork();
    expect(await fetchListPage(unsearched)).toEqual(page);
  });

  it('with no answer and no copy, says the search is unreachable', async () => {
    noNetwork();
    await expect(fetchListPage(unsearched)).rejects.toMatchObject({
      name: 'SearchUnreachableError',
      message: 'No answer from /api/jobs/search?type=Job',
    });
  });

  it('reads the network’s answer, not the copy, when there is one, and caches it', async () => {
    await cacheListPage(unsearched, page);
    const newer = { ...page, jobs: [{ ...page.jobs[0]!, id: 'j2', Title: 'Chef' }] };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json(newer)));
    expect(await fetchListPage(unsearched)).toEqual(newer);
    await vi.waitFor(async () =>
      expect(await fetchListPage(unsearched, { cachedOnly: true })).toEqual(newer),
    );
  });

  it('says in the search’s own words why it cannot answer now, and caches nothing', async () => {
    const line = (status: number, text: string) =>
      vi.stubGlobal(
        'fetch',
        vi.fn().mockResolvedValue(
          new Response(text, {
            status,
            headers: { 'Content-Type': 'text/plain; charset=utf-8' },
          }),
        ),
      );
    line(
      429,
      'Too many searches from your network: 120 in a minute is as many as one network may send. Try again in 12 s.',
    );
    await expect(fetchListPage({ ...unsearched, query: 'qj' })).rejects.toMatchObject({
      name: 'SearchBusyError',
      message: expect.stringMatching(/^Too many searches from your network/),
    });
    line(503, 'This search took too long to answer.\nmore');
    await expect(fetchListPage({ ...unsearched, query: 'qj' })).rejects.toMatchObject({
      name: 'SearchBusyError',
      message: 'This search took too long to answer.',
    });
    // A 503 without the function's words (a proxy's page, say) is only "unreachable".
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response('<html>', { status: 503, headers: { 'Content-Type': 'text/html' } }),
        ),
    );
    await expect(fetchListPage({ ...unsearched, query: 'qj' })).rejects.toMatchObject({
      name: 'SearchUnreachableError',
    });
    await expect(
      fetchListPage({ ...unsearched, query: 'qj' }, { cachedOnly: true }),
    ).rejects.toThrow('no copy');
  });
});
