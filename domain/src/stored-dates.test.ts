import { describe, expect, it } from 'vitest';
import { timestampToDate, withDates } from './stored-dates';

/** The shape both Firebase SDKs' Timestamps share. */
const stamp = (ms: number) => ({ seconds: Math.floor(ms / 1000), toDate: () => new Date(ms) });

describe('withDates', () => {
  it('turns top-level Timestamps and those in top-level lists into Dates', () => {
    const data = withDates({
      createdAt: stamp(1_000),
      times: [stamp(2_000), stamp(3_000)],
      Title: 'Engineer',
      count: 3,
      none: null,
    });
    expect(data).toEqual({
      createdAt: new Date(1_000),
      times: [new Date(2_000), new Date(3_000)],
      Title: 'Engineer',
      count: 3,
      none: null,
    });
  });

  it('leaves a Timestamp nested in a map for its schema, and a Date as it is', () => {
    const nested = { at: stamp(4_000) };
    const date = new Date(5_000);
    expect(withDates({ nested, date })).toEqual({ nested, date });
    expect(timestampToDate(nested.at)).toEqual(new Date(4_000));
    expect(timestampToDate('2026-11-26')).toBe('2026-11-26');
  });
});
