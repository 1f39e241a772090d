// Checks the seed jobs are reproducible, valid, and varied enough to exercise every screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_LIMITS, jobDocumentSchema, type JobDocument } from '../jobs/job';
import { jobPostingJsonLd } from '../pages/job-posting';
import { payText } from '../jobs/pay';
import { generateSeedJobs, isSeedJobExpired } from './seed-jobs';

const NOW = new Date('2026-11-23T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const jobs = generateSeedJobs(320, NOW);
const data = jobs.map((job) => job.data);

const RICH_FIELDS = [
  'Description',
  'Skills',
  'Degree',
  'Responsibilities',
  'CompanyDescription',
] as const satisfies readonly (keyof JobDocument)[];

const SAFE_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'a'];

function distinct(values: readonly (string | undefined)[]): Set<string> {
  return new Set(values.filter((value): value is string => value !== undefined));
}

describe('generateSeedJobs', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('returns the same jobs on every call', () => {
    expect(generateSeedJobs(320, NOW)).toStrictEqual(generateSeedJobs(320, NOW));
  });

  it('depends on its arguments alone: not the clock, not Math.random', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2001-01-01T00:00:00Z'));
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const early = generateSeedJobs(40, NOW);
    vi.setSystemTime(new Date('2040-06-15T12:00:00Z'));
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(generateSeedJobs(40, NOW)).toStrictEqual(early);
    expect(early).toStrictEqual(jobs.slice(0, 40));
  });

  it('dates expiry and confirmations from the seeding time and changes nothing else with it', () => {
    const later = new Date(NOW.getTime() + 90 * DAY_MS);
    const moved = generateSeedJobs(320, later);
    moved.forEach((job, index) => {
      const { expiresAt, confirmedAt, ...rest } = job.data;
      const { expiresAt: before, confirmedAt: confirmedBefore, ...restBefore } = jobs[index]!.data;
      expect(rest).toStrictEqual(restBefore);
      expect(expiresAt.getTime() - before.getTime()).toBe(90 * DAY_MS);
      if (confirmedBefore)
        expect(confirmedAt!.getTime() - confirmedBefore.getTime()).toBe(90 * DAY_MS);
    });
  });

  it('keeps most jobs open 2 to 59 days and a few active ones already expired, of both types', () => {
    const expired = jobs.filter((_, index) => isSeedJobExpired(index));
    expect(expired.length).toBeGreaterThanOrEqual(6);
    expect(new Set(expired.map((job) => job.data.Type))).toEqual(new Set(['Job', 'Internship']));
    for (const job of expired) {
      expect(job.data.status, job.id).toBe('active');
      expect(job.data.expiresAt.getTime(), job.id).toBeLessThan(NOW.getTime());
    }
    // Among the newest twenty, so the first page of the list would show it if anything let it.
    expect(jobs.slice(0, 20).some((_, index) => isSeedJobExpired(index))).toBe(true);
    jobs.forEach((job, index) => {
      if (isSeedJobExpired(index)) return;
      const days = (job.data.expiresAt.getTime() - NOW.getTime()) / DAY_MS;
      expect(days, job.id).toBeGreaterThanOrEqual(2);
      expect(days, job.id).toBeLessThan(60);
    });
  });

  it('returns fresh objects, so one caller cannot change what the next one gets', () => {
    const first = generateSeedJobs(1, NOW)[0];
    if (!first) throw new Error('no job');
    first.data.Title = 'changed';
    first.data.createdAt.setTime(0);
    expect(generateSeedJobs(1, NOW)[0]?.data.Title).not.toBe('changed');
    expect(generateSeedJobs(1, NOW)[0]?.data.createdAt.getTime()).not.toBe(0);
  });

  it('makes a shorter list a prefix of the full one', () => {
    expect(generateSeedJobs(25, NOW)).toStrictEqual(jobs.slice(0, 25));
  });

  it('makes at least 300 jobs by default and honours the count', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(300);
    expect(generateSeedJobs(7)).toHaveLength(7);
    expect(generateSeedJobs(0)).toEqual([]);
  });

  it('gives every job a valid document, unchanged by parsing', () => {
    for (const job of jobs) {
      expect(jobDocumentSchema().parse(job.data), job.id).toEqual(job.data);
    }
  });

  it('leaves absent fields out rather than undefined, as Firestore requires', () => {
    for (const job of jobs) {
      expect(Object.values(job.data), job.id).not.toContain(undefined);
    }
  });

  it('uses unique, zero-padded ids starting at seed-job-0001', () => {
    expect(jobs[0]?.id).toBe('seed-job-0001');
    expect(jobs.every((job) => /^seed-job-\d{4}$/.test(job.id))).toBe(true);
    expect(new Set(jobs.map((job) => job.id)).size).toBe(jobs.length);
  });

  it('orders jobs newest first, 1 to 5 hours apart, from the fixed base time', () => {
    expect(data[0]?.createdAt.toISOString()).toBe('2026-11-01T09:00:00.000Z');
    const times = data.map((job) => job.createdAt.getTime());
    for (const [i, time] of times.entries()) {
      if (i === 0) continue;
      const gap = (times[i - 1] ?? Number.NaN) - time;
      expect(gap).toBeGreaterThanOrEqual(60 * 60_000);
      expect(gap).toBeLessThanOrEqual(5 * 60 * 60_000);
    }
    for (const job of data) expect(job.updatedAt.getTime()).toBe(job.createdAt.getTime());
  });

  it('mixes about 70% jobs with 30% internships throughout the list', () => {
    const internships = data.filter((job) => job.Type === 'Internship').length;
    expect(internships / data.length).toBeGreaterThan(0.2);
    expect(internships / data.length).toBeLessThan(0.4);
    const firstTwenty = new Set(data.slice(0, 20).map((job) => job.Type));
    expect(firstTwenty).toEqual(new Set(['Job', 'Internship']));
    const lastTwenty = new Set(data.slice(-20).map((job) => job.Type));
    expect(lastTwenty).toEqual(new Set(['Job', 'Internship']));
  });

  it('closes about one job in forty and leaves the rest active, posted by nobody', () => {
    const closed = data.filter((job) => job.status === 'closed').length;
    expect(closed).toBeGreaterThanOrEqual(Math.floor(data.length / 40));
    expect(closed).toBeLessThanOrEqual(Math.ceil(data.length / 40));
    expect(data.every((job) => job.status === 'active' || job.status === 'closed')).toBe(true);
    expect(data.every((job) => job.posterKey === null)).toBe(true);
  });

  it('spreads jobs over many countries, cities and companies', () => {
    expect(distinct(data.map((job) => job.Country)).size).toBeGreaterThanOrEqual(12);
    expect(distinct(data.map((job) => job.City)).size).toBeGreaterThanOrEqual(40);
    expect(distinct(data.map((job) => job.Company)).size).toBeGreaterThanOrEqual(30);
    expect(distinct(data.map((job) => job.Title)).size).toBeGreaterThanOrEqual(40);
    expect(distinct(data.map((job) => job.WorkType))).toEqual(
      new Set(['Remote', 'On-site', 'Hybrid']),
    );
  });

  it('includes remote-only and otherwise incomplete jobs, each naming a country', () => {
    const remoteOnly = data.filter((job) => job.Country && !job.City);
    expect(remoteOnly.length).toBeGreaterThan(0);
    expect(remoteOnly.every((job) => job.WorkType === 'Remote')).toBe(true);
    // A remote job's country is where applicants may live: search engines need it.
    expect(data.every((job) => job.Country)).toBe(true);
    expect(data.some((job) => job.Salary === undefined)).toBe(true);
    expect(data.some((job) => job.Salary === 'Not disclosed')).toBe(true);
    expect(data.some((job) => job.Batch === undefined)).toBe(true);
    expect(data.some((job) => job.Batch !== undefined)).toBe(true);
    for (const field of [
      'Description',
      'Degree',
      'Responsibilities',
      'CompanyDescription',
    ] as const) {
      expect(
        data.some((job) => job[field] === undefined),
        field,
      ).toBe(true);
      expect(
        data.some((job) => job[field] !== undefined),
        field,
      ).toBe(true);
    }
  });

  it('gives every job a JobPosting for search engines, remote ones with where applicants live', () => {
    for (const { id, data: job } of jobs) {
      const jsonLd = jobPostingJsonLd({ id, ...job }, `https://jobs.example.com/job/${id}`, 'Jobs');
      expect(jsonLd, id).not.toBeNull();
      if (job.WorkType === 'Remote') {
        expect(jsonLd, id).toMatchObject({
          applicantLocationRequirements: { '@type': 'Country', name: job.Country },
          jobLocationType: 'TELECOMMUTE',
        });
      }
    }
  });

  it('keeps internships at entry level with local stipends in India', () => {
    const internships = data.filter((job) => job.Type === 'Internship');
    for (const job of internships) {
      if (job.Experience !== undefined) expect(['Fresher', '0-1 years']).toContain(job.Experience);
    }
    const indianPaid = internships.filter(
      (job) =>
        job.Country === 'India' && job.Salary && !['Not disclosed', 'Unpaid'].includes(job.Salary),
    );
    expect(indianPaid.length).toBeGreaterThan(0);
    for (const job of indianPaid) expect(job.Salary).toMatch(/^(Stipend )?₹[\d,]+ a month$/);
    const indianJobs = data.filter(
      (job) => job.Type === 'Job' && job.Country === 'India' && job.Salary !== 'Not disclosed',
    );
    expect(indianJobs.some((job) => /^₹\d+–\d+ LPA$/.test(job.Salary ?? ''))).toBe(true);
  });

  it('gives the newest jobs pay as a structure, their Salary the text made from it', () => {
    const structured = data.filter((job) => job.Pay !== undefined);
    expect(structured.length).toBeGreaterThan(0);
    expect(new Set(structured.map((job) => job.Pay!.kind))).toEqual(
      new Set(['paid', 'unpaid', 'undisclosed']),
    );
    for (const job of structured) {
      expect(job.Salary).toBe(job.Pay!.kind === 'undisclosed' ? undefined : payText(job.Pay!));
    }
    // Older jobs keep the text they were posted with.
    expect(data.some((job) => job.Pay === undefined && job.Salary?.startsWith('Stipend'))).toBe(
      true,
    );
  });

  it('has open jobs confirmed open by their posters after the first ask, and kept open 30 days', () => {
    const confirmed = jobs.filter(({ data: job }) => job.confirmedAt !== undefined);
    expect(confirmed.length).toBeGreaterThan(0);
    for (const { id, data: job } of confirmed) {
      expect(job.status, id).toBe('active');
      expect(job.confirmedAt!.getTime(), id).toBeGreaterThanOrEqual(
        job.createdAt.getTime() + 14 * DAY_MS,
      );
      expect(job.expiresAt.getTime(), id).toBeGreaterThanOrEqual(
        job.confirmedAt!.getTime() + 30 * DAY_MS,
      );
    }
  });

  it('uses the four experience levels', () => {
    expect(distinct(data.map((job) => job.Experience))).toEqual(
      new Set(['Fresher', '0-1 years', '2-4 years', '5+ years']),
    );
  });

  it('points every apply link at the reserved example.com domain', () => {
    for (const job of jobs) {
      expect(job.data.ApplyURL).toMatch(
        new RegExp(`^https://careers\\.example\\.com/[a-z0-9-]+/${job.id}$`),
      );
    }
  });

  it('writes rich text as simple safe HTML with lists and example.com links', () => {
    const html = data.flatMap((job) => RICH_FIELDS.map((field) => job[field] ?? ''));
    const tags = new Set(
      html.flatMap((text) => [...text.matchAll(/<\/?([^\s>/]+)/g)].map((m) => m[1])),
    );
    expect([...tags].filter((tag) => !SAFE_TAGS.includes(tag ?? ''))).toEqual([]);
    expect(tags).toContain('ul');
    const anchors = html.flatMap((text) => [...text.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]));
    expect(anchors.length).toBeGreaterThan(0);
    const badAnchors = anchors.filter(
      (a) => !/^<a href="https:\/\/example\.com\/[a-z0-9/-]+">$/.test(a),
    );
    expect(badAnchors).toEqual([]);
    expect(data.some((job) => job.Description?.includes('<ul>'))).toBe(true);
    expect(data.some((job) => job.Description?.includes('<a href="https://'))).toBe(true);
    expect(data.some((job) => job.Degree?.includes('<li>B.Tech / B.E.'))).toBe(true);
  });

  it('lists 4 to 6 distinct skills per job', () => {
    for (const job of data) {
      const skills = [...job.Skills.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
      expect(job.Skills.startsWith('<ul>')).toBe(true);
      expect(skills.length).toBeGreaterThanOrEqual(4);
      expect(skills.length).toBeLessThanOrEqual(6);
      expect(new Set(skills).size).toBe(skills.length);
    }
  });

  it('stays within the stored field limits', () => {
    for (const job of data) {
      for (const field of RICH_FIELDS) {
        expect((job[field] ?? '').length).toBeLessThanOrEqual(JOB_LIMITS.richText);
      }
      for (const field of ['Title', 'Company', 'Country', 'City', 'Salary', 'Batch'] as const) {
        expect((job[field] ?? '').length).toBeLessThanOrEqual(JOB_LIMITS.shortText);
      }
    }
  });
});
