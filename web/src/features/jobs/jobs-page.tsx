// `/`: the latest jobs of type Job, live.
import { useActiveJobs } from '../../lib/jobs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { JobList } from './job-list';

export default function JobsPage() {
  useDocumentTitle();
  const result = useActiveJobs('Job');
  return (
    <section aria-labelledby="jobs-heading">
      <h1 id="jobs-heading">Latest Jobs</h1>
      <JobList result={result} />
    </section>
  );
}
