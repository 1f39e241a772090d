// A candidate always gets a test: Gemini's when it answers well, else one from the bank in
// domain, with the reason logged: Gemini failed, or was not asked because its daily budget is
// spent (quota.ts).
import { drawParagraph, drawStatements } from '@portal/domain/assessment/bank';
import type { ContentSourceSchema } from '@portal/domain/assessment/content';
import type { Random } from '@portal/domain/seed/seed-random';
import { logger } from 'firebase-functions';
import type { z } from 'zod';
import { askGemini, type PartContent } from './gemini';
import type { GeminiSettings } from './gemini-settings';
import type { Part } from './prompts';

export type PartReply<P extends Part> = PartContent[P] & {
  source: z.infer<typeof ContentSourceSchema>;
};

const FROM_BANK: { [P in Part]: (random: Random) => PartContent[P] } = {
  statements: drawStatements,
  paragraph: drawParagraph,
};

/** What asks Gemini for a part: askGemini, or a stand-in in tests. */
export type GeminiAdapter = typeof askGemini;

export interface ContentOptions {
  ask?: GeminiAdapter;
  /** Why Gemini is not to be asked at all for this one, or null to ask it. */
  bankReason?: string | null;
}

export async function assessmentContent<P extends Part>(
  part: P,
  settings: GeminiSettings,
  random: Random = Math.random,
  { ask = askGemini, bankReason = null }: ContentOptions = {},
): Promise<PartReply<P>> {
  const outcome =
    bankReason === null
      ? await ask(part, settings, random)
      : ({ ok: false, reason: bankReason } as const);
  if (outcome.ok) return { ...outcome.content, source: 'gemini' };
  logger.warn(`Assessment ${part} served from the bank: ${outcome.reason}`, {
    part,
    model: settings.model,
    reason: outcome.reason,
  });
  return { ...FROM_BANK[part](random), source: 'bank' };
}
