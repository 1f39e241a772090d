// One job in a list: what it is, where, and the way to its page.
import { formatLocation, type Job } from '@portal/domain/job';
import { Link } from 'react-router-dom';

interface JobCardProps {
  job: Job;
  actionLabel?: string;
}

export function JobCard({ job, actionLabel = 'View Details' }: JobCardProps) {
  const location = formatLocation(job);
  const headingId = `job-${job.id}-title`;
  return (
    <article className="job-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="job-card-title">
        {job.Title}
      </h2>
      <p className="job-card-company">{job.Company}</p>
      {location && <p className="job-card-location">{location}</p>}
      <Link className="button" to={`/job/${encodeURIComponent(job.id)}`}>
        {actionLabel}
        <span className="visually-hidden">
          {' '}
          for {job.Title} at {job.Company}
        </span>
      </Link>
    </article>
  );
}
