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
   * asked of the applicant) or another employer's name borrowed holds their post.
   */
  verifiedEmployer?: boolean;
}

/** Held even from a verified employer: owning a domain proves nothing about another's name. */
const IMPERSONATION: readonly PostSignal['kind'][] = ['lookalike-domain', 'big-name-free-mail'];

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
  const impersonates = signals.some((signal) => IMPERSONATION.includes(signal.kind));
  const held = verifiedEmployer ? severe || impersonates : score >= HOLD_AT;
  return { score, severe, held, signals };
}

/**
 * The screening of a post that came past the hour's cap on live posts: held whatever it says, so
 * that a flood waits for a moderator instead of filling the board or shutting its door.
 */
export function heldForBusyHour(screening: PostScreening): PostScreening {
  const signal: PostSignal = {
    kind: 'busy-hour',
    weight: 0,
    severe: false,
    says: 'Posted after this hour had its number of live posts: held so that a flood of posts waits for a moderator.',
  };
  return { ...screening, held: true, signals: [...screening.signals, signal] };
}
