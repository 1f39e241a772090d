// App Check, decided here alone: whether the callables demand a token, whether a callable
// consumes it, and what to do with a token already consumed. This is the one adapter between
// our code and App Check. Its deployed side relies on firebase-functions to verify (and, with
// `consumeAppCheckToken`, to spend) the token, which only marks a replayed token
// `alreadyConsumed` and leaves the refusal to us. Its emulator side admits every call: the
// emulator has no App Check, and the demo project cannot reach Google to exchange a token.
import { HttpsError } from 'firebase-functions/v2/https';
import { runsOnEmulator, type Env } from '#src/platform/environment';

export interface AppCheckOptions {
  enforceAppCheck: boolean;
  consumeAppCheckToken: boolean;
}

export function appCheckEnforced(env: Env): boolean {
  return !runsOnEmulator(env);
}

/** The onCall options for a callable; `limitedUse` for those in domain's LIMITED_USE_CALLABLES. */
export function appCheckOptions(
  env: Env,
  { limitedUse }: { limitedUse: boolean },
): AppCheckOptions {
  const enforced = appCheckEnforced(env);
  return { enforceAppCheck: enforced, consumeAppCheckToken: enforced && limitedUse };
}

/** What firebase-functions tells a callable of the call's App Check token. */
export interface AppCheckVerdict {
  app?: { alreadyConsumed?: boolean | undefined } | undefined;
}

/**
 * Throws when the call must not go on: with App Check enforced, a call whose token was missing
 * or invalid (firebase-functions refuses those before us; this holds if that ever changes), or
 * whose limited-use token was spent by an earlier call.
 */
export function admitAppCheck(request: AppCheckVerdict, options: AppCheckOptions): void {
  if (!options.enforceAppCheck) return;
  if (!request.app) {
    throw new HttpsError(
      'unauthenticated',
      'This app could not prove it is the real one. Reload the page and try again.',
    );
  }
  if (options.consumeAppCheckToken && request.app.alreadyConsumed !== false) {
    throw new HttpsError(
      'unauthenticated',
      'This request was sent before. Reload the page and try again.',
      { reason: 'token-replayed' },
    );
  }
}
