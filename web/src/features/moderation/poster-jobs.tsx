// 'Poster's other jobs': a disclosure that reads the poster's jobs only when opened, so the
// queue does not follow every poster's jobs for nothing. A guest's job has no poster to follow.
import type { Job } from '@portal/domain/jobs/job';
import { useId, useState } from 'react';
import { StatusMessage } from '@/components/feedback/status-message';
import { usePosterJobs } from './api/poster-jobs';
import { formatDay, STATUS_LABELS } from './labels';

function PosterJobList({ posterKey, jobId }: { posterKey: string; jobId: string }) {
  const result = usePosterJobs(posterKey);
  if (result.status === 'loading')
    return <p className="notice">Loading the poster&apos;s jobs...</p>;
  if (result.status === 'error') {
    return <StatusMessage kind="error">The poster&apos;s jobs could not be loaded.</StatusMessage>;
  }
  const others = result.data.filter((job) => job.id !== jobId);
  if (others.length === 0) return <p className="notice">No other jobs.</p>;
  return (
    <ul className="queue-poster-jobs">
      {others.map((job) => (
        <li key={job.id}>
          <span className="queue-poster-job-title">{job.Title}</span> · {job.Company} ·{' '}
          {STATUS_LABELS[job.status]} ·{' '}
          <time dateTime={job.createdAt.toISOString()}>{formatDay(job.createdAt)}</time>
        </li>
      ))}
    </ul>
  );
}

export function PosterJobs({ job }: { job: Job }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!job.posterKey) return <p className="notice">Posted without an account.</p>;
  return (
    <div className="queue-poster">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Poster&apos;s other jobs
      </button>
      <div id={panelId} hidden={!open}>
        {open && <PosterJobList posterKey={job.posterKey} jobId={job.id} />}
      </div>
    </div>
  );
}
