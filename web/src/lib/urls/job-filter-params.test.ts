import { describe, expect, it } from 'vitest';
import { filterFromSearch } from '@portal/domain/jobs/job-list';
import { hasJobList, searchWithFilter } from './job-filter-params';

describe('filter in the URL', () => {
  it('reads the query, countries and cities', () => {
    expect(filterFromSearch('?q=react%20dev&country=India&country=Germany&city=Pune')).toEqual({
      query: 'react dev',
      countries: ['India', 'Germany'],
      cities: ['Pune'],
    });
  });

  it('reads nothing as no filter, and drops blank and repeated values', () => {
    expect(filterFromSearch('')).toEqual({ query: '', countries: [], cities: [] });
    expect(filterFromSearch('?country=&country=India&country=India')).toEqual({
      query: '',
      countries: ['India'],
      cities: [],
    });
  });

  it('writes a filter that reads back the same, with other parameters kept', () => {
    const filter = { query: 'R&D lead', countries: ['São Paulo'], cities: ['Zürich', 'Köln'] };
    const search = searchWithFilter('?utm_source=mail&q=old&page=3', filter);
    expect(search).toContain('utm_source=mail');
    expect(search).not.toContain('page=');
    expect(filterFromSearch(search)).toEqual(filter);
  });

  it('writes no parameters for no filter', () => {
    expect(searchWithFilter('?q=x&city=Pune', { query: '  ', countries: [], cities: [] })).toBe('');
  });

  it('knows which pages have a list to filter', () => {
    expect(hasJobList('/')).toBe(true);
    expect(hasJobList('/internships')).toBe(true);
    expect(hasJobList('/job/abc')).toBe(true);
    expect(hasJobList('/about')).toBe(false);
  });
});
