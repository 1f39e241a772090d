import { describe, expect, it } from 'vitest';
import { BANK_PARAGRAPHS } from './bank-paragraphs';
import { BANK_STATEMENTS } from './bank-statements';
import { parseLenientJson, parseParagraph, parseStatements } from './reply-parsing';

const TEN = BANK_STATEMENTS.slice(0, 10);
const JSON_TEN = JSON.stringify({ statements: TEN });

describe('parseLenientJson', () => {
  it.each([
    ['plain', '{"a": 1}', { a: 1 }],
    ['plain with white space', '\n  [1, 2]\n', [1, 2]],
    ['fenced ```json', 'Here it is:\n```json\n{"a": 1}\n```\nEnjoy!', { a: 1 }],
    ['fenced ```', '```\n{"a": [1, 2]}\n```', { a: [1, 2] }],
    ['fenced on one line', '```json {"a": 1} ```', { a: 1 }],
    ['a fence left open', '```json\n{"a": 1}\n', { a: 1 }],
    ['wrapped in prose', 'Sure! {"a": {"b": "}"}} Hope that helps.', { a: { b: '}' } }],
    ['prose, then two blocks: the first', 'x {"a": 1} y {"b": 2}', { a: 1 }],
  ])('%s', (_what, reply, json) => {
    expect(parseLenientJson(reply)).toEqual(json);
  });

  it.each([
    ['prose alone', 'I cannot help with that.'],
    ['broken JSON', '{"a": 1,'],
    ['a broken block in prose', 'Here: {"a": 1, "b": } done'],
    ['an empty reply', ''],
    ['a broken fence', '```json\n{"a":\n```'],
  ])('%s gives nothing', (_what, reply) => {
    expect(parseLenientJson(reply)).toBeUndefined();
  });
});

describe('parseStatements', () => {
  it('takes ten statements, plain, fenced or wrapped in prose', () => {
    for (const reply of [JSON_TEN, `\`\`\`json\n${JSON_TEN}\n\`\`\``, `Here you go: ${JSON_TEN}`]) {
      expect(parseStatements(reply)).toEqual({ ok: true, content: { statements: TEN } });
    }
  });

  it('takes the bare list the old prompt asked for, and trims each statement', () => {
    const padded = TEN.map((text) => ` ${text} `);
    expect(parseStatements(JSON.stringify(padded))).toEqual({
      ok: true,
      content: { statements: TEN },
    });
  });

  it.each([
    ['no JSON', 'Sorry.', 'the reply holds no JSON'],
    ['no list', '{"sentences": "one"}', 'the reply has no list of statements'],
    ['nine', JSON.stringify({ statements: TEN.slice(0, 9) }), '9 statements instead of 10'],
    [
      'eleven',
      JSON.stringify({ statements: [...TEN, 'One more.'] }),
      '11 statements instead of 10',
    ],
    [
      'three sentences in one',
      JSON.stringify({ statements: [...TEN.slice(0, 9), 'One. Two. Three.'] }),
      'statements.9: A statement is one or two sentences.',
    ],
    ['an empty one', JSON.stringify({ statements: [...TEN.slice(0, 9), '  '] }), 'statements.9:'],
    ['not strings', JSON.stringify({ statements: Array(10).fill(7) }), 'statements.0:'],
  ])('refuses %s, saying why', (_what, reply, reason) => {
    const parsed = parseStatements(reply);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok || parsed.reason).toContain(reason);
  });
});

describe('parseParagraph', () => {
  const bank = BANK_PARAGRAPHS[0]!;
  const question = { question: 'What is it?', answerKey: ['it'] };

  it('takes a paragraph with its questions, plain or fenced', () => {
    for (const reply of [JSON.stringify(bank), `\`\`\`\n${JSON.stringify(bank)}\n\`\`\``]) {
      expect(parseParagraph(reply)).toEqual({ ok: true, content: bank });
    }
  });

  it('keeps the first five questions of seven', () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ ...question, question: `Q${i + 1}?` }));
    const parsed = parseParagraph(JSON.stringify({ paragraph: bank.paragraph, questions: seven }));
    expect(parsed.ok && parsed.content.questions.map((q) => q.question)).toEqual([
      'Q1?',
      'Q2?',
      'Q3?',
      'Q4?',
      'Q5?',
    ]);
  });

  it('reads an answer key given as one string as a list of one', () => {
    const parsed = parseParagraph(
      JSON.stringify({
        paragraph: bank.paragraph,
        questions: [{ question: 'Q?', answerKey: 'a' }],
      }),
    );
    expect(parsed.ok && parsed.content.questions).toEqual([{ question: 'Q?', answerKey: ['a'] }]);
  });

  const thirty = 'word '.repeat(30).trim();
  it.each([
    ['no JSON', 'The paragraph is about cats.', 'the reply holds no JSON'],
    ['a list', '[1, 2]', 'the reply is not an object'],
    [
      'thirty words',
      JSON.stringify({ paragraph: thirty, questions: [question] }),
      'a paragraph of 30 words instead of 60–80',
    ],
    [
      'eighty-one words',
      JSON.stringify({ paragraph: 'word '.repeat(81), questions: [question] }),
      'a paragraph of 81 words',
    ],
    ['no questions', JSON.stringify({ paragraph: bank.paragraph, questions: [] }), 'questions:'],
    [
      'a question without its key',
      JSON.stringify({ paragraph: bank.paragraph, questions: [{ question: 'Q?' }] }),
      'questions.0.answerKey:',
    ],
    ['no paragraph', JSON.stringify({ questions: [question] }), 'paragraph:'],
  ])('refuses %s, saying why', (_what, reply, reason) => {
    const parsed = parseParagraph(reply);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok || parsed.reason).toContain(reason);
  });
});
