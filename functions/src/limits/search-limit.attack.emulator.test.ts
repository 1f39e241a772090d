// Attack: one machine sends search after search that nobody asked before, so the CDN answers
// none and each reaches the search index (one or two rare characters: a read of every open job's
// text). Its network is served SEARCHES_PER_NETWORK.max a minute, then answered 429 until the
// minute ends, while other networks are served. On the Firestore emulator, in-process with the
// clock set, and once through the functions emulator over HTTP as a browser would meet it.
import type { Request } from 'express';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { networkKey } from '#src/security/caller-key';
import { DEVELOPMENT_SALT } from '#src/security/caller-salt';
import { clearFirestore, testFirestore } from '#src/test/emulators';
import { countFirestoreReads } from '#src/test/firestore-reads';
import { searchLimitRef } from './limit-documents';
import { claimSearch, forgetSearchRefusals, SEARCHES_PER_NETWORK } from './search-limit';

const db = testFirestore();
/** The functions emulator's settings: the development salt, and its own machine not limited. */
const EMULATOR = { FUNCTIONS_EMULATOR: 'true' };
const MINUTE = SEARCHES_PER_NETWORK.windowMs;
const { max } = SEARCHES_PER_NETWORK;

const from = (address: string) =>
  ({ headers: { 'x-forwarded-for': address }, ip: '127.0.0.1' }) as unknown as Request;

beforeEach(async () => {
  await clearFirestore();
  forgetSearchRefusals();
});
afterAll(() => forgetSearchRefusals());

describe('attack: a flood of searches from one network', () => {
  it(`serves ${max} a minute, refuses the rest until the minute is out, and serves others`, async () => {
    // A minute of its own, whatever the time is now: the counters are per minute.
    const start = Math.floor(Date.UTC(2031, 0, 1, 12, 0, 0) / MINUTE) * MINUTE;
    // Every search from another address of one IPv6 /64: a subscriber's, theirs to fill.
    const inNetwork = (n: number) => from(`2001:db8:5:6::${(n + 1).toString(16)}`);
    for (let n = 0; n < max; n++) {
      const claim = await claimSearch(db, inNetwork(n), start + n * 10, EMULATOR);
      expect(claim.allowed, `search ${n + 1}`).toBe(true);
      if (claim.allowed) await claim.recorded;
    }
    const refused = await claimSearch(db, inNetwork(max), start + 30_000, EMULATOR);
    expect(refused).toEqual({
      allowed: false,
      retryAt: start + MINUTE,
      message: `Too many searches from your network: ${max} in a minute is as many as one network may send. Try again in 30 s.`,
    });
    // Refused again without a read: a flood past the cap costs Firestore nothing more.
    const reads = countFirestoreReads();
    try {
      for (let n = 0; n < 50; n++) {
        const again = await claimSearch(db, inNetwork(n), start + 40_000 + n, EMULATOR);
        expect(again.allowed).toBe(false);
      }
      expect(reads.reads()).toBe(0);
    } finally {
      reads.stop();
    }
    // Another network is served meanwhile, and this one once the next minute starts.
    expect((await claimSearch(db, from('198.51.100.9'), start + 40_000, EMULATOR)).allowed).toBe(
      true,
    );
    expect((await claimSearch(db, inNetwork(0), start + MINUTE, EMULATOR)).allowed).toBe(true);
  });

  it('answers searchJobs with a 429 that says when, and that no cache keeps', async () => {
    const address = '203.0.113.200';
    // This network has sent its searches for this minute and the next (its counters, filled).
    const key = networkKey(
      { rawRequest: { headers: { 'x-forwarded-for': address } } },
      DEVELOPMENT_SALT,
    );
    const now = Math.floor(Date.now() / MINUTE) * MINUTE;
    await Promise.all(
      [now, now + MINUTE].map((start) => searchLimitRef(db, key, start).set({ count: max })),
    );
    const url = `${process.env.PORTAL_FUNCTIONS_URL}/searchJobs?type=Job&q=qj`;
    const refused = await fetch(url, { headers: { 'X-Forwarded-For': address } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.text()).toMatch(
      new RegExp(
        `^Too many searches from your network: ${max} in a minute .* Try again in \\d+ s\\.$`,
      ),
    );
    // Another network's search is answered.
    const served = await fetch(url, { headers: { 'X-Forwarded-For': '198.51.100.44' } });
    expect(served.status, await served.clone().text()).toBe(200);
  });
});
