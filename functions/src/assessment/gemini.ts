// The one place that talks to Gemini: a structured-output request through @google/genai, the
// reply read leniently and its counts enforced (domain's reply-parsing). Never throws: any
// failure comes back with a reason, and the caller serves the bank instead.
import type { ApiError as GeminiApiError } from '@google/genai';
import type { Paragraph, Statements } from '@portal/domain/assessment/content';
import {
  parseParagraph,
  parseStatements,
  type ContentParse,
} from '@portal/domain/assessment/reply-parsing';
import type { Random } from '@portal/domain/seed/seed-random';
import type { GeminiSettings } from './gemini-settings';
import { promptFor, RESPONSE_SCHEMAS, type Part } from './prompts';

export interface PartContent {
  statements: Statements;
  paragraph: Paragraph;
}

const PARSERS: { [P in Part]: (reply: string) => ContentParse<PartContent[P]> } = {
  statements: parseStatements,
  paragraph: parseParagraph,
};

function failureReason(
  error: unknown,
  settings: GeminiSettings,
  timedOut: boolean,
  ApiError: typeof GeminiApiError,
): string {
  if (timedOut) return `no answer within ${settings.timeoutMs / 1000} s`;
  if (error instanceof ApiError) {
    if (error.status === 404) return `model ${settings.model} not found (404)`;
    if (error.status === 429) return 'rate limit or quota exceeded (429)';
    if (error.status >= 500) return `Gemini failed on its side (${error.status})`;
    return `request refused (${error.status}): ${error.message.slice(0, 300)}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `Gemini could not be reached: ${message.slice(0, 300)}`;
}

/**
 * Asks Gemini for one part of a test. With no key it returns at once, having called nobody.
 * The SDK's retries stay off: a candidate is waiting, and the bank is ready.
 */
export async function askGemini<P extends Part>(
  part: P,
  settings: GeminiSettings,
  random: Random = Math.random,
): Promise<ContentParse<PartContent[P]>> {
  if (!settings.apiKey) return { ok: false, reason: 'no GEMINI_API_KEY is set' };
  // Loaded on first use: most instances never call Gemini, and the SDK slows every cold start.
  const { ApiError, GoogleGenAI } = await import('@google/genai');
  const client = new GoogleGenAI({
    apiKey: settings.apiKey,
    // The endpoint the structured-output request was written for; @google/genai 3 defaults to v1.
    apiVersion: 'v1beta',
    ...(settings.baseUrl ? { httpOptions: { baseUrl: settings.baseUrl } } : {}),
  });
  // One deadline for the whole call, reply included; the SDK aborts its request with it.
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  let text: string | undefined;
  try {
    const response = await client.models.generateContent({
      model: settings.model,
      contents: promptFor(part, random),
      config: {
        responseMimeType: 'application/json',
        responseJsonSchema: RESPONSE_SCHEMAS[part],
        temperature: 1,
        abortSignal: deadline,
      },
    });
    text = response.text;
  } catch (error) {
    return { ok: false, reason: failureReason(error, settings, deadline.aborted, ApiError) };
  }
  if (!text) return { ok: false, reason: 'the reply has no text' };
  const parsed = PARSERS[part](text);
  return parsed.ok ? parsed : { ok: false, reason: `unusable reply: ${parsed.reason}` };
}
