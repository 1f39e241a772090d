// The generateAssessment callable: a signed-in user asks for a test's statements or its
// paragraph; the daily allowance is counted first, with Gemini's budget (quota.ts), then the
// text comes from Gemini or the bank.
import {
  GenerateAssessmentInputSchema,
  type ParagraphReply,
  type StatementsReply,
} from '@portal/domain/assessment/content';
import { fieldMessages } from '@portal/domain/field-messages';
import type { Random } from '@portal/domain/seed/seed-random';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { adminFirestore } from '#src/platform/admin';
import { callable } from '#src/platform/callable';
import { invalidFields } from '#src/platform/refusals';
import { identifyCaller, type CallerRequest } from '#src/security/caller-key';
import { callerSalt } from '#src/security/caller-salt';
import { assessmentContent, type GeminiAdapter } from './assessment-content';
import { geminiSecrets, geminiSettings, type GeminiSettings } from './gemini-settings';
import { claimAssessment, type GeminiLimits } from './quota';

const DOING = 'Preparing the assessment';

export interface AssessmentServices {
  /** Asked for only once the call is signed in and well formed. */
  firestore: () => Firestore;
  /** The salt of network keys (security/caller-salt.ts). */
  salt: () => string;
  settings: GeminiSettings;
  now: number;
  /** Stand-ins for tests: the Gemini adapter, smaller limits, a seeded draw from the bank. */
  ask?: GeminiAdapter;
  limits?: GeminiLimits;
  random?: Random;
}

/**
 * One call: who is asking, for what part; their allowance; then the text. An unverified
 * account's Gemini calls count against its network too (security/caller-key.ts): accounts are
 * free to make, networks less so.
 */
export async function serveAssessment(
  request: CallerRequest & { data: unknown },
  services: AssessmentServices,
): Promise<StatementsReply | ParagraphReply> {
  const uid = request.auth?.uid;
  if (!uid) {
    throw new HttpsError('unauthenticated', 'Log in to take the assessment.');
  }
  const parsed = GenerateAssessmentInputSchema.safeParse(request.data);
  if (!parsed.success) throw invalidFields(fieldMessages(parsed.error), { part: 'Part' });
  const { part } = parsed.data;
  const { settings, now } = services;
  // No key, no Gemini call: nothing of its budget to count.
  let gemini: { network: string | null } | null = null;
  if (settings.apiKey) {
    const { account, network } = identifyCaller(request, services.salt());
    gemini = { network: account?.verified ? null : network };
  }
  const { refusal, bankReason } = await claimAssessment(
    services.firestore(),
    { uid, part, now, gemini },
    services.limits,
  );
  if (refusal) throw refusal;
  return assessmentContent(part, settings, services.random, { ask: services.ask, bankReason });
}

export const generateAssessment = callable(
  DOING,
  (request) =>
    serveAssessment(request, {
      firestore: () => adminFirestore(DOING),
      salt: () => callerSalt(),
      settings: geminiSettings(),
      now: Date.now(),
    }),
  { secrets: geminiSecrets(process.env), limitedUse: true },
);
