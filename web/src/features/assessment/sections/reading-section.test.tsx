import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  answered,
  click,
  endSection,
  pressDialogAction,
  renderSection,
  SPEAK_MS,
} from '#test/assessment';
import { READING_INTRO, ReadingSection } from './reading-section';

const STATEMENTS = ['One is read.', 'Two is read.', 'Three is read.', 'Four is read.', 'Five.'];

const renderReading = () =>
  renderSection((props) => <ReadingSection statements={STATEMENTS} {...props} />);

const shown = () => screen.getByRole('blockquote').textContent;

describe('ReadingSection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('speaks the intro, then shows the statements one at a time, a new one every 12 s', async () => {
    const { speech, spoken } = renderReading();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Part 1 of 3: Reading');
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(spoken).toEqual([`Reading. ${READING_INTRO}`]);
    expect(screen.queryByRole('blockquote')).not.toBeInTheDocument();
    expect(speech.listener.listen).not.toHaveBeenCalled();
    expect(screen.getByRole('timer')).toHaveTextContent('Time left 1:00');

    await advance(SPEAK_MS);
    expect(shown()).toBe('One is read.');
    expect(screen.getByText('Sentence 1 of 5: read it aloud')).toBeInTheDocument();
    expect(speech.listener.listen).toHaveBeenCalledTimes(1);

    await advance(11_999);
    expect(shown()).toBe('One is read.');
    expect(screen.getByRole('timer')).toHaveTextContent('Time left 0:49');
    await advance(1);
    expect(shown()).toBe('Two is read.');
    // The first statement's window closed as the second opened.
    expect(speech.listener.listen.mock.calls[0]?.[0].aborted).toBe(true);
    expect(speech.listener.listen).toHaveBeenCalledTimes(2);
    for (const text of ['Three is read.', 'Four is read.', 'Five.']) {
      await advance(12_000);
      expect(shown()).toBe(text);
    }
    expect(speech.listener.listen).toHaveBeenCalledTimes(5);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the completion dialog at 0, which only Next closes, and hands over every answer', async () => {
    const { onDone } = renderReading();
    await advance(SPEAK_MS);
    for (let statement = 1; statement < 5; statement += 1) await advance(12_000);
    await advance(11_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1000);
    const dialog = screen.getByRole('dialog', { name: 'Reading complete' });
    expect(dialog).toHaveTextContent('Time is up for the reading section.');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    pressDialogAction();
    await advance(0);
    expect(onDone).toHaveBeenCalledWith(answered(STATEMENTS));
  });

  it("'Next Section' opens the dialog; its cross closes it while time remains", async () => {
    const { onDone } = renderReading();
    await advance(SPEAK_MS);
    await advance(13_000);
    click(screen.getByRole('button', { name: 'Next Section' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'You have reached the end of the reading section.',
    );
    click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shown()).toBe('Two is read.');

    endSection();
    await advance(0);
    expect(onDone).toHaveBeenCalledWith(answered(STATEMENTS.slice(0, 2)));
  });

  it('announces the time at minute marks and the last ten seconds, not every second', async () => {
    renderReading();
    const live = () => document.querySelector('.assessment-timer [aria-live]')?.textContent;
    await advance(SPEAK_MS);
    expect(live()).toBe('');
    await advance(49_000);
    expect(live()).toBe('');
    await advance(1000);
    expect(live()).toBe('10 seconds left.');
    await advance(5000);
    expect(live()).toBe('10 seconds left.');
    await advance(5000);
    expect(live()).toBe('Time is up.');
  });
});
