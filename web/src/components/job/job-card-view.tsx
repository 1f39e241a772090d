// One job in a list as it looks: what it is, where, and the way to its page (its title and View
// Details) and to its company's, with the buttons its list gives it. No Firebase and no router: a page the server
// paints uses it, and its links are route links (lib/urls/route-links.ts).
import type { JobCard as Card } from '@portal/domain/jobs/board-query';
import { formatLocation } from '@portal/domain/jobs/job';
import type { ReactNode } from 'react';
import { VerifiedEmployer } from '@/components/job/verified-employer';
import { CompanyLink } from './company-link';
import { PostedDates } from './posted-dates';
import { ROUTE_LINK } from '@/lib/urls/route-links';
import { jobPath } from '@/lib/urls/site-url';

export interface JobCardViewProps {
  job: Card;
  actionLabel?: string;
  /** 2 in a page's main list, 3 in a list under its own h2 (More Jobs). */
  headingLevel?: 2 | 3;
  /** The card's own buttons, after View Details. */
  actions: ReactNode;
  /** The company leads to its page; not on that page itself. */
  linkCompany?: boolean;
}

export function JobCardView({
  job,
  actionLabel = 'View Details',
  headingLevel = 2,
  actions,
  linkCompany = true,
}: JobCardViewProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const location = formatLocation(job);
  const pay = job.Salary?.trim();
  const headingId = `job-${job.id}-title`;
  return (
    <article className="job-card" aria-labelledby={headingId}>
      <Heading id={headingId} className="job-card-title">
        {/* The title leads to the job, as on every job board; View Details stays for those who
            look for a button. */}
        <a href={jobPath(job.id)} {...ROUTE_LINK}>
          {job.Title}
        </a>
      </Heading>
      <p className="job-card-company">
        {linkCompany ? <CompanyLink name={job.Company} /> : job.Company}
      </p>
      {job.verifiedDomain && (
        <VerifiedEmployer domain={job.verifiedDomain} className="job-card-verified" />
      )}
      {location && <p className="job-card-location">{location}</p>}
      {pay && <p className="job-card-pay">{pay}</p>}
      {/* The server's paint says the dates, the app how long ago (posted-dates.tsx). */}
      <PostedDates
        className="job-card-dates"
        createdAt={job.createdAt}
        confirmedAt={job.confirmedAt}
      />
      <div className="job-card-actions">
        <a className="button" href={jobPath(job.id)} {...ROUTE_LINK}>
          {actionLabel}
          {/* One text node, not five and the server's four comments between them: a board has
              90 of these. */}
          <span className="visually-hidden">{` for ${job.Title} at ${job.Company}`}</span>
        </a>
        {actions}
      </div>
    </article>
  );
}
