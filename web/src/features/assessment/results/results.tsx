// After 'Finish Test': the overall score and its band (indicative), each section's score, and
// for every item what was expected beside what was heard. Then back to the instruction page.
import type { ScoredItem, Section } from '@portal/domain/assessment/attempt';
import { useLayoutEffect, useRef } from 'react';
import type { ScoredAttempt } from '@/features/assessment/api/attempts';
import { WordDiffView } from './word-diff';

export const SECTION_NAMES: Record<Section, string> = {
  reading: 'Reading',
  listening: 'Listening',
  paragraph: 'Paragraph',
};

const ORDER: readonly Section[] = ['reading', 'listening', 'paragraph'];

interface ResultsProps {
  /** Null when this browser could not hear the answers, so nothing could be scored. */
  attempt: ScoredAttempt | null;
  onBack: () => void;
}

function ItemResult({ item }: { item: ScoredItem }) {
  const answer = item.section === 'paragraph';
  return (
    <li className="assessment-item">
      {answer && <p className="assessment-item-question">{item.prompt}</p>}
      <WordDiffView
        diff={item.diff}
        expected={item.expected}
        heard={item.heard}
        expectedLabel={answer ? 'A right answer says (any of)' : 'Expected'}
      />
      <p className="assessment-item-score">
        {answer && (item.score === 100 ? 'Right. ' : 'Not the expected answer. ')}
        Score {item.score} out of 100
        {item.wordsCorrectPerMinute !== null &&
          `, ${Math.round(item.wordsCorrectPerMinute)} words correct per minute`}
      </p>
    </li>
  );
}

export function Results({ attempt, onBack }: ResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The focus moves as the results are put on the page, never a frame later.
  useLayoutEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="assessment-results" aria-labelledby="assessment-results">
      <h2 id="assessment-results" ref={headingRef} tabIndex={-1}>
        Your results
      </h2>
      {attempt === null ? (
        <p className="assessment-warning">
          Your answers could not be scored: this browser has no speech recognition, so none of them
          were heard. Nothing was saved.
        </p>
      ) : (
        <>
          <div className="assessment-overall">
            <p>
              Overall score <strong className="assessment-overall-score">{attempt.overall}</strong>{' '}
              out of 100
            </p>
            <p>
              Band <strong>{attempt.band}</strong> (indicative)
            </p>
          </div>
          <p className="notice">
            The band is an indicative CEFR level from this practice test alone, not a certified
            level.
          </p>
          <table className="assessment-section-scores">
            <caption>Scores by section</caption>
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col">Score out of 100</th>
                <th scope="col">Items</th>
              </tr>
            </thead>
            <tbody>
              {ORDER.map((section) => (
                <tr key={section}>
                  <th scope="row">{SECTION_NAMES[section]}</th>
                  <td>{attempt.sections[section].score}</td>
                  <td>{attempt.sections[section].items}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="notice">
            Below, struck-through words were expected and not heard; underlined words were heard
            instead of them, or besides.
          </p>
          {ORDER.map((section) => {
            const items = attempt.items.filter((item) => item.section === section);
            if (items.length === 0) return null;
            return (
              <section key={section} aria-labelledby={`assessment-results-${section}`}>
                <h3 id={`assessment-results-${section}`}>{SECTION_NAMES[section]}</h3>
                <ol className="assessment-items">
                  {items.map((item, index) => (
                    <ItemResult key={index} item={item} />
                  ))}
                </ol>
              </section>
            );
          })}
        </>
      )}
      <button type="button" className="button button-primary" onClick={onBack}>
        Back to start
      </button>
    </section>
  );
}
