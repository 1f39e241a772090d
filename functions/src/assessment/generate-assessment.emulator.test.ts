// generateAssessment over HTTP on the Functions emulator. No Gemini key there, so every test
// comes from the bank, and nothing reaches Google.
import { RefusalDetailsSchema } from '@portal/domain/callables/callable-results';
import { ParagraphReplySchema, StatementsReplySchema } from '@portal/domain/assessment/content';
import { ASSESSMENT_TESTS_PER_DAY, COLLECTIONS } from '@portal/domain/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callFunction,
  clearFirestore,
  countDocs,
  signUp,
  testFirestore,
} from '#src/test/emulators';

const db = testFirestore();
const NAME = 'generateAssessment';

let accounts = 0;
/** A new account on the Auth emulator: its id token. */
async function newUser(): Promise<string> {
  accounts += 1;
  return (await signUp(`candidate-${Date.now()}-${accounts}@example.com`)).idToken;
}

async function ask(idToken: string, part: 'statements' | 'paragraph') {
  const outcome = await callFunction(NAME, { part }, { idToken });
  if (!outcome.ok) throw new Error(`Refused: ${outcome.status} ${outcome.message}`);
  return outcome.result;
}

async function refusal(data: unknown, idToken?: string) {
  const outcome = await callFunction(NAME, data, idToken ? { idToken } : {});
  if (outcome.ok) throw new Error(`Served: ${JSON.stringify(outcome.result)}`);
  return outcome;
}

beforeEach(clearFirestore);

describe('generateAssessment', () => {
  it('refuses a caller who is not signed in, and counts nothing', async () => {
    const outcome = await refusal({ part: 'statements' });
    expect(outcome).toMatchObject({
      status: 'UNAUTHENTICATED',
      message: 'Log in to take the assessment.',
    });
    expect(await countDocs(db, COLLECTIONS.assessmentQuotas)).toBe(0);
  });

  it('gives a signed-in user a test from the bank: ten statements, then a paragraph', async () => {
    const idToken = await newUser();
    const statements = StatementsReplySchema.parse(await ask(idToken, 'statements'));
    expect(statements.source).toBe('bank');
    expect(new Set(statements.statements).size).toBe(10);
    const paragraph = ParagraphReplySchema.parse(await ask(idToken, 'paragraph'));
    expect(paragraph.source).toBe('bank');
    expect(paragraph.questions).toHaveLength(5);
  });

  it('names a part it does not know', async () => {
    const outcome = await refusal({ part: 'essay' }, await newUser());
    expect(outcome.status).toBe('INVALID_ARGUMENT');
    expect(outcome.message).toBe("Check these fields. Part: Ask for 'statements' or 'paragraph'.");
    expect(RefusalDetailsSchema.parse(outcome.details)).toMatchObject({ reason: 'invalid-fields' });
  });

  it('serves ten tests a day, each with its paragraph, refuses the eleventh until midnight UTC, and serves another user', async () => {
    const idToken = await newUser();
    for (let test = 1; test <= ASSESSMENT_TESTS_PER_DAY; test++) {
      StatementsReplySchema.parse(await ask(idToken, 'statements'));
      ParagraphReplySchema.parse(await ask(idToken, 'paragraph'));
    }
    const before = Date.now();
    const outcome = await refusal({ part: 'statements' }, idToken);
    expect(outcome.status).toBe('RESOURCE_EXHAUSTED');
    expect(outcome.message).toMatch(
      /^10 tests a day is as many as one person may take\. Try again after \d{4}-\d\d-\d\d 00:00 UTC\.$/,
    );
    const details = RefusalDetailsSchema.parse(outcome.details);
    const day = 24 * 60 * 60 * 1000;
    const nextMidnight = (Math.floor(before / day) + 1) * day;
    expect(details).toEqual({
      reason: 'rate-limited',
      retryAt: new Date(nextMidnight).toISOString(),
      scope: 'caller',
    });
    // A paragraph beyond the tenth test's is refused too: it cannot stand in for a test.
    expect((await refusal({ part: 'paragraph' }, idToken)).status).toBe('RESOURCE_EXHAUSTED');

    const other = await newUser();
    expect(StatementsReplySchema.parse(await ask(other, 'statements')).source).toBe('bank');
  });
});
