// A list of job cards with its loading, error and empty states.
import type { JobCard as Card } from '@portal/domain/board-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StatusMessage } from '../../components/status-message';
import type { LiveResult } from '../../lib/firebase/live-result';
import { useOnline } from '../../lib/browser/use-online';
import { JobCard } from './job-card';

interface JobListProps {
  result: LiveResult<readonly Card[]>;
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
  if (result.status === 'error') return <ListError error={result.error} />;
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

/** Why a list has nothing to show: its own words for a refused search or a missing network. */
function ListError({ error }: { error: Error }) {
  if (error.name === 'BoardQueryRefusedError') {
    return <StatusMessage kind="error">{error.message}</StatusMessage>;
  }
  if (error.name === 'SearchNeedsConnectionError') {
    return (
      <StatusMessage kind="offline">
        Searching needs a connection. Your saved jobs are readable offline:{' '}
        <Link to="/?show=saved">see your saved jobs</Link>.
      </StatusMessage>
    );
  }
  return (
    <StatusMessage kind="error">
      Fetching jobs failed. Check your connection and try again.
    </StatusMessage>
  );
}
