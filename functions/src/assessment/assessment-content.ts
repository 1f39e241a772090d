// A candidate always gets a test: Gemini's when it answers well, else one from the bank in
// domain, with the reason logged.
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

export async function assessmentContent<P extends Part>(
  part: P,
  settings: GeminiSettings,
  random: Random = Math.random,
): Promise<PartReply<P>> {
  const outcome = await askGemini(part, settings, random);
  if (outcome.ok) return { ...outcome.content, source: 'gemini' };
  logger.warn(`Assessment ${part} served from the bank: ${outcome.reason}`, {
    part,
    model: settings.model,
    reason: outcome.reason,
  });
  return { ...FROM_BANK[part](random), source: 'bank' };
}
