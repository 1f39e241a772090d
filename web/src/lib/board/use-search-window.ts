// A stretch of a list as the search index answers it: the cards from `start` on, and how many
// match in all. The index pages by 90, so a stretch that crosses a page boundary reads two
// pages (More Jobs pages by 18). With `live`, the shown jobs are also followed in Firestore: a
// job that closes, expires or is hidden leaves at once, without waiting for the index; and a
// stretch from the start takes in matching jobs posted since (newest-jobs.ts).
import { LIST_PAGE_SIZE } from '@portal/domain/constants';
import { isJobOpen, type Job } from '@portal/domain/jobs/job';
import { useEffect, useMemo, useState } from 'react';
import type { LiveResult } from '@/lib/firebase/live-result';
import { useFirestore } from '@/lib/firebase/firebase-services';
import { fetchBoardPage } from './board-api';
import type { ListStretch, StretchRequest } from './list-stretch';
import { useFirestoreList } from './use-firestore-list';
import { useOnline } from '@/lib/browser/use-online';
import { useDataMode } from '@/lib/firebase/firebase-services';
import { watchJobsById } from '@/lib/jobs/jobs-by-id';
import { paintedStretch } from './painted-stretch';
import { watchNewestJobs, withNewestJobs } from './newest-jobs';
import { useExpiryNow } from '@/lib/jobs/use-expiry-now';

export type { ListStretch, StretchRequest };

