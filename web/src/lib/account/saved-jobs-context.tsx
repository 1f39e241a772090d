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
import { getDocFromCache, type Firestore } from 'firebase/firestore';
import { useFirestore } from '../firebase/firebase-services';
import { useActiveJobs } from '../jobs/active-jobs';
import { jobRef, openJobs } from '../jobs/jobs';
import { useHiddenJobIds } from '../jobs/jobs-sync-context';
import type { LiveResult } from '../firebase/live-result';
import { listJobs, reconcile } from './offline-library';
import type { SavedJobEntry } from './saved-jobs';
import { useSavedJobs } from './saved-jobs';
import { useSession } from './session';
import { useExpiryNow } from '../jobs/use-expiry-now';

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
  const db = useFirestore();
  // The open jobs' current versions; saved jobs that are not open are read from the cache.
  const jobs = useActiveJobs('Job');
  const internships = useActiveJobs('Internship');
  const report = useRef(onKept);
  useEffect(() => {
    report.current = onKept;
  });

  useEffect(() => {
    let cancelled = false;
    const open = new Map(
      [jobs, internships].flatMap((result) =>
        result.status === 'success' ? result.data.map((job) => [job.id, job] as const) : [],
      ),
    );
    const ids = [...savedIds.keys()];
    cachedVersions(
      db,
      ids.filter((id) => !open.has(id)),
    )
      .then((closed) => reconcile(userId, new Set(ids), new Map([...open, ...closed])))
      .then(() => listJobs(userId))
      .then((list) => !cancelled && report.current(list))
      .catch((error: unknown) => console.error('Updating the offline library failed', error));
    return () => {
      cancelled = true;
    };
  }, [db, userId, savedIds, jobs, internships]);
  return null;
}

/**
 * The cached version of each of these jobs, whatever its status, so the library also learns
 * that a saved job closed or expired. Jobs the cache lacks are left out: the library keeps its
 * copy.
 */
async function cachedVersions(db: Firestore, ids: readonly string[]): Promise<Map<string, Job>> {
  const found = await Promise.all(
    ids.map((id) =>
      getDocFromCache(jobRef(db, id)).then(
        (snapshot) => snapshot.data() ?? null,
        () => null,
      ),
    ),
  );
  return new Map(found.filter((job): job is Job => job !== null).map((job) => [job.id, job]));
}

export function useSavedJobsList(): SavedJobsResult {
  const saved = useContext(SavedJobsContext);
  if (!saved) throw new Error('useSavedJobsList must be used inside SavedJobsProvider');
  return saved;
}

/**
 * The signed-in user's saved jobs as kept on this device, for reading with no network: the
 * open ones, as lists show them (a kept job leaves the list when it expires or closes).
 */
export function useKeptJobs(): readonly Job[] {
  const kept = useContext(KeptJobsContext);
  const hidden = useHiddenJobIds();
  const now = useExpiryNow(kept);
  return useMemo(() => openJobs(kept, hidden, now), [kept, hidden, now]);
}

/** One kept job whatever its status, so its page can say it closed; undefined if not kept. */
export function useKeptJob(jobId: string): Job | undefined {
  const kept = useContext(KeptJobsContext);
  const hidden = useHiddenJobIds();
  return useMemo(
    () => (hidden.has(jobId) ? undefined : kept.find((job) => job.id === jobId)),
    [kept, hidden, jobId],
  );
}
