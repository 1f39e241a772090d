// When a mail that could not be sent is tried again: pure decisions from the error and the
// attempts so far, so the rules are tested without a server (deliver-mail.ts applies them).

/** Tries in all, the first included: past this a mail is given up, and its ERROR is final. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/** The wait after the first failure; each later one waits twice as long as the one before. */
export const FIRST_RETRY_MS = 5 * 60_000;

/** The longest wait between two tries. */
export const MAX_RETRY_MS = 60 * 60_000;

/** The wait before the next try, after `attempts` tries have failed: 5, 10, 20, 40 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * Whether the server refused the mail for good: an SMTP reply in the 5xx range (RFC 5321: a
 * permanent negative reply, such as an unknown recipient). A 4xx reply, a refused or dropped
 * connection and a time-out are transient: the same mail may well go through later.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** When to try again after a failed try, or null when the failure is final. */
export function nextAttemptAt(error: unknown, attempts: number, now: number): number | null {
  if (isPermanentFailure(error) || attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  return now + retryDelayMs(attempts);
}
