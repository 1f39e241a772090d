import { describe, expect, it } from 'vitest';
import { callerSaltSecrets, DEVELOPMENT_SALT, resolveCallerSalt } from './caller-salt';

describe('caller salt', () => {
  it('uses the secret production binds, and refuses to run without one', () => {
    expect(resolveCallerSalt({ CALLER_HASH_SALT: 's3cret' })).toEqual({
      salt: 's3cret',
      development: false,
    });
    expect(() => resolveCallerSalt({})).toThrow(/CALLER_HASH_SALT is empty/);
    expect(() => resolveCallerSalt({ CALLER_HASH_SALT: '' })).toThrow(/CALLER_HASH_SALT/);
  });

  it('falls back to the development salt on the emulator, or takes one set there', () => {
    expect(resolveCallerSalt({ FUNCTIONS_EMULATOR: 'true' })).toEqual({
      salt: DEVELOPMENT_SALT,
      development: true,
    });
    expect(resolveCallerSalt({ FUNCTIONS_EMULATOR: 'true', CALLER_HASH_SALT: 'x' }).salt).toBe('x');
  });

  it('binds the secret only off the emulator, which would ask Secret Manager for it', () => {
    expect(callerSaltSecrets({}).map((secret) => secret.name)).toEqual(['CALLER_HASH_SALT']);
    expect(callerSaltSecrets({ FUNCTIONS_EMULATOR: 'true' })).toEqual([]);
  });
});
