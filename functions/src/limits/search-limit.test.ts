// The search limit's ways through without counting; the counting is on the emulator
// (search-limit.attack.emulator.test.ts).
import type { Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimSearch, retryAfterSeconds } from './search-limit';

const from = (address: string) =>
  ({ headers: { 'x-forwarded-for': address }, ip: '127.0.0.1' }) as unknown as Request;
/** A Firestore that must not be asked. */
const untouchable = new Proxy({} as Firestore, {
  get: () => {
    throw new Error('Firestore was asked');
  },
});
const NOW = Date.parse('2026-11-25T12:00:30Z');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('claimSearch', () => {
  it('lets the emulator’s own machine through uncounted', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const claim = await claimSearch(untouchable, from(address), NOW, {
        FUNCTIONS_EMULATOR: 'true',
      });
      expect(claim.allowed, address).toBe(true);
    }
  });

  it('lets everything through where there is no Firestore to count in', async () => {
    expect((await claimSearch(null, from('203.0.113.1'), NOW, {})).allowed).toBe(true);
  });

  it('lets a search through when it cannot be counted, and says so in the log', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const claim = await claimSearch(untouchable, from('203.0.113.1'), NOW, {
      FUNCTIONS_EMULATOR: 'true',
    });
    expect(claim.allowed).toBe(true);
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('retryAfterSeconds', () => {
  it('rounds up, and is never less than a second', () => {
    expect(retryAfterSeconds(NOW + 29_500, NOW)).toBe('30');
    expect(retryAfterSeconds(NOW, NOW)).toBe('1');
  });
});
