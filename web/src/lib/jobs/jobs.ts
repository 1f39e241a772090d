// The `jobs` collection: its converter, queries and React hooks. Components never build paths.
import { COLLECTIONS } from '@portal/domain/constants';
import { isJobOpen, isPublicStatus, JobDocumentSchema, type Job } from '@portal/domain/jobs/job';
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { withoutUndefined } from '@/lib/firebase/firestore-values';
import { schemaConverter } from '@/lib/firebase/schema-converter';
import { useDataMode, useFirestore } from '@/lib/firebase/firebase-services';
import { useHiddenJobIds } from './hidden-jobs-context';
import { useLiveDocWithSource, type LiveResult } from '@/lib/firebase/live-result';

/** A stored job that fails the schema reads as null: it is reported once and left out. */
export type StoredJob = Job | null;

export const jobConverter = schemaConverter(JobDocumentSchema, {
  read: (job, snapshot): Job => ({ id: snapshot.id, ...job }),
  // Firestore stores Dates as Timestamps; the id is the document's name, not a field.
  write: ({ id: _id, ...document }) => withoutUndefined(document),
  refusal: 'Cannot store an empty job',
});

export function jobsCollection(db: Firestore): CollectionReference<StoredJob> {
  return collection(db, COLLECTIONS.jobs).withConverter(jobConverter);
}

export function jobRef(db: Firestore, id: string): DocumentReference<StoredJob> {
  return doc(jobsCollection(db), id);
}

/** The jobs of a query's answer, less any that fail the schema (reported by the converter). */
export function validJobs(snapshot: QuerySnapshot<StoredJob>): Job[] {
  return snapshot.docs.flatMap((document) => {
    const job = document.data();
    return job ? [job] : [];
  });
}

/**
 * Jobs a reader may see at `now`: active, not yet expired (whether or not the expiry run has
 * closed them), and not hidden by moderation since the cache got them.
 */
export function openJobs(jobs: readonly Job[], hidden: ReadonlySet<string>, now: number): Job[] {
  return jobs.filter((job) => isJobOpen(job, now) && !hidden.has(job.id));
}

/**
 * The job is not in this browser's cache and the server cannot be reached to say whether it
 * exists (no network, or a network that lets nothing through while the browser thinks it is
 * online): it may well exist, so it is not reported missing.
 */
export class JobUnreachableError extends Error {
  override name = 'JobUnreachableError';
}

/**
 * One job whatever its status, so its page can say it has closed; null when there is no such
 * job for this reader: missing, invalid, refused by the rules, or hidden by moderation.
 */
export function useJob(id: string): LiveResult<Job | null> {
  const db = useFirestore();
  const dataMode = useDataMode();
  const hidden = useHiddenJobIds();
  const ref = useMemo(() => jobRef(db, id), [db, id]);
  const result = useLiveDocWithSource(ref);
  return useMemo((): LiveResult<Job | null> => {
    if (result.status === 'loading') return result;
    if (result.status === 'error') {
      // The rules refuse to show a hidden job: to a reader, it does not exist.
      const refused = (result.error as { code?: string }).code === 'permission-denied';
      return refused ? { status: 'success', data: null } : result;
    }
    const { data, fromCache } = result.data;
    // In offline mode there is no server: the cache is all there is, so missing is missing.
    if (data === undefined && fromCache && dataMode !== 'offline') {
      return { status: 'error', error: new JobUnreachableError(`Job ${id} is not cached`) };
    }
    const job = data ?? null;
    return {
      status: 'success',
      data: job && isPublicStatus(job.status) && !hidden.has(job.id) ? job : null,
    };
  }, [result, hidden, dataMode, id]);
}
