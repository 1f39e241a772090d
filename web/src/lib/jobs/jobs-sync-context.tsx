// Runs the jobs sync for as long as the app is open and tells the lists how current the cache
// is, and which cached jobs moderation has hidden since.
import type { Firestore } from 'firebase/firestore';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { loadBoardBundle } from './board-bundle';
import { NO_HIDDEN_JOBS, watchHiddenJobIds } from './hidden-jobs';
import { startJobsSync, type SyncState } from './jobs-sync';

const JobsSyncContext = createContext<SyncState | null>(null);
const HiddenJobsContext = createContext<ReadonlySet<string>>(NO_HIDDEN_JOBS);

interface JobsSyncProviderProps {
  db: Firestore;
  /** False in offline mode: with the network off, the cache is all there is. */
  enabled: boolean;
  children: ReactNode;
}

export function JobsSyncProvider({ db, enabled, children }: JobsSyncProviderProps) {
  const [state, setState] = useState<SyncState>({ status: enabled ? 'first-sync' : 'current' });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(NO_HIDDEN_JOBS);
  useEffect(() => {
    if (!enabled) return;
    return startJobsSync({
      db,
      store: window.localStorage,
      onState: setState,
      firstVisit: () => loadBoardBundle(db),
    });
  }, [db, enabled]);
  // Offline, this reads the cache alone: what the last visit heard is still hidden.
  useEffect(() => watchHiddenJobIds(db, setHidden), [db]);
  return (
    <JobsSyncContext.Provider value={state}>
      <HiddenJobsContext.Provider value={hidden}>{children}</HiddenJobsContext.Provider>
    </JobsSyncContext.Provider>
  );
}

export function useJobsSyncState(): SyncState {
  const state = useContext(JobsSyncContext);
  if (!state) throw new Error('useJobsSyncState must be used inside JobsSyncProvider');
  return state;
}

/** The ids of jobs hidden until review; their cached copies must not be shown. */
export function useHiddenJobIds(): ReadonlySet<string> {
  return useContext(HiddenJobsContext);
}
