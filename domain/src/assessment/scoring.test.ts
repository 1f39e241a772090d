import { describe, expect, it } from 'vitest';
import { CEFR_BAND_MIN_SCORES } from '../constants';
import { AttemptSchema, CEFR_BANDS, type SpokenItem } from './attempt';
import { answerIsRight, scoreAnswer, scoreSpokenItem, wordsCorrectPerMinute } from './item-scoring';
import { bandFor, overallScore, readingScore, scoreAttempt } from './scoring';

const spoken = (
  prompt: string,
  heard: string,
  speechSeconds: number | null = null,
): SpokenItem => ({
  prompt,
  heard,
  speechSeconds,
});

const PROMPT = 'Please send me the report before Friday.';

describe('scoreSpokenItem: accuracy, completeness, score and word diff', () => {
  it.each([
    // [what, heard, accuracy, completeness, score]
    ['perfect', 'please send me the report before friday', 100, 100, 100],
    // 7 expected; 5 heard, all right: 5 / 7 said; 2·5 / 12.
    ['omissions', 'please send the report friday', 100, 71, 83],
    // 7 expected, 7 heard, 5 right.
    ['substitutions', 'please send me a report before monday', 71, 71, 71],
    // 7 expected, 9 heard, 7 right: 2·7 / 16.
    ['extra words', 'please please send me the report before friday ok', 78, 100, 88],
    ['nothing heard', '', 0, 0, 0],
    [
      'punctuation and case do not count',
      'PLEASE, send me... the Report before FRIDAY!',
      100,
      100,
      100,
    ],
  ])('%s', (_what, heard, accuracy, completeness, score) => {
    const item = scoreSpokenItem('listening', spoken(PROMPT, heard));
    expect(item).toMatchObject({ accuracy, completeness, score, section: 'listening' });
  });

  it('hears numbers written either way', () => {
    for (const [prompt, heard] of [
      ['We need 25 chairs for the 3 rooms.', 'we need twenty-five chairs for the three rooms'],
      ['We need twenty five chairs.', 'We need 25 chairs'],
      ['It costs one hundred and five dollars.', 'It costs 105 dollars'],
      ['Meet me at 7:45 on the 21st.', 'meet me at seven forty five on the twenty first'],
    ] as const) {
      expect(scoreSpokenItem('reading', spoken(prompt, heard)).score, prompt).toBe(100);
    }
  });

  it('hears contractions said in full, and in full said contracted', () => {
    for (const [prompt, heard] of [
      ["I'm sure we don't have it.", 'I am sure we do not have it'],
      ['I am sure they will not mind.', "I'm sure they won't mind"],
      ["Let's say it's fine.", 'let us say it is fine'],
    ] as const) {
      expect(scoreSpokenItem('reading', spoken(prompt, heard)).score, prompt).toBe(100);
    }
  });

  it('diffs words as they were written: matched, said differently, left out, added', () => {
    const item = scoreSpokenItem(
      'reading',
      spoken("I'm sending 25 boxes today.", 'I am sending twenty five red boxes tomorrow'),
    );
    expect(item.diff).toEqual([
      { op: 'match', expected: "I'm", heard: 'I am' },
      { op: 'match', expected: 'sending', heard: 'sending' },
      { op: 'match', expected: '25', heard: 'twenty five' },
      { op: 'insert', heard: 'red' },
      { op: 'match', expected: 'boxes', heard: 'boxes' },
      { op: 'substitute', expected: 'today.', heard: 'tomorrow' },
    ]);
    expect(scoreSpokenItem('reading', spoken('Close the door now.', 'close door')).diff).toEqual([
      { op: 'match', expected: 'Close', heard: 'close' },
      { op: 'omit', expected: 'the' },
      { op: 'match', expected: 'door', heard: 'door' },
      { op: 'omit', expected: 'now.' },
    ]);
  });

  it('counts words correct per minute for reading only, from the span of speech', () => {
    // Seven words right in 3.5 s: 120 a minute.
    expect(scoreSpokenItem('reading', spoken(PROMPT, PROMPT, 3.5)).wordsCorrectPerMinute).toBe(120);
    expect(
      scoreSpokenItem('listening', spoken(PROMPT, PROMPT, 3.5)).wordsCorrectPerMinute,
    ).toBeNull();
  });
});

