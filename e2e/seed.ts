// What the offline-mode seed puts in the browser, for tests to compute what a page must show.
import { generateSeedJobs } from '../domain/src/seed-jobs';
import type { Job, JobType } from '../domain/src/job';

export const seedJobs: Job[] = generateSeedJobs().map(({ id, data }) => ({ id, ...data }));

/** Active jobs of a type, newest first, as the lists show them. */
export function activeJobs(type: JobType): Job[] {
  return seedJobs
    .filter((job) => job.status === 'active' && job.Type === type)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
