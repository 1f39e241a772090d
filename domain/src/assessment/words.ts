// Words as scoring compares them. A text and what a speech recogniser heard for it spell the
// same speech in different ways ('25' or 'twenty-five', "don't" or 'do not', 'Work.' or
// 'work'), so both are brought to one spelling before they are compared: lower case, no
// punctuation or accents, numbers written out, common contractions expanded.

/** One compared word, and the index of the written token it came from (for the word diff). */
export interface Word {
  word: string;
  token: number;
}

export interface Tokenised {
  /** The text split at white space, as written: what a word diff shows. */
  tokens: string[];
  /** The compared words, in order; one token may give several ('25' → twenty, five). */
  words: Word[];
}

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: readonly [number, string][] = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
];
const NUMBER_WORDS = new Set([...UNITS, ...TENS.filter(Boolean), 'hundred', 'thousand', 'million']);

function belowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(UNITS[hundreds] as string, 'hundred');
  if (rest >= 20) {
    words.push(TENS[Math.floor(rest / 10)] as string);
    if (rest % 10 > 0) words.push(UNITS[rest % 10] as string);
  } else if (rest > 0 || hundreds === 0) {
    words.push(UNITS[rest] as string);
  }
  return words;
}

/**
 * A whole number as it is said, without 'and' ('105' → one hundred five: the 'and' of British
 * speech is dropped on both sides, see dropNumberAnd). Digits beyond billions, or with a
 * leading zero (a code, a phone number), are said one by one.
 */
export function numberWords(digits: string): string[] {
  if (digits.length > 12 || (digits.length > 1 && digits.startsWith('0'))) {
    return [...digits].map((digit) => UNITS[Number(digit)] as string);
  }
  let n = Number(digits);
  if (n === 0) return ['zero'];
  const words: string[] = [];
  for (const [size, name] of SCALES) {
    if (n >= size) {
      words.push(...belowThousand(Math.floor(n / size)), name);
      n %= size;
    }
  }
  if (n > 0) words.push(...belowThousand(n));
  return words;
}

const IRREGULAR_ORDINALS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** '21' → twenty first: the last word takes the ordinal ending. */
function ordinalWords(digits: string): string[] {
  const words = numberWords(digits);
  const last = words.pop() as string;
  const ordinal =
    IRREGULAR_ORDINALS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words, ordinal];
}

/** Contractions that do not follow the pattern of their ending. */
const WHOLE_CONTRACTIONS: Record<string, string[]> = {
  "won't": ['will', 'not'],
  "can't": ['can', 'not'],
  cannot: ['can', 'not'],
  "shan't": ['shall', 'not'],
  "let's": ['let', 'us'],
};

/** "'s" is 'is' after these; after a noun it is a possessive and stays as written. */
const IS_BEFORE = new Set([
  'it',
  'that',
  'there',
  'here',
  'what',
  'who',
  'where',
  'how',
  'he',
  'she',
]);

const ENDINGS: readonly [string, string][] = [
  ["n't", 'not'],
  ["'m", 'am'],
  ["'re", 'are'],
  ["'ve", 'have'],
  ["'ll", 'will'],
  // "'d" is 'would' or 'had'; 'would' is the likelier reading of a recogniser's "I'd".
  ["'d", 'would'],
];

function expandContraction(word: string): string[] {
  const whole = WHOLE_CONTRACTIONS[word];
  if (whole) return whole;
  for (const [ending, expansion] of ENDINGS) {
    if (word.endsWith(ending) && word.length > ending.length) {
      return [word.slice(0, -ending.length), expansion];
    }
  }
  if (word.endsWith("'s") && IS_BEFORE.has(word.slice(0, -2))) return [word.slice(0, -2), 'is'];
  return [word];
}

/** Spellings a recogniser and a writer choose differently for the same word. */
const SPELLINGS: Record<string, string> = {
  okay: 'ok',
  'e-mail': 'email',
  '%': 'percent',
  '&': 'and',
};

/** One part of a token (split at hyphens and slashes) as compared words. */
function partWords(part: string): string[] {
  if (/^\d{1,3}(,\d{3})+$/.test(part)) return numberWords(part.replace(/,/g, ''));
  if (/^\d+$/.test(part)) return numberWords(part);
  const ordinal = /^(\d+)(st|nd|rd|th)$/.exec(part);
  if (ordinal) return ordinalWords(ordinal[1] as string);
  const decimal = /^(\d+)\.(\d+)$/.exec(part);
  if (decimal) {
    const fraction = [...(decimal[2] as string)].map((digit) => UNITS[Number(digit)] as string);
    return [...numberWords(decimal[1] as string), 'point', ...fraction];
  }
  const time = /^(\d{1,2}):(\d{2})$/.exec(part);
  if (time) {
    const [hours, minutes] = [time[1] as string, time[2] as string];
    if (minutes === '00') return [...numberWords(hours), "o'clock"];
    if (minutes.startsWith('0'))
      return [...numberWords(hours), 'oh', UNITS[Number(minutes)] as string];
    return [...numberWords(hours), ...numberWords(minutes)];
  }
  // Letters, digits and apostrophes only; '.' inside a word goes ('a.m.' → am).
  const word = part.replace(/[^\p{L}\p{N}']/gu, '').replace(/^'+|'+$/g, '');
  if (word === '') return [];
  // Letters and digits run together ('3pm', 'B2') are said apart: three pm, b two.
  const runs = word.match(/\d+|\D+/g) ?? [];
  if (runs.length > 1) return runs.flatMap(partWords);
  if (/^\d+$/.test(word)) return numberWords(word);
  return expandContraction(word).map((w) => SPELLINGS[w] ?? w);
}

/** A written token as compared words. */
function tokenWords(token: string): string[] {
  let text = token
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’ʼ`´]/g, "'");
  const words: string[] = [];
  const leading = /^[^\p{L}\p{N}]*/u.exec(text)?.[0] ?? '';
  // A currency sign is said after its number: '$5' → five dollars.
  const currency = leading.includes('$') ? 'dollars' : null;
  text = text
    .replace(/^[^\p{L}\p{N}%&]+/u, '')
    .replace(/[^\p{L}\p{N}%&]+$/u, '')
    .replace(/%$/, ' %');
  for (const spaced of text.split(' ')) {
    const known = SPELLINGS[spaced];
    if (known) {
      words.push(known);
      continue;
    }
    for (const part of spaced.split(/[-–—/]+/)) words.push(...partWords(part));
  }
  if (currency && words.length > 0) words.push(currency);
  return words;
}

/** 'one hundred and five' → one hundred five, so it matches '105' said either way. */
function dropNumberAnd(words: Word[]): Word[] {
  return words.filter(({ word }, i) => {
    if (word !== 'and') return true;
    const before = words[i - 1]?.word;
    const after = words[i + 1]?.word;
    const scale = before === 'hundred' || before === 'thousand' || before === 'million';
    return !(scale && after !== undefined && NUMBER_WORDS.has(after));
  });
}

export function tokenise(text: string): Tokenised {
  const tokens = text.split(/[\s–—]+/).filter((token) => token !== '');
  const words = tokens.flatMap((token, index) =>
    tokenWords(token).map((word) => ({ word, token: index })),
  );
  return { tokens, words: dropNumberAnd(words) };
}

/** The compared words of a text. */
export function normalisedWords(text: string): string[] {
  return tokenise(text).words.map(({ word }) => word);
}