describe('wordsCorrectPerMinute', () => {
  it.each([
    [10, 5, 120],
    [0, 4, 0],
    [7, 60, 7],
    [10, null, null],
    // A single word has no span: no rate rather than an endless one.
    [1, 0, null],
    // Faster than anyone reads aloud: the recogniser timed only part of it.
    [50, 0.5, null],
    [40, 6, 400],
  ])('%d words in %s s: %s', (words, seconds, wcpm) => {
    expect(wordsCorrectPerMinute(words, seconds)).toBe(wcpm);
  });
});

describe('comprehension', () => {
  const question = (heard: string, answerKey: string[]) =>
    scoreAnswer({ prompt: 'How many bins?', heard, speechSeconds: 2, answerKey });

  it('is right when the answer holds any key phrase, normalised alike', () => {
    expect(answerIsRight('There are three of them.', ['three'])).toBe(true);
    expect(answerIsRight('I think 3', ['three'])).toBe(true);
    expect(answerIsRight('at the Post-Office, I think', ['post office'])).toBe(true);
    expect(answerIsRight("It didn't fit", ['did not fit'])).toBe(true);
    expect(answerIsRight('thirty days', ['month', 'thirty'])).toBe(true);
  });

  it('is wrong without a key phrase, its words apart or out of order, or with nothing heard', () => {
    expect(answerIsRight('there are four', ['three'])).toBe(false);
    expect(answerIsRight('the office of the post', ['post office'])).toBe(false);
    expect(answerIsRight('', ['three'])).toBe(false);
    expect(answerIsRight('threesome', ['three'])).toBe(false);
    // A key phrase that is only punctuation matches nothing, rather than everything.
    expect(answerIsRight('anything at all', ['?'])).toBe(false);
  });

  it('scores a right answer 100 and a wrong one 0, saying how near a wrong one came', () => {
    expect(question('they were at the post office', ['post office'])).toMatchObject({
      section: 'paragraph',
      accuracy: 100,
      completeness: 100,
      score: 100,
      expected: 'post office',
      wordsCorrectPerMinute: null,
      diff: [],
    });
    expect(question('at the post', ['post office', 'mail'])).toMatchObject({
      accuracy: 0,
      completeness: 50,
      score: 0,
      expected: 'post office / mail',
    });
  });
});

describe('reading fluency', () => {
  const read = (heard: string, seconds: number | null) =>
    scoreSpokenItem('reading', spoken(PROMPT, heard, seconds));

  it('is a quarter of reading: full marks at 130 words correct per minute', () => {
    const fluent = Array.from({ length: 5 }, () => read(PROMPT, (7 * 60) / 130));
    expect(readingScore(fluent)).toBe(100);
    // Half the pace: fluency 50, so 75 + 12.5.
    const slow = Array.from({ length: 5 }, () => read(PROMPT, (7 * 60) / 65));
    expect(readingScore(slow)).toBeCloseTo(87.5);
  });

  it('is accuracy alone when the recogniser gave no timing', () => {
    const untimed = Array.from({ length: 5 }, () => read(PROMPT, null));
    expect(readingScore(untimed)).toBe(100);
  });

  it('does not make one statement read fluently a fluent section', () => {
    // One of five read right at 130 a minute, then Next Section: a fifth of everything.
    expect(readingScore([read(PROMPT, (7 * 60) / 130)])).toBeCloseTo(20);
  });

  it('counts a statement timed impossibly fast as untimed', () => {
    // Seven words in a tenth of a second: the recogniser caught only the end.
    const garbled = Array.from({ length: 5 }, () => read(PROMPT, 0.1));
    expect(garbled[0]!.wordsCorrectPerMinute).toBeNull();
    expect(readingScore(garbled)).toBe(100);
  });

  it('does not reward reading a few words quickly', () => {
    // Two words of seven in half a second: 240 a minute, but fluency only 2/7 of it.
    const partial = Array.from({ length: 5 }, () => read('please send', 0.5));
    const score = readingScore(partial);
    expect(score).toBeCloseTo(0.75 * 44 + (0.25 * (100 * 29)) / 100, 0);
  });
});

describe('bandFor: each threshold is the lowest score of its band', () => {
  const steps = CEFR_BANDS.map((band) => [band, CEFR_BAND_MIN_SCORES[band]] as const);

  it.each(steps)('%s from %d', (band, min) => {
    expect(bandFor(min)).toBe(band);
    if (min > 0) expect(bandFor(min - 1)).not.toBe(band);
  });

  it('covers 0 to 100 in order', () => {
    expect(bandFor(0)).toBe('A1');
    expect(bandFor(29)).toBe('A1');
    expect(bandFor(30)).toBe('A2');
    expect(bandFor(44)).toBe('A2');
    expect(bandFor(45)).toBe('B1');
    expect(bandFor(59)).toBe('B1');
    expect(bandFor(60)).toBe('B2');
    expect(bandFor(74)).toBe('B2');
    expect(bandFor(75)).toBe('C1');
    expect(bandFor(89)).toBe('C1');
    expect(bandFor(90)).toBe('C2');
    expect(bandFor(100)).toBe('C2');
  });
});

