// Scores one spoken item: a statement read aloud or repeated, or an answer to a question about
// a paragraph. What each item score means (scoring.ts puts them together):
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
import { MAX_PLAUSIBLE_READING_WCPM } from '../constants';
import { alignTexts } from './alignment';
import type { ScoredItem, SpokenItem } from './attempt';
import { normalisedWords } from './words';

/** The stored limits (attempt.ts), so a scored attempt always passes AttemptSchema. */
const MAX_PROMPT = 400;
const MAX_HEARD = 2000;
const MAX_EXPECTED = 600;
const MAX_SPEECH_SECONDS = 600;

export const percent = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : 0);

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
