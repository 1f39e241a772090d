// Scores a finished attempt in the browser: pure functions of what each section presented and
// what the recogniser heard. Modelled loosely on the automated spoken-English tests employers
// use (Pearson Versant, SHL SVAR, Speechace): how accurately and completely sentences are read
// aloud and repeated, how fluently the candidate reads, and whether they understood a passage.
// Indicative only: a practice score from a browser's recogniser, not a certified level.
//
// What each score means:
// - accuracy: the share of the words heard that were right (matched the text).
// - completeness: the share of the text's words that were heard.
// - item score: both at once, 2 × matched / (expected + heard) (the Dice coefficient, which is
//   the harmonic mean of the two). A word left out and a word added cost the same, a wrong word
//   counts as both, and the score stays within 0–100 however much extra is said (1 − word
//   error rate, the recognisers' usual measure, goes below nought then).
// - words correct per minute (reading only): matched words over the recogniser's span of
//   speech. It is how oral reading fluency is measured; matched words rather than all words,
//   so reading fast and wrong does not count as fluent.
// - comprehension (paragraph): an answer is right when it holds any phrase of the question's
//   answer key; spoken answers are free-form, so the key is matched, not the wording.
import {
  CEFR_BAND_MIN_SCORES,
  FLUENT_READING_WCPM,
  LISTENING_SENTENCE_COUNT,
  MAX_PLAUSIBLE_READING_WCPM,
  PARAGRAPH_QUESTION_COUNT,
  READING_FLUENCY_WEIGHT,
  READING_SENTENCE_COUNT,
  SECTION_WEIGHTS,
} from '../constants';
import { alignTexts } from './alignment';
import {
  CEFR_BANDS,
  type Attempt,
  type AttemptInput,
  type Band,
  type ScoredItem,
  type SectionScore,
  type SpokenItem,
} from './attempt';
import { normalisedWords } from './words';

/** The stored limits (attempt.ts), so a scored attempt always passes AttemptSchema. */
const MAX_PROMPT = 400;
const MAX_HEARD = 2000;
const MAX_EXPECTED = 600;
const MAX_SPEECH_SECONDS = 600;

const percent = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : 0);

function speechSecondsOf(item: SpokenItem): number | null {
  const seconds = item.speechSeconds;
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return null;
  return Math.min(seconds, MAX_SPEECH_SECONDS);
}

/**
 * Words correct per minute: `correctWords` over the seconds from the first word heard to the
 * last. Null when the recogniser gave no span (a single word has none), or one too short to be
 * true (MAX_PLAUSIBLE_READING_WCPM): a recogniser that timed only the end of the speech would
 * otherwise award full fluency.
 */
export function wordsCorrectPerMinute(
  correctWords: number,
  speechSeconds: number | null,
): number | null {
  if (speechSeconds === null || !(speechSeconds > 0)) return null;
  const rate = (correctWords * 60) / speechSeconds;
  return rate > MAX_PLAUSIBLE_READING_WCPM ? null : Math.round(rate);
}

/** A statement read aloud (reading) or heard and repeated (listening), word by word. */
export function scoreSpokenItem(section: 'reading' | 'listening', item: SpokenItem): ScoredItem {
  const heard = item.heard.slice(0, MAX_HEARD);
  const speechSeconds = speechSecondsOf(item);
  const aligned = alignTexts(item.prompt, heard);
  const { matches, expectedWords, heardWords } = aligned;
  return {
    section,
    prompt: item.prompt.slice(0, MAX_PROMPT),
    heard,
    speechSeconds,
    expected: item.prompt.slice(0, MAX_EXPECTED),
    accuracy: Math.round(percent(matches, heardWords)),
    completeness: Math.round(percent(matches, expectedWords)),
    score: Math.round(percent(2 * matches, expectedWords + heardWords)),
    wordsCorrectPerMinute:
      section === 'reading' ? wordsCorrectPerMinute(matches, speechSeconds) : null,
    diff: aligned.diff,
  };
}

/** Whether `words` hold `phrase`'s words together and in order. */
function holdsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, k) => words[start + k] === word)) return true;
  }
  return false;
}

/** The share of the phrase's words found anywhere in `words`: how near a wrong answer came. */
function shareFound(words: readonly string[], phrase: readonly string[]): number {
  const left = [...words];
  let found = 0;
  for (const word of phrase) {
    const at = left.indexOf(word);
    if (at >= 0) {
      found++;
      left.splice(at, 1);
    }
  }
  return percent(found, phrase.length);
}

/** Right when what was heard holds any key phrase, both normalised alike (words.ts). */
export function answerIsRight(heard: string, answerKey: readonly string[]): boolean {
  const words = normalisedWords(heard);
  return answerKey.some((phrase) => holdsPhrase(words, normalisedWords(phrase)));
}

/**
 * A spoken answer to a paragraph question: score and accuracy 100 when right, else 0;
 * completeness, how much of the nearest key phrase was said (100 when right). No word diff:
 * an answer is right by its key, not word for word, and a diff would mark the candidate's own
 * words as wrong.
 */
export function scoreAnswer(item: SpokenItem & { answerKey: readonly string[] }): ScoredItem {
  const heard = item.heard.slice(0, MAX_HEARD);
  const right = answerIsRight(heard, item.answerKey);
  const words = normalisedWords(heard);
  const nearest = Math.max(
    0,
    ...item.answerKey.map((phrase) => {
      const key = normalisedWords(phrase);
      return key.length > 0 ? shareFound(words, key) : 0;
    }),
  );
  return {
    section: 'paragraph',
    prompt: item.prompt.slice(0, MAX_PROMPT),
    heard,
    speechSeconds: speechSecondsOf(item),
    expected: item.answerKey.join(' / ').slice(0, MAX_EXPECTED),
    accuracy: right ? 100 : 0,
    completeness: right ? 100 : Math.round(nearest),
    score: right ? 100 : 0,
    wordsCorrectPerMinute: null,
    diff: [],
  };
}

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
