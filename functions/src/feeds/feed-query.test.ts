import { describe, expect, it } from 'vitest';
import { LIST_LIMITS } from '@portal/domain/jobs/job-list-parameters';
import { feedSearch, parseFeedQuery, type FeedQueryResult } from './feed-query';

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
    expect(query(parseFeedQuery(''))).toEqual({ query: '', countries: [], cities: [], type: null });
  });

  it('reads the list pages’ own parameters, repeated places and all', () => {
    expect(
      query(
        parseFeedQuery('?q=react+native&country=India&country=Nepal&city=Pune&type=Internship'),
      ),
    ).toEqual({
      query: 'react native',
      countries: ['India', 'Nepal'],
      cities: ['Pune'],
      type: 'Internship',
    });
    expect(query(parseFeedQuery('q=%3C%2Ftitle%3E')).query).toBe('</title>');
  });

  it('takes a list page’s order and drops it: a feed lists new jobs as they are posted', () => {
    const list = query(parseFeedQuery('?q=react&sort=confirmed&type=Job'));
    expect(list).toEqual({ query: 'react', countries: [], cities: [], type: 'Job' });
    expect(feedSearch(list)).toBe('?type=Job&q=react');
    expect(refusal(parseFeedQuery('?sort=posted'))).toMatch(/^sort must be confirmed/);
  });

  it('reads the pay filters, and writes them back in the list pages’ order', () => {
    const list = query(parseFeedQuery('?per=month&minpay=25000&pay=shown&type=Job'));
    expect(list).toEqual({
      query: '',
      countries: [],
      cities: [],
      type: 'Job',
      showsPay: true,
      minPay: { amount: 25_000, per: 'month' },
    });
    expect(feedSearch(list)).toBe('?type=Job&pay=shown&minpay=25000&per=month');
    expect(refusal(parseFeedQuery('?per=month'))).toBe('per may be given only with minpay.');
    expect(refusal(parseFeedQuery('?minpay=25k'))).toBe('minpay must be a whole number of rupees.');
  });

  it('refuses a type that is not Job or Internship', () => {
    expect(refusal(parseFeedQuery('?type=internship'))).toBe('type must be Job or Internship.');
    expect(refusal(parseFeedQuery('?type='))).toBe('type must be Job or Internship.');
  });

  it('refuses a parameter given twice that is meant once', () => {
    expect(refusal(parseFeedQuery('?q=a&q=b'))).toBe('q may be given only once.');
    expect(refusal(parseFeedQuery('?type=Job&type=Job'))).toBe(
      'type must be given once: Job or Internship.',
    );
  });

  it('refuses values past the limits', () => {
    expect(refusal(parseFeedQuery(`?q=${'a'.repeat(201)}`))).toBe(
      'The search must be at most 200 characters.',
    );
    expect(refusal(parseFeedQuery(`?city=${'a'.repeat(201)}`))).toBe(
      'Each city must be at most 200 characters.',
    );
    const many = Array.from({ length: LIST_LIMITS.places + 1 }, (_, i) => `country=C${i}`).join(
      '&',
    );
    expect(refusal(parseFeedQuery(`?${many}`))).toBe('At most 20 countries may be chosen.');
    const enough = Array.from({ length: LIST_LIMITS.places }, (_, i) => `country=C${i}`).join('&');
    expect(query(parseFeedQuery(`?${enough}`)).countries).toHaveLength(LIST_LIMITS.places);
  });

  it('refuses parameters it does not know, naming them', () => {
    expect(refusal(parseFeedQuery('?contry=India'))).toBe(
      'Unknown parameter "contry": the feed takes type, q, country, city, company, pay, minpay, per, sort.',
    );
    expect(refusal(parseFeedQuery('?q=a&page=2&utm_source=x'))).toBe(
      'Unknown parameters "page", "utm_source": the feed takes type, q, country, city, company, pay, minpay, per, sort.',
    );
  });

  it('survives what a URL may hold: broken escapes, brackets, control characters', () => {
    expect(query(parseFeedQuery('?q=%E0%A4%A')).query).toBe('\uFFFD%A');
    expect(refusal(parseFeedQuery('?country[]=India'))).toMatch(/^Unknown parameter "country\[\]"/);
    expect(query(parseFeedQuery('?q=%00')).query).toBe('\u0000');
  });
});

describe('feedSearch', () => {
  it('writes the parameters back in a fixed order, leaving out what is blank', () => {
    expect(
      feedSearch({ query: 'c++ & go', countries: ['India', ' '], cities: ['Pune'], type: 'Job' }),
    ).toBe('?type=Job&q=c%2B%2B+%26+go&country=India&city=Pune');
    expect(feedSearch({ query: ' ', countries: [], cities: [], type: null })).toBe('');
  });

  it('reads back as what it wrote', () => {
    const written = {
      query: 'react',
      countries: ['India'],
      cities: ['Delhi', 'Pune'],
      type: 'Internship' as const,
    };
    expect(query(parseFeedQuery(feedSearch(written)))).toEqual(written);
  });
});
