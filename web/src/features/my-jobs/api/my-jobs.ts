// A poster's own jobs: the list at /my-jobs, live, and the two things a poster may do to one,
// 'Close' and 'Extend' (firestore.rules allow these to the poster alone). Writes are not
// awaited: the list shows them at once, offline too, marked as waiting to sync, and Firestore
// puts the job back if the server refuses; `acknowledged` settles when the server answers.
import { extendedExpiry } from '@portal/domain/jobs/job-expiry';
import type { Job } from '@portal/domain/jobs/job';
import { posterKeyOf } from '@portal/domain/jobs/poster-key';
import { MAX_QUERY_LIMIT } from '@portal/domain/constants';
import {
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
  type FirestoreDataConverter,
  type Query,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from '@/lib/firebase/firebase-services';
import { jobConverter, jobRef, jobsCollection } from '@/lib/jobs/job-documents';
import { useLiveQuery, type LiveResult } from '@/lib/firebase/live-result';

export interface MyJob extends Job {
  /** Closed or extended on this device and not yet confirmed by the server. */
  waitingToSync: boolean;
}

const myJobConverter: FirestoreDataConverter<MyJob | null> = {
  toFirestore: () => {
    throw new Error('Change a job with closeJob or extendJob');
  },
  fromFirestore(snapshot, options) {
    const job = jobConverter.fromFirestore(snapshot, options);
    return job && { ...job, waitingToSync: snapshot.metadata.hasPendingWrites };
  },
};

/**
 * The jobs this user posted, newest first, whatever their status (hidden ones included): the
 * newest MAX_QUERY_LIMIT, as many as the rules let one query read. A job names its poster by
 * `posterKey`, a hash of their uid (domain/src/jobs/poster-key.ts), which the rules compute
 * from the signed-in user's uid to let them read it.
 */
export function myJobsQuery(db: Firestore, posterKey: string): Query<MyJob | null> {
  return query(
    jobsCollection(db).withConverter(myJobConverter),
    where('posterKey', '==', posterKey),
    orderBy('createdAt', 'desc'),
    limit(MAX_QUERY_LIMIT),
  );
}

const WITH_METADATA = { includeMetadataChanges: true } as const;

/**
 * The user's posterKey once computed (Web Crypto answers asynchronously); null until then. Web
 * Crypto exists only on a secure origin (https, localhost): elsewhere the key fails, and My Jobs
 * says so rather than load for ever.
 */
function usePosterKey(userId: string): { key: string } | { error: Error } | null {
  const [known, setKnown] = useState<
    ({ userId: string } & ({ key: string } | { error: Error })) | null
  >(null);
  useEffect(() => {
    if (!userId) return;
    let current = true;
    posterKeyOf(userId).then(
      (key) => current && setKnown({ userId, key }),
      (error: unknown) =>
        current &&
        setKnown({ userId, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [userId]);
  return known?.userId === userId ? known : null;
}

export function useMyJobs(userId: string): LiveResult<MyJob[]> {
  const db = useFirestore();
  const posterKey = usePosterKey(userId);
  const key = posterKey && 'key' in posterKey ? posterKey.key : null;
  const jobsQuery = useMemo(() => (key === null ? null : myJobsQuery(db, key)), [db, key]);
  const result = useLiveQuery(jobsQuery, WITH_METADATA);
  const keyError = posterKey && 'error' in posterKey ? posterKey.error : null;
  return useMemo((): LiveResult<MyJob[]> => {
    if (keyError) return { status: 'error', error: keyError };
    return result.status === 'success'
      ? { status: 'success', data: result.data.filter((job): job is MyJob => job !== null) }
      : result;
  }, [result, keyError]);
}

/** 'Close': the position is filled. */
export function closeJob(db: Firestore, jobId: string) {
  const acknowledged = updateDoc(jobRef(db, jobId), {
    status: 'closed',
    updatedAt: serverTimestamp(),
  });
  acknowledged.catch((error: unknown) => console.error('Failed to close job', error));
  return { acknowledged };
}

/** 'Extend': 30 more days, never more than 60 days from now (domain/src/jobs/job-expiry.ts). */
export function extendJob(db: Firestore, job: Pick<Job, 'id' | 'expiresAt'>, now = Date.now()) {
  const expiresAt = extendedExpiry(job.expiresAt, now);
  const acknowledged = updateDoc(jobRef(db, job.id), {
    expiresAt: Timestamp.fromDate(expiresAt),
    updatedAt: serverTimestamp(),
  });
  acknowledged.catch((error: unknown) => console.error('Failed to extend job', error));
  return { expiresAt, acknowledged };
}
