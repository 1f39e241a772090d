// The open jobs of this browser's cache, read once and shared by every list, filter and saved
// view: with a reader each, every change to the board was read and checked once per reader.
// The read starts when the first sync has filled the cache. Before that there is nothing to
// show, and a first visit's bundle, loaded in parts, would wake every reader once per part.
import type { Job, JobType } from '@portal/domain/job';
import type { Firestore } from 'firebase/firestore';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { LiveResult } from '../firebase/live-result';
import { openJobs, subscribeToActiveJobs, type ActiveJobs } from './jobs';
import { useHiddenJobIds, useJobsSyncState } from './jobs-sync-context';
import { useExpiryNow } from './use-expiry-now';

const LOADING = { status: 'loading' } as const;
const ActiveJobsContext = createContext<LiveResult<ActiveJobs> | null>(null);

export function ActiveJobsProvider({ db, children }: { db: Firestore; children: ReactNode }) {
  const reading = useJobsSyncState().status !== 'first-sync';
  const [result, setResult] = useState<LiveResult<ActiveJobs>>(LOADING);
  useEffect(() => {
    if (!reading) return;
    // A transition: rendering a board's worth of cards yields to the browser as it goes.
    const stop = subscribeToActiveJobs(
      db,
      (jobs) => startTransition(() => setResult({ status: 'success', data: jobs })),
      (error) => setResult({ status: 'error', error }),
    );
    return () => {
      stop();
      setResult(LOADING);
    };
  }, [db, reading]);
  return <ActiveJobsContext.Provider value={result}>{children}</ActiveJobsContext.Provider>;
}

const NO_JOBS: readonly Job[] = [];

/**
 * The open jobs of one type, live, from this browser's cache. Until the first sync has filled
 * the cache this is loading; if the sync fails, cached jobs are still shown. A job leaves the
 * list the moment it expires.
 */
export function useActiveJobs(type: JobType): LiveResult<Job[]> {
  const cached = useContext(ActiveJobsContext);
  if (!cached) throw new Error('useActiveJobs must be used inside ActiveJobsProvider');
  const sync = useJobsSyncState();
  const hidden = useHiddenJobIds();
  const present = cached.status === 'success' ? cached.data[type] : NO_JOBS;
  const now = useExpiryNow(present);
  return useMemo((): LiveResult<Job[]> => {
    if (cached.status !== 'success') return cached;
    if (sync.status === 'first-sync') return LOADING;
    const jobs = openJobs(present, hidden, now);
    if (sync.status === 'error' && jobs.length === 0) return { status: 'error', error: sync.error };
    return { status: 'success', data: jobs };
  }, [cached, sync, present, hidden, now]);
}
