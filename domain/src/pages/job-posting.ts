// schema.org JobPosting for a job page, so search engines can list the job and link previews
// show what the page shows.
import { isRemoteWork, type Job } from '../jobs/job';

export interface SalaryRange {
  currency: string;
  min: number;
  max: number;
  unit: 'HOUR' | 'MONTH' | 'YEAR';
}

/** Longest symbols first, so 'CA$' wins over '$'. */
const CURRENCIES: readonly [string, string][] = [
  ['CA$', 'CAD'],
  ['A$', 'AUD'],
  ['S$', 'SGD'],
  ['R$', 'BRL'],
  ['AED', 'AED'],
  ['₹', 'INR'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['$', 'USD'],
];

/**
 * Reads salaries as postings write them: '₹6–10 LPA', '$120,000 – $150,000 a year',
 * 'Stipend ₹25,000 a month', '€40k a year'. Anything else ('Not disclosed', 'Competitive')
 * is null: no salary is better than a wrong one.
 */
export function parseSalary(text: string | undefined): SalaryRange | null {
  if (!text) return null;
  const currency = CURRENCIES.find(([symbol]) => text.includes(symbol))?.[1];
  if (!currency) return null;
  const lakhs = /\bLPA\b|lakh/i.test(text);
  const unit = /\b(an? hour|per hour|\/hr|hourly)\b/i.test(text)
    ? 'HOUR'
    : /\b(a month|per month|\/month|monthly)\b/i.test(text)
      ? 'MONTH'
      : 'YEAR';
  const amounts = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/gi)].map((match) => {
    const value = Number(match[1]!.replace(/,/g, ''));
    return match[2] ? value * 1000 : lakhs ? value * 100_000 : value;
  });
  if (amounts.length === 0 || amounts.length > 2 || amounts.some((n) => !(n > 0))) return null;
  const [min, max = min] = amounts as [number, number?];
  return min <= max ? { currency, min, max, unit } : null;
}

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
  const salary = parseSalary(job.Salary);
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
    ...(salary && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: salary.currency,
        value: {
          '@type': 'QuantitativeValue',
          minValue: salary.min,
          maxValue: salary.max,
          unitText: salary.unit,
        },
      },
    }),
  };
}
