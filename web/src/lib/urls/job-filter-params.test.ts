import { describe, expect, it } from 'vitest';
import { filterFromSearch } from '@portal/domain/jobs/job-list';
import { companyOfPath } from '@portal/domain/jobs/company';
import { CLEARED_FILTER, hasJobList, placesListOf, searchWithFilter } from './job-filter-params';

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

  it('writes the pay filters as every list writes them, and clears them with the rest', () => {
    const filter = {
      query: 'chef',
      countries: [],
      cities: [],
      showsPay: true,
      minPay: { amount: 25_000, per: 'month' as const },
    };
    const search = searchWithFilter('?show=saved&page=2&minpay=9', filter);
    expect(search).toBe('?show=saved&q=chef&pay=shown&minpay=25000&per=month');
    expect(filterFromSearch(search)).toEqual(filter);
    expect(searchWithFilter(search, CLEARED_FILTER)).toBe('?show=saved');
  });

  it('writes the order as every list writes it, newest posted as none, starting at page 1', () => {
    const filter = { query: 'chef', countries: ['India'], cities: [], sort: 'confirmed' as const };
    const search = searchWithFilter('?show=saved&page=4&sort=old', filter);
    expect(search).toBe('?show=saved&q=chef&country=India&sort=confirmed');
    expect(filterFromSearch(search)).toEqual(filter);
    expect(searchWithFilter(search, { ...filter, sort: 'posted' })).toBe(
      '?show=saved&q=chef&country=India',
    );
    expect(searchWithFilter(search, { ...filter, sort: undefined })).toBe(
      '?show=saved&q=chef&country=India',
    );
    // Clear filters (as applyFilter applies it, over the URL's filter) keeps the order.
    expect(searchWithFilter(search, { ...filterFromSearch(search), ...CLEARED_FILTER })).toBe(
      '?show=saved&sort=confirmed',
    );
  });

  it('writes no parameters for no filter', () => {
    expect(searchWithFilter('?q=x&city=Pune', { query: '  ', countries: [], cities: [] })).toBe('');
  });

  it('knows which pages have a list to filter', () => {
    expect(hasJobList('/')).toBe(true);
    expect(hasJobList('/internships')).toBe(true);
    expect(hasJobList('/job/abc')).toBe(true);
    expect(hasJobList('/about')).toBe(false);
    expect(hasJobList('/company/acme')).toBe(true);
    expect(hasJobList('/company/acme-labs/')).toBe(true);
    expect(hasJobList('/company/caf%C3%A9-r%C3%A9gion')).toBe(false);
    expect(hasJobList('/company/ca-va')).toBe(true);
  });

  it("reads a company from its page's path, and no company from a bad slug", () => {
    expect(companyOfPath('/company/acme')).toBe('acme');
    expect(companyOfPath('/company/%E6%9D%B1%E4%BA%AC-works')).toBe('東京-works');
    // Not what companySlug makes: the not-found page, where a search goes to the board.
    for (const bad of [
      '/company/Acme',
      '/company/acme--labs',
      '/company/acme%20labs',
      '/company/%E0%A4',
      '/company/',
      '/company/acme/jobs',
    ]) {
      expect(companyOfPath(bad), bad).toBeNull();
    }
    expect(placesListOf('/company/acme')).toEqual({ type: null, company: 'acme' });
    expect(placesListOf('/internships')).toEqual({ type: 'Internship' });
    expect(placesListOf('/job/abc')).toEqual({ type: 'Job' });
  });
});
