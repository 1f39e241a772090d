// The Gemini adapter with the real @google/genai client, talking to a local HTTP server that
// stands in for the Gemini API (httpOptions.baseUrl): nothing here reaches Google.
import { BANK_PARAGRAPHS } from '@portal/domain/assessment/bank-paragraphs';
import { BANK_STATEMENTS } from '@portal/domain/assessment/bank-statements';
import { ParagraphReplySchema, StatementsReplySchema } from '@portal/domain/assessment/content';
import { mulberry32 } from '@portal/domain/seed/seed-random';
import { logger } from 'firebase-functions';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, standInServer, type Answer, type Received } from '#src/test/stand-in-server';
import { assessmentContent } from './assessment-content';
import type { GeminiSettings } from './gemini-settings';
import { RESPONSE_SCHEMAS } from './prompts';

const gemini = standInServer();

let warn: ReturnType<typeof vi.spyOn>;
let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
  // Passes through: it only records where the client sends its requests.
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const settings = (overrides: Partial<GeminiSettings> = {}): GeminiSettings => ({
  apiKey: 'test-key',
  model: 'gemini-2.5-flash-lite',
  timeoutMs: 5000,
  baseUrl: gemini.baseUrl,
  ...overrides,
});

/** A generateContent answer whose one candidate says `text`. */
const modelSays = (text: string): Answer =>
  json(200, {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
    modelVersion: 'gemini-2.5-flash-lite',
  });

/** An error as the Gemini API words it. */
const apiError = (code: number, status: string, message: string): Answer =>
  json(code, { error: { code, message, status } });

const TEN = BANK_STATEMENTS.slice(20, 30);
const PARAGRAPH = BANK_PARAGRAPHS[3]!;

function expectLoggedReason(reason: string | RegExp) {
  expect(warn).toHaveBeenCalledTimes(1);
  const [message] = warn.mock.calls[0] as [string];
  expect(message).toMatch(/^Assessment (statements|paragraph) served from the bank: /);
  expect(message).toMatch(reason);
}

function expectFromBank(reply: unknown, part: 'statements' | 'paragraph') {
  if (part === 'statements') {
    const { statements, source } = StatementsReplySchema.parse(reply);
    expect(source).toBe('bank');
    for (const statement of statements) expect(BANK_STATEMENTS).toContain(statement);
  } else {
    const { paragraph, source } = ParagraphReplySchema.parse(reply);
    expect(source).toBe('bank');
    expect(BANK_PARAGRAPHS.map((p) => p.paragraph)).toContain(paragraph);
  }
}

describe('a good structured reply', () => {
  it('gives Gemini’s statements, asked for in the Gemini API’s own shape', async () => {
    gemini.answer = modelSays(JSON.stringify({ statements: TEN }));
    const reply = await assessmentContent('statements', settings(), mulberry32(1));
    expect(reply).toEqual({ statements: TEN, source: 'gemini' });
    expect(warn).not.toHaveBeenCalled();

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(new RegExp(`^${gemini.baseUrl}/`));
    expect(gemini.received).toHaveLength(1);
    const [request] = gemini.received as [Received];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1beta/models/gemini-2.5-flash-lite:generateContent');
    expect(request.headers['x-goog-api-key']).toBe('test-key');
    expect(request.body).toMatchObject({
      contents: [
        { role: 'user', parts: [{ text: expect.stringContaining('10 different statements') }] },
      ],
      generationConfig: {
        responseMimeType: 'application/json',
        responseJsonSchema: RESPONSE_SCHEMAS.statements,
      },
    });
  });

  it('gives Gemini’s paragraph, asked for under the model the parameter names', async () => {
    gemini.answer = modelSays(JSON.stringify(PARAGRAPH));
    const reply = await assessmentContent('paragraph', settings({ model: 'gemini-test-lite' }));
    expect(reply).toEqual({ ...PARAGRAPH, source: 'gemini' });
    const [request] = gemini.received as [Received];
    expect(request.url).toBe('/v1beta/models/gemini-test-lite:generateContent');
    expect(request.body).toMatchObject({
      generationConfig: { responseJsonSchema: RESPONSE_SCHEMAS.paragraph },
    });
  });
});

