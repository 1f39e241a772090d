// schema.org JobPosting for a job page, so search engines can list the job and link previews
// show what the page shows.
import { formatLocation, type Job } from './job';

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

export function jobPostingJsonLd(job: Job, pageUrl: string): Record<string, unknown> {
  const salary = parseSalary(job.Salary);
  const location = formatLocation(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.Title,
    description: job.Description?.trim() || job.Skills,
    datePosted: job.createdAt.toISOString(),
    // Search engines drop the posting from their job listings after this.
    validThrough: job.expiresAt.toISOString(),
    hiringOrganization: { '@type': 'Organization', name: job.Company },
    employmentType: job.Type === 'Internship' ? 'INTERN' : 'FULL_TIME',
    directApply: false,
    url: pageUrl,
    ...(location && {
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          ...(job.City?.trim() && { addressLocality: job.City.trim() }),
          ...(job.Country?.trim() && { addressCountry: job.Country.trim() }),
        },
      },
    }),
    ...(job.WorkType === 'Remote' && { jobLocationType: 'TELECOMMUTE' }),
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
