// A list of job cards with its loading, empty and error states.
import type { Job } from '@portal/domain/job';
import { StatusMessage } from '../../components/status-message';
import type { LiveResult } from '../../lib/live-result';
import { JobCard } from './job-card';

export function JobList({ result }: { result: LiveResult<Job[]> }) {
  if (result.status === 'loading')
    return <StatusMessage kind="loading">Loading jobs...</StatusMessage>;
  if (result.status === 'error') {
    return (
      <StatusMessage kind="error">
        Fetching jobs failed. Check your connection and try again.
      </StatusMessage>
    );
  }
  if (result.data.length === 0)
    return <StatusMessage kind="empty">No jobs available.</StatusMessage>;
  return (
    <ul className="job-list">
      {result.data.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}
