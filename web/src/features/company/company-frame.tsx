// The frame of a company's page, the same whoever fills it (the live page, the page the server
// painted, the loading frame): the company's name and badge, what it says of itself, then its
// open jobs. Part of the first load (the route's loading frame): it imports no rich text, which
// its caller passes in `about`.
import type { ReactNode, Ref } from 'react';
import { VerifiedEmployer } from '@/components/job/verified-employer';
import './company-page.css';

/** The heading while the company's name is not known yet. */
export const NEUTRAL_HEADING = 'Jobs at this company';

export function CompanyFrame({
  name,
  verifiedDomain,
  about,
  controls,
  resultsRef,
  children,
}: {
  /** As the job that speaks for it spells it; none while loading. */
  name?: string;
  verifiedDomain?: string | undefined;
  /** What the company says of itself (company-about.tsx). */
  about?: ReactNode;
  /** The list's order and pay filters (list-controls.tsx): live, or waiting for the app. */
  controls: ReactNode;
  /** Where a search brings the reader's eye (scroll-to-results.ts). */
  resultsRef?: Ref<HTMLDivElement>;
  /** The jobs, or why there are none. */
  children: ReactNode;
}) {
  return (
    <section className="company-page" aria-labelledby="company-heading">
      <header className="company-header">
        <h1 id="company-heading">{name ?? NEUTRAL_HEADING}</h1>
        {verifiedDomain && (
          <VerifiedEmployer domain={verifiedDomain} className="company-verified" />
        )}
      </header>
      {about}
      <section className="company-jobs" aria-labelledby="company-jobs-heading">
        <h2 id="company-jobs-heading">Open jobs and internships</h2>
        <div className="list-controls">{controls}</div>
        <div ref={resultsRef} className="results">
          {children}
        </div>
      </section>
    </section>
  );
}
