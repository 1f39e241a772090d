// One live list of the signed-in user's saved jobs for the whole app: every heart and the
// Saved filter read it, rather than each listening on its own. It also keeps the user's
// offline library in step, and offers the jobs kept there.
import type { Job } from '@portal/domain/job';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useActiveJobs } from './jobs';
import type { LiveResult } from './live-result';
import { listJobs, reconcile } from './offline-library';
import type { SavedJobEntry } from './saved-jobs';
import { useSavedJobs } from './saved-jobs';
import { useSession } from './session';

export type SavedJobsResult = LiveResult<Map<string, SavedJobEntry>>;

const SavedJobsContext = createContext<SavedJobsResult | null>(null);
const KeptJobsContext = createContext<readonly Job[]>([]);

const NO_JOBS: readonly Job[] = [];

export function SavedJobsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.uid : null;
  const saved = useSavedJobs(userId);
  const [kept, setKept] = useState<{ userId: string | null; jobs: readonly Job[] }>({
    userId: null,
    jobs: NO_JOBS,
  });
  const keptJobs = kept.userId === userId ? kept.jobs : NO_JOBS;
  return (
    <SavedJobsContext.Provider value={saved}>
      <KeptJobsContext.Provider value={keptJobs}>
        {userId && saved.status === 'success' && (
          <OfflineLibrarySync
            userId={userId}
            savedIds={saved.data}
            onKept={(jobs) => setKept({ userId, jobs })}
          />
        )}
        {children}
      </KeptJobsContext.Provider>
    </SavedJobsContext.Provider>
  );
}

interface OfflineLibrarySyncProps {
  userId: string;
  savedIds: ReadonlyMap<string, unknown>;
  onKept: (jobs: readonly Job[]) => void;
}

/**
 * Mounted for a signed-in user only, so a guest's visit does no library work: keeps the
 * user's library in step with the saved list and the current version of each saved job.
 */
function OfflineLibrarySync({ userId, savedIds, onKept }: OfflineLibrarySyncProps) {
  const jobs = useActiveJobs('Job');
  const internships = useActiveJobs('Internship');
  const report = useRef(onKept);
  useEffect(() => {
    report.current = onKept;
  });

  useEffect(() => {
    const known = new Map(
      [jobs, internships].flatMap((result) =>
        result.status === 'success' ? result.data.map((job) => [job.id, job] as const) : [],
      ),
    );
    let cancelled = false;
    reconcile(userId, new Set(savedIds.keys()), known)
      .then(() => listJobs(userId))
      .then((list) => !cancelled && report.current(list))
      .catch((error: unknown) => console.error('Updating the offline library failed', error));
    return () => {
      cancelled = true;
    };
  }, [userId, savedIds, jobs, internships]);
  return null;
}

export function useSavedJobsList(): SavedJobsResult {
  const saved = useContext(SavedJobsContext);
  if (!saved) throw new Error('useSavedJobsList must be used inside SavedJobsProvider');
  return saved;
}

/** The signed-in user's saved jobs as kept on this device, for reading with no network. */
export function useKeptJobs(): readonly Job[] {
  return useContext(KeptJobsContext);
}

export function useKeptJob(jobId: string): Job | undefined {
  const kept = useKeptJobs();
  return useMemo(() => kept.find((job) => job.id === jobId), [kept, jobId]);
}
