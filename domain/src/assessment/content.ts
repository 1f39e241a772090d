// What a test is made of: ten statements (the first five read aloud, the rest heard and
// repeated) and a paragraph with up to five questions, each with the words a right answer holds.
// The generateAssessment callable answers with these; the browser parses them with zod.
import { z } from 'zod';
import {
  AI_PARAGRAPH_MAX_WORDS,
  AI_PARAGRAPH_MIN_WORDS,
  AI_STATEMENT_COUNT,
  PARAGRAPH_QUESTION_COUNT,
} from '../constants';

/** Words as the counts count them: runs of letters, digits and apostrophes. */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}']+/gu)?.length ?? 0;
}

/** Sentences as the counts count them: text ending in ., ! or ?, or running to the end. */
export function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((part) => part.trim() !== '').length;
}

/** One statement: one or two sentences, short enough to read aloud in twelve seconds. */
export const StatementSchema = z
  .string()
  .trim()
  .min(1)
  .max(240)
  .refine((text) => sentenceCount(text) <= 2, { message: 'A statement is one or two sentences.' });

export const StatementsSchema = z.object({
  statements: z.array(StatementSchema).length(AI_STATEMENT_COUNT),
});
export type Statements = z.infer<typeof StatementsSchema>;

export const QuestionSchema = z.object({
  question: z.string().trim().min(1).max(300),
  /** Words or short phrases a right answer contains; any one of them counts. */
  answerKey: z.array(z.string().trim().min(1).max(80)).min(1).max(8),
});
export type Question = z.infer<typeof QuestionSchema>;

export const ParagraphSchema = z.object({
  paragraph: z
    .string()
    .trim()
    .refine(
      (text) => {
        const words = wordCount(text);
        return words >= AI_PARAGRAPH_MIN_WORDS && words <= AI_PARAGRAPH_MAX_WORDS;
      },
      { message: `A paragraph has ${AI_PARAGRAPH_MIN_WORDS} to ${AI_PARAGRAPH_MAX_WORDS} words.` },
    ),
  questions: z.array(QuestionSchema).min(1).max(PARAGRAPH_QUESTION_COUNT),
});
export type Paragraph = z.infer<typeof ParagraphSchema>;

/** Where a test's text came from: the model, or the built-in bank when the model failed. */
export const ContentSourceSchema = z.enum(['gemini', 'bank']);

export const GenerateAssessmentInputSchema = z.object({
  part: z.enum(['statements', 'paragraph'], { error: "Ask for 'statements' or 'paragraph'." }),
});
export type GenerateAssessmentInput = z.infer<typeof GenerateAssessmentInputSchema>;

export const StatementsReplySchema = StatementsSchema.extend({ source: ContentSourceSchema });
export type StatementsReply = z.infer<typeof StatementsReplySchema>;

export const ParagraphReplySchema = ParagraphSchema.extend({ source: ContentSourceSchema });
export type ParagraphReply = z.infer<typeof ParagraphReplySchema>;