describe('scoreAttempt', () => {
  const statements = [
    'The printer on the second floor has run out of paper again.',
    'Our team finished the project three days ahead of schedule.',
    'Please turn off the lights and lock the door when you leave.',
    'The museum is free on the first Sunday of every month.',
    'Can you tell me where the nearest pharmacy is?',
  ];
  const perfect = (text: string) => spoken(text, text, 4);
  const answers = [
    { prompt: 'How many bins?', heard: 'three bins', speechSeconds: 1, answerKey: ['three'] },
    { prompt: 'Which colour?', heard: 'blue', speechSeconds: 1, answerKey: ['blue'] },
  ];

  it('gives a faultless attempt 100 and C2, and stores what the schema allows', () => {
    const attempt = scoreAttempt({
      reading: statements.map((text) => spoken(text, text, (text.split(' ').length * 60) / 150)),
      listening: statements.map(perfect),
      paragraph: answers,
    });
    expect(attempt).toMatchObject({
      overall: 100,
      band: 'C2',
      sections: {
        reading: { score: 100, items: 5 },
        listening: { score: 100, items: 5 },
        paragraph: { score: 100, items: 2 },
      },
    });
    expect(attempt.items.map((item) => item.section)).toEqual([
      ...Array(5).fill('reading'),
      ...Array(5).fill('listening'),
      'paragraph',
      'paragraph',
    ]);
    expect(AttemptSchema.safeParse({ ...attempt, createdAt: new Date() }).success).toBe(true);
  });

  it('weights the sections 30 / 35 / 35', () => {
    expect(
      overallScore({
        reading: { score: 100, items: 5 },
        listening: { score: 0, items: 5 },
        paragraph: { score: 0, items: 5 },
      }),
    ).toBe(30);
    expect(
      overallScore({
        reading: { score: 0, items: 5 },
        listening: { score: 100, items: 5 },
        paragraph: { score: 60, items: 5 },
      }),
    ).toBe(56);
  });

  it('scores an empty section 0 with no items, and it still counts in the overall', () => {
    const attempt = scoreAttempt({
      reading: statements.map((text) => spoken(text, text, null)),
      listening: [],
      paragraph: [],
    });
    expect(attempt.sections).toEqual({
      reading: { score: 100, items: 5 },
      listening: { score: 0, items: 0 },
      paragraph: { score: 0, items: 0 },
    });
    expect(attempt).toMatchObject({ overall: 30, band: 'A2' });
    expect(scoreAttempt({ reading: [], listening: [], paragraph: [] })).toEqual({
      overall: 0,
      band: 'A1',
      sections: {
        reading: { score: 0, items: 0 },
        listening: { score: 0, items: 0 },
        paragraph: { score: 0, items: 0 },
      },
      items: [],
    });
  });

  it('counts a statement skipped with Next Section as nought; questions count as asked', () => {
    const attempt = scoreAttempt({
      reading: statements.slice(0, 2).map((text) => spoken(text, text, null)),
      listening: statements.slice(0, 1).map(perfect),
      paragraph: answers.slice(0, 1),
    });
    expect(attempt.sections).toEqual({
      reading: { score: 40, items: 2 },
      listening: { score: 20, items: 1 },
      paragraph: { score: 100, items: 1 },
    });
  });

  it('keeps within the stored limits whatever the browser sends', () => {
    const long = 'word '.repeat(500);
    const attempt = scoreAttempt({
      reading: Array.from({ length: 8 }, () => spoken('Read this.', long, 10_000)),
      listening: Array.from({ length: 8 }, () => spoken('Say this.', long, -1)),
      paragraph: Array.from({ length: 8 }, () => ({
        ...spoken('Why?', long, Number.NaN),
        answerKey: Array.from({ length: 8 }, () => 'x'.repeat(80)),
      })),
    });
    expect(attempt.items).toHaveLength(15);
    expect(AttemptSchema.safeParse({ ...attempt, createdAt: new Date() }).success).toBe(true);
  });
});
