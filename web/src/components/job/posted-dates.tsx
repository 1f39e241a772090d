// When a job was posted, and when its poster last said it is still open: 'Posted 3 days ago ·
// Confirmed open yesterday'. A page the server rendered says the date ('on 26 Nov 2026', in UTC,
// the same on the server and in the browser) until it is hydrated, then how long ago in the
// reader's own days: the server cannot know the reader's today, and hydrating must change no node.
import { daysAgoText } from '@portal/domain/jobs/still-hiring';
import { useSyncExternalStore } from 'react';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const dayOf = (at: Date) =>
  `on ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;

const noChange = () => () => {};

/** False while hydrating a server-rendered page, true in every other render in a browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

function Day({ at }: { at: Date }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={at.toISOString()}>{hydrated ? daysAgoText(at, new Date()) : dayOf(at)}</time>
  );
}

/**
 * One line each: the date and 'N days ago' differ in length, and a line that wrapped before
 * hydration and not after would move what is below it.
 */
export function PostedDates({ createdAt, confirmedAt }: { createdAt: Date; confirmedAt?: Date }) {
  return (
    <div className="posted-dates">
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
