// Who the company is, as its page shows it: the job that speaks for it among its newest
// (domain/src/pages/organization.ts). Those are the list in view when that is the company's
// unsearched first page; otherwise that page is asked of the search index once (CDN-cached).
// Until then the profile the server painted stands, and once the company has no open job left,
// the last one known.
import type { JobCard } from '@portal/domain/jobs/board-query';
import { speakingJob, type CompanyProfile } from '@portal/domain/pages/organization';
import { useEffect, useState } from 'react';
import { fetchListPage } from '@/lib/job-list/search-index';
import { companyList } from './company-list';

export interface KnownCompany {
  /** Null until a job of the company has been seen. */
  profile: CompanyProfile | null;
  /** The company's newest jobs have answered, and it has none open. */
  none: boolean;
}

/** The name, badge and job of the card that speaks for the company, with no description. */
function profileOf(card: JobCard): CompanyProfile {
  return {
    name: card.Company,
    ...(card.verifiedDomain && { verifiedDomain: card.verifiedDomain }),
    jobId: card.id,
  };
}

const sameProfile = (a: CompanyProfile | null, b: CompanyProfile) =>
  a !== null && a.jobId === b.jobId && a.name === b.name && a.verifiedDomain === b.verifiedDomain;

/**
 * `newest`: the company's unsearched first page when it is the list in view ('coming' while it
 * loads), or null when another page is in view and the hook must ask for that one itself.
 */
export function useCompanyProfile(
  slug: string,
  newest: readonly JobCard[] | 'coming' | null,
  painted: CompanyProfile | null,
): KnownCompany {
  const asks = newest === null;
  const [asked, setAsked] = useState<{ slug: string; jobs: readonly JobCard[] } | null>(null);
  useEffect(() => {
    if (!asks) return;
    const abort = new AbortController();
    fetchListPage({ ...companyList(slug), page: 1 }, { signal: abort.signal }).then(
      (page) => setAsked({ slug, jobs: page.jobs }),
      // Without it, the profile painted or seen stands, and the list says what went wrong.
      () => {},
    );
    return () => abort.abort();
  }, [slug, asks]);

  const jobs = Array.isArray(newest) ? newest : asked?.slug === slug ? asked.jobs : null;
  const speaking = jobs ? speakingJob(jobs) : undefined;
  const [known, setKnown] = useState<CompanyProfile | null>(painted);
  if (speaking && !sameProfile(known, profileOf(speaking))) {
    // The painted description goes with the job it came from.
    const description = known && known.jobId === speaking.id ? known.description : undefined;
    setKnown({ ...profileOf(speaking), ...(description && { description }) });
  }
  return { profile: known, none: jobs !== null && jobs.length === 0 };
}
