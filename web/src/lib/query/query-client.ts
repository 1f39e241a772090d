// The browser's cache of server data: TanStack Query (as in bulletproof-react), one client for
// the app, made by its providers (app/firebase-providers.tsx), which load with Firebase after the
// first paint: never in the first load. The search index's answers, the places, Firestore's live
// lists (fed by their listeners) and their counts are kept here under their list's key
// (job-list/use-job-list.ts), so every reader of a list shares one answer; a server-rendered
// board's first page is its list's first answer (initialData).
import { QueryClient } from '@tanstack/react-query';

/**
 * What every query here does unless it says otherwise. Fresh for a minute: the CDN keeps a
 * search answer that long, and what must be newer (Firestore's lists, the jobs a search shows)
 * is followed live. No retries and no refetch on focus: a failure is said at once, as the lists
 * always have, and is asked again when the network comes back (TanStack's refetchOnReconnect).
 * 'always': the data modules choose what no network means themselves (the offline copies,
 * Firestore's cache), so a query runs with or without one.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: false,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
    },
  });
}
