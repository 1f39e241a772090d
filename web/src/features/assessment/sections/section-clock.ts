// A section's countdown. It counts from the moment it starts running, by the clock rather than
// by ticks, so a late or throttled timer never stretches a section; it wakes once a second.
import { useEffect, useState } from 'react';

export interface SectionClock {
  /** Whole seconds since the clock started. */
  elapsed: number;
  remaining: number;
  timeUp: boolean;
}

export function useSectionClock(totalSeconds: number, running: boolean): SectionClock {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const seconds = Math.min(totalSeconds, Math.floor((Date.now() - startedAt) / 1000));
      setElapsed(seconds);
      if (seconds < totalSeconds) {
        timer = setTimeout(tick, startedAt + (seconds + 1) * 1000 - Date.now());
      }
    };
    timer = setTimeout(tick, 1000);
    return () => clearTimeout(timer);
  }, [running, totalSeconds]);
  return { elapsed, remaining: totalSeconds - elapsed, timeUp: elapsed >= totalSeconds };
}

/** '9:05' */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What a screen reader hears about the time, which changes only at each whole minute left, at
 * ten seconds left and at the end: the sentence of the last of those marks passed, or ''.
 */
export function timeAnnouncement(remaining: number, totalSeconds: number): string {
  if (remaining <= 0) return 'Time is up.';
  if (remaining <= 10) return '10 seconds left.';
  const minutes = Math.ceil(remaining / 60);
  if (minutes * 60 >= totalSeconds) return '';
  return minutes === 1 ? '1 minute left.' : `${minutes} minutes left.`;
}
