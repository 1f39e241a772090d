// How often one caller (a signed-in user, else one network address) may post or report, and
// how many posts the whole site takes in an hour. The functions enforce them; the form says so.

export const HOUR_MS = 60 * 60 * 1000;

export const PER_CALLER_LIMITS = [
  { windowMs: HOUR_MS, max: 5, name: 'an hour' },
  { windowMs: 24 * HOUR_MS, max: 20, name: 'a day' },
] as const;

/**
 * Posts from guests and unverified employers in one clock hour that go live at once. Past it,
 * posts are held for a moderator rather than refused: a flood from many addresses cannot shut
 * the door on everyone else, nor fill the board.
 */
export const ALL_POSTS_PER_HOUR = 200;

/**
 * Posts from verified employers in one clock hour: a budget of their own, which a flood of
 * guests and fresh accounts cannot spend. Past it, their posts are held too.
 */
export const VERIFIED_POSTS_PER_HOUR = 200;

/**
 * Confirmation mails from everyone in one clock hour: past it, subscribing says so plainly, so a
 * flood of strangers' addresses cannot make the site a mail cannon.
 */
export const CONFIRMATION_MAILS_PER_HOUR = 300;

/**
 * Employer codes mailed from everyone in one clock hour: each goes to an address its sender
 * chose, so, like confirmations, they are capped site-wide.
 */
export const EMPLOYER_CODES_PER_HOUR = 100;
