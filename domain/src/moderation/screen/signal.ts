// One thing the screen noticed in a post, with how much it weighs and a sentence a moderator
// understands.

export const SIGNAL_KINDS = [
  'money-asked',
  'pay-app',
  'chat-only-contact',
  'phone-contact',
  'big-name-free-mail',
  'lookalike-domain',
  'free-mail',
  'link-shortener',
  'task-scam',
  'money-mule',
  'earnings-promised',
  'easy-money',
  'no-selection',
  'busy-hour',
] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

export interface PostSignal {
  kind: SignalKind;
  weight: number;
  /**
   * Money asked of the applicant: holds a post even from a verified employer, whose other
   * signals do not.
   */
  severe: boolean;
  /** What was seen and why it matters, in a sentence; it quotes the post. */
  says: string;
}

/** At most this much of the post is quoted in a signal's sentence. */
const QUOTE_MAX = 80;

/** A piece of the post, cut to length, quoted. */
export function quote(text: string): string {
  const trimmed = text.trim();
  return `“${trimmed.length > QUOTE_MAX ? `${trimmed.slice(0, QUOTE_MAX - 1)}…` : trimmed}”`;
}
