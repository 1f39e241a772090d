// How long a job stays listed: chosen when it is posted, extended by its poster.

export const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Extend' adds this many days... */
export const EXTEND_DAYS = 30;
/** ...but a job is never listed further ahead than this. */
export const MAX_DAYS_AHEAD = 60;
/**
 * The browser computes an extension with its own clock and the server checks it against its
 * own: staying this far inside the limit lets a clock that runs a little fast still extend.
 */
export const CLOCK_MARGIN_MS = 60 * 60 * 1000;

/** When a job posted at `now`, open for `days`, expires. */
export function expiryFor(days: number, now: number): Date {
  return new Date(now + days * DAY_MS);
}

/** The expiry after one 'Extend': 30 days on, capped at 60 days from now (less the margin). */
export function extendedExpiry(expiresAt: Date, now: number): Date {
  const cap = now + MAX_DAYS_AHEAD * DAY_MS - CLOCK_MARGIN_MS;
  return new Date(Math.min(expiresAt.getTime() + EXTEND_DAYS * DAY_MS, cap));
}

/** Whether 'Extend' would move the expiry on by at least a day. */
export function canExtend(expiresAt: Date, now: number): boolean {
  return (
    expiresAt.getTime() > now &&
    extendedExpiry(expiresAt, now).getTime() - expiresAt.getTime() >= DAY_MS
  );
}
