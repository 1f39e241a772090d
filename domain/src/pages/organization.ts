// A company as its page (`/company/<slug>`) presents it: the name, description and verified
// domain of the one job that speaks for it, and the schema.org Organization that search engines
// read from the page. Its jobs may spell the name several ways and describe the company several
// ways; the page shows one.
import { z } from 'zod';
import { htmlToText } from '../jobs/html-text';
import type { JobCard } from '../jobs/board-query';

/** What a company's page says of the company, from the job that speaks for it. */
export const CompanyProfileSchema = z.object({
  /** The company's name as that job spells it. */
  name: z.string().min(1),
  /** That job's CompanyDescription: posted rich text, shown through the app's sanitiser. */
  description: z.string().optional(),
  /** The domain that job's poster verified (domain/employers), when they had. */
  verifiedDomain: z.string().max(253).optional(),
  /** The job it comes from. */
  jobId: z.string().min(1),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

/**
 * The job that speaks for a company among its newest (a list's first page, newest first): the
 * newest whose poster verified their employer's domain, else the newest. Anyone may post under
 * any company's name, so a verified poster's words outrank a newer unverified post's: an
 * impostor cannot rename or redescribe a company whose employer has verified.
 */
export function speakingJob<T extends Pick<JobCard, 'verifiedDomain'>>(
  newest: readonly T[],
): T | undefined {
  return newest.find((job) => job.verifiedDomain) ?? newest[0];
}

/** The profile from the speaking job, with its description (its document's, not its card's). */
export function companyProfileOf(
  job: Pick<JobCard, 'id' | 'Company' | 'verifiedDomain'> & { CompanyDescription?: string },
): CompanyProfile {
  return {
    name: job.Company,
    ...(job.CompanyDescription?.trim() && { description: job.CompanyDescription }),
    ...(job.verifiedDomain && { verifiedDomain: job.verifiedDomain }),
    jobId: job.id,
  };
}

/** The description as a reader sees it, on one line ('' for none). */
export function companyDescriptionText(profile: CompanyProfile): string {
  return profile.description ? htmlToText(profile.description) : '';
}

/**
 * schema.org Organization for the company's page: its name, the page's URL, the description as
 * text, and, when the poster verified a domain, that domain's site as the same organization.
 * Written into the page through scriptSafeJson (script-json.ts), like any data in a script.
 */
export function organizationJsonLd(
  profile: CompanyProfile,
  pageUrl: string,
): Record<string, unknown> {
  const description = companyDescriptionText(profile);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: profile.name,
    url: pageUrl,
    ...(description && { description }),
    ...(profile.verifiedDomain && { sameAs: [`https://${profile.verifiedDomain}`] }),
  };
}
