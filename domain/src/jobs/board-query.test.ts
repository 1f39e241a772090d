import { describe, expect, it } from 'vitest';
import {
  BoardPageSchema,
  cardOf,
  JOB_CARD_FIELDS,
  sameCard,
  boardQueryString,
  MAX_SEARCH_PAGE,
  MAX_SEARCH_RESULTS,
  newestFirst,
  pageCountOf,
  parseBoardQuery,
  pastSearchPagesMessage,
  shownPageCount,
} from './board-query';
import { LIST_LIMITS } from './job-list-parameters';

describe('parseBoardQuery', () => {
  it('reads the list pages’ own parameters: + is a space, places repeat, blanks and repeats go', () => {
    expect(
      parseBoardQuery(
        'type=Job&q=data+analyst&country=India&country=%20India%20&country=&city=Pune&page=3',
      ),
    ).toEqual({
      ok: true,
      query: {
        type: 'Job',
        query: 'data analyst',
        countries: ['India'],
        cities: ['Pune'],
        page: 3,
      },
    });
    expect(parseBoardQuery('type=Internship')).toEqual({
      ok: true,
      query: { type: 'Internship', query: '', countries: [], cities: [], page: 1 },
    });
  });

  it.each([
    ['', 'type must be given once: Job or Internship.'],
    ['type=Gig', 'type must be Job or Internship.'],
    ['type=Job&type=Job', 'type must be given once: Job or Internship.'],
    [`type=Job&q=${'x'.repeat(201)}`, 'The search must be at most 200 characters.'],
    ['type=Job&q=a&q=b', 'q may be given only once.'],
    [
      `type=Job${'&country=C'.repeat(LIST_LIMITS.places + 1)}`,
      'At most 20 countries may be chosen.',
    ],
    [`type=Job${'&city=C'.repeat(LIST_LIMITS.places + 1)}`, 'At most 20 cities may be chosen.'],
    ['type=Job&page=0', 'page must be a whole number from 1.'],
    ['type=Job&page=1.5', 'page must be a whole number from 1.'],
    ['type=Job&page=-2', 'page must be a whole number from 1.'],
    ['type=Job&page=1e3', 'page must be a whole number from 1.'],
    ['type=Job&page=999999', 'page is past any board’s last page.'],
    [
      'type=Job&order=new&x=1',
      'Unknown parameters "order", "x": a job list takes type, q, country, city, company, pay, minpay, per, sort, page.',
    ],
  ])('refuses %j: %s', (search, message) => {
    expect(parseBoardQuery(search)).toEqual({ ok: false, message });
  });

  it('refuses a search’s page past the last a search shows, saying to narrow it', () => {
    expect(MAX_SEARCH_PAGE).toBe(10);
    expect(parseBoardQuery('type=Job&q=e&page=10')).toMatchObject({
      ok: true,
      query: { page: 10 },
    });
    expect(parseBoardQuery('type=Job&q=e&page=11')).toEqual({
      ok: false,
      message:
        'page 11 is past the last page a search shows (10): narrow the search (more words, a country or a city) to see more of its jobs.',
    });
    expect(pastSearchPagesMessage(11)).toBe(
      (parseBoardQuery('type=Job&q=e&page=11') as { message: string }).message,
    );
    // The board and its places are no search: all their pages stay reachable.
    expect(parseBoardQuery('type=Job&q=+&page=500')).toMatchObject({
      ok: true,
      query: { page: 500 },
    });
    expect(parseBoardQuery('type=Job&country=India&page=500')).toMatchObject({ ok: true });
  });

  it('takes exactly 200 characters and 20 places, and hostile text as text', () => {
    const q = "'; drop table jobs; -- %_\\ 🚀".padEnd(200, 'x');
    const places = Array.from({ length: LIST_LIMITS.places }, (_, n) => `C${n}`);
    const search = new URLSearchParams([
      ['type', 'Job'],
      ['q', q],
      ...places.map((p) => ['country', p]),
    ]);
    expect(parseBoardQuery(search)).toMatchObject({
      ok: true,
      query: { query: q, countries: places },
    });
  });
});

