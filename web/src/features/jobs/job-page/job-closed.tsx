// What /job/{id} shows for a job that has closed or expired: which job it was, that it is
// closed, and no way to apply. More Jobs follows it on the page.
import type { Job } from '@portal/domain/jobs/job';

export function JobClosed({ job }: { job: Job }) {
  return (
    <section className="job-details-header job-closed" aria-labelledby="job-title">
      <h1 id="job-title">{job.Title}</h1>
      <p className="job-details-company">{job.Company}</p>
      <p className="job-closed-notice" role="status">
        This job is closed
      </p>
      <p className="notice">It no longer takes applications. Other jobs like it are below.</p>
    </section>
  );
}
