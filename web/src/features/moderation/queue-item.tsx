// One job in the queue: what it is and where it sends applicants (as text: it may be a scam),
// what the screen found, its reports, its poster's other jobs, and what may be done to it now.
import { actionsFor, type ModerationAction } from '@portal/domain/moderation/moderation-actions';
import { useRef, useState } from 'react';
import type { QueueItem } from './api/queue';
import { ActionDialog } from './action-dialog';
import { BlockDialog } from './block-dialog';
import { ItemReports } from './item-reports';
import { formatDay, STATUS_LABELS } from './labels';
import { PosterJobs } from './poster-jobs';
import { ScreeningSummary } from './screening-summary';
import { useFocusOnLeave } from './use-focus-on-leave';

interface QueueItemViewProps {
  item: QueueItem;
  /** Called as the item leaves the queue holding the keyboard's focus (use-focus-on-leave.ts). */
  onLeaveWithFocus: () => void;
}

export function QueueItemView({ item, onLeaveWithFocus }: QueueItemViewProps) {
  const { job, report, jobId } = item;
  const [dialog, setDialog] = useState<ModerationAction | 'block' | null>(null);
  const root = useRef<HTMLLIElement>(null);
  useFocusOnLeave(root, onLeaveWithFocus);

  const headingId = `queue-item-${jobId}`;
  const title = job?.Title ?? `Job ${jobId}`;

  return (
    <li className="queue-item" ref={root} aria-labelledby={headingId}>
      <div className="queue-item-head">
        <h3 id={headingId} className="queue-item-title">
          {title}
        </h3>
        {job && <p className="queue-item-company">{job.Company}</p>}
      </div>
      {job ? (
        <>
          <p className="queue-item-facts">
            <span className={`queue-status queue-status-${job.status}`}>
              {STATUS_LABELS[job.status]}
            </span>
            <span>
              Posted <time dateTime={job.createdAt.toISOString()}>{formatDay(job.createdAt)}</time>
            </span>
          </p>
          <dl className="queue-item-details">
            <dt>Apply link</dt>
            <dd className="queue-item-url">{job.ApplyURL}</dd>
            <dt>Job id</dt>
            <dd className="queue-item-id">{jobId}</dd>
          </dl>
        </>
      ) : (
        <p className="notice">This job is gone, or its document could not be read.</p>
      )}
      <h4 className="queue-item-subheading">What the screen found</h4>
      <ScreeningSummary jobId={jobId} />
      <h4 className="queue-item-subheading">Reports</h4>
      {report ? <ItemReports jobId={jobId} summary={report} /> : <p className="notice">None.</p>}
      {job && (
        <>
          <PosterJobs job={job} />
          <div className="queue-item-actions" role="group" aria-label={`Actions on ${title}`}>
            {actionsFor(job.status).map((action) => (
              <button
                key={action.value}
                type="button"
                className={action.value === 'remove' ? 'button queue-remove' : 'button'}
                onClick={() => setDialog(action)}
              >
                {action.label}
              </button>
            ))}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setDialog('block')}
            >
              Block poster
            </button>
          </div>
          {dialog === 'block' ? (
            <BlockDialog
              jobId={jobId}
              jobTitle={job.Title}
              byAccount={job.posterKey !== null}
              onClose={() => setDialog(null)}
            />
          ) : dialog ? (
            <ActionDialog
              jobId={jobId}
              jobTitle={job.Title}
              action={dialog}
              onClose={() => setDialog(null)}
            />
          ) : null}
        </>
      )}
    </li>
  );
}
