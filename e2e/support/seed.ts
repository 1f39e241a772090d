// What the offline-mode seed puts in the browser, for tests to compute what a page must show.
import { generateSeedJobs } from '../../domain/src/seed/seed-jobs';
import { isJobOpen, type Job, type JobType } from '../../domain/src/jobs/job';

/** The seed as the emulator or the browser got it: only expiry dates depend on the time. */
export const seedJobs: Job[] = generateSeedJobs().map(({ id, data }) => ({ id, ...data }));

/** Open jobs of a type (active and not expired), newest first, as the lists show them. */
export function activeJobs(type: JobType): Job[] {
  const now = Date.now();
  return seedJobs
    .filter((job) => isJobOpen(job, now) && job.Type === type)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
