// The `savedjobs` collection: `savedjobs/{uid}_{jobId}`, so saving twice is one document and
// unsaving is one delete. Writes are not awaited: Firestore shows them at once (the heart turns
// at once, offline too), keeps them through a reload, and reverts them itself if the server
// refuses; `acknowledged` settles when the server has answered.
import { COLLECTIONS, MAX_QUERY_LIMIT } from '@portal/domain/constants';
import { savedJobId, SavedJobSchema, type SavedJob } from '@portal/domain/jobs/saved-job';
import {
  collection,
  deleteDoc,
  doc,
  query,
  serverTimestamp,
  setDoc,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
  limit,
  orderBy,
} from 'firebase/firestore';
import { useEffect, useMemo } from 'react';
import { useFirestore } from '@/lib/firebase/firebase-services';
import { schemaConverter } from '@/lib/firebase/schema-converter';
import { useLiveQuery, type LiveResult } from '@/lib/firebase/live-result';

export interface SavedJobEntry extends SavedJob {
  /** Saved on this device and not yet confirmed by the server (offline, say). */
  waitingToSync: boolean;
}

const savedJobConverter = schemaConverter(SavedJobSchema, {
  read: (saved, snapshot): SavedJobEntry => ({
    ...saved,
    waitingToSync: snapshot.metadata.hasPendingWrites,
  }),
  refusal: 'Write saved jobs with saveJob',
});

export function savedJobRef(db: Firestore, userId: string, jobId: string): DocumentReference {
  return doc(db, COLLECTIONS.savedJobs, savedJobId(userId, jobId));
}

/**
 * The user's saved jobs, the newest MAX_QUERY_LIMIT (as many as the rules let one query read);
 * the rules allow this query to its owner alone.
 */
export function savedJobsQuery(db: Firestore, userId: string): Query<SavedJobEntry | null> {
  return query(
    collection(db, COLLECTIONS.savedJobs).withConverter(savedJobConverter),
    where('UserId', '==', userId),
    orderBy('savedAt', 'desc'),
    limit(MAX_QUERY_LIMIT),
  );
}

export function saveJob(db: Firestore, userId: string, jobId: string) {
  const acknowledged = setDoc(savedJobRef(db, userId, jobId), {
    UserId: userId,
    JobId: jobId,
    savedAt: serverTimestamp(),
  });
  acknowledged.catch((error: unknown) => console.error('Failed to save job', error));
  return { acknowledged };
}

export function unsaveJob(db: Firestore, userId: string, jobId: string) {
  const acknowledged = deleteDoc(savedJobRef(db, userId, jobId));
  acknowledged.catch((error: unknown) => console.error('Failed to unsave job', error));
  return { acknowledged };
}

/** The saved jobs by job id, live. */
export type SavedJobsResult = LiveResult<Map<string, SavedJobEntry>>;

/** Listens with metadata, so an entry's waitingToSync flips when the server confirms it. */
const WITH_METADATA = { includeMetadataChanges: true } as const;

/** The signed-in user's saved jobs by job id, live; null user → nothing to listen to. */
export function useSavedJobs(userId: string | null): SavedJobsResult {
  const db = useFirestore();
  // A guest has nothing saved, and the rules would refuse the query: listen to nothing.
  const savedQuery = useMemo(() => (userId ? savedJobsQuery(db, userId) : null), [db, userId]);
  const result = useLiveQuery(savedQuery, WITH_METADATA);
  const failure = result.status === 'error' ? result.error : null;
  useEffect(() => {
    if (failure) console.error('Failed to fetch saved jobs', failure);
  }, [failure]);
  return useMemo((): LiveResult<Map<string, SavedJobEntry>> => {
    // As the spec has it, a saved list that cannot be read is an empty one (and logged above).
    if (!userId || result.status === 'error') return { status: 'success', data: new Map() };
    if (result.status !== 'success') return result;
    const entries = result.data.filter((entry): entry is SavedJobEntry => entry !== null);
    return { status: 'success', data: new Map(entries.map((entry) => [entry.JobId, entry])) };
  }, [userId, result]);
}
