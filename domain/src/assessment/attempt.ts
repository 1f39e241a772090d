// One finished attempt: what was asked, what was heard, and the scores, as the results screen
// shows it and as `users/{uid}/assessments/{id}` stores it (firestore.rules checks the same
// limits). Scores are 0–100; the band is indicative, not a certified CEFR level.
import { z } from 'zod';

export const SECTIONS = ['reading', 'listening', 'paragraph'] as const;
export const SectionSchema = z.enum(SECTIONS);
export type Section = z.infer<typeof SectionSchema>;

export const CEFR_BANDS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const BandSchema = z.enum(CEFR_BANDS);
export type Band = z.infer<typeof BandSchema>;

const score = z.number().min(0).max(100);

/** What the browser heard for one item, before scoring. */
export const HeardItemSchema = z.object({
  section: SectionSchema,
  /** The statement read or repeated, or the question asked. */
  prompt: z.string().max(400),
  /** What the speech recogniser heard; '' when it heard nothing. */
  heard: z.string().max(2000),
  /** Seconds from the item's first word heard to its last, when the recogniser said; else null. */
  speechSeconds: z.number().min(0).max(600).nullable(),
});
export type HeardItem = z.infer<typeof HeardItemSchema>;

/** One word of an alignment: matched, said differently, left out, or added. */
export const WordDiffSchema = z.object({
  op: z.enum(['match', 'substitute', 'omit', 'insert']),
  expected: z.string().max(80).optional(),
  heard: z.string().max(80).optional(),
});
export type WordDiff = z.infer<typeof WordDiffSchema>;

export const ScoredItemSchema = HeardItemSchema.extend({
  /** What a right answer says: the statement itself, or the question's answer key. */
  expected: z.string().max(600),
  /** How much of what was said was right. */
  accuracy: score,
  /** How much of what was expected was said. */
  completeness: score,
  /** The item's score, 0–100. */
  score,
  /** Reading only: words correct per minute, when the timing is known. */
  wordsCorrectPerMinute: z.number().min(0).max(1000).nullable(),
  diff: z.array(WordDiffSchema).max(200),
});
export type ScoredItem = z.infer<typeof ScoredItemSchema>;

export const SectionScoreSchema = z.object({
  score,
  /** How many items the section asked. */
  items: z.number().int().min(0).max(10),
});
export type SectionScore = z.infer<typeof SectionScoreSchema>;

/** A scored attempt as the browser computes it and stores it. */
export const AttemptSchema = z.object({
  createdAt: z.date(),
  overall: score,
  band: BandSchema,
  sections: z.object({
    reading: SectionScoreSchema,
    listening: SectionScoreSchema,
    paragraph: SectionScoreSchema,
  }),
  items: z.array(ScoredItemSchema).max(20),
});
export type Attempt = z.infer<typeof AttemptSchema>;

/** One item as the browser presented it and heard the answer. */
export interface SpokenItem {
  /** The statement read or repeated, or the question asked. */
  prompt: string;
  /** What the recogniser heard; '' when nothing. */
  heard: string;
  /** Seconds from the first word heard to the last, when known. */
  speechSeconds: number | null;
}

/**
 * What scoring takes (domain/src/assessment/scoring.ts: scoreAttempt): the items each section
 * presented, in order, with what was heard. Items a section never reached are left out.
 */
export interface AttemptInput {
  reading: SpokenItem[];
  listening: SpokenItem[];
  paragraph: (SpokenItem & { answerKey: readonly string[] })[];
}
