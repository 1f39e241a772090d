// Jobs as a reader sees them: which are open, and one job followed live (through the public
// reads: lib/public-reads). The collection's documents are job-documents.ts's.
import { isJobOpen, isPublicStatus, type Job } from '@portal/domain/jobs/job';
import { useMemo } from 'react';
import { useDataMode, usePublicReads } from '@/lib/firebase/firebase-services';
import type { LiveResult } from '@/lib/firebase/live-result';
import { useListened } from '@/lib/firebase/use-listened';
import type { JobAnswer } from '@/lib/public-reads/public-reads';
import { useHiddenJobIds } from './hidden-jobs-context';

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
  const reads = usePublicReads();
  const dataMode = useDataMode();
  const hidden = useHiddenJobIds();
  const result = useListened<JobAnswer>(id, (next, fail) => reads.watchJob(id, next, fail));
  return useMemo((): LiveResult<Job | null> => {
    if (result.status === 'loading') return result;
    if (result.status === 'error') {
      // The rules refuse to show a hidden job: to a reader, it does not exist.
      const refused = (result.error as { code?: string }).code === 'permission-denied';
      return refused ? { status: 'success', data: null } : result;
    }
    const { job: data, fromCache } = result.data;
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
