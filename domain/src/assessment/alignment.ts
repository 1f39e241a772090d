// Word alignment: the fewest single-word changes (Levenshtein distance over words) that turn
// what was expected into what was heard, and the word diff a results screen shows from it.
import type { WordDiff } from './attempt';
import { tokenise, type Word } from './words';

/** One step of an alignment, over compared words. */
export interface AlignedWord {
  op: WordDiff['op'];
  expected?: Word;
  heard?: Word;
}

export interface AlignmentCounts {
  matches: number;
  substitutions: number;
  omissions: number;
  insertions: number;
}

/**
 * The alignment of `heard` to `expected`. Among alignments of least cost it prefers, walking
 * back from the end, a match, then a substitution, then an omission: so a word said wrongly
 * shows as said differently rather than as one left out and another added.
 */
export function alignWords(expected: readonly Word[], heard: readonly Word[]): AlignedWord[] {
  const rows = expected.length + 1;
  const cols = heard.length + 1;
  // cost[i * cols + j]: changes that turn the first i expected words into the first j heard.
  const cost = new Uint32Array(rows * cols);
  for (let i = 0; i < rows; i++) cost[i * cols] = i;
  for (let j = 0; j < cols; j++) cost[j] = j;
  const at = (i: number, j: number) => cost[i * cols + j] as number;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const same = expected[i - 1]?.word === heard[j - 1]?.word;
      cost[i * cols + j] = Math.min(
        at(i - 1, j - 1) + (same ? 0 : 1),
        at(i - 1, j) + 1,
        at(i, j - 1) + 1,
      );
    }
  }
  const steps: AlignedWord[] = [];
  let i = expected.length;
  let j = heard.length;
  while (i > 0 || j > 0) {
    const e = expected[i - 1];
    const h = heard[j - 1];
    if (i > 0 && j > 0 && e && h) {
      const same = e.word === h.word;
      if (at(i, j) === at(i - 1, j - 1) + (same ? 0 : 1)) {
        steps.push({ op: same ? 'match' : 'substitute', expected: e, heard: h });
        i--;
        j--;
        continue;
      }
    }
    if (i > 0 && e && at(i, j) === at(i - 1, j) + 1) {
      steps.push({ op: 'omit', expected: e });
      i--;
    } else if (h) {
      steps.push({ op: 'insert', heard: h });
      j--;
    }
  }
  return steps.reverse();
}

export function countAlignment(steps: readonly AlignedWord[]): AlignmentCounts {
  const counts = { matches: 0, substitutions: 0, omissions: 0, insertions: 0 };
  for (const { op } of steps) {
    if (op === 'match') counts.matches++;
    else if (op === 'substitute') counts.substitutions++;
    else if (op === 'omit') counts.omissions++;
    else counts.insertions++;
  }
  return counts;
}

/** How many entries a stored diff may hold, and how long each word (attempt.ts). */
export const MAX_DIFF_ENTRIES = 200;
const MAX_DIFF_WORD = 80;

interface Group {
  steps: AlignedWord[];
  expectedTokens: number[];
  heardTokens: number[];
}

function addUnique(list: number[], value: number | undefined): void {
  if (value !== undefined && !list.includes(value)) list.push(value);
}

/**
 * The diff as the texts were written: steps that come from one written token on either side
 * become one entry, so "I'm 25" heard as 'I am twenty five' shows two matches, "I'm" = 'I am'
 * and '25' = 'twenty five', rather than four words nobody wrote.
 */
export function wordDiff(
  steps: readonly AlignedWord[],
  expectedTokens: readonly string[],
  heardTokens: readonly string[],
): WordDiff[] {
  const groups: Group[] = [];
  for (const step of steps) {
    const last = groups.at(-1);
    const joins =
      last !== undefined &&
      ((step.expected !== undefined && last.expectedTokens.includes(step.expected.token)) ||
        (step.heard !== undefined && last.heardTokens.includes(step.heard.token)));
    const group = joins ? last : { steps: [], expectedTokens: [], heardTokens: [] };
    if (!joins) groups.push(group);
    group.steps.push(step);
    addUnique(group.expectedTokens, step.expected?.token);
    addUnique(group.heardTokens, step.heard?.token);
  }
  const text = (tokens: readonly string[], indices: readonly number[]) =>
    indices.length === 0
      ? undefined
      : indices
          .map((index) => tokens[index] ?? '')
          .join(' ')
          .slice(0, MAX_DIFF_WORD);
  return groups.slice(0, MAX_DIFF_ENTRIES).map((group): WordDiff => {
    const expected = text(expectedTokens, group.expectedTokens);
    const heard = text(heardTokens, group.heardTokens);
    const op = group.steps.every((step) => step.op === 'match')
      ? 'match'
      : expected !== undefined && heard !== undefined
        ? 'substitute'
        : expected !== undefined
          ? 'omit'
          : 'insert';
    return {
      op,
      ...(expected !== undefined ? { expected } : {}),
      ...(heard !== undefined ? { heard } : {}),
    };
  });
}

export interface TextAlignment extends AlignmentCounts {
  /** Compared words expected and heard. */
  expectedWords: number;
  heardWords: number;
  diff: WordDiff[];
}

/** Aligns two texts word by word, normalised (words.ts): the counts and the written diff. */
export function alignTexts(expected: string, heard: string): TextAlignment {
  const e = tokenise(expected);
  const h = tokenise(heard);
  const steps = alignWords(e.words, h.words);
  return {
    ...countAlignment(steps),
    expectedWords: e.words.length,
    heardWords: h.words.length,
    diff: wordDiff(steps, e.tokens, h.tokens),
  };
}
