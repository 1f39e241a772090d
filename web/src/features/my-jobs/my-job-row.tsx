// One job on /my-jobs: what state it is in, when it was posted and when it stops being listed,
// and Close and Extend while it is open.
import { canExtend, extendedExpiry } from '@portal/domain/jobs/job-expiry';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MyJob } from './api/my-jobs';
import { jobPath } from '@/lib/urls/site-url';
import { formatDate, myJobState, STATE_LABELS } from './job-status';

interface MyJobRowProps {
  job: MyJob;
  now: number;
  onClose: (job: MyJob) => void;
  onExtend: (job: MyJob) => void;
}

export function MyJobRow({ job, now, onClose, onExtend }: MyJobRowProps) {
  const state = myJobState(job, now);
  const [confirming, setConfirming] = useState(false);
  const extendable = state === 'open' && canExtend(job.expiresAt, now);
  const headingId = `my-job-${job.id}`;

  return (
    <li className="my-job" aria-labelledby={headingId}>
      <div className="my-job-main">
        <h2 id={headingId} className="my-job-title">
          {/* A held, hidden or removed job has no page anyone can open, its poster included. */}
          {state === 'held' || state === 'hidden' || state === 'removed' ? (
            job.Title
          ) : (
            <Link to={jobPath(job.id)}>{job.Title}</Link>
          )}
        </h2>
        <p className="my-job-company">{job.Company}</p>
        <p className="my-job-dates">
          <span className={`my-job-state my-job-state-${state}`}>{STATE_LABELS[state]}</span>
          <span>Posted {formatDate(job.createdAt)}</span>
          <span>
            {state === 'open'
              ? `Open until ${formatDate(job.expiresAt)}`
              : state === 'expired'
                ? `Expired on ${formatDate(job.expiresAt)}`
                : null}
          </span>
          {job.waitingToSync && <span className="my-job-pending">Waiting to sync</span>}
        </p>
        {state === 'held' && (
          <p className="notice">
            This job will appear on the board once a moderator has looked at it.
          </p>
        )}
        {state === 'hidden' && (
          <p className="notice">
            Several people reported this job, so it is hidden until a moderator reviews it.
          </p>
        )}
      </div>
      {state === 'open' && (
        <div className="my-job-actions">
          {confirming ? (
            <div role="group" aria-label={`Close ${job.Title}?`} className="my-job-confirm">
              <span>Close it? It will stop being listed.</span>
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  setConfirming(false);
                  onClose(job);
                }}
              >
                Yes, close
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setConfirming(false)}
              >
                Keep open
              </button>
            </div>
          ) : (
            <>
              <button
                type="button"
                className="button"
                aria-label={`Close ${job.Title} (position filled)`}
                onClick={() => setConfirming(true)}
              >
                Close
              </button>
              {extendable ? (
                <button
                  type="button"
                  className="button"
                  aria-label={`Extend ${job.Title} to ${formatDate(extendedExpiry(job.expiresAt, now))}`}
                  onClick={() => onExtend(job)}
                >
                  Extend
                </button>
              ) : (
                <span className="notice">Listed as long as it can be</span>
              )}
            </>
          )}
        </div>
      )}
    </li>
  );
}
