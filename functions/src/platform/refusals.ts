// Every way a callable says no: an HttpsError whose code the browser maps to the spec's words,
// with a plain message and, for the refusals a screen acts on, details it parses with zod.
import type { RefusalDetails } from '@portal/domain/callables/callable-results';
import { logger } from 'firebase-functions';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';

/** What a callable does, as the start of a sentence: 'Posting', 'Reporting'. */
export type Doing = string;

function refusal(code: FunctionsErrorCode, message: string, details: RefusalDetails): HttpsError {
  return new HttpsError(code, message, details);
}

/** The fields with their messages, each field named by its label. */
export function invalidFields(
  fields: Readonly<Record<string, string>>,
  labels: Readonly<Record<string, string>>,
): HttpsError {
  const named = Object.entries(fields).map(([field, message]) =>
    field === '' ? message : `${labels[field] ?? field}: ${message}`,
  );
  return refusal('invalid-argument', `Check these fields. ${named.join(' ')}`, {
    reason: 'invalid-fields',
    fields: { ...fields },
  });
}

/** The honeypot was filled in: a person never sees that field. Says no more than it must. */
export function refusedAsAutomatic(): HttpsError {
  return refusal(
    'invalid-argument',
    'This post was refused: it looks as if a program filled in the form. ' +
      'If you filled it in yourself, reload the page and post again.',
    { reason: 'invalid-fields', fields: {} },
  );
}

export function tooFast(waitMs: number): HttpsError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return refusal(
    'failed-precondition',
    `That was sent sooner than a person can fill in the form: wait ${seconds} s and send it again.`,
    { reason: 'too-fast', waitMs },
  );
}

/** '2025-11-23 14:35 UTC', rounded up to the minute so that trying then always works. */
export function retryTimeText(retryAt: number): string {
  const minute = Math.ceil(retryAt / 60_000) * 60_000;
  return `${new Date(minute).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function rateLimited(
  retryAt: number,
  scope: 'caller' | 'everyone',
  what: string,
): HttpsError {
  const when = `Try again after ${retryTimeText(retryAt)}.`;
  return refusal('resource-exhausted', `${what} ${when}`, {
    reason: 'rate-limited',
    retryAt: new Date(Math.ceil(retryAt / 1000) * 1000).toISOString(),
    scope,
  });
}

/** A moderator blocked this account or network from posting, until `until`. */
export function blockedFromPosting(until: number): HttpsError {
  return new HttpsError(
    'permission-denied',
    `Posting from this account or network is blocked until ${retryTimeText(until)}. ` +
      'If you think this is a mistake, contact us.',
  );
}

export function repostOf(jobId: string): HttpsError {
  return refusal(
    'already-exists',
    'This job is posted already and still open: same title, company and application link.',
    { reason: 'repost', jobId },
  );
}

export function noSuchJob(): HttpsError {
  return refusal(
    'not-found',
    'There is no open job with that id: it may have closed or been taken down.',
    { reason: 'no-such-job' },
  );
}

export function firestoreNotRunning(doing: Doing): HttpsError {
  return new HttpsError(
    'unavailable',
    `${doing} needs the Firestore emulator, which is not running here.`,
  );
}

/**
 * A refusal passes through as it is; anything else is our failure: logged in full, and answered
 * with a message the caller can act on rather than a bare 'internal'.
 */
export function asCallableError(error: unknown, doing: Doing): HttpsError {
  if (error instanceof HttpsError) return error;
  logger.error(`${doing} failed`, error);
  return new HttpsError('unavailable', `${doing} failed on our side; try again in a minute.`);
}

/**
 * The post form's ticket was forged, had expired, or had posted a job already. A person who
 * reloads the form gets a new one; the message says no more than that.
 */
export function badFormTicket(): HttpsError {
  return refusal(
    'invalid-argument',
    'This post was refused: the form it came from is no longer valid. ' +
      'Reload the page and post again; what you typed is kept.',
    { reason: 'form-ticket' },
  );
}
