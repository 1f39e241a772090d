import { describe, expect, it } from 'vitest';
import { refusalOf, retryTimeText } from './callables';

describe('refusalOf', () => {
  it('reads the code, the message and details of a known shape', () => {
    const error = Object.assign(new Error('Title: Enter the job title.'), {
      code: 'functions/invalid-argument',
      details: { reason: 'invalid-fields', fields: { Title: 'Enter the job title.' } },
    });
    expect(refusalOf(error)).toEqual({
      code: 'invalid-argument',
      message: 'Title: Enter the job title.',
      details: { reason: 'invalid-fields', fields: { Title: 'Enter the job title.' } },
    });
  });

  it('drops details of an unknown shape and survives a thrown string', () => {
    const error = Object.assign(new Error('x'), { code: 'functions/internal', details: 42 });
    expect(refusalOf(error).details).toBeNull();
    expect(refusalOf('boom')).toEqual({ code: 'unknown', message: '', details: null });
  });
});

describe('retryTimeText', () => {
  it('says the time alone today and the day too otherwise', () => {
    const now = new Date(2026, 10, 23, 9, 0);
    const at = (day: number, hour: number, minute: number) =>
      new Date(2026, 10, day, hour, minute).toISOString();
    expect(retryTimeText(at(23, 14, 35), now, 'en-GB')).toBe('at 14:35');
    expect(retryTimeText(at(24, 9, 10), now, 'en-GB')).toBe('on 24 Nov at 09:10');
  });
});
