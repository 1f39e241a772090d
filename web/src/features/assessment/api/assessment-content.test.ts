// The callable's answers as the assessment reads them: a paragraph, no paragraph, or a failure.
import type { Functions } from 'firebase/functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '@/lib/firebase/callables';
import { fetchParagraph, fetchStatements } from './assessment-content';

vi.mock('@/lib/firebase/callables', () => ({ callFunction: vi.fn() }));

const functions = {} as Functions;
const PARAGRAPH = Array.from({ length: 65 }, (_, index) => `word${index}`).join(' ') + '.';

describe('assessment content', () => {
  afterEach(() => {
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it("asks generateAssessment for the statements, checked against the reply's schema", async () => {
    vi.mocked(callFunction).mockResolvedValue({ ok: true, data: 'checked' });
    await expect(fetchStatements(functions)).resolves.toEqual({ ok: true, data: 'checked' });
    expect(callFunction).toHaveBeenCalledWith(
      functions,
      'generateAssessment',
      { part: 'statements' },
      expect.anything(),
    );
  });

  it('gives a paragraph that keeps the contract', async () => {
    const reply = {
      paragraph: PARAGRAPH,
      questions: [{ question: 'Which word comes first?', answerKey: ['word0'] }],
      source: 'bank',
    };
    vi.mocked(callFunction).mockResolvedValue({ ok: true, data: reply });
    await expect(fetchParagraph(functions)).resolves.toEqual({ status: 'ready', reply });
    expect(vi.mocked(callFunction).mock.calls[0]?.[2]).toEqual({ part: 'paragraph' });
  });

  it('calls an answer with no usable paragraph missing, and logs why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(callFunction).mockResolvedValue({
      ok: true,
      data: { questions: [], source: 'bank' },
    });
    await expect(fetchParagraph(functions)).resolves.toEqual({ status: 'missing' });
    expect(error).toHaveBeenCalledWith(
      'generateAssessment answered without a usable paragraph',
      expect.any(Array),
    );
  });

  it('passes a failed call on as failed', async () => {
    const refusal = { code: 'unavailable', message: '', details: null };
    vi.mocked(callFunction).mockResolvedValue({ ok: false, refusal });
    await expect(fetchParagraph(functions)).resolves.toEqual({ status: 'failed', refusal });
  });
});