describe('boardQueryString', () => {
  it('writes the same search the same way, whatever order it was chosen in', () => {
    const one = boardQueryString({
      type: 'Job',
      query: ' react ',
      countries: ['India', 'Germany'],
      cities: [],
      page: 1,
    });
    const two = boardQueryString({
      type: 'Job',
      query: 'react',
      countries: ['Germany', 'India', 'India'],
      cities: [],
      page: 1,
    });
    expect(one).toBe('type=Job&q=react&country=Germany&country=India');
    expect(two).toBe(one);
    expect(
      boardQueryString({ type: 'Internship', query: '', countries: [], cities: ['Pune'], page: 2 }),
    ).toBe('type=Internship&city=Pune&page=2');
  });

  it('is read back as the query it was written from', () => {
    const query = {
      type: 'Job' as const,
      query: 'a&b=c',
      countries: ['Côte d’Ivoire'],
      cities: ['A+B'],
      page: 4,
    };
    expect(parseBoardQuery(boardQueryString(query))).toEqual({ ok: true, query });
  });
});

describe('pageCountOf', () => {
  it('is one page for an empty list, and rounds up', () => {
    expect([0, 1, 90, 91, 180, 181].map((total) => pageCountOf(total))).toEqual([1, 1, 1, 2, 2, 3]);
  });
});

describe('shownPageCount', () => {
  it('is every page a list fills, or a search’s pages when more matched than it shows', () => {
    expect(shownPageCount({ total: 181 })).toBe(3);
    expect(shownPageCount({ total: MAX_SEARCH_RESULTS, capped: true })).toBe(MAX_SEARCH_PAGE);
    // More Jobs pages by 18: 50 pages of a search, and no more, though its total grew by one.
    expect(shownPageCount({ total: MAX_SEARCH_RESULTS + 1, capped: true }, 18)).toBe(50);
  });
});

describe('BoardPageSchema', () => {
  it('reads an answer that says more matched, and one from before it could', () => {
    const page = { jobs: [], total: 900, page: 1, pageSize: 90 };
    expect(BoardPageSchema.parse({ ...page, capped: true }).capped).toBe(true);
    expect(BoardPageSchema.parse(page).capped).toBeUndefined();
    expect(BoardPageSchema.safeParse({ ...page, capped: false }).success).toBe(false);
  });
});

describe('newestFirst', () => {
  it('orders newest first, and jobs posted at the same moment by id, the greater first', () => {
    const at = (iso: string) => new Date(iso);
    const jobs = [
      { id: 'a', createdAt: at('2026-10-01T10:00:00Z') },
      { id: 'b', createdAt: at('2026-10-02T10:00:00Z') },
      { id: 'c', createdAt: at('2026-10-01T10:00:00Z') },
    ];
    expect([...jobs].sort(newestFirst).map((job) => job.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('the card', () => {
  const job = {
    id: 'j1',
    Title: 'Baker',
    Company: 'Acme',
    City: 'Pune',
    Type: 'Job' as const,
    createdAt: new Date(1000),
    Description: '<p>Long text no card shows</p>',
  };

  it('is the card schema’s fields of a job, and nothing else', () => {
    expect(cardOf(job)).toEqual({
      id: 'j1',
      Title: 'Baker',
      Company: 'Acme',
      City: 'Pune',
      Type: 'Job',
      createdAt: new Date(1000),
    });
    expect(JOB_CARD_FIELDS).toContain('verifiedDomain');
  });

  it('is the same card when every field it shows is the same', () => {
    expect(sameCard(job, { ...cardOf(job), createdAt: new Date(1000) })).toBe(true);
    expect(sameCard(job, { ...job, City: 'Delhi' })).toBe(false);
    expect(sameCard(job, { ...job, verifiedDomain: 'acme.com' })).toBe(false);
    expect(sameCard(job, { ...job, createdAt: new Date(2000) })).toBe(false);
  });
});
