// One live list of the signed-in user's saved jobs for the whole app: every heart and the
// Saved filter read it, rather than each listening on its own. It also keeps the user's
// offline library in step, and offers the jobs kept there. A guest has nothing saved: the code
// that reads the list from Firestore (signed-in-saved-jobs.tsx) loads only once someone is
// signed in.
import { READABLE_JOB_STATUSES, type Job } from '@portal/domain/jobs/job';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { usePublicReads } from '@/lib/firebase/firebase-services';
import { openJobs } from '@/lib/jobs/jobs';
import { useHiddenJobIds } from '@/lib/jobs/hidden-jobs-context';
import { listJobs, reconcile } from './offline-library';
import type { SavedJobsResult } from './saved-jobs';
import type { SavedJobsRead, SavingActions } from './signed-in-saved-jobs';
import { useSession } from './session';
import { useExpiryNow } from '@/lib/jobs/use-expiry-now';

export type { SavedJobsResult };

const SavedJobsContext = createContext<SavedJobsResult | null>(null);
const SavingContext = createContext<SavingActions | null>(null);
const KeptJobsContext = createContext<readonly Job[]>([]);

const NO_JOBS: readonly Job[] = [];
/** A guest's: as the spec has it, nothing saved (hearts ask the guest to log in). */
const NOTHING_SAVED: SavedJobsResult = { status: 'success', data: new Map() };
const LOADING = { status: 'loading' } as const;

const SignedInSavedJobs = lazy(() => import('./signed-in-saved-jobs'));

export function SavedJobsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.uid : null;
  const [read, setRead] = useState<SavedJobsRead | null>(null);
  const own = userId && read?.userId === userId ? read : null;
  const saved = !userId ? NOTHING_SAVED : (own?.saved ?? LOADING);
  const [kept, setKept] = useState<{ userId: string | null; jobs: readonly Job[] }>({
    userId: null,
    jobs: NO_JOBS,
  });
  const keptJobs = kept.userId === userId ? kept.jobs : NO_JOBS;
  return (
    <SavedJobsContext.Provider value={saved}>
      <SavingContext.Provider value={own?.actions ?? null}>
        <KeptJobsContext.Provider value={keptJobs}>
          {userId && (
            <Suspense fallback={null}>
              <SignedInSavedJobs userId={userId} onRead={setRead} />
            </Suspense>
          )}
          {userId && saved.status === 'success' && (
            <OfflineLibrarySync
              userId={userId}
              savedIds={saved.data}
              onKept={(jobs) => setKept({ userId, jobs })}
            />
          )}
          {children}
        </KeptJobsContext.Provider>
      </SavingContext.Provider>
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
 * user's library in step with the saved list and the current version of each saved job,
 * followed live (closed ones too, so the library learns that a saved job closed).
 */
function OfflineLibrarySync({ userId, savedIds, onKept }: OfflineLibrarySyncProps) {
  // A signed-in user's reads are the app's own Firestore's (firebase.ts).
  const reads = usePublicReads();
  const idsKey = [...savedIds.keys()].sort().join('\n');
  const [versions, setVersions] = useState<{ key: string; jobs: ReadonlyMap<string, Job> }>();
  const report = useRef(onKept);
  useEffect(() => {
    report.current = onKept;
  });

  useEffect(
    () =>
      reads.watchJobsById(idsKey ? idsKey.split('\n') : [], READABLE_JOB_STATUSES, (jobs) =>
        setVersions({ key: idsKey, jobs }),
      ),
    [reads, idsKey],
  );

  const current = versions?.key === idsKey ? versions.jobs : NO_VERSIONS;
  useEffect(() => {
    let cancelled = false;
    // Jobs not (yet) heard of keep the library's copy.
    reconcile(userId, new Set(savedIds.keys()), current)
      .then(() => listJobs(userId))
      .then((list) => !cancelled && report.current(list))
      .catch((error: unknown) => console.error('Updating the offline library failed', error));
    return () => {
      cancelled = true;
    };
  }, [userId, savedIds, current]);
  return null;
}

const NO_VERSIONS: ReadonlyMap<string, Job> = new Map();

export function useSavedJobsList(): SavedJobsResult {
  const saved = useContext(SavedJobsContext);
  if (!saved) throw new Error('useSavedJobsList must be used inside SavedJobsProvider');
  return saved;
}

/**
 * How a signed-in user saves and unsaves a job, at once (offline too); null for a guest, and
 * until the code that saves has loaded with the saved list.
 */
export function useSaving(): SavingActions | null {
  return useContext(SavingContext);
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
