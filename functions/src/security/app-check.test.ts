import { describe, expect, it } from 'vitest';
import { appCheckEnforced } from './app-check';

describe('appCheckEnforced', () => {
  it('demands App Check from deployed functions', () => {
    expect(appCheckEnforced({})).toBe(true);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'false', GCLOUD_PROJECT: 'portal' })).toBe(true);
  });

  it('does not on the emulator, which has no App Check', () => {
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
  });
});
