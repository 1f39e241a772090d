import { describe, expect, it } from 'vitest';
import { parseBoardQuery } from './board-query';
import { companySlug } from './company';
import { jobMatchesFilter, isFilterActive } from './job-search';
import { filterFromSearch, listSearchParams } from './job-list';
import type { Job } from './job';

describe('a company’s list', () => {
  it('is named by the company’s slug, and holds both types unless one is named', () => {
    expect(parseBoardQuery('company=infosys&q=java')).toEqual({
      ok: true,
      query: { type: null, query: 'java', countries: [], cities: [], company: 'infosys', page: 1 },
    });
    expect(parseBoardQuery('type=Internship&company=infosys')).toMatchObject({
      ok: true,
      query: { type: 'Internship', company: 'infosys' },
    });
  });

  it.each([
    ['company=Infosys', 'company must be a company’s slug, as its page’s address gives it.'],
    ['company=infosys&company=tcs', 'company may be given only once.'],
    ['company=', 'company must name a company.'],
    ['q=java', 'type must be given once: Job or Internship.'],
  ])('refuses %j: %s', (search, message) => {
    expect(parseBoardQuery(search)).toEqual({ ok: false, message });
  });

  it('is written the same way whatever order it was chosen in', () => {
    const one = listSearchParams({
      type: null,
      query: ' java ',
      countries: ['India', 'Germany', 'India'],
      cities: [],
      company: 'infosys',
    });
    expect(one.toString()).toBe('q=java&country=Germany&country=India&company=infosys');
    expect(listSearchParams({ type: 'Job', query: '' }, { type: false }).toString()).toBe('');
  });

  it('matches the jobs whose company name makes the slug, however it is spelled', () => {
    const job = (Company: string) => ({ Title: 'Developer', Company, Type: 'Job' }) as Job;
    const filter = { ...filterFromSearch(''), company: companySlug('Infosys Ltd.') };
    expect(isFilterActive(filter)).toBe(true);
    expect(jobMatchesFilter(job('INFOSYS limited'), filter)).toBe(true);
    expect(jobMatchesFilter(job('Infosys BPM'), filter)).toBe(false);
    expect(jobMatchesFilter(job('Infosys BPM'), { ...filter, company: '' })).toBe(true);
  });
});
