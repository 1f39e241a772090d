import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { scoredAttempt } from '@/features/assessment/api/attempt-fixtures';
import { renderPage } from '@/test/render';
import { Results } from './results';

const ATTEMPT = scoredAttempt(64, {
  sections: {
    reading: { score: 80, items: 5 },
    listening: { score: 55, items: 5 },
    paragraph: { score: 40, items: 5 },
  },
  items: [
    {
      section: 'reading',
      prompt: 'The cat sat on the mat.',
      heard: 'the cat sit on mat please',
      speechSeconds: 2,
      expected: 'The cat sat on the mat.',
      accuracy: 60,
      completeness: 67,
      score: 63,
      wordsCorrectPerMinute: 120,
      diff: [
        { op: 'match', expected: 'The', heard: 'the' },
        { op: 'match', expected: 'cat', heard: 'cat' },
        { op: 'substitute', expected: 'sat', heard: 'sit' },
        { op: 'match', expected: 'on', heard: 'on' },
        { op: 'omit', expected: 'the' },
        { op: 'match', expected: 'mat.', heard: 'mat' },
        { op: 'insert', heard: 'please' },
      ],
    },
    {
      section: 'paragraph',
      prompt: 'Where does Mira work?',
      heard: '',
      speechSeconds: null,
      expected: 'bakery / shop',
      accuracy: 0,
      completeness: 0,
      score: 0,
      wordsCorrectPerMinute: null,
      diff: [],
    },
  ],
});

describe('Results', () => {
  it('shows the overall score and band, labelled indicative, and each section', () => {
    renderPage(<Results attempt={ATTEMPT} onBack={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Your results' })).toHaveFocus();
    expect(screen.getByText('Overall score', { exact: false })).toHaveTextContent(
      'Overall score 64 out of 100',
    );
    expect(screen.getByText(/^Band/)).toHaveTextContent('Band B1 (indicative)');
    const table = within(screen.getByRole('table', { name: 'Scores by section' }));
    expect(table.getByRole('row', { name: 'Reading 80 5' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: 'Listening 55 5' })).toBeInTheDocument();
    expect(table.getByRole('row', { name: 'Paragraph 40 5' })).toBeInTheDocument();
  });

  it('sets what was expected beside what was heard, marking differences in words', () => {
    renderPage(<Results attempt={ATTEMPT} onBack={vi.fn()} />);
    const reading = within(screen.getByRole('region', { name: 'Reading' }));
    const [item] = reading.getAllByRole('listitem');
    expect(item).toHaveTextContent(
      'ExpectedThe cat (said differently: sat) on (not heard: the) mat.' +
        'Heardthe cat (heard instead: sit) on mat (added: please)' +
        'Score 63 out of 100, 120 words correct per minute',
    );
    expect(item!.querySelectorAll('del')).toHaveLength(2);
    expect(item!.querySelectorAll('ins')).toHaveLength(2);

    const paragraph = within(screen.getByRole('region', { name: 'Paragraph' }));
    expect(paragraph.getByRole('listitem')).toHaveTextContent(
      'Where does Mira work?A right answer says (any of)bakery / shop' +
        'HeardNothing was heard.Not the expected answer. Score 0 out of 100',
    );
    // A section with no items has no list.
    expect(screen.queryByRole('region', { name: 'Listening' })).not.toBeInTheDocument();
  });

  it('goes back to the start', async () => {
    const onBack = vi.fn();
    renderPage(<Results attempt={ATTEMPT} onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back to start' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('says plainly when nothing could be scored', () => {
    renderPage(<Results attempt={null} onBack={vi.fn()} />);
    expect(screen.getByText(/Your answers could not be scored/)).toBeInTheDocument();
    expect(screen.queryByText(/Overall score/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to start' })).toBeInTheDocument();
  });
});
