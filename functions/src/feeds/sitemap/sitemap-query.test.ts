import { describe, expect, it } from 'vitest';
import { parseSitemapQuery, partOutOfRange } from './sitemap-query';

describe('parseSitemapQuery', () => {
  it('reads no parameters as the sitemap itself', () => {
    expect(parseSitemapQuery('')).toEqual({ ok: true, part: null });
  });

  it('reads a part as a whole number from 1', () => {
    expect(parseSitemapQuery('?part=1')).toEqual({ ok: true, part: 1 });
    expect(parseSitemapQuery('part=12')).toEqual({ ok: true, part: 12 });
  });

  it.each(['0', '-1', '1.5', '01', ' 1', '1e3', 'two', '', '99999999999'])(
    'refuses part=%j',
    (part) => {
      expect(parseSitemapQuery(`?part=${encodeURIComponent(part)}`)).toEqual({
        ok: false,
        message: 'part must be a whole number from 1.',
      });
    },
  );

  it('refuses a part past any sitemap’s last', () => {
    expect(parseSitemapQuery('?part=10001')).toEqual({
      ok: false,
      message: 'part is past any sitemap’s last part.',
    });
  });

  it('refuses a part given twice', () => {
    expect(parseSitemapQuery('?part=1&part=2')).toEqual({
      ok: false,
      message: 'part may be given only once.',
    });
  });

  it('refuses parameters it does not know, naming them', () => {
    expect(parseSitemapQuery('?page=2')).toEqual({
      ok: false,
      message: 'Unknown parameter "page": the sitemap takes only part.',
    });
    expect(parseSitemapQuery('?part=1&utm_source=x&a=b')).toEqual({
      ok: false,
      message: 'Unknown parameters "utm_source", "a": the sitemap takes only part.',
    });
  });
});

describe('partOutOfRange', () => {
  it('accepts the parts there are, part 1 of a sitemap without parts too', () => {
    expect(partOutOfRange(1, 1)).toBeNull();
    expect(partOutOfRange(3, 3)).toBeNull();
  });

  it('says how many parts there are past the last', () => {
    expect(partOutOfRange(2, 1)).toBe('part 2 is past the last: this sitemap has 1 part.');
    expect(partOutOfRange(4, 3)).toBe('part 4 is past the last: this sitemap has 3 parts.');
  });
});
