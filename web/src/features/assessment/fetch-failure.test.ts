import { describe, expect, it } from 'vitest';
import { retryTimeText } from '@/lib/firebase/callables';
import { fetchFailure } from './fetch-failure';

const NOW = new Date(2026, 10, 23, 15, 0);
// The next day's midnight UTC, as the function names it; shown in local time.
const RETRY_AT = new Date(2026, 10, 24, 1, 0).toISOString();

describe('fetchFailure', () => {
  it('says the day’s allowance is spent, and when the next test can start', () => {
    const failure = fetchFailure(
      'statements',
      {
        code: 'resource-exhausted',
        message: '10 tests a day is as many as one person may take. Try again after 01:00 UTC.',
        details: { reason: 'rate-limited', retryAt: RETRY_AT, scope: 'caller' },
      },
      NOW,
    );
    expect(failure.message).toBe('Failed to fetch statements');
    // The time is the shared wording of every retry (callables.test.ts): tomorrow, so with its day.
    expect(retryTimeText(RETRY_AT, NOW)).toMatch(/^on /);
    expect(failure.advice).toBe(
      `You have taken 10 assessments today, as many as a day allows. You can take another ${retryTimeText(RETRY_AT, NOW)}.`,
    );
  });

  it('names the paragraph, and asks to try again when the server could not answer', () => {
    expect(
      fetchFailure('paragraph', { code: 'unavailable', message: '', details: null }, NOW),
    ).toEqual({
      message: 'Failed to fetch paragraph',
      advice: 'The server could not be reached or could not answer. Please try again in a moment.',
    });
  });

  it('asks to log in again when the session has ended', () => {
    expect(
      fetchFailure('statements', { code: 'unauthenticated', message: 'x', details: null }, NOW)
        .advice,
    ).toBe('Your session has ended. Please log in again.');
  });

  it('passes on the function’s own words for any other refusal', () => {
    expect(
      fetchFailure(
        'statements',
        {
          code: 'invalid-argument',
          message: 'Part: choose statements or paragraph.',
          details: null,
        },
        NOW,
      ).advice,
    ).toBe('Part: choose statements or paragraph.');
  });
});
