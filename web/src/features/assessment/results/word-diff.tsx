// What was expected beside what was heard, word by word. Differences are marked by more than
// colour: struck-through words were expected and not heard, underlined words were heard
// instead or besides, and a screen reader hears which is which.
import type { WordDiff } from '@portal/domain/assessment/attempt';

const MARK: Record<WordDiff['op'], { expected?: string; heard?: string }> = {
  match: {},
  substitute: { expected: 'said differently:', heard: 'heard instead:' },
  omit: { expected: 'not heard:' },
  insert: { heard: 'added:' },
};

function Words({ diff, side }: { diff: readonly WordDiff[]; side: 'expected' | 'heard' }) {
  const words = diff.flatMap((word, index) => {
    const text = word[side];
    if (text === undefined || (side === 'expected' ? word.op === 'insert' : word.op === 'omit')) {
      return [];
    }
    const mark = MARK[word.op][side];
    if (!mark) return [<span key={index}>{text}</span>];
    const Tag = side === 'expected' ? 'del' : 'ins';
    return [
      <Tag key={index}>
        <span className="visually-hidden">{`(${mark} `}</span>
        {text}
        <span className="visually-hidden">)</span>
      </Tag>,
    ];
  });
  return words.map((word, index) => [index > 0 ? ' ' : null, word]);
}

interface WordDiffViewProps {
  diff: readonly WordDiff[];
  expected: string;
  heard: string;
  expectedLabel?: string;
}

/** Without a diff (a paragraph answer, matched by its key), the two texts side by side. */
export function WordDiffView({
  diff,
  expected,
  heard,
  expectedLabel = 'Expected',
}: WordDiffViewProps) {
  return (
    <div className="word-diff">
      <div>
        <p className="word-diff-label">{expectedLabel}</p>
        <p>{diff.length > 0 ? <Words diff={diff} side="expected" /> : expected}</p>
      </div>
      <div>
        <p className="word-diff-label">Heard</p>
        <p>
          {heard === '' ? (
            <em>Nothing was heard.</em>
          ) : diff.length > 0 ? (
            <Words diff={diff} side="heard" />
          ) : (
            heard
          )}
        </p>
      </div>
    </div>
  );
}
