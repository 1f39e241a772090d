import type { Functions } from 'firebase/functions';
import { httpsCallable } from 'firebase/functions';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callFunction, isServerTrouble, refusalOf, retryTimeText } from './callables';

vi.mock('firebase/functions', () => ({
  httpsCallable: vi.fn(() => async () => ({ data: { ok: true } })),
}));

describe('callFunction', () => {
  const functions = {} as Functions;
  const answer = z.object({ ok: z.boolean() });

  it('asks App Check for a fresh limited-use token for posting, reporting, subscribing and the assessment', async () => {
    for (const name of ['postJob', 'reportJob', 'subscribe', 'generateAssessment']) {
      expect(await callFunction(functions, name, {}, answer)).toEqual({
        ok: true,
        data: { ok: true },
      });
      expect(httpsCallable).toHaveBeenLastCalledWith(
        functions,
        name,
        expect.objectContaining({ limitedUseAppCheckTokens: true }),
      );
    }
  });

  it('uses the ordinary token elsewhere', async () => {
    await callFunction(functions, 'listAlerts', {}, answer);
    expect(httpsCallable).toHaveBeenLastCalledWith(
      functions,
      'listAlerts',
      expect.objectContaining({ limitedUseAppCheckTokens: false }),
    );
  });
});

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

describe('isServerTrouble', () => {
  it('counts an unreachable, slow or failing server, not a reason about the request', () => {
    const refusal = (code: string) => ({ code, message: '', details: null });
    for (const code of ['unavailable', 'deadline-exceeded', 'internal', 'unknown']) {
      expect(isServerTrouble(refusal(code))).toBe(true);
    }
    for (const code of ['invalid-argument', 'resource-exhausted', 'unauthenticated', 'not-found']) {
      expect(isServerTrouble(refusal(code))).toBe(false);
    }
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
