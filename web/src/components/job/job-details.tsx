// Everything a job has, each part only when present; rich text through SafeHtml. The job page
// and the Post a Job preview both show a job through this, so a preview is the page to be.
import { applyDomainElsewhere, safeApplyUrl } from '@portal/domain/jobs/apply-url';
import { formatLocation, type JobFields, type RichTextField } from '@portal/domain/jobs/job';
import type { ReactNode } from 'react';
import { CompanyLink } from './company-link';
import { PostedDates } from './posted-dates';
import { SafeHtml } from './safe-html';
import { VerifiedEmployer } from './verified-employer';

/** Fields that hold posted HTML, in the order the page shows them, with their headings. */
const RICH_SECTIONS = [
  ['Description', 'Description'],
  ['Degree', 'Qualifications'],
  ['Skills', 'Skills Required'],
  ['Responsibilities', 'Responsibilities'],
] as const satisfies readonly (readonly [RichTextField, string])[];

function hasText(value: string | undefined): value is string {
  return !!value && value.trim() !== '';
}

export function JobDetails({
  job,
  actions,
  companyLink = false,
}: {
  /**
   * The job's fields, the domain its poster verified when they had, and, once it is posted, when
   * it was posted and last confirmed open.
   */
  job: JobFields & { verifiedDomain?: string; createdAt?: Date; confirmedAt?: Date | undefined };
  actions?: ReactNode;
  /** The company leads to its page (a posted job's; a preview's company may have none yet). */
  companyLink?: boolean;
}) {
  const location = formatLocation(job);
  const applyUrl = safeApplyUrl(job.ApplyURL);
  const { verifiedDomain } = job;
  const elsewhere = verifiedDomain && applyUrl && applyDomainElsewhere(applyUrl, verifiedDomain);
  const facts = [
    ['Experience', job.Experience],
    ['Location', location],
    ['Salary', job.Salary],
    ['Work Type', job.WorkType],
    ['Batch', job.Batch],
    ['Type', job.Type],
  ].filter((fact): fact is [string, string] => hasText(fact[1]));

  return (
    <article className="job-details" aria-labelledby="job-title">
      <header className="job-details-header">
        <h1 id="job-title">{job.Title}</h1>
        <p className="job-details-company">
          {companyLink ? <CompanyLink name={job.Company} /> : job.Company}
        </p>
        {verifiedDomain && (
          <VerifiedEmployer domain={verifiedDomain} className="job-details-verified" />
        )}
        {job.createdAt && <PostedDates createdAt={job.createdAt} confirmedAt={job.confirmedAt} />}
        {elsewhere && (
          <p className="notice job-details-elsewhere">
            The employer verified {verifiedDomain}; this job&apos;s apply link goes to {elsewhere}.
          </p>
        )}
        <div className="job-details-actions">
          {applyUrl?.startsWith('mailto:') ? (
            // An e-mail link opens the mail app: no new tab.
            <a className="button button-primary" href={applyUrl}>
              Apply Now<span className="visually-hidden"> (by e-mail)</span>
            </a>
          ) : applyUrl ? (
            <a
              className="button button-primary"
              href={applyUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Apply Now<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <p className="notice">This job has no valid application link.</p>
          )}
          {actions}
        </div>
      </header>
      <dl className="job-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {RICH_SECTIONS.filter(([field]) => hasText(job[field])).map(([field, heading]) => (
        <section key={field} className="job-section">
          <h2>{heading}</h2>
          <SafeHtml html={job[field] as string} />
        </section>
      ))}
      {hasText(job.CompanyDescription) && (
        <section className="job-section">
          <h2>Company Overview</h2>
          <SafeHtml html={job.CompanyDescription} />
        </section>
      )}
    </article>
  );
}
