// A list's cards as a page the server painted shows them: each card's heart and share button
// waiting (disabled) until the app takes the page over, in the same places and sizes as the live
// list's (job-list.tsx), so taking over moves nothing. No Firebase: the server renders it.
import { LIST_PAGE_SIZE } from '@portal/domain/constants';
import { pageCountOf, type JobCard } from '@portal/domain/jobs/board-query';
import { Pager } from '@/components/forms/pager';
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

/** The first page's pager of a list of `total` jobs, 90 a page, waiting as the cards do. */
export function WaitingPager({ total }: { total: number }) {
  return (
    <Pager
      page={1}
      pageCount={pageCountOf(total, LIST_PAGE_SIZE)}
      onPageChange={() => {}}
      label="Job list pages"
      waiting
    />
  );
}
