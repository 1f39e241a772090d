// Each user's daily allowance of tests, kept in `assessmentQuotas/{uid}` (functions only) and
// counted in a transaction, so calls at the same moment cannot both take the last one.
//
// A test is counted when its statements are asked for. Its paragraph must not cost a second
// test, so paragraphs have an allowance of their own, as large: a day's ten tests get their ten
// paragraphs, and nobody gets more paragraphs than tests' worth. Tying each paragraph to an
// earlier statements call instead would refuse a paragraph asked for again after a reload or a
// dropped answer, with the candidate halfway through a test. Days are UTC days: the allowance
// resets at midnight UTC, which the refusal names.
import { ASSESSMENT_TESTS_PER_DAY, COLLECTIONS } from '@portal/domain/constants';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { HttpsError } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { rateLimited } from '#src/platform/refusals';
import type { Part } from './prompts';

const DAY_MS = 24 * 60 * 60 * 1000;

const QuotaSchema = z.object({
  /** The UTC day counted, 'yyyy-mm-dd'. */
  day: z.string(),
  statements: z.number().int().min(0),
  paragraph: z.number().int().min(0),
});
export type Quota = z.infer<typeof QuotaSchema>;

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

export function quotaRef(db: Firestore, uid: string) {
  return db.collection(COLLECTIONS.assessmentQuotas).doc(encodeURIComponent(uid));
}

/** Counts one `part` for `uid`, or returns the refusal when today's allowance is spent. */
export async function claimAssessmentQuota(
  db: Firestore,
  { uid, part, now }: { uid: string; part: Part; now: number },
): Promise<HttpsError | null> {
  const ref = quotaRef(db, uid);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    let stored: Quota | null = null;
    if (snapshot.exists) {
      const parsed = QuotaSchema.safeParse(snapshot.data());
      // A counter in a shape we did not write counts as empty, rather than shut its user out.
      if (parsed.success) stored = parsed.data;
      else logger.warn(`Quota ${ref.path} has an unexpected shape; counted as empty`);
    }
    const decision = decideQuota(stored, part, now);
    if (!decision.allowed) return rateLimited(decision.retryAt, 'caller', REFUSALS[part]);
    tx.set(ref, decision.quota);
    return null;
  });
}
