// A first visit to `/` or `/internships` asks for its first page as soon as the app's script
// runs, beside the Firebase chunk rather than after it: the list's first answer comes from the
// search index, and this way it is already on its way. No imports: it is part of the first load.
const started = new Map<string, Promise<Response>>();

/** Where the unsearched first page of a board is asked for (search-index.ts asks the same). */
function firstPagePath(pathname: string, search: string): string | null {
  if (search !== '') return null;
  if (pathname === '/') return '/api/jobs/search?type=Job';
  if (pathname === '/internships') return '/api/jobs/search?type=Internship';
  return null;
}

export function prefetchFirstPage({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  const path = firstPagePath(pathname, search);
  if (!path || !navigator.onLine) return;
  const request = fetch(path, { headers: { Accept: 'application/json' } });
  // Read by the list, or never: a failure here is the list's to report when it asks itself.
  request.catch(() => {});
  started.set(path, request);
}

/** The answer prefetched for this path, once; undefined when there is none. */
export function takePrefetched(path: string): Promise<Response> | undefined {
  const request = started.get(path);
  started.delete(path);
  return request;
}
