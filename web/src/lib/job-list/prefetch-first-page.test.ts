// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchFirstPage, takePrefetched } from './prefetch-first-page';

describe('prefetchFirstPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for an unsearched board's first page once, for the list to take once", async () => {
    const answer = new Response('{}');
    const fetch = vi.fn(() => Promise.resolve(answer));
    vi.stubGlobal('fetch', fetch);
    prefetchFirstPage({ pathname: '/internships', search: '' });
    expect(fetch).toHaveBeenCalledWith('/api/jobs/search?type=Internship', expect.anything());
    expect(await takePrefetched('/api/jobs/search?type=Internship')).toBe(answer);
    expect(takePrefetched('/api/jobs/search?type=Internship')).toBeUndefined();
  });

  it('asks for nothing on a search, another page, or with no network', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    prefetchFirstPage({ pathname: '/', search: '?q=python' });
    prefetchFirstPage({ pathname: '/job/abc', search: '' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    prefetchFirstPage({ pathname: '/', search: '' });
    vi.restoreAllMocks();
    expect(fetch).not.toHaveBeenCalled();
  });
});
