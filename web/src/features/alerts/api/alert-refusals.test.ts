import { describe, expect, it } from 'vitest';
import type { Refusal } from '@/lib/firebase/callables';
import { describeChangeRefusal, describeSubscribeRefusal } from './alert-refusals';

const now = new Date(2026, 10, 23, 9, 0);
const inHalfAnHour = new Date(2026, 10, 23, 9, 30).toISOString();
const at = new Date(inHalfAnHour).toLocaleTimeString(undefined, {
  hour: '2-digit',
  minute: '2-digit',
});

function refusal(code: string, details: Refusal['details'] = null, message = ''): Refusal {
  return { code, message, details };
}

describe('describeSubscribeRefusal', () => {
  it('puts a bad address at the field', () => {
    const failure = describeSubscribeRefusal(
      refusal('invalid-argument', {
        reason: 'invalid-fields',
        fields: { email: 'Enter an e-mail address like name@example.com.' },
      }),
    );
    expect(failure.email).toBe('Enter an e-mail address like name@example.com.');
  });

  it('says when this caller, or anyone, may subscribe again', () => {
    const caller = describeSubscribeRefusal(
      refusal('resource-exhausted', {
        reason: 'rate-limited',
        retryAt: inHalfAnHour,
        scope: 'caller',
      }),
      now,
    );
    expect(caller).toEqual({
      reason: `you have subscribed several times in a short time. You can subscribe again at ${at}.`,
    });
    const everyone = describeSubscribeRefusal(
      refusal('resource-exhausted', {
        reason: 'rate-limited',
        retryAt: inHalfAnHour,
        scope: 'everyone',
      }),
      now,
    );
    expect(everyone.reason).toBe(
      `too many people are subscribing right now. Please try again at ${at}.`,
    );
  });

  it('tells server trouble from other refusals', () => {
    expect(describeSubscribeRefusal(refusal('unavailable')).reason).toMatch(
      /^the server could not be reached/,
    );
    expect(describeSubscribeRefusal(refusal('permission-denied', null, 'No.')).reason).toBe('No.');
  });
});

describe('describeChangeRefusal', () => {
  it('says an alert that is gone is gone, and an ended session ended', () => {
    expect(describeChangeRefusal(refusal('not-found'))).toMatch(/no longer exists/);
    expect(describeChangeRefusal(refusal('unauthenticated'))).toMatch(/Log in again/);
  });

  it('says when changes may be made again, and what to do about trouble', () => {
    expect(
      describeChangeRefusal(
        refusal('resource-exhausted', {
          reason: 'rate-limited',
          retryAt: inHalfAnHour,
          scope: 'caller',
        }),
        now,
      ),
    ).toBe(`You have changed your alerts many times in a short time. You can try again at ${at}.`);
    expect(describeChangeRefusal(refusal('deadline-exceeded'))).toMatch(/Check your connection/);
  });
});
