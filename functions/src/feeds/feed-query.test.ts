import { describe, expect, it } from 'vitest';
import { feedSearch, MAX_PLACES, parseFeedQuery, type FeedQueryResult } from './feed-query';

function query(result: FeedQueryResult) {
  if (!result.ok) throw new Error(`Refused: ${result.message}`);
  return result.query;
}

function refusal(result: FeedQueryResult) {
  if (result.ok) throw new Error('Accepted');
  return result.message;
}

describe('parseFeedQuery', () => {
  it('reads no parameters as every open job of both types', () => {
    expect(query(parseFeedQuery(''))).toEqual({
      filter: { query: '', countries: [], cities: [] },
      type: null,
    });
  });

  it('reads the list pages’ own parameters, repeated places and all', () => {
    expect(
      query(
        parseFeedQuery('?q=react+native&country=India&country=Nepal&city=Pune&type=Internship'),
      ),
    ).toEqual({
      filter: { query: 'react native', countries: ['India', 'Nepal'], cities: ['Pune'] },
      type: 'Internship',
    });
    expect(query(parseFeedQuery('q=%3C%2Ftitle%3E')).filter.query).toBe('</title>');
  });

  it('refuses a type that is not Job or Internship', () => {
    expect(refusal(parseFeedQuery('?type=internship'))).toBe('type must be Job or Internship.');
    expect(refusal(parseFeedQuery('?type='))).toBe('type must be Job or Internship.');
  });

  it('refuses a parameter given twice that is meant once', () => {
    expect(refusal(parseFeedQuery('?q=a&q=b'))).toBe('q may be given only once.');
    expect(refusal(parseFeedQuery('?type=Job&type=Job'))).toBe('type may be given only once.');
  });

  it('refuses values past the limits', () => {
    expect(refusal(parseFeedQuery(`?q=${'a'.repeat(201)}`))).toBe(
      'q must be at most 200 characters.',
    );
    expect(refusal(parseFeedQuery(`?city=${'a'.repeat(201)}`))).toBe(
      'Each city must be at most 200 characters.',
    );
    const many = Array.from({ length: MAX_PLACES + 1 }, (_, i) => `country=C${i}`).join('&');
    expect(refusal(parseFeedQuery(`?${many}`))).toBe('At most 20 countries may be given.');
    const enough = Array.from({ length: MAX_PLACES }, (_, i) => `country=C${i}`).join('&');
    expect(query(parseFeedQuery(`?${enough}`)).filter.countries).toHaveLength(MAX_PLACES);
  });

  it('refuses parameters it does not know, naming them', () => {
    expect(refusal(parseFeedQuery('?contry=India'))).toBe(
      'Unknown parameter "contry": the feed takes q, country, city, type.',
    );
    expect(refusal(parseFeedQuery('?q=a&page=2&utm_source=x'))).toBe(
      'Unknown parameters "page", "utm_source": the feed takes q, country, city, type.',
    );
  });

  it('survives what a URL may hold: broken escapes, brackets, control characters', () => {
    expect(query(parseFeedQuery('?q=%E0%A4%A')).filter.query).toBe('\uFFFD%A');
    expect(refusal(parseFeedQuery('?country[]=India'))).toMatch(/^Unknown parameter "country\[\]"/);
    expect(query(parseFeedQuery('?q=%00')).filter.query).toBe('\u0000');
  });
});

describe('feedSearch', () => {
  it('writes the parameters back in a fixed order, leaving out what is blank', () => {
    expect(
      feedSearch({
        filter: { query: 'c++ & go', countries: ['India', ' '], cities: ['Pune'] },
        type: 'Job',
      }),
    ).toBe('?type=Job&q=c%2B%2B+%26+go&country=India&city=Pune');
    expect(feedSearch({ filter: { query: ' ', countries: [], cities: [] }, type: null })).toBe('');
  });

  it('reads back as what it wrote', () => {
    const written = {
      filter: { query: 'react', countries: ['India'], cities: ['Pune', 'Delhi'] },
      type: 'Internship' as const,
    };
    expect(query(parseFeedQuery(feedSearch(written)))).toEqual(written);
  });
});
