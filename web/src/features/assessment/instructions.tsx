// The instruction page: what the three parts ask, where the voice is recognised (on this
// device, or on the browser maker's servers: the candidate should know before speaking), what
// this browser cannot do, and 'Start
// Assessment', which waits for the statements ('Assessment will start shortly. Please
// wait....').
import {
  LISTENING_SECONDS,
  PARAGRAPH_QUESTION_COUNT,
  PARAGRAPH_SECONDS,
  READING_SECONDS,
  READING_SECONDS_PER_SENTENCE,
  READING_SENTENCE_COUNT,
} from '@portal/domain/constants';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NeedsNetwork } from '@/components/feedback/needs-network';
import { useOnline } from '@/lib/browser/use-online';
import type { BrowserSpeech } from './speech/browser-speech';
import type { Listener, RecognitionPlace } from './speech/speech-recognition';

interface InstructionsProps {
  speech: BrowserSpeech;
  starting: boolean;
  failure: { message: string; advice: string } | null;
  /** Move the focus here on opening: true when coming back from the results. */
  takeFocus: boolean;
  onStart: () => void;
}

export const WAIT_TEXT = 'Assessment will start shortly. Please wait....';

const PLACE_TEXT: Record<Exclude<RecognitionPlace, 'none'>, string> = {
  device:
    'Your voice is recognised on this device: this browser does not send it to any server. Only the text heard is kept, with your score.',
  servers:
    "This browser recognises your voice by sending it to its maker's servers (Google's, in Chrome). Only the text heard is kept here, with your score.",
};

/** Where the listener recognises the voice, once it has said. */
function usePlace(listener: Listener): RecognitionPlace | null {
  const [place, setPlace] = useState<RecognitionPlace | null>(null);
  useEffect(() => {
    let current = true;
    void listener.where().then((found) => current && setPlace(found));
    return () => {
      current = false;
    };
  }, [listener]);
  return place;
}

export function Instructions({ speech, starting, failure, takeFocus, onStart }: InstructionsProps) {
  const online = useOnline();
  const place = usePlace(speech.listener);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);

  return (
    <section className="assessment-instructions" aria-labelledby="assessment-instructions">
      <h2 id="assessment-instructions" ref={headingRef} tabIndex={-1}>
        Instructions
      </h2>
      <p>
        A timed spoken-English test in three parts. You answer aloud, so find a quiet place, use a
        microphone with speakers or headphones, and allow the microphone when the browser asks.
      </p>
      <ol className="assessment-parts">
        <li>
          <strong>Reading, {READING_SECONDS} seconds.</strong> {READING_SENTENCE_COUNT} sentences
          appear one at a time, a new one every {READING_SECONDS_PER_SENTENCE} seconds. Read each
          one aloud.
        </li>
        <li>
          <strong>Listening, {LISTENING_SECONDS / 60} minutes.</strong> Press Play Sentence to hear
          a sentence, then repeat it aloud.
        </li>
        <li>
          <strong>Paragraph, {PARAGRAPH_SECONDS / 60} minutes.</strong> Listen to a short paragraph,
          then answer up to {PARAGRAPH_QUESTION_COUNT} questions about it aloud, one at a time.
        </li>
      </ol>
      <p className="notice">
        Your answers are scored in this browser. The score and band are indicative, not a certified
        level.
      </p>
      {speech.listener.available && (
        <p className="notice">
          {place === null || place === 'none'
            ? 'Checking whether this browser can recognise your voice on this device...'
            : PLACE_TEXT[place]}
        </p>
      )}
      {!speech.listener.available && (
        <p className="assessment-warning">
          This browser has no speech recognition, so your answers cannot be scored here. You can
          still take the test; for a score, use a recent Chrome, Edge or Safari.
        </p>
      )}
      {!speech.speaker.available && (
        <p className="assessment-warning">
          This browser cannot speak, so you will not hear the instructions, sentences or questions.
        </p>
      )}
      <NeedsNetwork what="Starting the assessment" />
      {failure && (
        <div className="error-box" role="alert">
          <p>{failure.message}</p>
          <p>{failure.advice}</p>
        </div>
      )}
      <button
        type="button"
        className="button button-primary assessment-start"
        disabled={starting || !online}
        onClick={onStart}
      >
        {starting ? WAIT_TEXT : 'Start Assessment'}
      </button>
    </section>
  );
}
