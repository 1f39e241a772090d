import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_RESULTS, type BoardQuery } from '@portal/domain/jobs/board-query';
import {
  citiesStatement,
  countriesStatement,
  countStatement,
  likeLiteral,
  pageStatement,
  searchStatement,
} from './search-sql';

const now = new Date('2026-11-25T12:00:00Z');
const query = (change: Partial<BoardQuery> = {}): BoardQuery => ({
  type: 'Job',
  query: '',
  countries: [],
  cities: [],
  page: 1,
  ...change,
});

describe('likeLiteral', () => {
  it('makes LIKE’s wildcards and its escape character plain text', () => {
    expect(likeLiteral('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(likeLiteral("o'reilly")).toBe("o'reilly");
  });
});

describe('the statements', () => {
  it('never carry what a caller sent in their text, only as parameters', () => {
    const hostile = "'; drop table job_search; --";
    const asked = query({ query: hostile, countries: [hostile], cities: [hostile], page: 2 });
    for (const statement of [
      pageStatement(asked, now)!,
      countStatement(asked, now)!,
      searchStatement(asked, now)!,
      citiesStatement(asked, now),
    ]) {
      expect(statement.text).not.toContain('drop');
    }
    expect(pageStatement(asked, now)!.values).toEqual([
      'Job',
      now.toISOString(),
      "job\u0001%'; drop table job\\_search; --%",
      [hostile],
      [hostile],
      90,
      90,
    ]);
  });

  it('match the needle as domain makes it: trimmed and lower-cased', () => {
    expect(searchStatement(query({ query: '  ReAct ' }), now)!.values[2]).toBe('job\u0001%react%');
  });

  it("name the list's type before the needle, so the planner sees them together", () => {
    expect(searchStatement(query({ query: 'intern' }), now)!.values).toContain('job\u0001%intern%');
    expect(searchStatement(query({ type: 'Internship', query: 'python' }), now)!.values).toContain(
      'internship\u0001%python%',
    );
  });

  it("read no search text for a needle the list's type holds: every job of the type has it", () => {
    for (const [type, needle] of [
      ['Internship', 'intern'],
      ['Internship', 'SHIP'],
      ['Job', 'ob'],
    ] as const) {
      expect(searchStatement(query({ type, query: needle }), now)!.text).not.toContain(
        'search_text',
      );
    }
  });

  it('keep a list to jobs that show pay, and to a minimum in rupees a year', () => {
    const shows = pageStatement(query({ showsPay: true }), now)!;
    expect(shows.text).toContain('shows_pay');
    expect(shows.values).toEqual(['Job', now.toISOString(), 90, 0]);
    // ₹25,000 a month is ₹3,00,000 a year, compared with each job's yearly rupees.
    const monthly = countStatement(query({ minPay: { amount: 25_000, per: 'month' } }), now)!;
    expect(monthly.text).toContain('yearly_rupees >= $3::bigint');
    expect(monthly.values).toEqual(['Job', now.toISOString(), 300_000]);
    const yearly = searchStatement(
      query({ query: 'react', minPay: { amount: 600_000, per: 'year' } }),
      now,
    )!;
    expect(yearly.values.slice(0, 4)).toEqual([
      'Job',
      now.toISOString(),
      'job\u0001%react%',
      600_000,
    ]);
    // A list without them reads neither column.
    expect(pageStatement(query(), now)!.text).not.toMatch(/shows_pay|yearly_rupees/);
  });

  it('order newest posted first, or with sort=confirmed by the latest time known open', () => {
    const posted = /order by created_at desc, id desc/;
    const confirmed = /order by known_open_at desc nulls last, id desc/;
    expect(pageStatement(query(), now)!.text).toMatch(posted);
    expect(pageStatement(query({ sort: 'posted' }), now)!.text).toMatch(posted);
    expect(pageStatement(query({ sort: 'confirmed' }), now)!.text).toMatch(confirmed);
    expect(pageStatement(query({ sort: 'confirmed' }), now)!.text).not.toMatch(posted);
    // A search's matches are cut and paged in the same order: both orders by it.
    const search = searchStatement(query({ query: 'react', sort: 'confirmed' }), now)!.text;
    expect(search.match(new RegExp(confirmed.source, 'g'))).toHaveLength(2);
    expect(search).not.toMatch(posted);
    // The order changes no condition, so no count: the board's is the confirmed order's.
    expect(countStatement(query({ sort: 'confirmed' }), now)).toEqual(countStatement(query(), now));
    // Every card says when its job was confirmed.
    expect(pageStatement(query(), now)!.text).toMatch(/select id, .*confirmed_at\s/);
  });

  it('ask nothing of the database when no job can match', () => {
    expect(searchStatement(query({ query: 'a\u0001b' }), now)).toBeNull();
    expect(pageStatement(query({ query: '\u0001' }), now)).toBeNull();
    expect(countStatement(query({ query: '\u0001' }), now)).toBeNull();
  });

  it('read a search’s matches no further than one past what a search shows, as parameters', () => {
    const first = searchStatement(query({ query: 'go' }), now)!;
    expect(first.text).toMatch(/limit \$4\)/);
    expect(first.text).toMatch(/offset \$5 limit \$6/);
    expect(first.values).toEqual([
      'Job',
      now.toISOString(),
      'job\u0001%go%',
      MAX_SEARCH_RESULTS + 1,
      0,
      90,
    ]);
    const third = searchStatement(query({ query: 'go', page: 3, cities: ['Pune'] }), now)!;
    expect(third.values.slice(-4)).toEqual([['Pune'], MAX_SEARCH_RESULTS + 1, 180, 90]);
  });

  it('count the board, or its places, without a needle exactly: no cap', () => {
    const board = countStatement(query({ query: '  ', countries: ['India'], page: 4 }), now)!;
    expect(board.text).not.toMatch(/limit/);
    expect(board.values).toEqual(['Job', now.toISOString(), ['India']]);
  });

  it('leave out what is not chosen, and blank places', () => {
    const statement = pageStatement(query({ countries: ['  '], query: '   ' }), now)!;
    expect(statement.text).not.toMatch(/like|country =|city =/);
  });

  it('hold a company’s list to its company, of both types when it names none', () => {
    const company = query({ type: null, company: 'infosys', query: 'React' });
    const search = searchStatement(company, now)!;
    expect(search.text).toContain('company_slug = $1');
    expect(search.text).not.toContain('type =');
    // Both types: the needle anywhere in the text, not after one type's key.
    expect(search.values.slice(0, 3)).toEqual(['infosys', now.toISOString(), '%react%']);
    const jobs = pageStatement({ ...company, type: 'Job', query: '' }, now)!;
    expect(jobs.text).toMatch(/type = \$1 and company_slug = \$2/);
    expect(jobs.values.slice(0, 3)).toEqual(['Job', 'infosys', now.toISOString()]);
    // A slug is a value like any other, never part of the text, never a pattern.
    const odd = countStatement({ ...company, company: "%'; drop table job_search; --" }, now)!;
    expect(odd.text).not.toContain('drop');
    expect(odd.text).toContain('company_slug = $1');
  });

  it('count a company’s places, of both types or one', () => {
    const both = query({ type: null, company: 'infosys', countries: ['India'] });
    const countries = countriesStatement(both, now);
    expect(countries.text).toContain('company_slug = $1');
    expect(countries.text).not.toContain('type =');
    expect(countries.values).toEqual(['infosys', now.toISOString()]);
    const cities = citiesStatement({ ...both, type: 'Internship' }, now);
    expect(cities.values).toEqual(['Internship', 'infosys', now.toISOString(), ['India']]);
    expect(cities.text).toContain('country = any($4::text[])');
    // The board's are the type's alone.
    expect(countriesStatement(query(), now).values).toEqual(['Job', now.toISOString()]);
  });
});
