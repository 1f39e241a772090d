// Part 2, Listening (120 s): an intro is spoken; 'Play Sentence' speaks the next statement
// and the candidate repeats it aloud. When the statements run out (the last one answered), on
// 'Next Section' or at the end of time, the completion dialog opens.
import { LISTENING_SECONDS } from '@portal/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { useAnswerSheet } from './answer-sheet';
import { useSectionClock } from './section-clock';
import { SectionDialog } from './section-dialog';
import { SectionFrame } from './section-frame';
import type { SectionProps } from './section-props';
import { useSpokenIntro } from './spoken-intro';

export const LISTENING_INTRO =
  'Press Play Sentence to hear a sentence, then repeat it aloud. Each sentence plays once.';

export function ListeningSection({
  statements,
  speech,
  onHeard,
  onDone,
}: SectionProps & { statements: readonly string[] }) {
  const { speaker, listener } = speech;
  const introDone = useSpokenIntro(speaker, `Listening. ${LISTENING_INTRO}`);
  const clock = useSectionClock(LISTENING_SECONDS, introDone);
  const sheet = useAnswerSheet(listener, onHeard);
  /** How many sentences have been played. */
  const [played, setPlayed] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [ranOut, setRanOut] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  /** False once the section is over: a sentence still being spoken then opens no window. */
  const running = useRef(false);
  const playButton = useRef<HTMLButtonElement>(null);
  const nextSection = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    running.current = !clock.timeUp;
    if (clock.timeUp) {
      speaker.cancel();
      sheet.close();
    }
    return () => {
      running.current = false;
    };
  }, [clock.timeUp, speaker, sheet]);

  const play = async () => {
    const index = played;
    const sentence = statements[index];
    if (sentence === undefined || playing) return;
    sheet.close();
    setPlaying(true);
    await speaker.speak(sentence);
    if (!running.current) return;
    setPlaying(false);
    setPlayed(index + 1);
    const answer = sheet.open(index, sentence);
    if (index + 1 === statements.length) {
      // Play Sentence is done with: a keyboard on it moves to the way on.
      if (document.activeElement === playButton.current) nextSection.current?.focus();
      await answer;
      if (running.current) setRanOut(true);
    }
  };

  const finish = async () => {
    running.current = false;
    speaker.cancel();
    onDone(await sheet.finish());
  };

  const status = !introDone
    ? 'Play Sentence is ready when the instructions end.'
    : playing
      ? `Playing sentence ${played + 1} of ${statements.length}...`
      : played === 0
        ? `Press Play Sentence to hear sentence 1 of ${statements.length}.`
        : played < statements.length
          ? `Repeat sentence ${played} aloud, then play the next one.`
          : `Repeat sentence ${played} aloud. That was the last sentence.`;

  return (
    <SectionFrame part={2} title="Listening" clock={clock} totalSeconds={LISTENING_SECONDS}>
      <p className="notice">{LISTENING_INTRO}</p>
      <div className="assessment-stage">
        <p role="status">{status}</p>
      </div>
      <div className="assessment-actions">
        <button
          ref={playButton}
          type="button"
          className="button button-primary"
          disabled={!introDone || played >= statements.length || clock.timeUp}
          // Not disabled while a sentence plays, so the keyboard focus stays on it.
          aria-disabled={playing || undefined}
          onClick={() => void play()}
        >
          Play Sentence
        </button>
        <button
          ref={nextSection}
          type="button"
          className="button"
          onClick={() => setDialogOpen(true)}
        >
          Next Section
        </button>
      </div>
      <SectionDialog
        open={dialogOpen || ranOut || clock.timeUp}
        timeUp={clock.timeUp}
        title="Listening complete"
        action="Next"
        onAction={finish}
        onClose={() => {
          setDialogOpen(false);
          setRanOut(false);
        }}
      >
        <p>
          {clock.timeUp
            ? 'Time is up for the listening section.'
            : ranOut
              ? 'You have heard and repeated every sentence.'
              : 'You have reached the end of the listening section.'}{' '}
          Press Next to go on to the paragraph.
        </p>
      </SectionDialog>
    </SectionFrame>
  );
}
