// The screen every post passes before it is stored: what in it looks like a job scam, each
// signal weighed and said in a sentence. At or above HOLD_AT the post is held for a moderator;
// below, it is live at once. Pure, so the browser could show the same reasons, and explainable:
// a moderator sees every signal and why it counted.
import type { JobFields } from '../../jobs/job';
import {
  borrowedName,
  chatOnlyContact,
  freeMail,
  linkShortener,
  phoneContact,
} from './contact-signals';
import { moneyAsked, payByApp } from './money-signals';
import { earningsPromised, easyMoney, moneyMule, noSelection, taskScam } from './promise-signals';
import { screenTextOf } from './screen-text';
import type { PostSignal } from './signal';

/** A post whose signals weigh this much or more is held until a moderator has looked. */
export const HOLD_AT = 5;

export interface PostScreening {
  /** The signals' weights added up. */
  score: number;
  /** Whether the post waits for a moderator. */
  held: boolean;
  /** Money asked of the applicant: held even when a verified employer posts it. */
  severe: boolean;
  signals: PostSignal[];
}

export interface ScreenOptions {
  /**
   * The poster has verified a work address at a company's domain: only a severe signal (money
   * asked of the applicant) holds their post.
   */
  verifiedEmployer?: boolean;
}

export function screenPost(
  fields: JobFields,
  { verifiedEmployer = false }: ScreenOptions = {},
): PostScreening {
  const text = screenTextOf(fields);
  const promised = earningsPromised(text);
  const borrowed = borrowedName(text);
  const signals = [
    moneyAsked(text),
    payByApp(text),
    taskScam(text),
    moneyMule(text),
    chatOnlyContact(text),
    ...borrowed,
    linkShortener(text),
    noSelection(text),
    promised,
    easyMoney(text, promised),
    phoneContact(text),
    // A free mailbox counts once: already weighed when it carries a big employer's name.
    borrowed.length > 0 ? null : freeMail(text),
  ].filter((signal): signal is PostSignal => signal !== null);
  const score = signals.reduce((total, signal) => total + signal.weight, 0);
  const severe = signals.some((signal) => signal.severe);
  return { score, severe, held: verifiedEmployer ? severe : score >= HOLD_AT, signals };
}
