import { describe, expect, it } from 'vitest';
import { canonicalSearch } from '../alerts/alert';
import { boardQueryString, knownOpenAt, listOrder, parseBoardQuery } from './board-query';
import { companySlug } from './company';
import { jobMatchesFilter, isFilterActive } from './job-search';
import { describeMinPay, filterFromSearch, listSearchParams, MAX_MIN_PAY } from './job-list';
import type { Job } from './job';
import { MAX_PAY_FIGURE, type Pay } from './pay';

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

describe('a list’s pay filters', () => {
  it('are written in one order, read back as the same list, and carried by the board query', () => {
    const list = {
      type: 'Job' as const,
      query: 'react',
      countries: ['India'],
      cities: [],
      showsPay: true,
      minPay: { amount: 25000, per: 'month' as const },
    };
    const text = listSearchParams(list).toString();
    expect(text).toBe('type=Job&q=react&country=India&pay=shown&minpay=25000&per=month');
    expect(filterFromSearch(text)).toEqual({
      query: 'react',
      countries: ['India'],
      cities: [],
      showsPay: true,
      minPay: { amount: 25000, per: 'month' },
    });
    expect(parseBoardQuery(text)).toEqual({ ok: true, query: { ...list, page: 1 } });
    // Whatever order the URL came in, the list is written the same way.
    const shuffled = 'per=month&minpay=25000&pay=shown&country=India&q=react&type=Job';
    const parsed = parseBoardQuery(shuffled);
    expect(parsed.ok && listSearchParams(parsed.query).toString()).toBe(text);
  });

  it('take a minimum per year by default, and leave the year out of the URL', () => {
    expect(parseBoardQuery('type=Job&minpay=600000')).toMatchObject({
      ok: true,
      query: { minPay: { amount: 600000, per: 'year' } },
    });
    expect(parseBoardQuery('type=Job&minpay=600000&per=year')).toMatchObject({
      ok: true,
      query: { minPay: { amount: 600000, per: 'year' } },
    });
    expect(
      listSearchParams({ minPay: { amount: 600000, per: 'year' } }, { type: false }).toString(),
    ).toBe('minpay=600000');
    expect(filterFromSearch('minpay=600000').minPay).toEqual({ amount: 600000, per: 'year' });
    // Read the same way by the app (unchecked) and the server (checked).
    expect(filterFromSearch('minpay=025000&per=month').minPay).toEqual({
      amount: 25000,
      per: 'month',
    });
    expect(parseBoardQuery('type=Job&minpay=025000&per=month')).toMatchObject({
      ok: true,
      query: { minPay: { amount: 25000, per: 'month' } },
    });
  });

  it.each([
    ['type=Job&pay=yes', 'pay must be shown.'],
    ['type=Job&pay=shown&pay=shown', 'pay may be given only once.'],
    ['type=Job&minpay=25k', 'minpay must be a whole number of rupees.'],
    ['type=Job&minpay=-5', 'minpay must be a whole number of rupees.'],
    ['type=Job&minpay=2.5', 'minpay must be a whole number of rupees.'],
    ['type=Job&minpay=', 'minpay must be a whole number of rupees.'],
    ['type=Job&minpay=0', 'minpay must be at least 1 rupee.'],
    ['type=Job&minpay=1000000001', 'minpay must be at most 1000000000 rupees.'],
    ['type=Job&minpay=5&minpay=6', 'minpay may be given only once.'],
    ['type=Job&minpay=5&per=week', 'per must be year or month.'],
    ['type=Job&per=month', 'per may be given only with minpay.'],
  ])('refuses %j: %s', (search, message) => {
    expect(parseBoardQuery(search)).toEqual({ ok: false, message });
  });

  it('are no filter when a URL’s cannot be read (the app reads its URL unchecked)', () => {
    for (const search of ['pay=yes', 'minpay=abc', 'minpay=0', 'minpay=5&per=week']) {
      const filter = filterFromSearch(search);
      expect(filter.showsPay).toBeUndefined();
      expect(filter.minPay).toBeUndefined();
    }
  });

  it('match jobs by what they pay: a figure for Shows pay, rupees a year for a minimum', () => {
    const job = (Salary: string | undefined, Pay?: Pay) =>
      ({ Title: 'Developer', Company: 'Acme', Type: 'Job', Salary, Pay }) as Job & { Pay?: Pay };
    const shows = { ...filterFromSearch(''), showsPay: true };
    expect(isFilterActive(shows)).toBe(true);
    expect(jobMatchesFilter(job('₹6–8 LPA'), shows)).toBe(true);
    expect(jobMatchesFilter(job('$120,000 a year'), shows)).toBe(true);
    expect(jobMatchesFilter(job('Competitive'), shows)).toBe(false);
    expect(jobMatchesFilter(job(undefined, { kind: 'unpaid' }), shows)).toBe(false);

    // ₹25,000 a month is ₹3,00,000 a year: at least ₹25,000 a month, not ₹26,000.
    const atLeast = (amount: number, per: 'year' | 'month') => ({
      ...filterFromSearch(''),
      minPay: { amount, per },
    });
    const monthly = job('Stipend ₹25,000 a month');
    expect(jobMatchesFilter(monthly, atLeast(25000, 'month'))).toBe(true);
    expect(jobMatchesFilter(monthly, atLeast(26000, 'month'))).toBe(false);
    expect(jobMatchesFilter(monthly, atLeast(300000, 'year'))).toBe(true);
    // The top of a range counts; no currency is converted.
    expect(jobMatchesFilter(job('₹6–8 LPA'), atLeast(700000, 'year'))).toBe(true);
    expect(jobMatchesFilter(job('$120,000 a year'), atLeast(1, 'year'))).toBe(false);
    // A job's own Pay has the last word over its text.
    const paid: Pay = { kind: 'paid', currency: 'INR', period: 'MONTH', min: 50000 };
    expect(jobMatchesFilter(job('Competitive', paid), atLeast(40000, 'month'))).toBe(true);
  });

  it('say in words what they ask', () => {
    expect(describeMinPay({ amount: 1500000, per: 'year' })).toBe('₹15,00,000 a year');
    expect(describeMinPay({ amount: 25000, per: 'month' })).toBe('₹25,000 a month');
  });

  it('refuse no more than pay itself may be', () => {
    expect(MAX_MIN_PAY).toBe(MAX_PAY_FIGURE);
  });
});

