// A post as the screen reads it: every field a job seeker sees, as plain lower-case text cut
// into clauses, with the tricks that hide a word from a keyword search undone.
import type { JobFields } from '../../jobs/job';
import { htmlToText } from '../../jobs/html-text';
import { RICH_TEXT_FIELDS } from '../../jobs/job';

export interface ScreenText {
  /** Every clause of every field, in the order a reader meets them. */
  clauses: readonly string[];
  /**
   * The same clauses with look-alike symbols read as the letters they stand for ('ch@rges',
   * 'r3gistration') and spaced digits joined ('1 2 0 0'): for words, not for addresses.
   */
  wordClauses: readonly string[];
  /** The whole post as one string (clauses joined by ' | '). */
  all: string;
  /** The Company and Title fields, read the same way. */
  heading: string;
  /** The apply address: an http(s) URL or mailto:, as stored. */
  applyUrl: string;
}

const PLAIN_FIELDS = ['Title', 'Company', 'Salary', 'Experience', 'Batch', 'City'] as const;

// Zero-width and joining characters, soft hyphens: invisible, and they split a word in two.
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/g;
const DEVANAGARI_DIGITS = /[\u0966-\u096f]/g;

/**
 * Lower case, compatibility forms folded (full-width letters, ligatures), invisible characters
 * gone, Devanagari digits as ASCII, and a symbol standing in for a letter inside a word read as
 * that letter: 'reg!stration' and 'depo$it' are 'registration' and 'deposit'.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .toLowerCase()
    .replace(/(?<=[a-z])[!|1](?=[a-z])/g, 'i')
    .replace(/(?<=[a-z])\$(?=[a-z])/g, 's')
    .replace(/(?<=[a-z])0(?=[a-z])/g, 'o')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ');
}

const LETTER_FOR: Record<string, string> = {
  '@': 'a',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '1': 'i',
  '0': 'o',
};

/** Symbols and digits standing for letters inside a word, read as those letters. */
function asWords(clause: string): string {
  return clause
    .replace(/(?<=[a-z])[@34510](?=[a-z])/g, (symbol) => LETTER_FOR[symbol] ?? symbol)
    .replace(/\b\d(?: \d){2,}\b/g, (digits) => digits.replace(/ /g, ''));
}

/** Spaced-out words joined again: 'f e e s' reads 'fees', 'r s 500' reads 'rs 500'. */
function joinSpacedLetters(text: string): string {
  return text.replace(/\b[a-z](?: [a-z]\b){2,}/g, (run) => run.replace(/ /g, ''));
}

// Where one clause ends: sentence ends (English and Hindi), line and list breaks, and the
// pipes and bullets people type between points; not the dot of 'Rs. 500' or 'Pvt. Ltd.'.
const CLAUSE_END =
  /(?<!\b(?:rs|inr|no|mr|ms|mrs|dr|pvt|ltd|co|approx|sr|jr|st))[.!?।\n;|•¶]+(?:\s|$)/;

// Block-level tags end a clause, as a line break does for a reader (htmlToText makes every
// line break a space, so the break is marked with a pilcrow).
const BLOCK_TAG = /<\/?(?:p|li|br|div|h[1-6]|tr|td|ul|ol|blockquote|section)\b[^>]*>/gi;

function clausesOf(text: string): string[] {
  return text
    .split(CLAUSE_END)
    .map((clause) => joinSpacedLetters(clause.trim()))
    .filter((clause) => clause.length > 0);
}

export function screenTextOf(fields: JobFields): ScreenText {
  const clauses: string[] = [];
  for (const field of PLAIN_FIELDS) clauses.push(...clausesOf(foldText(fields[field] ?? '')));
  for (const field of RICH_TEXT_FIELDS) {
    const html = fields[field] ?? '';
    clauses.push(...clausesOf(foldText(htmlToText(html.replace(BLOCK_TAG, ' ¶ ')))));
  }
  return {
    clauses,
    wordClauses: clauses.map(asWords),
    all: clauses.join(' | '),
    heading: foldText(`${fields.Company} ${fields.Title}`),
    applyUrl: fields.ApplyURL.trim().toLowerCase(),
  };
}
