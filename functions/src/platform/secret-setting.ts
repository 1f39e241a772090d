// A setting that is a secret in production (bound with defineSecret, which must not be empty
// there) and has a development value on the emulator, where binding a secret would send
// firebase-tools to Google's Secret Manager. The caller salt (security/caller-salt.ts) predates
// this and works the same way.
import { logger } from 'firebase-functions';
import { defineSecret } from 'firebase-functions/params';
import { runsOnEmulator, type Env } from './environment';

export interface SecretSetting {
  secret: ReturnType<typeof defineSecret>;
  /** The value the emulator falls back to. */
  development: string;
  /** The secrets to bind: none on the emulator. */
  binding(env?: Env): ReturnType<typeof defineSecret>[];
  /** The value: the bound secret, else one set in the emulator's environment, else `development`. */
  value(env?: Env): string;
}

export function secretSetting(name: string, development: string, whatFallsBack: string) {
  const secret = defineSecret(name);
  let said = false;
  const setting: SecretSetting = {
    secret,
    development,
    binding: (env = process.env) => (runsOnEmulator(env) ? [] : [secret]),
    value(env = process.env) {
      const set = env[name];
      if (set) return set;
      if (!runsOnEmulator(env)) {
        throw new Error(`The secret ${name} is empty: set it before deploying.`);
      }
      if (!said) {
        said = true;
        logger.warn(`${name} is not set: ${whatFallsBack} (fine on the emulator).`);
      }
      return development;
    },
  };
  return setting;
}
