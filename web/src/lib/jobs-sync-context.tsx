// Runs the jobs sync for as long as the app is open and tells the lists how current the cache is.
import type { Firestore } from 'firebase/firestore';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { startJobsSync, type SyncState } from './jobs-sync';

const JobsSyncContext = createContext<SyncState | null>(null);

interface JobsSyncProviderProps {
  db: Firestore;
  /** False in offline mode: with the network off, the cache is all there is. */
  enabled: boolean;
  children: ReactNode;
}

export function JobsSyncProvider({ db, enabled, children }: JobsSyncProviderProps) {
  const [state, setState] = useState<SyncState>({ status: enabled ? 'first-sync' : 'current' });
  useEffect(() => {
    if (!enabled) return;
    return startJobsSync({ db, store: window.localStorage, onState: setState });
  }, [db, enabled]);
  return <JobsSyncContext.Provider value={state}>{children}</JobsSyncContext.Provider>;
}

export function useJobsSyncState(): SyncState {
  const state = useContext(JobsSyncContext);
  if (!state) throw new Error('useJobsSyncState must be used inside JobsSyncProvider');
  return state;
}
