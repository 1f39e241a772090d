// One job in a list: what it is, where, and the way to its page (its title and View Details).
import type { JobCard as Card } from '@portal/domain/board-query';
import { formatLocation } from '@portal/domain/job';
import { Link } from 'react-router-dom';
import { jobPath } from '../../lib/browser/site-url';
import { SaveButton } from './save-button';
import { ShareButton } from './share-button';

interface JobCardProps {
  job: Card;
  actionLabel?: string;
  /** 2 in a page's main list, 3 in a list under its own h2 (More Jobs). */
  headingLevel?: 2 | 3;
}

export function JobCard({ job, actionLabel = 'View Details', headingLevel = 2 }: JobCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const location = formatLocation(job);
  const headingId = `job-${job.id}-title`;
  return (
    <article className="job-card" aria-labelledby={headingId}>
      <Heading id={headingId} className="job-card-title">
        {/* The title leads to the job, as on every job board; View Details stays for those who
            look for a button. */}
        <Link to={jobPath(job.id)}>{job.Title}</Link>
      </Heading>
      <p className="job-card-company">{job.Company}</p>
      {location && <p className="job-card-location">{location}</p>}
      <div className="job-card-actions">
        <Link className="button" to={jobPath(job.id)}>
          {actionLabel}
          <span className="visually-hidden">
            {' '}
            for {job.Title} at {job.Company}
          </span>
        </Link>
        <SaveButton jobId={job.id} jobTitle={job.Title} />
        <ShareButton jobId={job.id} jobTitle={job.Title} />
      </div>
    </article>
  );
}
