import { RefusalDetailsSchema } from '@portal/domain/callables/callable-results';
import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { describe, expect, it, vi } from 'vitest';
import { adminFirestore } from './admin';
import { callable } from './callable';
import {
  asCallableError,
  invalidFields,
  noSuchJob,
  rateLimited,
  repostOf,
  tooFast,
} from './refusals';

/** A call as firebase-functions hands it on, its App Check token verified (this is not the emulator). */
const request = (data: unknown, app: object = { appId: 'web', token: {} }) =>
  ({ data, rawRequest: { headers: {} }, app }) as CallableRequest;

describe('refusals', () => {
  it('each carries details the browser parses', () => {
    for (const error of [
      invalidFields({ Title: 'Enter the job title.' }, { Title: 'Title' }),
      tooFast(1500),
      rateLimited(Date.parse('2025-11-23T14:35:20.5Z'), 'caller', 'Too many.'),
      repostOf('job1'),
      noSuchJob(),
    ]) {
      expect(RefusalDetailsSchema.safeParse(error.details).success, error.message).toBe(true);
    }
  });

  it('names each invalid field by its label; a problem with no field stands alone', () => {
    const error = invalidFields(
      { ApplyURL: 'Enter a web address.', '': 'Send a post.' },
      { ApplyURL: 'Application URL' },
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(
      'Check these fields. Application URL: Enter a web address. Send a post.',
    );
  });

  it('says when to try again, rounded up so that trying then works', () => {
    const error = rateLimited(Date.parse('2025-11-23T14:35:20.5Z'), 'everyone', 'Too many.');
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe('Too many. Try again after 2025-11-23 14:36 UTC.');
    expect(error.details).toEqual({
      reason: 'rate-limited',
      retryAt: '2025-11-23T14:35:21.000Z',
      scope: 'everyone',
    });
  });

  it('passes a refusal through and turns any other failure into a logged, worded unavailable', () => {
    const refusal = noSuchJob();
    expect(asCallableError(refusal, 'Reporting')).toBe(refusal);
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const error = asCallableError(new Error('DEADLINE_EXCEEDED'), 'Posting');
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe('Posting failed on our side; try again in a minute.');
    expect(log).toHaveBeenCalledWith('Posting failed', expect.any(Error));
    log.mockRestore();
  });
});

describe('callable', () => {
  it('answers what the handler answers', async () => {
    const echo = callable('Posting', async (req) => ({ got: req.data as unknown }));
    await expect(echo.run(request(1))).resolves.toEqual({ got: 1 });
  });

  it('never lets a failure out as a bare internal error', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const failing = callable('Reporting', async () => {
      throw new TypeError('boom');
    });
    const error = await Promise.resolve(failing.run(request({}))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({
      code: 'unavailable',
      message: 'Reporting failed on our side; try again in a minute.',
    });
    vi.restoreAllMocks();
  });

  it('attack: a limited-use callable refuses a token spent by an earlier call, before its handler runs', async () => {
    const handler = vi.fn(async () => 'done');
    const posting = callable('Posting', handler, { limitedUse: true });
    const fresh = { appId: 'web', token: {}, alreadyConsumed: false };
    await expect(posting.run(request({}, fresh))).resolves.toBe('done');
    const replayed = await Promise.resolve(
      posting.run(request({}, { ...fresh, alreadyConsumed: true })),
    ).catch((e: unknown) => e);
    expect(replayed).toMatchObject({
      code: 'unauthenticated',
      details: { reason: 'token-replayed' },
    });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('adminFirestore', () => {
  it('refuses on the emulator without a Firestore emulator, rather than reach the real project', () => {
    expect(() => adminFirestore('Posting', { FUNCTIONS_EMULATOR: 'true' })).toThrow(
      expect.objectContaining({
        code: 'unavailable',
        message: 'Posting needs the Firestore emulator, which is not running here.',
      }),
    );
  });
});
