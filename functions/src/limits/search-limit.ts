// How many searches one network may send that the CDN did not answer: a search nobody asked
// this minute reaches the search index, and a rare one or two characters long reads every open
// job's text once. Counted in `limits` per network (security/caller-key.ts: an IPv4 address or an
// IPv6 /64, salted and hashed) and clock minute, as the site-wide caps count an hour: a read
// before the search, an increment beside it, no transaction, so a flood meets no lock and a
// burst at one instant may pass the cap by the few that read it together.
import type { Request } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { runsOnEmulator, type Env } from '#src/platform/environment';
import { clientAddress, networkKey } from '#src/security/caller-key';
import { callerSalt } from '#src/security/caller-salt';
import { countInWindow, readHourlyCount, searchLimitRef } from './limit-documents';
import { decideWindowCap } from './rate-limit';

/**
 * Generous: a network may be a campus or a carrier's shared address with many people behind it,
 * and their repeated searches are the CDN's. One machine past it waits for the next minute.
 */
export const SEARCHES_PER_NETWORK = { windowMs: 60_000, max: 120, name: 'a minute' } as const;

export type SearchClaim =
  /** `recorded`: the count of this search, written beside it; never rejects. */
  { allowed: true; recorded: Promise<void> } | { allowed: false; retryAt: number; message: string };

const FREE: SearchClaim = { allowed: true, recorded: Promise.resolve() };

/**
 * Networks refused here, until when: their searches are refused again without a read, so a
 * flood past the cap costs Firestore nothing more.
 */
const refusedUntil = new Map<string, number>();
const MAX_REMEMBERED = 10_000;

function remember(key: string, until: number, now: number): void {
  if (refusedUntil.size >= MAX_REMEMBERED) {
    for (const [at, end] of refusedUntil) if (end <= now) refusedUntil.delete(at);
    if (refusedUntil.size >= MAX_REMEMBERED) refusedUntil.clear();
  }
  refusedUntil.set(key, until);
}

/** Seconds to `retryAt`, as a Retry-After header says them: at least one. */
export const retryAfterSeconds = (retryAt: number, now: number) =>
  String(Math.max(1, Math.ceil((retryAt - now) / 1000)));

function refusal(retryAt: number, now: number): SearchClaim {
  const { max, name } = SEARCHES_PER_NETWORK;
  return {
    allowed: false,
    retryAt,
    message: `Too many searches from your network: ${max} in ${name} is as many as one network may send. Try again in ${retryAfterSeconds(retryAt, now)} s.`,
  };
}

const LOOPBACK = /^(127\.|::1$)/;

/**
 * One more search from the network `request` came from, or why not. On the emulator the
 * machine's own address is not limited (the end-to-end tests and benches all come from it); with
 * no Firestore to count in, nothing is. A failure to count lets the search through: the limit
 * guards the index, and must not take search down with Firestore.
 */
export async function claimSearch(
  db: Firestore | null,
  request: Pick<Request, 'headers' | 'ip'>,
  now: number,
  env: Env = process.env,
): Promise<SearchClaim> {
  const rawRequest = { headers: request.headers ?? {}, ip: request.ip };
  if (!db || (runsOnEmulator(env) && LOOPBACK.test(clientAddress(rawRequest) ?? ''))) return FREE;
  try {
    const key = networkKey({ rawRequest }, callerSalt(env));
    const until = refusedUntil.get(key);
    if (until !== undefined && until > now) return refusal(until, now);
    const { windowMs, max } = SEARCHES_PER_NETWORK;
    const start = Math.floor(now / windowMs) * windowMs;
    const ref = searchLimitRef(db, key, start);
    const decision = decideWindowCap(await readHourlyCount(ref), now, max, windowMs);
    if (!decision.allowed) {
      remember(key, decision.retryAt, now);
      return refusal(decision.retryAt, now);
    }
    // Forgotten once its minute is long past.
    const recorded = countInWindow(ref, start + 2 * windowMs).then(
      () => {},
      (error: unknown) => logger.warn('A search could not be counted for its network', error),
    );
    return { allowed: true, recorded };
  } catch (error) {
    logger.error('The search limit could not be read; this search goes through', error);
    return FREE;
  }
}

/** Forgets the networks refused here (tests). */
export function forgetSearchRefusals(): void {
  refusedUntil.clear();
}
