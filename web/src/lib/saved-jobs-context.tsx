// One live list of the signed-in user's saved jobs for the whole app: every heart and the
// Saved filter read it, rather than each listening on its own.
import { createContext, useContext, type ReactNode } from 'react';
import type { LiveResult } from './live-result';
import type { SavedJobEntry } from './saved-jobs';
import { useSavedJobs } from './saved-jobs';
import { useSession } from './session';

export type SavedJobsResult = LiveResult<Map<string, SavedJobEntry>>;

const SavedJobsContext = createContext<SavedJobsResult | null>(null);

export function SavedJobsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const saved = useSavedJobs(session.status === 'signed-in' ? session.user.uid : null);
  return <SavedJobsContext.Provider value={saved}>{children}</SavedJobsContext.Provider>;
}

export function useSavedJobsList(): SavedJobsResult {
  const saved = useContext(SavedJobsContext);
  if (!saved) throw new Error('useSavedJobsList must be used inside SavedJobsProvider');
  return saved;
}
