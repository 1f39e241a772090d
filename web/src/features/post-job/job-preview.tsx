// The job as its page will show it (the same JobDetails), before it is posted: Edit goes back to
// the form, Post Job sends it.
import type { JobFields } from '@portal/domain/jobs/job';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { JobDetails } from '@/components/job/job-details';

interface JobPreviewProps {
  job: JobFields;
  openDays: number;
  posting: boolean;
  online: boolean;
  /** The id of the text saying why Post Job is disabled, when it is. */
  offlineReasonId?: string;
  /** Why the last post failed, with what to do. */
  error: ReactNode;
  onEdit(): void;
  onPost(): void;
}

export function JobPreview(props: JobPreviewProps) {
  const { job, openDays, posting, online, offlineReasonId, error, onEdit, onPost } = props;
  const heading = useRef<HTMLHeadingElement>(null);

  // Arriving here, the keyboard and the screen reader start at the preview's heading: moved as
  // the preview is put on the page, not a moment later (a passive effect could leave it on the
  // form's button, now hidden, for a frame; a test looking then saw it there).
  useLayoutEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section className="job-preview" aria-labelledby="job-preview-heading">
      <h2 id="job-preview-heading" ref={heading} tabIndex={-1}>
        Preview
      </h2>
      <p>
        This is how your job will look. It stays open for {openDays} days after posting. Check it,
        then post it, or go back to edit it.
      </p>
      <div className="job-preview-frame">
        <JobDetails job={job} />
      </div>
      {/* The reason a post failed sits with the buttons, in view wherever the page is read. */}
      <div className="job-preview-actions">
        {error}
        <button type="button" className="button" onClick={onEdit} disabled={posting}>
          Edit
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={onPost}
          disabled={posting || !online}
          aria-describedby={online ? undefined : offlineReasonId}
        >
          {posting ? 'Posting Job...' : 'Post Job'}
        </button>
      </div>
    </section>
  );
}
