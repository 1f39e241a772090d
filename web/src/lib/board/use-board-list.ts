// One page of `/` or `/internships` under the URL's search and places, from wherever answers it
// best. The first page without a search is live from Firestore (list-shards.ts); until the
// server has answered it, the search index's copy (CDN-cached, one request) is shown, so a
// first visit does not wait for Firestore to connect. Searches and later pages come from the index, their
// jobs followed live (use-search-window.ts), which also covers offline mode and no network.
import { LIST_PAGE_SIZE } from '@portal/domain/constants';
import type { BoardPage } from '@portal/domain/jobs/board-query';
import type { JobType } from '@portal/domain/jobs/job';
import { useEffect, useMemo } from 'react';
import type { JobFilter } from '@portal/domain/jobs/job-list';
import type { LiveResult } from '@/lib/firebase/live-result';
import { useDataMode } from '@/lib/firebase/firebase-services';
import { useOnline } from '@/lib/browser/use-online';
import { keepBoardPage } from './board-api';
import { firestoreCanList } from './board-queries';
import type { ListStretch, StretchRequest } from './list-stretch';
import { useFirestoreList } from './use-firestore-list';
import { useSearchWindow } from './use-search-window';

export { SearchNeedsConnectionError } from './use-search-window';

export interface BoardListRequest {
  /** Null: jobs and internships both (a company's list). */
  type: JobType | null;
  filter: JobFilter;
  /** From 1. */
  page: number;
}

const LOADING = { status: 'loading' } as const;

/** How long the server's page must stay as it is before it is kept for offline. */
const KEEP_AFTER_MS = 2000;

/**
 * `reach`: how many of the page's cards the reader has come near; the live page asks Firestore
 * for the jobs further down as the reader nears them (list-shards.ts).
 */
export function useBoardList(
  { type, filter, page }: BoardListRequest,
  reach = Infinity,
): LiveResult<ListStretch> {
  const offlineMode = useDataMode() === 'offline';
  const online = useOnline();
  const key = JSON.stringify([type, filter, page]);
  const plan = useMemo(() => {
    const stretch: StretchRequest = {
      query: {
        type,
        query: filter.query,
        countries: filter.countries,
        cities: filter.cities,
        ...(filter.company && { company: filter.company }),
      },
      start: (page - 1) * LIST_PAGE_SIZE,
      count: LIST_PAGE_SIZE,
    };
    const live = !offlineMode && page === 1 && firestoreCanList(filter);
    return {
      firestore: live ? stretch : null,
      // The index's page; for the live page, its stand-in while Firestore connects, and with no
      // network the copy kept of it (the last page seen), read before Firestore's cache.
      search: stretch,
      live,
    };
    // The key stands for the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, offlineMode]);
  const searched = useSearchWindow(plan.search, { live: !plan.live });
  // The live page is followed in ranges cut where the index's copy puts every 25th job, and so
  // waits for that copy (the painted page's is there at once); with none coming, one query.
  const copy =
    searched.status === 'success'
      ? searched.data.jobs
      : searched.status === 'loading' && plan.search
        ? 'coming'
        : null;
  const listed = useFirestoreList(
    plan.firestore,
    copy,
    reach,
    searched.status === 'success' ? searched.data.total : null,
  );

  // Each page the server sends is kept as the list's answer, so that with no network the copy
  // read is the newest page this browser has seen (the painted one until then). Kept once the
  // page has been still for a moment: a first visit's answers come in ranges, while the page
  // is busiest.
  const heard = plan.live && listed.fromServer ? listed.result : null;
  useEffect(() => {
    if (heard?.status !== 'success') return;
    const { jobs, total } = heard.data;
    const page: BoardPage = { jobs: [...jobs], total, page: 1, pageSize: LIST_PAGE_SIZE };
    const keep = setTimeout(() => {
      keepBoardPage({ type, ...filter, page: 1 }, page).catch(() => {});
    }, KEEP_AFTER_MS);
    return () => clearTimeout(keep);
    // The key stands for the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [heard, key]);

  if (!plan.live) return searched;
  // The server's page is the truth; before it, the index's copy (with no network, the one kept
  // of the last page seen), then whatever the cache holds.
  if (listed.fromServer) return listed.result;
  if (searched.status === 'success') return searched;
  if (listed.result.status === 'success' && listed.result.data.jobs.length > 0) {
    return listed.result;
  }
  if (!online || searched.status === 'error') return listed.result;
  return LOADING;
}
