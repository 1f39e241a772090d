// schema.org JobPosting for a job page, so search engines can list the job and link previews
// show what the page shows.
import { isRemoteWork, type Job } from '../jobs/job';
import { payOf } from '../jobs/pay';

/**
 * Where the job is, as Google's job listings need it: a posting with neither `jobLocation` nor
 * `applicantLocationRequirements` is refused. A place to work is the job's city and country; a
 * remote job's country is where applicants may live instead (its city, if it names one, is still
 * a place to work). TELECOMMUTE goes only with a country applicants may live in, which Google
 * asks of every remote posting. Null when the job names neither.
 */
function locationOf(job: Job): Record<string, unknown> | null {
  const city = job.City?.trim();
  const country = job.Country?.trim();
  const remote = isRemoteWork(job.WorkType);
  const place = remote ? city : city || country;
  if (!place && !(remote && country)) return null;
  return {
    ...(place && {
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          ...(city && { addressLocality: city }),
          ...(country && { addressCountry: country }),
        },
      },
    }),
    ...(remote &&
      country && {
        applicantLocationRequirements: { '@type': 'Country', name: country },
        jobLocationType: 'TELECOMMUTE',
      }),
  };
}

/**
 * The job's JSON-LD, or null when it cannot say where the job is: no JSON-LD is better than one
 * search engines refuse. `siteName` issues the identifier: the job's id is this site's.
 */
export function jobPostingJsonLd(
  job: Job,
  pageUrl: string,
  siteName: string,
): Record<string, unknown> | null {
  const location = locationOf(job);
  if (!location) return null;
  // A job's own pay, or what an older job's Salary plainly says; unpaid and undisclosed give none.
  const pay = payOf(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.Title,
    description: job.Description?.trim() || job.Skills,
    identifier: { '@type': 'PropertyValue', name: siteName, value: job.id },
    datePosted: job.createdAt.toISOString(),
    // Search engines drop the posting from their job listings after this.
    validThrough: job.expiresAt.toISOString(),
    hiringOrganization: { '@type': 'Organization', name: job.Company },
    employmentType: job.Type === 'Internship' ? 'INTERN' : 'FULL_TIME',
    directApply: false,
    url: pageUrl,
    ...location,
    ...(pay?.kind === 'paid' && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: pay.currency,
        value: {
          '@type': 'QuantitativeValue',
          minValue: pay.min,
          maxValue: pay.max ?? pay.min,
          unitText: pay.period,
        },
      },
    }),
  };
}
