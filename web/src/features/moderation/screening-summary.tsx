// What the screen at the door found in the post: its score, whether it held the post, and each
// signal's sentence (which quotes the post). Many jobs were posted before screenings were kept.
import { StatusMessage } from '@/components/feedback/status-message';
import { useScreening } from './api/screenings';

export function ScreeningSummary({ jobId }: { jobId: string }) {
  const result = useScreening(jobId);
  if (result.status === 'loading') {
    return <p className="notice">Loading what the screen found...</p>;
  }
  if (result.status === 'error') {
    return <StatusMessage kind="error">What the screen found could not be loaded.</StatusMessage>;
  }
  const screening = result.data;
  if (!screening) return <p className="notice">The screen kept no record of this post.</p>;
  return (
    <div className="queue-screening">
      <p>
        Screen score <strong>{screening.score}</strong>
        {screening.held ? ', held' : ', not held'}
        {screening.severe ? ' (money asked of applicants)' : ''}
      </p>
      {screening.signals.length === 0 ? (
        <p className="notice">No signals.</p>
      ) : (
        <ul className="queue-signals">
          {screening.signals.map((signal, index) => (
            <li key={`${signal.kind}-${index}`} data-severe={signal.severe || undefined}>
              {signal.severe && <span className="queue-severe">Serious: </span>}
              {signal.says}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
