// Where the assessment's Gemini settings come from: the key from a secret, the model from a
// parameter, both read from the environment, where the platform puts them.
import { ASSESSMENT_TESTS_PER_DAY, GEMINI_TIMEOUT_MS } from '@portal/domain/constants';
import { defineSecret, defineString } from 'firebase-functions/params';
import { runsOnEmulator, type Env } from '#src/platform/environment';

/** Set in production with `firebase functions:secrets:set GEMINI_API_KEY`. */
export const GEMINI_API_KEY = defineSecret('GEMINI_API_KEY');

/**
 * Gemini calls a UTC day for all the unverified accounts of one network (an IPv4 address or an
 * IPv6 /64) together: one account's full day, ten tests of two calls each (statements and
 * paragraph). An account whose address is unverified costs nothing to make, so counted per
 * account alone a script with a hundred of them would have a hundred days of Gemini; counted
 * per network it has one. A household or office sharing an address gets as much, then tests
 * from the bank (never a refusal). A verified address costs a mailbox: verified accounts count
 * per account only.
 */
export const GEMINI_CALLS_PER_UNVERIFIED_NETWORK_PER_DAY = 2 * ASSESSMENT_TESTS_PER_DAY;

/**
 * Gemini calls a UTC day from everyone together; past it every test comes from the bank.
 * Networks are cheap too (an IPv6 /64 each), so only a count over the whole site bounds what a
 * flood spends. 1,000 calls are 500 tests with Gemini's texts a day, more than this site's
 * candidates take today; a call here is a few hundred tokens each way, so a day at the cap
 * costs cents at Flash-Lite's prices. Raise it when real use nears it (the log says when the
 * bank stands in, and why).
 */
export const GEMINI_CALLS_PER_DAY = 1_000;

/** A current Flash-Lite model: fast and cheap enough for two short texts a test. */
export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash-lite';

/**
 * The model, a parameter set at deploy time (the CLI offers the default; functions/.env or
 * .env.<project> may fix it). Declared off the emulator only: there firebase-tools asks for
 * every declared parameter and writes the answer to functions/.env.local, and the emulator
 * reads GEMINI_MODEL from the environment instead.
 */
export const GEMINI_MODEL = runsOnEmulator(process.env)
  ? null
  : defineString('GEMINI_MODEL', {
      default: DEFAULT_GEMINI_MODEL,
      description: 'The Gemini model that writes the assessment texts.',
    });

/**
 * The secrets generateAssessment binds: none on the emulator, where a bound secret makes
 * firebase-tools ask Google's Secret Manager for it (security/caller-salt.ts says why not).
 * There the key, if any, comes from the environment.
 */
export function geminiSecrets(env: Env) {
  return runsOnEmulator(env) ? [] : [GEMINI_API_KEY];
}

export interface GeminiSettings {
  /** Null when there is none: the test then comes from the bank, and Google is not called. */
  apiKey: string | null;
  model: string;
  timeoutMs: number;
  /** Another address for the Gemini API: tests point it at a local stand-in. */
  baseUrl?: string;
}

export function geminiSettings(env: Env = process.env): GeminiSettings {
  return {
    apiKey: env[GEMINI_API_KEY.name]?.trim() || null,
    model: env.GEMINI_MODEL?.trim() || DEFAULT_GEMINI_MODEL,
    timeoutMs: GEMINI_TIMEOUT_MS,
  };
}
