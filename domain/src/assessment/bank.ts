// A test from the built-in bank, for when Gemini cannot give one: ten different statements and
// one paragraph, drawn at random so that tests vary. The random source is a parameter, so a
// test can fix the draw.
import { AI_STATEMENT_COUNT } from '../constants';
import { pick, sample, type Random } from '../seed/seed-random';
import { BANK_PARAGRAPHS } from './bank-paragraphs';
import { BANK_STATEMENTS } from './bank-statements';
import type { Paragraph, Statements } from './content';

export function drawStatements(random: Random = Math.random): Statements {
  return { statements: sample(random, BANK_STATEMENTS, AI_STATEMENT_COUNT) };
}

export function drawParagraph(random: Random = Math.random): Paragraph {
  const { paragraph, questions } = pick(random, BANK_PARAGRAPHS);
  return {
    paragraph,
    questions: questions.map(({ question, answerKey }) => ({
      question,
      answerKey: [...answerKey],
    })),
  };
}
