// One job in a live list: the card with its heart and its share button. Memoised on what the
// card shows: a list's next answer (Firestore's page after the index's answer for it, a snapshot
// after a job elsewhere changed) brings new objects for the same jobs, and a phone should not
// build 90 cards again to show the same 90.
import { memo } from 'react';
import { sameCard } from '@portal/domain/jobs/board-query';
import { JobCardView, type JobCardViewProps } from './job-card-view';
import { SaveButton } from './save-button';
import { ShareButton } from './share-button';

type JobCardProps = Omit<JobCardViewProps, 'actions'>;

function LiveJobCard(props: JobCardProps) {
  const { job } = props;
  return (
    <JobCardView
      {...props}
      actions={
        <>
          <SaveButton jobId={job.id} jobTitle={job.Title} />
          <ShareButton jobId={job.id} jobTitle={job.Title} />
        </>
      }
    />
  );
}

export const JobCard = memo(
  LiveJobCard,
  (before, after) =>
    sameCard(before.job, after.job) &&
    before.actionLabel === after.actionLabel &&
    before.headingLevel === after.headingLevel &&
    before.linkCompany === after.linkCompany,
);
