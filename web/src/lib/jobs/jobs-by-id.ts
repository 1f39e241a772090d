// Live copies of chosen jobs, by id: the jobs a search page shows (so one that closes, expires
// or is hidden leaves it at once) and a user's saved jobs (so the offline library keeps their
// current version). One document listener per job, all on the SDK's one connection: a query
// by ids (`documentId() in …`) is checked against the rules job by job, and dies altogether
// the moment one of its jobs is hidden and so becomes unreadable.
import type { Job, JobStatus } from '@portal/domain/jobs/job';
import { onSnapshot, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { jobRef } from './job-documents';

const UNKNOWN = Symbol('not known here');

/**
 * Follows the jobs with these ids whose status is one of `statuses`. Reports every one once
 * each has answered, and again on each change; a job that is missing, invalid, unreadable
 * (hidden) or of another status is simply absent. With no network, a job the cache lacks is
 * reported as unknown, not as missing.
 */
export function watchJobsById(
  db: Firestore,
  ids: readonly string[],
  statuses: readonly JobStatus[],
  onJobs: (jobs: ReadonlyMap<string, Job>, unknown: ReadonlySet<string>) => void,
): Unsubscribe {
  const distinct = [...new Set(ids)];
  const answers = new Map<string, Job | null | typeof UNKNOWN>();
  const report = () => {
    if (answers.size < distinct.length) return;
    const jobs = new Map<string, Job>();
    const unknown = new Set<string>();
    for (const [id, job] of answers) {
      if (job === UNKNOWN) unknown.add(id);
      else if (job && statuses.includes(job.status)) jobs.set(id, job);
    }
    onJobs(jobs, unknown);
  };
  if (distinct.length === 0) report();
  const stops = distinct.map((id) =>
    onSnapshot(
      jobRef(db, id),
      (snapshot) => {
        // Missing from the cache with no server to ask (offline) says nothing either way.
        const unknown = !snapshot.exists() && snapshot.metadata.fromCache;
        answers.set(id, unknown ? UNKNOWN : (snapshot.data() ?? null));
        report();
      },
      // The rules refuse a hidden job: to this reader it is gone.
      () => {
        answers.set(id, null);
        report();
      },
    ),
  );
  return () => stops.forEach((stop) => stop());
}
