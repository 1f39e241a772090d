// A list of job cards with its loading, error and empty states.
import type { Job } from '@portal/domain/job';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { StatusMessage } from '../../components/status-message';
import type { LiveResult } from '../../lib/firebase/live-result';
import { useOnline } from '../../lib/browser/use-online';
import { JobCard } from './job-card';

interface JobListProps {
  result: LiveResult<readonly Job[]>;
  /** What to say when the list is empty; the spec's text by default. */
  empty?: ReactNode;
  headingLevel?: 2 | 3;
}

/** Enough cards to fill a desktop screen; the rest of a page follows a moment later. */
export const FIRST_CARDS = 12;

/**
 * How many of `total` cards to render: the first screenful at once, then all of them in a
 * transition, which React renders in short slices so a phone stays responsive while 90 cards
 * are built.
 */
function useRevealedCount(total: number): number {
  const [revealed, setRevealed] = useState(FIRST_CARDS);
  useEffect(() => {
    if (total > revealed) startTransition(() => setRevealed(total));
  }, [total, revealed]);
  return revealed;
}

export function JobList({ result, empty = 'No jobs available.', headingLevel }: JobListProps) {
  const online = useOnline();
  const revealed = useRevealedCount(result.status === 'success' ? result.data.length : 0);
  if (result.status === 'loading') {
    // Loading with no connection means a first visit that has nothing cached yet.
    return online ? (
      <StatusMessage kind="loading">Loading jobs...</StatusMessage>
    ) : (
      <StatusMessage kind="offline">
        You are offline. Jobs will load when you are back online.
      </StatusMessage>
    );
  }
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
      {result.data.slice(0, revealed).map((job) => (
        <li key={job.id}>
          <JobCard job={job} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
