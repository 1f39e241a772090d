import { describe, expect, it } from 'vitest';
import type { Job } from '../jobs/job';
import { jobPostingJsonLd } from './job-posting';

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
    posterKey: null,
    status: 'active',
  };

  const URL = 'https://jobs.example.com/job/j1';
  const jsonLd = (changes: Partial<Job>) =>
    jobPostingJsonLd({ ...job, ...changes }, URL, 'Job Portal');

  it('describes what the page shows', () => {
    expect(jobPostingJsonLd(job, URL, 'Job Portal')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Frontend Intern',
      description: '<p>Join us</p>',
      identifier: { '@type': 'PropertyValue', name: 'Job Portal', value: 'j1' },
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

  it('identifies every posting by its id here, issued by the site', () => {
    expect(jsonLd({ id: 'seed-job-0007', WorkType: 'Remote', City: undefined })).toMatchObject({
      identifier: { '@type': 'PropertyValue', name: 'Job Portal', value: 'seed-job-0007' },
    });
    expect(jobPostingJsonLd(job, URL, 'HireLine')?.identifier).toEqual({
      '@type': 'PropertyValue',
      name: 'HireLine',
      value: 'j1',
    });
  });

  it('gives the pay the job states as a structure, over what its Salary text says', () => {
    const paid = jsonLd({
      Salary: '₹6–8 LPA',
      Pay: { kind: 'paid', currency: 'INR', period: 'YEAR', min: 600_000, max: 800_000 },
    });
    expect(paid?.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: {
        '@type': 'QuantitativeValue',
        minValue: 600_000,
        maxValue: 800_000,
        unitText: 'YEAR',
      },
    });
    const hourly = jsonLd({
      Salary: 'anything',
      Pay: { kind: 'paid', currency: 'USD', period: 'HOUR', min: 35 },
    });
    expect(hourly?.baseSalary).toMatchObject({
      currency: 'USD',
      value: { minValue: 35, maxValue: 35, unitText: 'HOUR' },
    });
    // Unpaid and undisclosed state no figure, even where an old Salary text gave one.
    expect(jsonLd({ Salary: 'Unpaid', Pay: { kind: 'unpaid' } })).not.toHaveProperty('baseSalary');
    expect(jsonLd({ Salary: '₹5 LPA', Pay: { kind: 'undisclosed' } })).not.toHaveProperty(
      'baseSalary',
    );
  });

  it('leaves out what the job lacks', () => {
    const bare = jsonLd({
      Type: 'Job',
      City: undefined,
      Salary: 'Not disclosed',
      Description: undefined,
    });
    expect(bare).not.toHaveProperty('baseSalary');
    expect(bare).not.toHaveProperty('jobLocationType');
    expect(bare).not.toHaveProperty('applicantLocationRequirements');
    expect(bare).toMatchObject({
      employmentType: 'FULL_TIME',
      description: job.Skills,
      jobLocation: { address: { '@type': 'PostalAddress', addressCountry: 'India' } },
    });
    expect(jsonLd({ Country: undefined })).toMatchObject({
      jobLocation: { address: { '@type': 'PostalAddress', addressLocality: 'Pune' } },
    });
  });

  it('says where applicants of a remote job may live, and that the job is remote', () => {
    const remote = jsonLd({ City: undefined, Country: ' India ', WorkType: 'Remote' });
    expect(remote).not.toHaveProperty('jobLocation');
    expect(remote).toMatchObject({
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
      jobLocationType: 'TELECOMMUTE',
    });
    // Work Type is free text.
    expect(jsonLd({ City: undefined, WorkType: ' remote ' })).toMatchObject({
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
      jobLocationType: 'TELECOMMUTE',
    });
  });

  it('keeps the city a remote job names as a place to work too', () => {
    expect(jsonLd({ WorkType: 'REMOTE' })).toMatchObject({
      jobLocation: {
        address: { '@type': 'PostalAddress', addressLocality: 'Pune', addressCountry: 'India' },
      },
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
      jobLocationType: 'TELECOMMUTE',
    });
    // Without a country, nothing says where applicants may live: the city stands alone.
    const cityOnly = jsonLd({ WorkType: 'Remote', Country: undefined });
    expect(cityOnly).toMatchObject({
      jobLocation: { address: { '@type': 'PostalAddress', addressLocality: 'Pune' } },
    });
    expect(cityOnly).not.toHaveProperty('applicantLocationRequirements');
    expect(cityOnly).not.toHaveProperty('jobLocationType');
  });

  it('gives no JobPosting for a job that says nowhere it is', () => {
    expect(jsonLd({ City: undefined, Country: undefined })).toBeNull();
    expect(jsonLd({ City: ' ', Country: '', WorkType: 'On-site' })).toBeNull();
    expect(jsonLd({ City: undefined, Country: undefined, WorkType: 'Remote' })).toBeNull();
  });
});
