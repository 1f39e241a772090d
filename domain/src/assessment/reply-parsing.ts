// A model's reply read leniently (spec §5): plain JSON first, then with code fences stripped,
// then the first braces block; on failure, nothing. Then the test's counts enforced: ten
// statements of one or two sentences; a paragraph of 60–80 words with its questions, of which
// at most five are kept. What fails says why, for the log.
import {
  AI_PARAGRAPH_MAX_WORDS,
  AI_PARAGRAPH_MIN_WORDS,
  AI_STATEMENT_COUNT,
  PARAGRAPH_QUESTION_COUNT,
} from '../constants';
import {
  ParagraphSchema,
  StatementsSchema,
  wordCount,
  type Paragraph,
  type Statements,
} from './content';
import type { z } from 'zod';

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The inside of the first ``` fence (```json or bare), to its closing fence or the end. */
function fenced(text: string): string | null {
  const match = /```[\w-]*[^\S\n]*\n?([\s\S]*?)(?:```|$)/.exec(text);
  return match ? (match[1] as string) : null;
}

/** The first `{` and its matching `}`, braces inside strings not counted. */
function firstBracesBlock(text: string): string | null {
  const start = text.indexOf('{');
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{') {
      depth++;
    } else if (char === '}' && --depth === 0) {
      return text.slice(start, i + 1);
    }
  }
  return null;
}

/** The JSON a reply holds, or undefined when none of the three readings finds any. */
export function parseLenientJson(reply: string): unknown {
  const plain = tryJson(reply.trim());
  if (plain !== undefined) return plain;
  const inFence = fenced(reply);
  const fromFence = inFence === null ? undefined : tryJson(inFence.trim());
  if (fromFence !== undefined) return fromFence;
  const block = firstBracesBlock(reply);
  return block === null ? undefined : tryJson(block);
}

export type ContentParse<T> = { ok: true; content: T } | { ok: false; reason: string };

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it does not match the schema';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Ten statements: `{"statements": [...]}`, or the bare list the spec's prompt asked for. */
export function parseStatements(reply: string): ContentParse<Statements> {
  const json = parseLenientJson(reply);
  if (json === undefined) return { ok: false, reason: 'the reply holds no JSON' };
  const list = Array.isArray(json) ? json : isRecord(json) ? json.statements : undefined;
  if (!Array.isArray(list)) return { ok: false, reason: 'the reply has no list of statements' };
  if (list.length !== AI_STATEMENT_COUNT) {
    return {
      ok: false,
      reason: `${list.length} statements instead of ${AI_STATEMENT_COUNT}`,
    };
  }
  const parsed = StatementsSchema.safeParse({ statements: list });
  return parsed.success
    ? { ok: true, content: parsed.data }
    : { ok: false, reason: firstIssue(parsed.error) };
}

/** An answer key given as one string instead of a list is read as a list of one. */
function asQuestion(question: unknown): unknown {
  if (!isRecord(question) || typeof question.answerKey !== 'string') return question;
  return { ...question, answerKey: [question.answerKey] };
}

/** A paragraph of 60–80 words and its questions: the first five kept, any more dropped. */
export function parseParagraph(reply: string): ContentParse<Paragraph> {
  const json = parseLenientJson(reply);
  if (json === undefined) return { ok: false, reason: 'the reply holds no JSON' };
  if (!isRecord(json)) return { ok: false, reason: 'the reply is not an object' };
  const { paragraph, questions } = json;
  if (
    typeof paragraph === 'string' &&
    !ParagraphSchema.shape.paragraph.safeParse(paragraph).success
  ) {
    const wanted = `${AI_PARAGRAPH_MIN_WORDS}–${AI_PARAGRAPH_MAX_WORDS}`;
    return {
      ok: false,
      reason: `a paragraph of ${wordCount(paragraph)} words instead of ${wanted}`,
    };
  }
  const kept = Array.isArray(questions)
    ? questions.slice(0, PARAGRAPH_QUESTION_COUNT).map(asQuestion)
    : questions;
  const parsed = ParagraphSchema.safeParse({ paragraph, questions: kept });
  return parsed.success
    ? { ok: true, content: parsed.data }
    : { ok: false, reason: firstIssue(parsed.error) };
}