/** The index's pages (from 1) that hold this stretch. */
export function pagesOfStretch(start: number, count: number): number[] {
  const first = Math.floor(start / LIST_PAGE_SIZE) + 1;
  const last = Math.floor((start + Math.max(1, count) - 1) / LIST_PAGE_SIZE) + 1;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

async function readStretch(
  request: StretchRequest,
  signal: AbortSignal,
  online: boolean,
): Promise<ListStretch> {
  const pages = pagesOfStretch(request.start, request.count);
  const answers = await Promise.all(
    pages.map((page) =>
      fetchBoardPage({ ...request.query, page }, { signal, cachedOnly: !online }).catch(
        (error: unknown) => {
          // A stretch that ends past the last page has all there is in the pages before it.
          if (page > pages[0]! && (error as Error).name === 'BoardQueryRefusedError') return null;
          throw error;
        },
      ),
    ),
  );
  const jobs = answers.flatMap((answer) => answer?.jobs ?? []);
  const offset = request.start - (pages[0]! - 1) * LIST_PAGE_SIZE;
  const { total, capped } = answers[0]!;
  return { jobs: jobs.slice(offset, offset + request.count), total, ...(capped && { capped }) };
}

const LOADING = { status: 'loading' } as const;
const LOADING_STATE = { key: null, result: LOADING };

/**
 * A stretch of a list from the search index, or in offline mode (no index, the whole board in
 * the cache) from Firestore's cache, which cannot search. With no network, a stretch seen
 * before is read from the answers kept here (board-api.ts); any other search says it needs a
 * connection.
 */
export function useSearchWindow(
  request: StretchRequest | null,
  { live }: { live: boolean },
): LiveResult<ListStretch> {
  const offlineMode = useDataMode() === 'offline';
  const online = useOnline();
  const searches = !!request && request.query.query.trim() !== '';
  const cached = useFirestoreList(offlineMode && request && !searches ? request : null);
  // Offline mode (no server, or none reachable when the app started) still reads a search it
  // has had before from the answers kept here.
  const indexed = useIndexedStretch(
    offlineMode && !searches ? null : request,
    live,
    online && !offlineMode,
  );
  return offlineMode && !searches ? cached.result : indexed;
}

/** A search cannot run here: no connection (or offline mode, which never has one). */
export class SearchNeedsConnectionError extends Error {
  override name = 'SearchNeedsConnectionError';
}

function useIndexedStretch(
  request: StretchRequest | null,
  live: boolean,
  online: boolean,
): LiveResult<ListStretch> {
  const key = request ? JSON.stringify(request) : null;
  // A first visit's first page starts from the page the server painted (painted-board.ts).
  const [state, setState] = useState<{ key: string | null; result: LiveResult<ListStretch> }>(
    () => {
      const painted = paintedStretch(request);
      return painted ? { key, result: { status: 'success', data: painted } } : LOADING_STATE;
    },
  );
  // An answer had stays when the network goes; one that failed for want of it is asked again
  // when the network comes back.
  const [retries, setRetries] = useState(0);
  const [wasOnline, setWasOnline] = useState(online);
  if (online !== wasOnline) {
    setWasOnline(online);
    if (online && state.key === key && state.result.status === 'error') setRetries((n) => n + 1);
  }
  useEffect(() => {
    if (!request || key === null) return;
    // Already answered: the page the server painted (nothing else answers before the effect).
    if (state.key === key && state.result.status === 'success') return;
    const abort = new AbortController();
    readStretch(request, abort.signal, online).then(
      (data) => setState({ key, result: { status: 'success', data } }),
      (error: Error) => {
        if (abort.signal.aborted) return;
        // With no network, a stretch never seen here cannot be read.
        const offline = !online && error.name === 'SearchUnreachableError';
        const reason = offline ? new SearchNeedsConnectionError('No connection to search') : error;
        setState({ key, result: { status: 'error', error: reason } });
      },
    );
    return () => abort.abort();
    // The key stands for the request; `online` is read when it is asked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, retries]);
  const answer = state.key === key && key !== null ? state.result : LOADING;
  const ids = answer.status === 'success' ? answer.data.jobs.map((job) => job.id) : null;
  const gone = useGoneJobs(live ? ids : null);
  const newest = useNewestJobs(live && request?.start === 0 ? request.query : null);
  const now = useExpiryNow(newest);
  return useMemo((): LiveResult<ListStretch> => {
    if (answer.status !== 'success' || !request) return answer;
    const stillOpen = {
      ...answer.data,
      jobs: answer.data.jobs.filter((job) => !gone.has(job.id)),
    };
    const filter = {
      query: request.query.query,
      countries: request.query.countries,
      cities: request.query.cities,
      company: request.query.company,
    };
    const capped = answer.data.capped && { capped: true };
    return {
      status: 'success',
      data: { ...withNewestJobs(stillOpen, newest, filter, request.count, now), ...capped },
    };
    // The key stands for the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, gone, newest, now, key]);
}

const NO_JOBS: readonly Job[] = [];

/** The type's (or every type's) newest few jobs, followed live, for a list's first stretch. */
function useNewestJobs(query: StretchRequest['query'] | null): readonly Job[] {
  const db = useFirestore();
  const key = query ? JSON.stringify(query) : null;
  const [state, setState] = useState<{ key: string | null; jobs: readonly Job[] }>({
    key: null,
    jobs: NO_JOBS,
  });
  useEffect(() => {
    if (!query || key === null) return;
    const { type, ...filter } = query;
    return watchNewestJobs(db, type, filter, (jobs) => setState({ key, jobs }));
    // The key stands for the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key]);
  return state.key === key ? state.jobs : NO_JOBS;
}

/**
 * The ids of these jobs to leave out: closed, expired, hidden or gone, followed live. Until
 * Firestore has answered for a job (or with no network, when the cache lacks it), the index's
 * word for it stands.
 */
function useGoneJobs(ids: readonly string[] | null): ReadonlySet<string> {
  const db = useFirestore();
  const key = ids ? ids.join('\n') : null;
  const [state, setState] = useState<{
    key: string | null;
    open: readonly Job[];
    unknown: ReadonlySet<string>;
  } | null>(null);
  useEffect(() => {
    if (key === null) return;
    return watchJobsById(db, key === '' ? [] : key.split('\n'), ['active'], (jobs, unknown) =>
      setState({ key, open: [...jobs.values()], unknown }),
    );
  }, [db, key]);
  const heard = state?.key === key ? state : null;
  const now = useExpiryNow(heard?.open ?? NO_JOBS);
  return useMemo(() => {
    if (!heard || !ids) return NO_IDS;
    const open = new Set(heard.open.filter((job) => isJobOpen(job, now)).map((job) => job.id));
    return new Set(ids.filter((id) => !open.has(id) && !heard.unknown.has(id)));
    // The key stands for the ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [heard, now, key]);
}

const NO_IDS: ReadonlySet<string> = new Set();