describe('a reply that ignores the schema is read leniently', () => {
  it.each([
    ['fenced JSON', `\`\`\`json\n${JSON.stringify({ statements: TEN })}\n\`\`\``],
    [
      'prose around JSON',
      `Here are your statements: ${JSON.stringify({ statements: TEN })} Good luck!`,
    ],
  ])('%s', async (_what, text) => {
    gemini.answer = modelSays(text);
    expect(await assessmentContent('statements', settings())).toEqual({
      statements: TEN,
      source: 'gemini',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps five questions of seven', async () => {
    const seven = [...PARAGRAPH.questions, ...PARAGRAPH.questions.slice(0, 2)];
    gemini.answer = modelSays(JSON.stringify({ paragraph: PARAGRAPH.paragraph, questions: seven }));
    const reply = ParagraphReplySchema.parse(await assessmentContent('paragraph', settings()));
    expect(reply.source).toBe('gemini');
    expect(reply.questions).toEqual(PARAGRAPH.questions);
  });
});

describe('every failure serves the bank and logs why', () => {
  it.each([
    ['garbage', 'statements', modelSays('%%% not json at all'), /the reply holds no JSON/],
    [
      'nine statements',
      'statements',
      modelSays(JSON.stringify({ statements: TEN.slice(0, 9) })),
      /9 statements instead of 10/,
    ],
    [
      'a thirty-word paragraph',
      'paragraph',
      modelSays(JSON.stringify({ paragraph: 'word '.repeat(30), questions: PARAGRAPH.questions })),
      /a paragraph of 30 words instead of 60–80/,
    ],
    ['an empty candidate list', 'paragraph', json(200, { candidates: [] }), /no text/],
    [
      '429',
      'statements',
      apiError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded'),
      /rate limit or quota exceeded \(429\)/,
    ],
    ['500', 'paragraph', apiError(500, 'INTERNAL', 'Internal error'), /failed on its side \(500\)/],
    [
      '404: no such model',
      'statements',
      apiError(404, 'NOT_FOUND', 'models/gemini-2.5-flash-lite is not found'),
      /model gemini-2\.5-flash-lite not found \(404\)/,
    ],
    [
      '400: a bad key',
      'statements',
      apiError(400, 'INVALID_ARGUMENT', 'API key not valid.'),
      /request refused \(400\).*API key not valid/,
    ],
  ] as const)('%s', async (_what, part, reply, reason) => {
    gemini.answer = reply;
    expectFromBank(await assessmentContent(part, settings()), part);
    expect(gemini.received).toHaveLength(1);
    expectLoggedReason(reason);
  });

  it('a time-out', async () => {
    // The stand-in never answers.
    gemini.answer = () => {};
    const started = Date.now();
    const reply = await assessmentContent('paragraph', settings({ timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(3000);
    expectFromBank(reply, 'paragraph');
    expectLoggedReason(/no answer within 0\.3 s/);
  });

  it('an address nobody answers on', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const reply = await assessmentContent(
      'statements',
      settings({ baseUrl: `http://127.0.0.1:${port}` }),
    );
    expectFromBank(reply, 'statements');
    expectLoggedReason(/Gemini could not be reached/);
  });

  it('no key: Google is not called at all', async () => {
    const { baseUrl: _none, ...withoutStandIn } = settings({ apiKey: null });
    const reply = await assessmentContent('statements', withoutStandIn);
    expectFromBank(reply, 'statements');
    expectLoggedReason(/no GEMINI_API_KEY is set/);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(gemini.received).toHaveLength(0);
  });
});

describe('a spent Gemini budget', () => {
  it('serves the bank, says so, and logs why, without calling Gemini', async () => {
    gemini.answer = modelSays(JSON.stringify({ statements: TEN }));
    const reply = await assessmentContent('statements', settings(), mulberry32(3), {
      bankReason: "the site's 1000 Gemini calls for today are spent",
    });
    expectFromBank(reply, 'statements');
    expectLoggedReason(/the site's 1000 Gemini calls for today are spent/);
    expect(gemini.received).toHaveLength(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('the bank’s draw', () => {
  it('follows the random source it is given, so tests vary', async () => {
    const one = await assessmentContent('statements', settings({ apiKey: null }), mulberry32(1));
    const again = await assessmentContent('statements', settings({ apiKey: null }), mulberry32(1));
    const other = await assessmentContent('statements', settings({ apiKey: null }), mulberry32(2));
    expect(again).toEqual(one);
    expect(other).not.toEqual(one);
  });
});
