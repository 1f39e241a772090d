// The secret that salts the hash of a guest's network address, so a stored limit counter never
// holds an address, nor one that a list of all addresses could undo without the salt.
import { logger } from 'firebase-functions';
import { defineSecret } from 'firebase-functions/params';
import { runsOnEmulator, type Env } from '#src/platform/environment';

/** Set in production with `firebase functions:secrets:set CALLER_HASH_SALT`. */
export const CALLER_HASH_SALT = defineSecret('CALLER_HASH_SALT');

/** The emulator's salt when none is set: it guards nothing, as nothing there is private. */
export const DEVELOPMENT_SALT = 'portal-development-salt';

/**
 * The secrets a callable binds. None on the emulator: a bound secret makes firebase-tools ask
 * Google's Secret Manager for it each time a function starts there, which the demo project
 * cannot answer (and, signed in to the CLI, would reach the internet trying).
 */
export function callerSaltSecrets(env: Env) {
  return runsOnEmulator(env) ? [] : [CALLER_HASH_SALT];
}

/**
 * The salt: the bound secret in production (which must not be empty), else a value set for the
 * emulator, else the development salt. Read from the environment, where the platform puts it.
 */
export function resolveCallerSalt(env: Env): { salt: string; development: boolean } {
  const salt = env[CALLER_HASH_SALT.name];
  if (salt) return { salt, development: false };
  if (!runsOnEmulator(env)) {
    throw new Error(`The secret ${CALLER_HASH_SALT.name} is empty: set it before deploying.`);
  }
  return { salt: DEVELOPMENT_SALT, development: true };
}

let saidDevelopment = false;

export function callerSalt(env: Env = process.env): string {
  const { salt, development } = resolveCallerSalt(env);
  if (development && !saidDevelopment) {
    saidDevelopment = true;
    logger.warn(
      `${CALLER_HASH_SALT.name} is not set: guests' addresses are hashed with the fixed ` +
        'development salt (fine on the emulator; production binds the secret).',
    );
  }
  return salt;
}