describe('a list’s order', () => {
  const confirmed = {
    type: 'Job' as const,
    query: 'react',
    countries: ['India'],
    cities: [],
    showsPay: true,
    sort: 'confirmed' as const,
  };

  it('is newest confirmed with sort=confirmed, written last, read back, carried by the board query', () => {
    const text = listSearchParams(confirmed).toString();
    expect(text).toBe('type=Job&q=react&country=India&pay=shown&sort=confirmed');
    expect(filterFromSearch(text)).toEqual({
      query: 'react',
      countries: ['India'],
      cities: [],
      showsPay: true,
      sort: 'confirmed',
    });
    expect(parseBoardQuery(text)).toEqual({ ok: true, query: { ...confirmed, page: 1 } });
    const parsed = parseBoardQuery(
      'sort=confirmed&page=2&type=Job&pay=shown&country=India&q=react',
    );
    expect(parsed.ok && boardQueryString(parsed.query)).toBe(`${text}&page=2`);
  });

  it('is newest posted by default, which no URL writes', () => {
    const posted = { ...confirmed, sort: 'posted' as const };
    expect(listSearchParams(posted).toString()).toBe('type=Job&q=react&country=India&pay=shown');
    expect(listSearchParams({ ...confirmed, sort: undefined }).toString()).not.toContain('sort');
    const parsed = parseBoardQuery('type=Job');
    expect(parsed.ok && parsed.query.sort).toBeUndefined();
    expect(filterFromSearch('q=react').sort).toBeUndefined();
  });

  it.each([
    [
      'type=Job&sort=posted',
      'sort must be confirmed (newest confirmed open first); without sort, the newest posted come first.',
    ],
    [
      'type=Job&sort=Confirmed',
      'sort must be confirmed (newest confirmed open first); without sort, the newest posted come first.',
    ],
    [
      'type=Job&sort=',
      'sort must be confirmed (newest confirmed open first); without sort, the newest posted come first.',
    ],
    ['type=Job&sort=confirmed&sort=confirmed', 'sort may be given only once.'],
  ])('refuses %j: %s', (search, message) => {
    expect(parseBoardQuery(search)).toEqual({ ok: false, message });
  });

  it('is the default order when a URL’s cannot be read (the app reads its URL unchecked)', () => {
    for (const search of ['sort=posted', 'sort=newest', 'sort=']) {
      expect(filterFromSearch(search).sort).toBeUndefined();
    }
  });

  it('is not a filter: it keeps the same jobs, and asks no alert of its own', () => {
    expect(isFilterActive({ ...filterFromSearch(''), sort: 'confirmed' })).toBe(false);
    const job = { Title: 'React developer', Company: 'Acme', Type: 'Job', Country: 'India' } as Job;
    expect(jobMatchesFilter(job, { ...confirmed, showsPay: false })).toBe(true);
    // An alert mails new jobs as they are posted: the list it keeps has no order.
    expect(canonicalSearch(confirmed)).not.toHaveProperty('sort');
  });

  it('orders by the latest time a job was known open: confirmed, else posted; ties by id', () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1) + minutes * 60_000);
    const jobs = [
      { id: 'a', createdAt: at(0), confirmedAt: at(50) },
      { id: 'b', createdAt: at(40) },
      { id: 'c', createdAt: at(10), confirmedAt: at(40) },
      { id: 'd', createdAt: at(30) },
    ];
    const ids = (order: ReturnType<typeof listOrder>) => [...jobs].sort(order).map((job) => job.id);
    expect(ids(listOrder({ sort: 'confirmed' }))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(listOrder({}))).toEqual(['b', 'd', 'c', 'a']);
    expect(knownOpenAt(jobs[0]!)).toEqual(at(50));
    expect(knownOpenAt(jobs[1]!)).toEqual(at(40));
  });
});
