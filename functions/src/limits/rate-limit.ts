// Whether one more call fits: pure decisions from the times of earlier calls and the clock, so
// the rules are tested without Firestore (limit-claims.ts reads and writes the counters).
import { HOUR_MS, PER_CALLER_LIMITS } from '@portal/domain/callables/caller-limits';

export interface LimitWindow {
  windowMs: number;
  max: number;
  /** 'an hour': how the refusal names the window. */
  name: string;
}

export type CallerDecision =
  /** `times`: the calls still inside the longest window, this one included: what to store. */
  | { allowed: true; times: number[] }
  /** `retryAt`: when enough earlier calls have left the window for one more to fit. */
  | { allowed: false; retryAt: number; window: LimitWindow };

/**
 * One more call by a caller whose earlier calls were at `times`. A window covers the `windowMs`
 * up to now; a call at exactly now - windowMs has just left it.
 */
export function decideCallerLimit(
  times: readonly number[],
  now: number,
  windows: readonly LimitWindow[] = PER_CALLER_LIMITS,
): CallerDecision {
  const longest = Math.max(...windows.map((window) => window.windowMs));
  const recent = times.filter((at) => at > now - longest && at <= now).sort((a, b) => a - b);
  let refusal: { retryAt: number; window: LimitWindow } | null = null;
  for (const window of windows) {
    const inWindow = recent.filter((at) => at > now - window.windowMs);
    if (inWindow.length < window.max) continue;
    // One more fits once all but max - 1 of them have left: the oldest, when at the limit.
    const retryAt = (inWindow[inWindow.length - window.max] as number) + window.windowMs;
    if (!refusal || retryAt > refusal.retryAt) refusal = { retryAt, window };
  }
  return refusal ? { allowed: false, ...refusal } : { allowed: true, times: [...recent, now] };
}

/** The clock hour `now` falls in, in UTC: 'yyyymmddhh', the site-wide counter's name. */
export function hourKey(now: number): string {
  return new Date(now).toISOString().slice(0, 13).replace(/[-T]/g, '');
}

export type HourlyDecision = { allowed: true } | { allowed: false; retryAt: number };

/** One more call site-wide, `count` having come in this clock hour; retry at the next hour. */
export function decideHourlyCap(count: number, now: number, cap: number): HourlyDecision {
  return decideWindowCap(count, now, cap, HOUR_MS);
}

/**
 * One more call in a fixed window of `windowMs` (windows start at multiples of it since the
 * epoch), `count` having come in the window `now` falls in; retry when the next one starts.
 */
export function decideWindowCap(
  count: number,
  now: number,
  cap: number,
  windowMs: number,
): HourlyDecision {
  if (count < cap) return { allowed: true };
  return { allowed: false, retryAt: (Math.floor(now / windowMs) + 1) * windowMs };
}
