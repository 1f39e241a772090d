// How often one caller (a signed-in user, else one network address) may post or report, and
// how many posts the whole site takes in an hour. The functions enforce them; the form says so.

export const HOUR_MS = 60 * 60 * 1000;

export const PER_CALLER_LIMITS = [
  { windowMs: HOUR_MS, max: 5, name: 'an hour' },
  { windowMs: 24 * HOUR_MS, max: 20, name: 'a day' },
] as const;

/** All posts from everyone in one clock hour: a flood from many addresses stops here. */
export const ALL_POSTS_PER_HOUR = 200;

/**
 * Confirmation mails from everyone in one clock hour: past it, subscribing says so plainly, so a
 * flood of strangers' addresses cannot make the site a mail cannon.
 */
export const CONFIRMATION_MAILS_PER_HOUR = 300;
