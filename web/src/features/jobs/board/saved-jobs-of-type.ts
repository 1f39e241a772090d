// What Saved Jobs / Saved Internships lists: the user's saved jobs of one type, as this device's
// offline library keeps them (current while online, readable with no network), under the URL's
// search and places, and any saved job on the list in view that the library does not have yet
// (saved with no network, say). A user's saved jobs are few, so domain's matcher runs here.
import type { JobCard } from '@portal/domain/jobs/board-query';
import type { Job, JobType } from '@portal/domain/jobs/job';
import { jobMatchesFilter } from '@portal/domain/jobs/job-search';
import type { JobFilter } from '@portal/domain/jobs/job-list';
import type { LiveResult } from '@/lib/firebase/live-result';
import type { SavedJobsResult } from '@/lib/account/saved-jobs-context';

export function savedJobsOfType(
  type: JobType,
  filter: JobFilter,
  saved: SavedJobsResult,
  kept: readonly Job[],
  listed: readonly JobCard[] = [],
): LiveResult<readonly JobCard[]> {
  // Until the saved list is known, every job would look unsaved: wait rather than list them.
  if (saved.status !== 'success') return saved;
  const mine = kept.filter(
    (job) => job.Type === type && saved.data.has(job.id) && jobMatchesFilter(job, filter),
  );
  const inLibrary = new Set(mine.map((job) => job.id));
  // The list in view is already of this type, search and places.
  const notYetKept = listed.filter((job) => saved.data.has(job.id) && !inLibrary.has(job.id));
  return {
    status: 'success',
    data: [...mine, ...notYetKept].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()),
  };
}
