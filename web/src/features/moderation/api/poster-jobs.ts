// The other jobs of a job's poster, for a moderator weighing what to do with them: by the job's
// `posterKey` (a hash of the poster's uid, domain/src/jobs/poster-key.ts), whatever their status
// (moderators read every job, firestore.rules).
import type { Job } from '@portal/domain/jobs/job';
import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '@/lib/firebase/firebase-services';
import { useLiveQuery, type LiveResult } from '@/lib/firebase/live-result';
import { jobsCollection } from '@/lib/jobs/job-documents';
import { usePresent } from './present';

/** The poster's newest jobs shown: a pattern shows in far fewer, and each costs a read. */
export const POSTER_JOBS_SHOWN = 20;

/** Newest first (the index My Jobs uses: posterKey, createdAt descending). */
export function posterJobsQuery(db: Firestore, posterKey: string) {
  return query(
    jobsCollection(db),
    where('posterKey', '==', posterKey),
    orderBy('createdAt', 'desc'),
    limit(POSTER_JOBS_SHOWN),
  );
}

export function usePosterJobs(posterKey: string): LiveResult<Job[]> {
  const db = useFirestore();
  const jobs = useMemo(() => posterJobsQuery(db, posterKey), [db, posterKey]);
  return usePresent(useLiveQuery(jobs));
}
