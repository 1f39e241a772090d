// Where the assessment's Gemini settings come from: the key from a secret, the model from a
// parameter, both read from the environment, where the platform puts them.
import { GEMINI_TIMEOUT_MS } from '@portal/domain/constants';
import { defineSecret, defineString } from 'firebase-functions/params';
import { runsOnEmulator, type Env } from '#src/platform/environment';

/** Set in production with `firebase functions:secrets:set GEMINI_API_KEY`. */
export const GEMINI_API_KEY = defineSecret('GEMINI_API_KEY');

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
