// What Gemini is asked for each part of a test, and the JSON Schema its reply must follow
// (structured output). A topic drawn at random makes tests differ even where the model would
// repeat itself.
import {
  AI_PARAGRAPH_MAX_WORDS,
  AI_PARAGRAPH_MIN_WORDS,
  AI_STATEMENT_COUNT,
  PARAGRAPH_QUESTION_COUNT,
} from '@portal/domain/constants';
import type { GenerateAssessmentInput } from '@portal/domain/assessment/content';
import { pick, type Random } from '@portal/domain/seed/seed-random';

export type Part = GenerateAssessmentInput['part'];

const TOPICS = [
  'a first week at a new job',
  'commuting and public transport',
  'shopping and returns',
  'a team meeting',
  'health and sleep',
  'cooking and food',
  'a weekend trip',
  'customer service',
  'moving house',
  'learning a new skill',
  'office life',
  'a job interview',
  'sport and exercise',
  'the weather and seasons',
  'volunteering in the community',
  'technology at work',
];

const STYLE =
  'Use plain, natural, everyday and workplace English that a speech recogniser set to US ' +
  'English transcribes well: American spelling, common words, no names that are hard to say, ' +
  'no abbreviations, no lists or quotation marks.';

export function promptFor(part: Part, random: Random): string {
  const topic = pick(random, TOPICS);
  if (part === 'statements') {
    return [
      `Write ${AI_STATEMENT_COUNT} different statements for a spoken-English test.`,
      'The candidate reads the first five aloud, and hears and repeats the other five.',
      'Each statement is one or two sentences of 8 to 18 words in all.',
      `Vary the topics; start from ${topic}.`,
      STYLE,
      'Answer with JSON: {"statements": ["...", ...]}.',
    ].join(' ');
  }
  return [
    `Write one paragraph of ${AI_PARAGRAPH_MIN_WORDS + 5} to ${AI_PARAGRAPH_MAX_WORDS - 5}`,
    `words (never fewer than ${AI_PARAGRAPH_MIN_WORDS} or more than ${AI_PARAGRAPH_MAX_WORDS})`,
    `about ${topic}, for a listening-comprehension test: the candidate hears it once.`,
    `Then write ${PARAGRAPH_QUESTION_COUNT} short questions, each answered by a fact stated`,
    'in the paragraph. For each question give answerKey: one to four words or short phrases,',
    'taken from the paragraph, any one of which a right spoken answer would contain; write',
    'numbers in words.',
    STYLE,
    'Answer with JSON: {"paragraph": "...", "questions": [{"question": "...", "answerKey":',
    '["..."]}]}.',
  ].join(' ');
}

/** The reply's shape as JSON Schema (`responseJsonSchema`), the counts included. */
export const RESPONSE_SCHEMAS: Record<Part, Record<string, unknown>> = {
  statements: {
    type: 'object',
    properties: {
      statements: {
        type: 'array',
        items: { type: 'string' },
        minItems: AI_STATEMENT_COUNT,
        maxItems: AI_STATEMENT_COUNT,
      },
    },
    required: ['statements'],
  },
  paragraph: {
    type: 'object',
    properties: {
      paragraph: { type: 'string' },
      questions: {
        type: 'array',
        minItems: PARAGRAPH_QUESTION_COUNT,
        maxItems: PARAGRAPH_QUESTION_COUNT,
        items: {
          type: 'object',
          properties: {
            question: { type: 'string' },
            answerKey: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 4 },
          },
          required: ['question', 'answerKey'],
        },
      },
    },
    required: ['paragraph', 'questions'],
  },
};
