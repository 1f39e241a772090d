import { describe, expect, it } from 'vitest';
import type { BoardQuery } from '@portal/domain/jobs/board-query';
import {
  citiesStatement,
  countStatement,
  likeLiteral,
  pageStatement,
  SEARCH_COUNT_AHEAD,
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
    expect(countStatement(query({ query: '  ReAct ' }), now)!.values[2]).toBe('job\u0001%react%');
  });

  it("name the list's type before the needle, so the planner sees them together", () => {
    expect(pageStatement(query({ query: 'intern' }), now)!.values).toContain('job\u0001%intern%');
    expect(pageStatement(query({ type: 'Internship', query: 'python' }), now)!.values).toContain(
      'internship\u0001%python%',
    );
  });

  it("read no search text for a needle the list's type holds: every job of the type has it", () => {
    for (const [type, needle] of [
      ['Internship', 'intern'],
      ['Internship', 'SHIP'],
      ['Job', 'ob'],
    ] as const) {
      const count = countStatement(query({ type, query: needle }), now)!;
      expect(count.text).not.toContain('search_text');
      // An exact count, as for the board: no cap.
      expect(count.text).not.toContain('limit');
      expect(pageStatement(query({ type, query: needle }), now)!.text).not.toContain('search_text');
    }
  });

  it('ask nothing of the database when no job can match', () => {
    expect(pageStatement(query({ query: 'a\u0001b' }), now)).toBeNull();
    expect(countStatement(query({ query: '\u0001' }), now)).toBeNull();
  });

  it('count a needle up to a cap past the page asked, as a parameter', () => {
    const first = countStatement(query({ query: 'go' }), now)!;
    expect(first.text).toMatch(/limit \$4\)/);
    expect(first.values).toEqual(['Job', now.toISOString(), 'job\u0001%go%', SEARCH_COUNT_AHEAD]);
    expect(countStatement(query({ query: 'go', page: 3 }), now)!.values.at(-1)).toBe(
      2 * 90 + SEARCH_COUNT_AHEAD,
    );
    expect(countStatement(query({ query: 'go', page: 3 }), now, 5)!.values.at(-1)).toBe(185);
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
});
