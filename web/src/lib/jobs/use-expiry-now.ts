// The time by which a screen judges whether its jobs have expired. It moves on by itself when
// the soonest expiry among them passes, so a job leaves the screen at that moment, with no
// server run and no reload.
import { nextExpiry, type JobDocument } from '@portal/domain/jobs/job';
import { useEffect, useState } from 'react';

/** setTimeout takes at most this long a delay; a later expiry is reached in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export function useExpiryNow(jobs: readonly Pick<JobDocument, 'status' | 'expiresAt'>[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = nextExpiry(jobs, now);
  useEffect(() => {
    if (next === null) return;
    // A job that expired since `now` was taken (a new list, say) has a delay of 0: at once.
    const delay = Math.min(Math.max(0, next - Date.now()), LONGEST_TIMER_MS);
    const timer = setTimeout(() => setNow(Date.now()), delay);
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}
