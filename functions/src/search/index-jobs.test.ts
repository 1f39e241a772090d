// What the index writes of a job, and when a write changes nothing it holds.
import type { Job } from '@portal/domain/jobs/job';
import { describe, expect, it } from 'vitest';
import { changesSearchRow, searchRowOf } from './index-jobs';

const job = {
  id: 'j',
  Title: 'Welder',
  Type: 'Job',
  Company: 'Acme',
  ApplyURL: 'https://acme.example/apply',
  Skills: '<p>Welding</p>',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-01T00:00:00Z'),
  expiresAt: new Date('2026-12-01T00:00:00Z'),
  status: 'closed',
  posterKey: null,
} as unknown as Job;
const later = new Date('2026-11-02T00:00:00Z');

describe('searchRowOf', () => {
  it('carries the slug of the company, the same for each spelling of its name', () => {
    expect(searchRowOf(job)).toMatchObject({ company: 'Acme', companySlug: 'acme' });
    expect(searchRowOf({ ...job, Company: ' ACME Pvt. Ltd. ' })).toMatchObject({
      company: ' ACME Pvt. Ltd. ',
      companySlug: 'acme',
    });
    expect(searchRowOf({ ...job, Company: '!!!' }).companySlug).toBe('');
  });
});

describe('changesSearchRow', () => {
  it('is false for a write of updatedAt alone, or of nothing', () => {
    expect(changesSearchRow(job, { ...job, updatedAt: later })).toBe(false);
    expect(changesSearchRow(job, { ...job })).toBe(false);
    expect(changesSearchRow(null, null)).toBe(false);
  });

  it('is true for a field the index holds, and for a job made or gone', () => {
    expect(changesSearchRow(job, { ...job, status: 'active', updatedAt: later })).toBe(true);
    expect(changesSearchRow(job, { ...job, expiresAt: later })).toBe(true);
    expect(changesSearchRow(job, { ...job, Skills: '<p>Brazing</p>' })).toBe(true);
    expect(changesSearchRow(null, job)).toBe(true);
    expect(changesSearchRow(job, null)).toBe(true);
  });
});
