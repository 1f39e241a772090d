// A page of a list read from Firestore, live: a job posted anywhere tops it within a second, and
// one that closes, expires or is hidden leaves it at once. 'Page X of Y' needs the count, asked
// of the server again whenever a job enters or leaves the page; with no connection the last
// count heard for this list stands.
import type { JobCard } from '@portal/domain/jobs/board-query';
import { companySlug } from '@portal/domain/jobs/company';
import { isJobOpen, type Job } from '@portal/domain/jobs/job';
import { MAX_QUERY_LIMIT } from '@portal/domain/constants';
import { getCountFromServer, type Firestore } from 'firebase/firestore';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { JobFilter } from '@portal/domain/jobs/job-list';
import type { LiveResult } from '@/lib/firebase/live-result';
import { useDataMode, useFirestore } from '@/lib/firebase/firebase-services';
import { listQuery } from './board-queries';
import { shardsOf, watchShards, type Shard, type ShardsWatch } from './list-shards';
import { useExpiryNow } from '@/lib/jobs/use-expiry-now';
import type { ListStretch, StretchRequest } from './list-stretch';

/**
 * A stretch of a list Firestore can give (no search text, few place combinations): from the
 * start, but in offline mode, where the cache holds the whole board, from anywhere.
 */
export type FirestoreListRequest = StretchRequest;

function filterOf(request: FirestoreListRequest): JobFilter {
  const { query, countries, cities } = request.query;
  return { query, countries, cities };
}

export interface FirestoreList {
  result: LiveResult<ListStretch>;
  /** True once the server has answered; before that the page is the cache's guess. */
  fromServer: boolean;
}

/**
 * Read past the page's end: a job past its expiry stays active until the expiry run (every 15
 * minutes) closes it, and the page leaves it out, so a few more keep the page full.
 */
const EXPIRED_SLACK = 10;

/** The last count heard for each list, for when the server cannot be asked. */
const lastCounts = new Map<string, number>();

/**
 * The list's count, up to MAX_QUERY_LIMIT: the rules refuse a count of more (an unbounded count
 * is billed a read per thousand jobs it passes). At the ceiling, the search index's count of the
 * same list says how many there are.
 */
async function countOf(db: Firestore, key: string, request: FirestoreListRequest) {
  const upTo = listQuery(db, request.query.type, filterOf(request), MAX_QUERY_LIMIT);
  const total = (await getCountFromServer(upTo)).data().count;
  lastCounts.set(key, total);
  return total;
}

interface Heard {
  key: string;
  jobs: readonly Job[] | null;
  /** The copy's cards for the ranges not answered yet, below `jobs`. */
  rest: readonly JobCard[];
  fromServer: boolean;
  error?: Error;
}

/**
 * A copy of the list's first page (the search index's, or the one the server painted), newest
 * first, to cut the live page into ranges by (list-shards.ts); 'coming' while it is on its way,
 * so the live page waits for it; null when there is none to wait for.
 */
export type FirstPageCopy = readonly JobCard[] | 'coming' | null;

/**
 * `reach`: how many of the page's jobs the reader has come near; the ranges below it are asked
 * for as the reader nears them (list-shards.ts). Everything, unless the list says otherwise.
 * `copyTotal`: the index's count of the list, which stands where Firestore's count cannot go.
 */
export function useFirestoreList(
  request: FirestoreListRequest | null,
  copy: FirstPageCopy = null,
  reach = Infinity,
  copyTotal: number | null = null,
): FirestoreList {
  const db = useFirestore();
  const offline = useDataMode() === 'offline';
  const key = request ? JSON.stringify(request) : null;
  const [heard, setHeard] = useState<Heard | null>(null);
  const [count, setCount] = useState<{ key: string; total: number } | null>(null);
  const [version, setVersion] = useState(0);
  /** The list whose count the server has been asked for, until that count fails. */
  const countAsked = useRef<string | null>(null);
  const watch = useRef<ShardsWatch | null>(null);
  const reachNow = useRef(reach);

  // Once the list is heard, a copy that is again on its way (the network back) changes nothing.
  const waiting = copy === 'coming' && heard?.key !== key;
  useEffect(() => {
    if (!request || key === null || waiting) return;
    // Offline mode's cache is the whole board: the list is all of it, counted as it is shown.
    const size = offline
      ? null
      : Math.min(MAX_QUERY_LIMIT, request.start + request.count + EXPIRED_SLACK);
    const shards: Shard[] =
      size === null
        ? [{ from: null, before: null, limit: null, start: 0 }]
        : shardsOf(Array.isArray(copy) ? copy : [], size);
    const watching = watchShards(
      (shard) => listQuery(db, request.query.type, filterOf(request), shard.limit, shard),
      shards,
      size ?? Infinity,
      Array.isArray(copy) ? copy : [],
      (heard) => {
        const { jobs, rest, fromServer } = heard;
        // A transition: React renders the page again in slices a tap can come between.
        startTransition(() => setHeard({ key, jobs, rest, fromServer }));
        // Only a job entering or leaving the page can change the count; an edit to one on it
        // (its report count, its wording) cannot, and every visitor would count again for it.
        // The server's first answer enters every job, but the count asked as the list opened
        // already counts what it holds: counting again would read the whole list twice a visit.
        if (heard.entered && (!heard.firstAnswer || countAsked.current !== key)) {
          setVersion((v) => v + 1);
        }
      },
      (error) => setHeard({ key, jobs: null, rest: [], fromServer: false, error }),
    );
    watching.near(reachNow.current);
    watch.current = watching;
    return () => {
      watching.stop();
      if (watch.current === watching) watch.current = null;
    };
    // The key stands for the request, and the copy is read once it has come.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key, waiting]);

  useEffect(() => {
    reachNow.current = reach;
    watch.current?.near(reach);
  }, [reach]);

  useEffect(() => {
    if (!request || key === null || offline) return;
    let current = true;
    countAsked.current = key;
    countOf(db, key, request).then(
      (total) => current && setCount({ key, total }),
      () => {
        // Not counted (no connection): the server's first answer asks again.
        if (countAsked.current === key) countAsked.current = null;
        const known = lastCounts.get(key);
        if (current && known !== undefined) setCount({ key, total: known });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key, offline, version]);

  const mine = heard?.key === key ? heard : null;
  const now = useExpiryNow(mine?.jobs ?? []);
  return useMemo((): FirestoreList => {
    if (!request || !mine) return { result: { status: 'loading' }, fromServer: false };
    if (mine.error || !mine.jobs) {
      return {
        result: { status: 'error', error: mine.error ?? new Error('No jobs') },
        fromServer: false,
      };
    }
    // No document holds a company's slug: only offline mode, whose cache is the whole board,
    // lists a company's jobs here, and picks them out of it.
    const { company } = request.query;
    const open: JobCard[] = [
      ...mine.jobs.filter((job) => isJobOpen(job, now)),
      ...mine.rest,
    ].filter((job) => !company || companySlug(job.Company) === company);
    const { start } = request;
    const jobs = open.slice(start, start + request.count);
    // Until the count is heard (or with none to be had), what the page holds is all it knows.
    const counted = count?.key === key ? count.total : null;
    const total = offline
      ? open.length
      : counted === null
        ? start + jobs.length
        : // At the ceiling the count says only 'this many or more'; the index's says how many.
          counted >= MAX_QUERY_LIMIT
          ? Math.max(counted, copyTotal ?? 0)
          : counted;
    return {
      result: { status: 'success', data: { jobs, total: Math.max(total, start + jobs.length) } },
      fromServer: mine.fromServer,
    };
  }, [request, mine, now, count, key, offline, copyTotal]);
}
