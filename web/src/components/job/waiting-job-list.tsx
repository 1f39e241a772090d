// A list's cards as a page the server painted shows them: each card's heart and share button
// waiting (disabled) until the app takes the page over, in the same places and sizes as the live
// list's (job-list.tsx), so taking over moves nothing. No Firebase: the server renders it.
import type { JobCard } from '@portal/domain/jobs/board-query';
import { JobCardView } from './job-card-view';
import { ShareButton } from './share-button';
import { WaitingSaveButton } from './waiting-save-button';

export function WaitingJobList({
  jobs,
  headingLevel,
  linkCompany,
}: {
  jobs: readonly JobCard[];
  /** As the live list's (job-list.tsx). */
  headingLevel?: 2 | 3;
  linkCompany?: boolean;
}) {
  return (
    <ul className="job-list">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCardView
            job={job}
            headingLevel={headingLevel}
            linkCompany={linkCompany}
            actions={
              <>
                <WaitingSaveButton jobTitle={job.Title} />
                <ShareButton jobId={job.id} jobTitle={job.Title} disabled />
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}
