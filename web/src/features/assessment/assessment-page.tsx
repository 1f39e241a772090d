// `/assessments`: the SVAR spoken-English assessment, for signed-in users (the router guards
// it). The instruction page with the past attempts, then Reading, Listening and Paragraph,
// then the results, then back to the instruction page (spec §4). Answers are heard by the
// browser's speech recognition and scored here; each scored attempt is saved to the history.
import type { AttemptInput, SpokenItem } from '@portal/domain/assessment/attempt';
import { scoreAttempt } from '@portal/domain/assessment/scoring';
import { READING_SENTENCE_COUNT } from '@portal/domain/constants';
import { useCallback, useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { useSession } from '@/lib/account/session';
import { fetchStatements } from './api/assessment-content';
import { saveAttempt, type ScoredAttempt } from './api/attempts';
import { useDocumentTitle } from '@/lib/browser/use-document-title';
import { useFirestore, useFunctions } from '@/lib/firebase/firebase-services';
import { browserSpeech } from './speech/browser-speech';
import { recognitionHint, type Heard } from './speech/speech-recognition';
import { DeviceNotice } from './device-notice';
import { fetchFailure } from './fetch-failure';
import { Instructions } from './instructions';
import { AttemptHistory } from './results/attempt-history';
import { Results } from './results/results';
import { ListeningSection } from './sections/listening-section';
import { ParagraphSection, type ParagraphItem } from './sections/paragraph-section';
import { ReadingSection } from './sections/reading-section';
import './assessment.css';

type Flow =
  | { stage: 'instructions'; returning: boolean }
  | { stage: 'reading'; statements: readonly string[] }
  | { stage: 'listening'; statements: readonly string[]; reading: SpokenItem[] }
  | { stage: 'paragraph'; reading: SpokenItem[]; listening: SpokenItem[] }
  | { stage: 'results'; attempt: ScoredAttempt | null };

export default function AssessmentPage() {
  useDocumentTitle('SVAR Assessment');
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : '';
  const functions = useFunctions();
  const db = useFirestore();
  const { showToast } = useToast();
  const [speech] = useState(browserSpeech);
  const [flow, setFlow] = useState<Flow>({ stage: 'instructions', returning: false });
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<{ message: string; advice: string } | null>(null);
  const [hint, setHint] = useState<string | null>(null);

  // A blocked microphone says what to do; the hint goes once an answer is heard again.
  const onHeard = useCallback((heard: Heard) => {
    const next = recognitionHint(heard.error);
    if (next) setHint(next);
    else if (heard.transcript) setHint(null);
  }, []);

  const start = async () => {
    setStarting(true);
    setFailure(null);
    const outcome = await fetchStatements(functions);
    setStarting(false);
    if (!outcome.ok) {
      setFailure(fetchFailure('statements', outcome.refusal));
      return;
    }
    setHint(null);
    setFlow({ stage: 'reading', statements: outcome.data.statements });
  };

  const finish = (input: AttemptInput) => {
    // Without recognition nothing was heard: a score of nought would say something untrue.
    const attempt = speech.listener.available ? scoreAttempt(input) : null;
    if (attempt) {
      saveAttempt(db, uid, attempt).acknowledged.catch(() =>
        showToast('Your result could not be saved to your history.'),
      );
    }
    setFlow({ stage: 'results', attempt });
  };

  const common = { speech, onHeard };
  return (
    <div className="assessment">
      <h1>SVAR Assessment</h1>
      <DeviceNotice />
      {hint && flow.stage !== 'instructions' && flow.stage !== 'results' && (
        <p className="assessment-hint" role="alert">
          {hint}
        </p>
      )}
      {flow.stage === 'instructions' ? (
        <>
          <Instructions
            speech={speech}
            starting={starting}
            failure={failure}
            takeFocus={flow.returning}
            onStart={() => void start()}
          />
          <AttemptHistory uid={uid} />
        </>
      ) : flow.stage === 'reading' ? (
        <ReadingSection
          {...common}
          statements={flow.statements.slice(0, READING_SENTENCE_COUNT)}
          onDone={(reading) =>
            setFlow({ stage: 'listening', statements: flow.statements, reading })
          }
        />
      ) : flow.stage === 'listening' ? (
        <ListeningSection
          {...common}
          statements={flow.statements.slice(READING_SENTENCE_COUNT)}
          onDone={(listening) => setFlow({ stage: 'paragraph', reading: flow.reading, listening })}
        />
      ) : flow.stage === 'paragraph' ? (
        <ParagraphSection
          {...common}
          onDone={(paragraph: ParagraphItem[]) =>
            finish({ reading: flow.reading, listening: flow.listening, paragraph })
          }
        />
      ) : (
        <Results
          attempt={flow.attempt}
          onBack={() => setFlow({ stage: 'instructions', returning: true })}
        />
      )}
    </div>
  );
}
