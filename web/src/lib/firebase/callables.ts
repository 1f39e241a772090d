// Calls to the callable functions, and what their refusals mean: zod checks both the answer
// and the details a refusal carries, so a screen can say which field, when, or where.
import { takesLimitedUseToken } from '@portal/domain/callables/app-check';
import {
  RefusalDetailsSchema,
  type RefusalDetails,
} from '@portal/domain/callables/callable-results';
import type { ZodType } from 'zod';
import { httpsCallable, type Functions } from 'firebase/functions';

/** Why a call did not succeed. `code` is the HttpsError code without the 'functions/' prefix. */
export interface Refusal {
  code: string;
  /** The function's own words for the refusal, or the SDK's for a failed call. */
  message: string;
  details: RefusalDetails | null;
}

export type CallOutcome<T> = { ok: true; data: T } | { ok: false; refusal: Refusal };

/** How long a call may take before it counts as failed (the SDK's own default is 70 s). */
const CALL_TIMEOUT_MS = 30_000;

/**
 * Calls `name` with `input` and checks its answer against `result`. Never throws: a refusal,
 * a network failure and an answer of the wrong shape all come back as a Refusal.
 */
export async function callFunction<T>(
  functions: Functions,
  name: string,
  input: unknown,
  result: ZodType<T>,
): Promise<CallOutcome<T>> {
  try {
    // A limited-use token is fetched for each call and works once (domain/src/callables/app-check.ts).
    const options = {
      timeout: CALL_TIMEOUT_MS,
      limitedUseAppCheckTokens: takesLimitedUseToken(name),
    };
    const response = await httpsCallable(functions, name, options)(input);
    const parsed = result.safeParse(response.data);
    if (parsed.success) return { ok: true, data: parsed.data };
    console.error(`${name} answered in an unexpected shape`, parsed.error.issues);
    return { ok: false, refusal: { code: 'internal', message: '', details: null } };
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) };
  }
}

export function refusalOf(error: unknown): Refusal {
  const { code, message, details } = error as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  const parsed = RefusalDetailsSchema.safeParse(details);
  return {
    code: typeof code === 'string' ? code.replace(/^functions\//, '') : 'unknown',
    message: typeof message === 'string' ? message : '',
    details: parsed.success ? parsed.data : null,
  };
}

/** The codes that mean the server was not reached or could not answer: later may work. */
const SERVER_TROUBLE = new Set(['unavailable', 'deadline-exceeded', 'internal', 'unknown']);

/**
 * Whether the refusal is the server's trouble (no network, a timeout, a crash, an answer of the
 * wrong shape) rather than a reason about the request: the screen then offers to try again.
 */
export function isServerTrouble(refusal: Refusal): boolean {
  return SERVER_TROUBLE.has(refusal.code);
}

/** 'at 14:35' today, or 'on 24 Nov at 09:10' on another day, in the reader's own time. */
export function retryTimeText(retryAt: string, now = new Date(), locale?: string): string {
  const at = new Date(retryAt);
  const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return `at ${time}`;
  const day = at.toLocaleDateString(locale, { day: 'numeric', month: 'short' });
  return `on ${day} at ${time}`;
}
