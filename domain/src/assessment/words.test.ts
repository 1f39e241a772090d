import { describe, expect, it } from 'vitest';
import { normalisedWords, numberWords, tokenise } from './words';

describe('normalisedWords', () => {
  it.each([
    ['case and punctuation', 'Hello, World! "Quoted" (words)…', 'hello world quoted words'],
    ['accents and curly apostrophes', 'The café’s menu', 'the cafe’s menu'.replace('’', "'")],
    ['digits and number words alike', '25 twenty-five twenty five', 'twenty five '.repeat(3)],
    ['hundreds with or without and', '105 one hundred and five', 'one hundred five '.repeat(2)],
    ['thousands with commas', '1,200', 'one thousand two hundred'],
    ['ordinals', '1st 2nd 3rd 21st 40th', 'first second third twenty first fortieth'],
    ['decimals', '3.5', 'three point five'],
    ['times', '7:45 9:00 9:05', "seven forty five nine o'clock nine oh five"],
    ['percent and dollars', '50% $5', 'fifty percent five dollars'],
    ['digits run into letters', '3pm', 'three pm'],
    ['a code with a leading zero, digit by digit', '007', 'zero zero seven'],
    ['n’t', "don't isn't haven't", 'do not is not have not'],
    ['irregular negatives', "won't can't cannot", 'will not can not can not'],
    ['other endings', "I'm you're we've they'll she'd", 'i am you are we have they will she would'],
    ["'s after a pronoun, not after a noun", "it's what's Maria's", "it is what is maria's"],
    ["let's", "let's go", 'let us go'],
    ['spelling variants', 'Okay, e-mail & more', 'ok email and more'],
  ])('%s', (_what, text, words) => {
    expect(normalisedWords(text)).toEqual(words.trim().split(' '));
  });

  it('leaves out what is only punctuation, and knows an empty text', () => {
    expect(normalisedWords(' -- ... ')).toEqual([]);
    expect(normalisedWords('')).toEqual([]);
  });

  it('keeps, for each word, the written token it came from', () => {
    expect(tokenise("I'm 25.")).toEqual({
      tokens: ["I'm", '25.'],
      words: [
        { word: 'i', token: 0 },
        { word: 'am', token: 0 },
        { word: 'twenty', token: 1 },
        { word: 'five', token: 1 },
      ],
    });
  });
});

describe('numberWords', () => {
  it.each([
    ['0', 'zero'],
    ['7', 'seven'],
    ['13', 'thirteen'],
    ['40', 'forty'],
    ['99', 'ninety nine'],
    ['100', 'one hundred'],
    ['2025', 'two thousand twenty five'],
    ['1000000', 'one million'],
    ['3000450', 'three million four hundred fifty'],
  ])('%s is said %s', (digits, said) => {
    expect(numberWords(digits).join(' ')).toBe(said);
  });
});
