// Each user's daily allowance of tests, kept in `assessmentQuotas/{uid}` (quota-documents.ts) and
// counted in a transaction, so calls at the same moment cannot both take the last one.
//
// A test is counted when its statements are asked for. Its paragraph must not cost a second
// test, so paragraphs have an allowance of their own, as large: a day's ten tests get their ten
// paragraphs, and nobody gets more paragraphs than tests' worth. Tying each paragraph to an
// earlier statements call instead would refuse a paragraph asked for again after a reload or a
// dropped answer, with the candidate halfway through a test. Days are UTC days: the allowance
// resets at midnight UTC, which the refusal names.
//
// Gemini's own budget is counted in the same transaction, in `limits` (functions only): the
// calls of unverified accounts per network, and everyone's calls per day. Past either, the call
// is still served, from the bank, and nothing of the budget is counted (gemini-settings.ts has
// the values and why).
import { ASSESSMENT_TESTS_PER_DAY } from '@portal/domain/constants';
import type { Firestore } from 'firebase-admin/firestore';
import type { HttpsError } from 'firebase-functions/v2/https';
import { rateLimited } from '#src/platform/refusals';
import {
  GEMINI_CALLS_PER_DAY,
  GEMINI_CALLS_PER_UNVERIFIED_NETWORK_PER_DAY,
} from './gemini-settings';
import type { Part } from './prompts';
import {
  countGeminiCall,
  geminiNetworkRef,
  geminiSiteRef,
  quotaRef,
  readGeminiCount,
  readQuota,
  readSiteGeminiCount,
  writeQuota,
  type Quota,
} from './quota-documents';

export type { Quota };

const DAY_MS = 24 * 60 * 60 * 1000;

export type QuotaDecision = { allowed: true; quota: Quota } | { allowed: false; retryAt: number };

export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Midnight UTC after `now`: when the allowance starts again. */
export function nextUtcMidnight(now: number): number {
  return (Math.floor(now / DAY_MS) + 1) * DAY_MS;
}

/** One more `part` for a user whose counts are `stored` (null: none yet). */
export function decideQuota(
  stored: Quota | null,
  part: Part,
  now: number,
  perDay: number = ASSESSMENT_TESTS_PER_DAY,
): QuotaDecision {
  const day = utcDay(now);
  const today = stored?.day === day ? stored : { day, statements: 0, paragraph: 0 };
  if (today[part] >= perDay) return { allowed: false, retryAt: nextUtcMidnight(now) };
  return { allowed: true, quota: { ...today, [part]: today[part] + 1 } };
}

const REFUSALS: Record<Part, string> = {
  statements: `${ASSESSMENT_TESTS_PER_DAY} tests a day is as many as one person may take.`,
  paragraph: `Paragraphs for ${ASSESSMENT_TESTS_PER_DAY} tests a day are as many as one person may have.`,
};

export interface GeminiLimits {
  /** Gemini calls a UTC day for the unverified accounts of one network, together. */
  perUnverifiedNetwork: number;
  /** Gemini calls a UTC day from everyone. */
  siteWide: number;
}

export const GEMINI_LIMITS: GeminiLimits = {
  perUnverifiedNetwork: GEMINI_CALLS_PER_UNVERIFIED_NETWORK_PER_DAY,
  siteWide: GEMINI_CALLS_PER_DAY,
};

export type GeminiDecision = { ask: true } | { ask: false; reason: string };

/**
 * Whether one more call may ask Gemini, the site having made `siteCount` calls today and the
 * caller's network `networkCount` for its unverified accounts (null: the account is verified,
 * and its network does not count).
 */
export function decideGemini(
  { siteCount, networkCount }: { siteCount: number; networkCount: number | null },
  limits: GeminiLimits = GEMINI_LIMITS,
): GeminiDecision {
  if (siteCount >= limits.siteWide) {
    return { ask: false, reason: `the site's ${limits.siteWide} Gemini calls for today are spent` };
  }
  if (networkCount !== null && networkCount >= limits.perUnverifiedNetwork) {
    return {
      ask: false,
      reason:
        `the ${limits.perUnverifiedNetwork} Gemini calls a day for unverified accounts on this ` +
        'network are spent',
    };
  }
  return { ask: true };
}

export interface AssessmentClaim {
  /** Why this call is refused (the user's tests for today are taken), or null. */
  refusal: HttpsError | null;
  /**
   * Why this call's text comes from the bank without asking Gemini (its budget for today is
   * spent), or null: ask, the call counted against the budget.
   */
  bankReason: string | null;
}

/**
 * Counts one `part` for `uid`, or refuses it when today's allowance is spent; and, when the text
 * is to be asked of Gemini (`gemini` is null when it is not: no key), one Gemini call against
 * the budget: the site's, and `gemini.network`'s when the account is unverified (else null).
 *
 * One transaction. The user's and the network's counters are read in it, so calls at the same
 * moment cannot both take a last one. The site's counter is read beside it, not in it
 * (quota-documents.ts, readSiteGeminiCount): its count stays exact (an increment), and the cap
 * may be passed by as many calls as read it at the same moment.
 */
export async function claimAssessment(
  db: Firestore,
  {
    uid,
    part,
    now,
    gemini,
  }: { uid: string; part: Part; now: number; gemini: { network: string | null } | null },
  limits: GeminiLimits = GEMINI_LIMITS,
): Promise<AssessmentClaim> {
  const ref = quotaRef(db, uid);
  const siteRef = gemini ? geminiSiteRef(db, utcDay(now)) : null;
  const networkRef = gemini?.network ? geminiNetworkRef(db, gemini.network, utcDay(now)) : null;
  const siteCount = siteRef ? readSiteGeminiCount(siteRef) : Promise.resolve(0);
  // Not left unhandled while the transaction runs; awaited below.
  siteCount.catch(() => {});
  return db.runTransaction(async (tx): Promise<AssessmentClaim> => {
    const [stored, networkCount] = await Promise.all([
      readQuota(tx, ref),
      networkRef ? readGeminiCount(tx, networkRef) : null,
    ]);
    const decision = decideQuota(stored, part, now);
    if (!decision.allowed) {
      return {
        refusal: rateLimited(decision.retryAt, 'caller', REFUSALS[part]),
        bankReason: null,
      };
    }
    writeQuota(tx, ref, decision.quota);
    if (!siteRef) return { refusal: null, bankReason: null };

    const budget = decideGemini({ siteCount: await siteCount, networkCount }, limits);
    if (!budget.ask) return { refusal: null, bankReason: budget.reason };
    const network = networkRef && { ref: networkRef, count: (networkCount ?? 0) + 1 };
    countGeminiCall(tx, siteRef, network, nextUtcMidnight(now));
    return { refusal: null, bankReason: null };
  });
}
