// The text of a test, from the generateAssessment callable: ten statements, then a paragraph
// with its questions. Needs the network. A paragraph answer that holds no usable paragraph is
// told apart from a failed call, since the spec words them differently (§8).
import {
  ParagraphReplySchema,
  StatementsReplySchema,
  type ParagraphReply,
  type StatementsReply,
} from '@portal/domain/assessment/content';
import type { Functions } from 'firebase/functions';
import { z } from 'zod';
import { callFunction, type CallOutcome, type Refusal } from '@/lib/firebase/callables';

const CALLABLE = 'generateAssessment';

export function fetchStatements(functions: Functions): Promise<CallOutcome<StatementsReply>> {
  return callFunction(functions, CALLABLE, { part: 'statements' }, StatementsReplySchema);
}

export type ParagraphOutcome =
  | { status: 'ready'; reply: ParagraphReply }
  /** The call answered, but with no paragraph to read (or one that breaks the contract). */
  | { status: 'missing' }
  | { status: 'failed'; refusal: Refusal };

export async function fetchParagraph(functions: Functions): Promise<ParagraphOutcome> {
  const outcome = await callFunction(functions, CALLABLE, { part: 'paragraph' }, z.unknown());
  if (!outcome.ok) return { status: 'failed', refusal: outcome.refusal };
  const parsed = ParagraphReplySchema.safeParse(outcome.data);
  if (parsed.success) return { status: 'ready', reply: parsed.data };
  console.error(`${CALLABLE} answered without a usable paragraph`, parsed.error.issues);
  return { status: 'missing' };
}
