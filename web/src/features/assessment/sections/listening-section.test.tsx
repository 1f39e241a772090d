import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  ANSWER_MS,
  answered,
  click,
  pressDialogAction,
  renderSection,
  SPEAK_MS,
} from '#test/assessment';
import { LISTENING_INTRO, ListeningSection } from './listening-section';

const STATEMENTS = ['Six.', 'Seven.', 'Eight.', 'Nine.', 'Ten.'];

const renderListening = () =>
  renderSection((props) => <ListeningSection statements={STATEMENTS} {...props} />);

const play = () => screen.getByRole('button', { name: 'Play Sentence' });

describe('ListeningSection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('speaks the intro; Play Sentence speaks the current statement, then advances', async () => {
    const { speech, spoken } = renderListening();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Part 2 of 3: Listening');
    expect(spoken).toEqual([`Listening. ${LISTENING_INTRO}`]);
    expect(play()).toBeDisabled();
    await advance(SPEAK_MS);
    expect(play()).toBeEnabled();
    expect(screen.getByText('Press Play Sentence to hear sentence 1 of 5.')).toBeInTheDocument();

    click(play());
    expect(spoken.at(-1)).toBe('Six.');
    expect(play()).toHaveAttribute('aria-disabled', 'true');
    click(play());
    expect(spoken.at(-1)).toBe('Six.');
    expect(screen.getByText('Playing sentence 1 of 5...')).toBeInTheDocument();
    expect(speech.listener.listen).not.toHaveBeenCalled();
    await advance(SPEAK_MS);
    // The answer window opens once the sentence has been played.
    expect(speech.listener.listen).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^Repeat sentence 1 aloud/)).toBeInTheDocument();

    click(play());
    expect(spoken.at(-1)).toBe('Seven.');
    expect(speech.listener.listen.mock.calls[0]?.[0].aborted).toBe(true);
    await advance(SPEAK_MS);
    expect(speech.listener.listen).toHaveBeenCalledTimes(2);
    // The statement text is heard, never shown.
    expect(screen.queryByText('Seven.')).not.toBeInTheDocument();
  });

  it('opens the completion dialog once the last statement has been answered', async () => {
    const { spoken, onDone } = renderListening();
    await advance(SPEAK_MS);
    for (let played = 0; played < STATEMENTS.length; played += 1) {
      play().focus();
      click(play());
      await advance(SPEAK_MS);
    }
    expect(spoken.slice(1)).toEqual(STATEMENTS);
    expect(play()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next Section' })).toHaveFocus();
    expect(screen.getByText(/That was the last sentence\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advance(ANSWER_MS);
    const dialog = screen.getByRole('dialog', { name: 'Listening complete' });
    expect(dialog).toHaveTextContent('You have heard and repeated every sentence.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    pressDialogAction();
    await advance(0);
    expect(onDone).toHaveBeenCalledWith(answered(STATEMENTS));
  });

  it("'Next Section' opens the dialog, which closes while time remains", async () => {
    renderListening();
    await advance(SPEAK_MS);
    click(screen.getByRole('button', { name: 'Next Section' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'You have reached the end of the listening section.',
    );
    click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(play()).toBeEnabled();
  });

  it('opens the dialog for good at 0, after 120 s', async () => {
    const { speech, onDone } = renderListening();
    await advance(SPEAK_MS);
    click(play());
    await advance(SPEAK_MS);
    expect(screen.getByRole('timer')).toHaveTextContent('Time left 1:59');
    await advance(118_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1000);
    expect(screen.getByRole('dialog')).toHaveTextContent('Time is up for the listening section.');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(play()).toBeDisabled();
    expect(speech.listener.listen.mock.calls[0]?.[0].aborted).toBe(true);
    pressDialogAction();
    await advance(0);
    expect(onDone).toHaveBeenCalledWith([
      { prompt: 'Six.', heard: 'answer 1', speechSeconds: 1.5 },
    ]);
  });
});
