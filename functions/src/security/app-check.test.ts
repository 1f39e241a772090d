import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { admitAppCheck, appCheckEnforced, appCheckOptions } from './app-check';

const DEPLOYED = { FUNCTIONS_EMULATOR: 'false', GCLOUD_PROJECT: 'portal' };
const EMULATOR = { FUNCTIONS_EMULATOR: 'true' };

function refusal(run: () => void): HttpsError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  throw new Error('Admitted');
}

describe('appCheckEnforced', () => {
  it('demands App Check from deployed functions', () => {
    expect(appCheckEnforced({})).toBe(true);
    expect(appCheckEnforced(DEPLOYED)).toBe(true);
  });

  it('does not on the emulator, which has no App Check', () => {
    expect(appCheckEnforced(EMULATOR)).toBe(false);
  });
});

describe('the deployed side', () => {
  const limitedUse = appCheckOptions(DEPLOYED, { limitedUse: true });
  const ordinary = appCheckOptions(DEPLOYED, { limitedUse: false });

  it('consumes the tokens of the limited-use callables only', () => {
    expect(limitedUse).toEqual({ enforceAppCheck: true, consumeAppCheckToken: true });
    expect(ordinary).toEqual({ enforceAppCheck: true, consumeAppCheckToken: false });
  });

  it('admits a fresh token once', () => {
    expect(() => admitAppCheck({ app: { alreadyConsumed: false } }, limitedUse)).not.toThrow();
  });

  it('attack: a replayed limited-use token is refused', () => {
    const replayed = refusal(() => admitAppCheck({ app: { alreadyConsumed: true } }, limitedUse));
    expect(replayed.code).toBe('unauthenticated');
    expect(replayed.message).toBe('This request was sent before. Reload the page and try again.');
    expect(replayed.details).toEqual({ reason: 'token-replayed' });
  });

  it('refuses a limited-use call whose token was not consumed, and a call with no token', () => {
    expect(refusal(() => admitAppCheck({ app: {} }, limitedUse)).code).toBe('unauthenticated');
    expect(refusal(() => admitAppCheck({}, ordinary)).code).toBe('unauthenticated');
  });

  it('lets an ordinary token be used again, as App Check means it to', () => {
    expect(() => admitAppCheck({ app: {} }, ordinary)).not.toThrow();
  });
});

describe('the emulator side', () => {
  it('neither demands nor consumes a token, and admits every call', () => {
    const options = appCheckOptions(EMULATOR, { limitedUse: true });
    expect(options).toEqual({ enforceAppCheck: false, consumeAppCheckToken: false });
    expect(() => admitAppCheck({}, options)).not.toThrow();
    expect(() => admitAppCheck({ app: { alreadyConsumed: true } }, options)).not.toThrow();
  });
});
