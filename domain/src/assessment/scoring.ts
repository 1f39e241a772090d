// Scores a finished attempt in the browser: pure functions of what each section presented and
// what the recogniser heard. Modelled loosely on the automated spoken-English tests employers
// use (Pearson Versant, SHL SVAR, Speechace): how accurately and completely sentences are read
// aloud and repeated, how fluently the candidate reads, and whether they understood a passage.
// Indicative only: a practice score from a browser's recogniser, not a certified level. Each
// item's own scores, and what they mean, are item-scoring.ts's; here they become section
// scores, an overall score and a band.
import {
  CEFR_BAND_MIN_SCORES,
  FLUENT_READING_WCPM,
  LISTENING_SENTENCE_COUNT,
  PARAGRAPH_QUESTION_COUNT,
  READING_FLUENCY_WEIGHT,
  READING_SENTENCE_COUNT,
  SECTION_WEIGHTS,
} from '../constants';
import {
  CEFR_BANDS,
  type Attempt,
  type AttemptInput,
  type Band,
  type ScoredItem,
  type SectionScore,
} from './attempt';
import { percent, scoreAnswer, scoreSpokenItem } from './item-scoring';

/**
 * A reading item's fluency, 0–100: its words correct per minute against a fluent pace,
 * scaled by how much of the sentence was read (a few words read quickly are not fluent
 * reading). Null when the recogniser gave no timing.
 */
export function readingFluency(item: ScoredItem): number | null {
  if (item.wordsCorrectPerMinute === null) return null;
  const pace = Math.min(100, percent(item.wordsCorrectPerMinute, FLUENT_READING_WCPM));
  return (pace * item.completeness) / 100;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Item scores over at least `floor` items: a statement skipped counts as nought. */
function itemsScore(items: readonly ScoredItem[], floor: number): number {
  const total = items.reduce((sum, item) => sum + item.score, 0);
  const count = Math.max(items.length, floor);
  return count === 0 ? 0 : total / count;
}

/**
 * Reading: three quarters how accurately and completely the five statements were read, one
 * quarter fluency (words correct per minute, over the items the recogniser timed, scaled by
 * the share of the statements read, so one statement read fluently is not a fluent section).
 * Accuracy weighs most because a browser's recogniser times speech only roughly; with no
 * timing at all the score is accuracy alone.
 */
export function readingScore(items: readonly ScoredItem[]): number {
  const accuracy = itemsScore(items, READING_SENTENCE_COUNT);
  const fluencies = items.map(readingFluency).filter((value) => value !== null);
  if (fluencies.length === 0) return accuracy;
  const shareRead = Math.min(1, items.length / READING_SENTENCE_COUNT);
  const fluency = mean(fluencies) * shareRead;
  return (1 - READING_FLUENCY_WEIGHT) * accuracy + READING_FLUENCY_WEIGHT * fluency;
}

/** Listening: the five repeated statements, a statement skipped counting as nought. */
export function listeningScore(items: readonly ScoredItem[]): number {
  return itemsScore(items, LISTENING_SENTENCE_COUNT);
}

/**
 * Paragraph: the share of the questions asked that were answered right. A paragraph may come
 * with fewer than five questions, and scoring does not know how many, so it counts those asked.
 */
export function paragraphScore(items: readonly ScoredItem[]): number {
  return itemsScore(items, 0);
}

/**
 * The indicative band of an overall score: the highest whose lowest score it reaches
 * (CEFR_BAND_MIN_SCORES). The steps are loosely those of Versant's published score-to-CEFR
 * table, rescaled to 0–100 and rounded to steps of 15, with C2 kept for near-faultless
 * attempts: short everyday items are easier than a full test, so the top needs more.
 */
export function bandFor(overall: number): Band {
  let band: Band = 'A1';
  for (const candidate of CEFR_BANDS) {
    if (overall >= CEFR_BAND_MIN_SCORES[candidate]) band = candidate;
  }
  return band;
}

function section(score: number, items: number): SectionScore {
  return { score: Math.round(score), items };
}

/**
 * The overall score, 0–100: the section scores weighted by SECTION_WEIGHTS. Repeating
 * (listening) and answering questions (paragraph) weigh 35 % each and reading aloud 30 %:
 * sentence repetition is among the best single predictors of spoken proficiency in Versant's
 * validation, comprehension shows understanding, and reading aloud tests decoding and
 * pronunciation, which a literate learner manages beyond their spoken level.
 */
export function overallScore(sections: Attempt['sections']): number {
  return Math.round(
    SECTION_WEIGHTS.reading * sections.reading.score +
      SECTION_WEIGHTS.listening * sections.listening.score +
      SECTION_WEIGHTS.paragraph * sections.paragraph.score,
  );
}

/**
 * Scores an attempt. Items beyond a section's count (5, 5 and 5) are ignored. A section with
 * no items scores 0 with `items: 0` and still counts in the overall, as do statements skipped
 * within reading and listening: stopping early never raises a score.
 */
export function scoreAttempt(input: AttemptInput): Omit<Attempt, 'createdAt'> {
  const reading = input.reading
    .slice(0, READING_SENTENCE_COUNT)
    .map((item) => scoreSpokenItem('reading', item));
  const listening = input.listening
    .slice(0, LISTENING_SENTENCE_COUNT)
    .map((item) => scoreSpokenItem('listening', item));
  const paragraph = input.paragraph.slice(0, PARAGRAPH_QUESTION_COUNT).map(scoreAnswer);
  const sections = {
    reading: section(readingScore(reading), reading.length),
    listening: section(listeningScore(listening), listening.length),
    paragraph: section(paragraphScore(paragraph), paragraph.length),
  };
  const overall = overallScore(sections);
  return {
    overall,
    band: bandFor(overall),
    sections,
    items: [...reading, ...listening, ...paragraph],
  };
}
