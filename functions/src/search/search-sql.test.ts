import { describe, expect, it } from 'vitest';
import type { BoardQuery } from '@portal/domain/board-query';
import { citiesStatement, countStatement, likeLiteral, pageStatement } from './search-sql';

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
      citiesStatement(asked, now),
    ]) {
      expect(statement.text).not.toContain('drop');
    }
    expect(pageStatement(asked, now)!.values).toEqual([
      'Job',
      now.toISOString(),
      "%'; drop table job\\_search; --%",
      [hostile],
      [hostile],
      90,
      90,
    ]);
  });

  it('match the needle as domain makes it: trimmed and lower-cased', () => {
    expect(countStatement(query({ query: '  ReAct ' }), now)!.values[2]).toBe('%react%');
  });

  it('ask nothing of the database when no job can match', () => {
    expect(pageStatement(query({ query: 'a\u0001b' }), now)).toBeNull();
    expect(countStatement(query({ query: '\u0001' }), now)).toBeNull();
  });

  it('leave out what is not chosen, and blank places', () => {
    const statement = pageStatement(query({ countries: ['  '], query: '   ' }), now)!;
    expect(statement.text).not.toMatch(/like|country =|city =/);
  });
});
