// When a job was posted, and when its poster last said it is still open: 'Posted 3 days ago ·
// Confirmed open yesterday', on its page and on its card. A page the server rendered says the
// date ('on 26 Nov 2026', in UTC, the same on the server and in the browser) until it is
// hydrated, then how long ago in the reader's own days: the server cannot know the reader's
// today, and hydrating must change no node.
import { daysAgoText } from '@portal/domain/jobs/still-hiring';
import { useHydrating } from '@/lib/browser/loaded-part';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const dayOf = (at: Date) =>
  `on ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;

function Day({ at }: { at: Date }) {
  return (
    <time dateTime={at.toISOString()}>
      {useHydrating() ? dayOf(at) : daysAgoText(at, new Date())}
    </time>
  );
}

interface PostedDatesProps {
  createdAt: Date;
  confirmedAt?: Date | undefined;
  /** Added to `posted-dates`: a card's (job-card-view.tsx) keeps its lines in a column. */
  className?: string;
}

/**
 * One line each: the date and 'N days ago' differ in length, and a line that wrapped before
 * hydration and not after would move what is below it. The job page and every card say it so.
 */
export function PostedDates({ createdAt, confirmedAt, className }: PostedDatesProps) {
  return (
    <div className={className ? `posted-dates ${className}` : 'posted-dates'}>
      <p>
        Posted <Day at={createdAt} />
      </p>
      {confirmedAt && (
        <p className="posted-dates-confirmed">
          Confirmed open <Day at={confirmedAt} />
        </p>
      )}
    </div>
  );
}
