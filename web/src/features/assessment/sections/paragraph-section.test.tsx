import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchParagraph,
  type ParagraphOutcome,
} from '@/features/assessment/api/assessment-content';
import { retryTimeText } from '@/lib/firebase/callables';
import {
  advance,
  answered,
  click,
  pressDialogAction,
  renderSection,
  SPEAK_MS,
} from '#test/assessment';
import { PARAGRAPH_INTRO, ParagraphSection } from './paragraph-section';

vi.mock('@/lib/firebase/firebase-services', () => {
  const functions = { name: 'functions' };
  return { useFunctions: () => functions };
});
vi.mock('@/features/assessment/api/assessment-content', () => ({ fetchParagraph: vi.fn() }));

const PARAGRAPH = 'Mira runs a small bakery. She opens at six every morning.';
const QUESTIONS = [1, 2, 3, 4, 5].map((n) => ({
  question: `Question number ${n}?`,
  answerKey: [`key ${n}`],
}));
const READY: ParagraphOutcome = {
  status: 'ready',
  reply: { paragraph: PARAGRAPH, questions: QUESTIONS, source: 'bank' },
};

const renderParagraph = () => renderSection((props) => <ParagraphSection {...props} />);

const nextButton = () => screen.getByRole('button', { name: /^(Next Question|Finish Test)$/ });

describe('ParagraphSection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('loads and reads the paragraph, then asks each question, the last with Finish Test', async () => {
    let answer: (outcome: ParagraphOutcome) => void = () => {};
    vi.mocked(fetchParagraph).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { speech, spoken, onDone } = renderParagraph();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Part 3 of 3: Paragraph');
    expect(fetchParagraph).toHaveBeenCalledTimes(1);
    expect(fetchParagraph).toHaveBeenCalledWith({ name: 'functions' });
    expect(screen.getByText('Loading paragraph...')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(spoken).toEqual([`Paragraph. ${PARAGRAPH_INTRO}`]);

    await advance(SPEAK_MS);
    await advance(0);
    answer(READY);
    await advance(0);
    expect(screen.queryByText('Loading paragraph...')).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Time left 10:00');
    expect(screen.getByText(PARAGRAPH)).toBeInTheDocument();
    expect(spoken.at(-1)).toBe(PARAGRAPH);
    expect(nextButton()).toBeDisabled();

    await advance(SPEAK_MS);
    expect(spoken.at(-1)).toBe('Question number 1?');
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    click(nextButton());
    expect(spoken.at(-1)).toBe('Question number 1?');
    await advance(SPEAK_MS);
    expect(screen.getByText('Question 1 of 5: answer it aloud')).toBeInTheDocument();
    expect(speech.listener.listen).toHaveBeenCalledTimes(1);
    expect(nextButton()).toHaveTextContent('Next Question');

    for (let n = 2; n <= 5; n += 1) {
      click(nextButton());
      expect(speech.listener.listen.mock.calls[n - 2]?.[0].aborted).toBe(true);
      await advance(SPEAK_MS);
      expect(spoken.at(-1)).toBe(`Question number ${n}?`);
      expect(screen.getByText(`Question ${n} of 5: answer it aloud`)).toBeInTheDocument();
    }
    expect(nextButton()).toHaveTextContent('Finish Test');
    click(nextButton());
    expect(screen.getByRole('dialog', { name: 'Test finished' })).toHaveTextContent(
      'You have finished the test. Press Finish Test to see your results.',
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    pressDialogAction();
    await advance(0);
    const heard = answered(QUESTIONS.map(({ question }) => question));
    expect(onDone).toHaveBeenCalledWith(
      heard.map((item, index) => ({ ...item, answerKey: QUESTIONS[index]?.answerKey })),
    );
  });

  it("says 'No paragraph returned' when the answer holds none, and can ask again", async () => {
    vi.mocked(fetchParagraph).mockResolvedValueOnce({ status: 'missing' });
    vi.mocked(fetchParagraph).mockResolvedValueOnce(READY);
    renderParagraph();
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('No paragraph returned');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Loading paragraph...')).toBeInTheDocument();
    await advance(0);
    expect(fetchParagraph).toHaveBeenCalledTimes(2);
    expect(screen.getByText(PARAGRAPH)).toBeInTheDocument();
  });

  it("says 'Failed to fetch paragraph', and when a quota resets", async () => {
    const retryAt = new Date(Date.now() + 3_600_000).toISOString();
    vi.mocked(fetchParagraph).mockResolvedValue({
      status: 'failed',
      refusal: {
        code: 'resource-exhausted',
        message: 'Too many',
        details: { reason: 'rate-limited', retryAt, scope: 'caller' },
      },
    });
    const { onDone } = renderParagraph();
    await advance(0);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch paragraph');
    expect(alert).toHaveTextContent(`You can take another ${retryTimeText(retryAt)}.`);
    // The test can still be finished with the first two parts.
    click(screen.getByRole('button', { name: 'Finish Test' }));
    pressDialogAction();
    await advance(0);
    expect(onDone).toHaveBeenCalledWith([]);
  });

  it("gives the 'finished' dialog for good at 0, after 600 s from the paragraph's arrival", async () => {
    vi.mocked(fetchParagraph).mockResolvedValue(READY);
    renderParagraph();
    await advance(0);
    await advance(599_000);
    expect(screen.getByRole('timer')).toHaveTextContent('Time left 0:01');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1000);
    expect(screen.getByRole('dialog', { name: 'Test finished' })).toHaveTextContent(
      'Time is up. You have finished the test.',
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
