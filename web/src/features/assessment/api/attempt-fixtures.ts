// Scored attempts for tests: one reading item unless told otherwise.
import type { ScoredAttempt } from './attempts';

export function scoredAttempt(
  overall: number,
  overrides: Partial<ScoredAttempt> = {},
): ScoredAttempt {
  return {
    overall,
    band: 'B1',
    sections: {
      reading: { score: overall, items: 1 },
      listening: { score: 0, items: 0 },
      paragraph: { score: 0, items: 0 },
    },
    items: [
      {
        section: 'reading',
        prompt: 'The sun rises in the east.',
        heard: 'the sun rises in east',
        speechSeconds: 2.1,
        expected: 'The sun rises in the east.',
        accuracy: 100,
        completeness: 83,
        score: overall,
        wordsCorrectPerMinute: 142.9,
        diff: [
          { op: 'match', expected: 'the', heard: 'the' },
          // Scoring may leave a field undefined; Firestore must not be handed it.
          { op: 'omit', expected: 'the', heard: undefined },
        ],
      },
    ],
    ...overrides,
  };
}
