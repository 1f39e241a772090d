// Which jobs moderation has hidden since this browser cached them, for every screen that shows
// a cached copy (a job page, the offline library) to leave them out.
import type { Firestore } from 'firebase/firestore';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { NO_HIDDEN_JOBS, watchHiddenJobIds } from './hidden-jobs';

const HiddenJobsContext = createContext<ReadonlySet<string>>(NO_HIDDEN_JOBS);

export function HiddenJobsProvider({ db, children }: { db: Firestore; children: ReactNode }) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(NO_HIDDEN_JOBS);
  // Offline, this reads the cache alone: what was last heard (on disk, a visit's before) is
  // still hidden; a guest's cache is in memory, so a guest's first read offline hides nothing.
  useEffect(() => watchHiddenJobIds(db, setHidden), [db]);
  return <HiddenJobsContext.Provider value={hidden}>{children}</HiddenJobsContext.Provider>;
}

/** The ids of jobs hidden until review; their cached copies must not be shown. */
export function useHiddenJobIds(): ReadonlySet<string> {
  return useContext(HiddenJobsContext);
}
