import { describe, expect, it } from 'vitest';
import type { Job } from './job';
import { jobPostingJsonLd, parseSalary } from './job-posting';

describe('parseSalary', () => {
  it.each([
    ['₹6–10 LPA', { currency: 'INR', min: 600_000, max: 1_000_000, unit: 'YEAR' }],
    ['$120,000 – $150,000 a year', { currency: 'USD', min: 120_000, max: 150_000, unit: 'YEAR' }],
    ['€55,000 – €70,000 a year', { currency: 'EUR', min: 55_000, max: 70_000, unit: 'YEAR' }],
    ['£40,000 a year', { currency: 'GBP', min: 40_000, max: 40_000, unit: 'YEAR' }],
    ['Stipend ₹25,000 a month', { currency: 'INR', min: 25_000, max: 25_000, unit: 'MONTH' }],
    ['CA$90k – CA$110k a year', { currency: 'CAD', min: 90_000, max: 110_000, unit: 'YEAR' }],
    ['A$35 an hour', { currency: 'AUD', min: 35, max: 35, unit: 'HOUR' }],
  ])('reads %s', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it.each(['Not disclosed', 'Competitive', '', undefined, '₹', '$10 – $5 a year', '1 2 3 $'])(
    'gives no salary for %s',
    (text) => {
      expect(parseSalary(text)).toBeNull();
    },
  );
});

describe('jobPostingJsonLd', () => {
  const job: Job = {
    id: 'j1',
    Title: 'Frontend Intern',
    Type: 'Internship',
    Company: 'Bytewren Labs',
    ApplyURL: 'https://careers.example.com/a',
    Skills: '<ul><li>React</li></ul>',
    Description: '<p>Join us</p>',
    City: 'Pune',
    Country: 'India',
    Salary: 'Stipend ₹25,000 a month',
    createdAt: new Date('2026-11-01T09:00:00Z'),
    updatedAt: new Date('2026-11-01T09:00:00Z'),
    expiresAt: new Date('2026-12-01T09:00:00Z'),
    postedBy: null,
    status: 'active',
  };

  it('describes what the page shows', () => {
    expect(jobPostingJsonLd(job, 'https://jobs.example.com/job/j1')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Frontend Intern',
      description: '<p>Join us</p>',
      datePosted: '2026-11-01T09:00:00.000Z',
      validThrough: '2026-12-01T09:00:00.000Z',
      hiringOrganization: { '@type': 'Organization', name: 'Bytewren Labs' },
      employmentType: 'INTERN',
      directApply: false,
      url: 'https://jobs.example.com/job/j1',
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Pune', addressCountry: 'India' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 25_000,
          maxValue: 25_000,
          unitText: 'MONTH',
        },
      },
    });
  });

  it('leaves out what the job lacks, and marks remote jobs', () => {
    const remote = jobPostingJsonLd(
      {
        ...job,
        Type: 'Job',
        City: undefined,
        Country: undefined,
        Salary: 'Not disclosed',
        WorkType: 'Remote',
        Description: undefined,
      },
      'https://jobs.example.com/job/j1',
    );
    expect(remote).not.toHaveProperty('jobLocation');
    expect(remote).not.toHaveProperty('baseSalary');
    expect(remote).toMatchObject({
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
      description: job.Skills,
    });
  });
});
