// The queue: held and hidden jobs first, then the most reported, then the newest, live. What a
// moderator does to a job moves it or takes it out without a reload; the count below the
// heading is announced as it changes.
import { useRef } from 'react';
import { StatusMessage } from '@/components/feedback/status-message';
import { QUEUE_LIMIT, useModerationQueue } from './api/queue';
import { QueueItemView } from './queue-item';

export function ModerationQueue() {
  const result = useModerationQueue();
  const heading = useRef<HTMLHeadingElement>(null);
  const count = result.status === 'success' ? result.data.items.length : null;

  return (
    <section className="moderation-section" aria-labelledby="moderation-queue-heading">
      <h2 id="moderation-queue-heading" ref={heading} tabIndex={-1}>
        Queue
      </h2>
      <p className="notice">
        Jobs the screen held, jobs hidden after reports, and listed jobs with reports to review.
      </p>
      {/* Always in the page, so what it says as the queue changes is read out. */}
      <p className="queue-count" role="status">
        {count ? `${count} ${count === 1 ? 'job' : 'jobs'} to review.` : ''}
      </p>
      {result.status === 'loading' ? (
        <StatusMessage kind="loading">Loading the queue...</StatusMessage>
      ) : result.status === 'error' ? (
        <StatusMessage kind="error">
          The queue could not be loaded. Check your connection and try again.
        </StatusMessage>
      ) : result.data.items.length === 0 ? (
        <StatusMessage kind="empty">Nothing to review.</StatusMessage>
      ) : (
        <>
          <ul className="queue-list">
            {result.data.items.map((item) => (
              <QueueItemView
                key={item.jobId}
                item={item}
                onLeaveWithFocus={() => heading.current?.focus()}
              />
            ))}
          </ul>
          {result.data.cut && (
            <p className="notice">
              The first {QUEUE_LIMIT} of each kind are shown: more come as these are dealt with.
            </p>
          )}
        </>
      )}
    </section>
  );
}
