// Part 3, Paragraph (600 s): an intro is spoken while the paragraph is fetched ('Loading
// paragraph...'); the paragraph is read aloud, then its questions one at a time, each answered
// aloud ('Next Question'; the last button is 'Finish Test'). The timer shows, and runs, once
// the paragraph has loaded. At the end of time or after the last question, the 'finished'
// dialog.
import type { SpokenItem } from '@portal/domain/assessment/attempt';
import { PARAGRAPH_SECONDS } from '@portal/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { StatusMessage } from '@/components/feedback/status-message';
import {
  fetchParagraph,
  type ParagraphOutcome,
} from '@/features/assessment/api/assessment-content';
import { useFunctions } from '@/lib/firebase/firebase-services';
import { fetchFailure } from '@/features/assessment/fetch-failure';
import { useAnswerSheet } from './answer-sheet';
import { useSectionClock } from './section-clock';
import { SectionDialog } from './section-dialog';
import { SectionFrame } from './section-frame';
import type { SectionProps } from './section-props';
import { useSpokenIntro } from './spoken-intro';

export const PARAGRAPH_INTRO =
  'Listen to a short paragraph. Then answer each question aloud after you hear it.';

export type ParagraphItem = SpokenItem & { answerKey: readonly string[] };

export function ParagraphSection({ speech, onHeard, onDone }: SectionProps<ParagraphItem>) {
  const { speaker, listener } = speech;
  const functions = useFunctions();
  const introDone = useSpokenIntro(speaker, `Paragraph. ${PARAGRAPH_INTRO}`);
  const sheet = useAnswerSheet(listener, onHeard);

  // One request per try, kept in a ref so that StrictMode's second effect run asks no twice.
  const [tries, setTries] = useState(0);
  const request = useRef<{ tries: number; outcome: Promise<ParagraphOutcome> } | null>(null);
  const [answer, setAnswer] = useState<{ tries: number; outcome: ParagraphOutcome } | null>(null);
  useEffect(() => {
    if (request.current?.tries !== tries) {
      request.current = { tries, outcome: fetchParagraph(functions) };
    }
    let live = true;
    request.current.outcome.then((outcome) => {
      if (!live) return;
      setAnswer((known) =>
        known?.tries === tries && known.outcome === outcome ? known : { tries, outcome },
      );
    });
    return () => {
      live = false;
    };
  }, [functions, tries]);
  const outcome = answer?.tries === tries ? answer.outcome : null;
  const reply = outcome?.status === 'ready' ? outcome.reply : null;

  const clock = useSectionClock(PARAGRAPH_SECONDS, reply !== null);
  /** The question being asked or answered; -1 while the paragraph is read. */
  const [asked, setAsked] = useState(-1);
  /** The last question spoken in full. */
  const [spoken, setSpoken] = useState(-1);
  const [dialogOpen, setDialogOpen] = useState(false);

  // The paragraph, read aloud once the intro is over.
  useEffect(() => {
    if (!introDone || !reply) return;
    let live = true;
    speaker.speak(reply.paragraph).then(() => {
      if (live) setAsked((current) => Math.max(current, 0));
    });
    return () => {
      live = false;
      speaker.cancel();
    };
  }, [introDone, reply, speaker]);

  // The question asked, spoken; then its answer window, open until the next one.
  useEffect(() => {
    const question = reply?.questions[asked]?.question;
    if (question === undefined || clock.timeUp) return;
    let live = true;
    speaker.speak(question).then(() => {
      if (!live) return;
      setSpoken(asked);
      void sheet.open(asked, question);
    });
    return () => {
      live = false;
      speaker.cancel();
      sheet.close();
    };
  }, [asked, reply, clock.timeUp, speaker, sheet]);

  const finish = async () => {
    speaker.cancel();
    const items = await sheet.finish();
    onDone(
      items.map((item, index) => ({
        ...item,
        answerKey: reply?.questions[index]?.answerKey ?? [],
      })),
    );
  };

  const questions = reply?.questions ?? [];
  const last = asked === questions.length - 1;
  const question = questions[asked];

  return (
    <SectionFrame
      part={3}
      title="Paragraph"
      clock={clock}
      totalSeconds={PARAGRAPH_SECONDS}
      showTimer={reply !== null}
    >
      <p className="notice">{PARAGRAPH_INTRO}</p>
      {outcome === null ? (
        <StatusMessage kind="loading">Loading paragraph...</StatusMessage>
      ) : outcome.status !== 'ready' ? (
        <>
          <div className="error-box" role="alert">
            {outcome.status === 'missing' ? (
              <p>No paragraph returned</p>
            ) : (
              <>
                <p>{fetchFailure('paragraph', outcome.refusal).message}</p>
                <p>{fetchFailure('paragraph', outcome.refusal).advice}</p>
              </>
            )}
          </div>
          <div className="assessment-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => setTries(tries + 1)}
            >
              Try again
            </button>
            <button type="button" className="button" onClick={() => setDialogOpen(true)}>
              Finish Test
            </button>
          </div>
        </>
      ) : (
        <>
          <figure className="assessment-paragraph">
            <figcaption>The paragraph</figcaption>
            <blockquote>{outcome.reply.paragraph}</blockquote>
          </figure>
          <div className="assessment-stage" aria-live="polite">
            {question ? (
              <figure className="assessment-question">
                <figcaption>
                  Question {asked + 1} of {questions.length}
                  {spoken >= asked ? ': answer it aloud' : ''}
                </figcaption>
                <blockquote>{question.question}</blockquote>
              </figure>
            ) : (
              <p>
                {introDone
                  ? 'Listen to the paragraph.'
                  : 'The paragraph is read when the instructions end.'}
              </p>
            )}
          </div>
          <div className="assessment-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={asked < 0 || clock.timeUp}
              // Not disabled while the question is spoken, so the keyboard focus stays on it.
              aria-disabled={spoken < asked || undefined}
              onClick={() => {
                if (spoken < asked) return;
                if (last) setDialogOpen(true);
                else setAsked(asked + 1);
              }}
            >
              {last ? 'Finish Test' : 'Next Question'}
            </button>
          </div>
        </>
      )}
      <SectionDialog
        open={dialogOpen || clock.timeUp}
        timeUp={clock.timeUp}
        title="Test finished"
        action="Finish Test"
        onAction={finish}
        onClose={() => setDialogOpen(false)}
      >
        <p>
          {clock.timeUp ? 'Time is up. ' : ''}You have finished the test. Press Finish Test to see
          your results.
        </p>
      </SectionDialog>
    </SectionFrame>
  );
}
