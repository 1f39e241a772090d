import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../seed/seed-random';
import { drawParagraph, drawStatements } from './bank';
import { BANK_PARAGRAPHS } from './bank-paragraphs';
import { BANK_STATEMENTS } from './bank-statements';
import { ParagraphSchema, StatementSchema, StatementsSchema, wordCount } from './content';
import { answerIsRight } from './item-scoring';

describe('the bank', () => {
  it('holds at least 60 different statements, each one or two sentences', () => {
    expect(BANK_STATEMENTS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(BANK_STATEMENTS.map((text) => text.toLowerCase())).size).toBe(
      BANK_STATEMENTS.length,
    );
    for (const statement of BANK_STATEMENTS) {
      expect(StatementSchema.safeParse(statement).success, statement).toBe(true);
      // Read aloud in the twelve seconds each has, at a slow pace.
      expect(wordCount(statement), statement).toBeLessThanOrEqual(20);
    }
  });

  it('holds at least 12 different paragraphs of 60–80 words with five questions each', () => {
    expect(BANK_PARAGRAPHS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(BANK_PARAGRAPHS.map((p) => p.paragraph)).size).toBe(BANK_PARAGRAPHS.length);
    for (const paragraph of BANK_PARAGRAPHS) {
      const words = wordCount(paragraph.paragraph);
      expect(words, paragraph.paragraph).toBeGreaterThanOrEqual(60);
      expect(words, paragraph.paragraph).toBeLessThanOrEqual(80);
      expect(paragraph.questions).toHaveLength(5);
      expect(ParagraphSchema.safeParse(paragraph).success, paragraph.paragraph).toBe(true);
    }
  });

  it('answers every question from its paragraph: one key phrase at least is in the text', () => {
    for (const { paragraph, questions } of BANK_PARAGRAPHS) {
      for (const { question, answerKey } of questions) {
        expect(answerIsRight(paragraph, answerKey), question).toBe(true);
      }
    }
  });
});

describe('drawing a test from the bank', () => {
  it('draws ten different statements that pass the schema', () => {
    const { statements } = drawStatements(mulberry32(1));
    expect(StatementsSchema.safeParse({ statements }).success).toBe(true);
    expect(new Set(statements).size).toBe(10);
    for (const statement of statements) expect(BANK_STATEMENTS).toContain(statement);
  });

  it('draws the same for the same random source, and differently between tests', () => {
    expect(drawStatements(mulberry32(7))).toEqual(drawStatements(mulberry32(7)));
    expect(drawStatements(mulberry32(7))).not.toEqual(drawStatements(mulberry32(8)));
    const random = mulberry32(3);
    const paragraphs = new Set(Array.from({ length: 20 }, () => drawParagraph(random).paragraph));
    expect(paragraphs.size).toBeGreaterThan(5);
  });

  it('reaches every paragraph: the first for a draw of 0, the last for one just under 1', () => {
    expect(drawParagraph(() => 0)).toEqual(BANK_PARAGRAPHS[0]);
    expect(drawParagraph(() => 0.999_999)).toEqual(BANK_PARAGRAPHS.at(-1));
  });

  it('hands out copies: changing a drawn test leaves the bank as it was', () => {
    const drawn = drawParagraph(() => 0);
    drawn.questions[0]?.answerKey.push('changed');
    expect(BANK_PARAGRAPHS[0]?.questions[0]?.answerKey).not.toContain('changed');
  });
});
