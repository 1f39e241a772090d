// Part 1, Reading (60 s): an intro is spoken, then the statements appear one at a time, a new
// one every 12 s, and the candidate reads each aloud while it shows. 'Next Section' or the end
// of time opens the completion dialog.
import { READING_SECONDS, READING_SECONDS_PER_SENTENCE } from '@portal/domain/constants';
import { useEffect, useState } from 'react';
import { useAnswerSheet } from './answer-sheet';
import { useSectionClock } from './section-clock';
import { SectionDialog } from './section-dialog';
import { SectionFrame } from './section-frame';
import type { SectionProps } from './section-props';
import { useSpokenIntro } from './spoken-intro';

export const READING_INTRO = `Read each sentence aloud as it appears on the screen. A new sentence appears every ${READING_SECONDS_PER_SENTENCE} seconds.`;

export function ReadingSection({
  statements,
  speech,
  onHeard,
  onDone,
}: SectionProps & { statements: readonly string[] }) {
  const introDone = useSpokenIntro(speech.speaker, `Reading. ${READING_INTRO}`);
  const clock = useSectionClock(READING_SECONDS, introDone);
  const sheet = useAnswerSheet(speech.listener, onHeard);
  const [dialogOpen, setDialogOpen] = useState(false);
  const index = Math.min(
    statements.length - 1,
    Math.floor(clock.elapsed / READING_SECONDS_PER_SENTENCE),
  );
  const statement = statements[index] ?? '';

  // The answer window of the statement on screen: open while it shows.
  useEffect(() => {
    if (!introDone || clock.timeUp) return;
    void sheet.open(index, statement);
    return () => sheet.close();
  }, [sheet, introDone, clock.timeUp, index, statement]);

  return (
    <SectionFrame part={1} title="Reading" clock={clock} totalSeconds={READING_SECONDS}>
      <p className="notice">{READING_INTRO}</p>
      <div className="assessment-stage" aria-live="polite">
        {introDone ? (
          <figure className="assessment-statement">
            <figcaption>
              Sentence {index + 1} of {statements.length}: read it aloud
            </figcaption>
            <blockquote>{statement}</blockquote>
          </figure>
        ) : (
          <p>The first sentence appears when the instructions end.</p>
        )}
      </div>
      <div className="assessment-actions">
        <button type="button" className="button" onClick={() => setDialogOpen(true)}>
          Next Section
        </button>
      </div>
      <SectionDialog
        open={dialogOpen || clock.timeUp}
        timeUp={clock.timeUp}
        title="Reading complete"
        action="Next"
        onAction={async () => onDone(await sheet.finish())}
        onClose={() => setDialogOpen(false)}
      >
        <p>
          {clock.timeUp
            ? 'Time is up for the reading section.'
            : 'You have reached the end of the reading section.'}{' '}
          Press Next to go on to listening.
        </p>
      </SectionDialog>
    </SectionFrame>
  );
}
