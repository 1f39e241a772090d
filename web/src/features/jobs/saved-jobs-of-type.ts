// What Saved Jobs / Saved Internships lists: the user's saved jobs of one type that Firestore's
// cache holds, and those only this device's offline library has (no network, say).
import type { Job, JobType } from '@portal/domain/job';
import type { LiveResult } from '../../lib/firebase/live-result';
import type { SavedJobsResult } from '../../lib/account/saved-jobs-context';

export function savedJobsOfType(
  type: JobType,
  jobs: LiveResult<readonly Job[]>,
  saved: SavedJobsResult,
  kept: readonly Job[],
): LiveResult<readonly Job[]> {
  // Until the saved list is known, every job would look unsaved: wait rather than list them.
  if (saved.status !== 'success') return saved;
  const cached = jobs.status === 'success' ? jobs.data.filter((job) => saved.data.has(job.id)) : [];
  const seen = new Set(cached.map((job) => job.id));
  const fromLibrary = kept.filter(
    (job) => job.Type === type && saved.data.has(job.id) && !seen.has(job.id),
  );
  // With the jobs still loading (or failed), the library's copies are still worth showing.
  if (jobs.status !== 'success' && fromLibrary.length === 0) return jobs;
  return { status: 'success', data: [...cached, ...fromLibrary] };
}
