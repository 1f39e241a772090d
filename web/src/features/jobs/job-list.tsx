// A list of job cards with its loading, error and empty states.
import type { Job } from '@portal/domain/job';
import type { ReactNode } from 'react';
import { StatusMessage } from '../../components/status-message';
import type { LiveResult } from '../../lib/live-result';
import { JobCard } from './job-card';

interface JobListProps {
  result: LiveResult<readonly Job[]>;
  /** What to say when the list is empty; the spec's text by default. */
  empty?: ReactNode;
  headingLevel?: 2 | 3;
}

export function JobList({ result, empty = 'No jobs available.', headingLevel }: JobListProps) {
  if (result.status === 'loading')
    return <StatusMessage kind="loading">Loading jobs...</StatusMessage>;
  if (result.status === 'error') {
    return (
      <StatusMessage kind="error">
        Fetching jobs failed. Check your connection and try again.
      </StatusMessage>
    );
  }
  if (result.data.length === 0) return <StatusMessage kind="empty">{empty}</StatusMessage>;
  return (
    <ul className="job-list">
      {result.data.map((job) => (
        <li key={job.id}>
          <JobCard job={job} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
