import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GEMINI_MODEL,
  GEMINI_API_KEY,
  geminiSecrets,
  geminiSettings,
} from './gemini-settings';

const EMULATOR = { FUNCTIONS_EMULATOR: 'true' };

describe('geminiSettings', () => {
  it('binds the key’s secret in production only: never on the emulator', () => {
    expect(geminiSecrets({})).toEqual([GEMINI_API_KEY]);
    expect(geminiSecrets(EMULATOR)).toEqual([]);
  });

  it('has no key unless one is set, and reads it from the environment', () => {
    expect(geminiSettings(EMULATOR).apiKey).toBeNull();
    expect(geminiSettings({ ...EMULATOR, GEMINI_API_KEY: '  ' }).apiKey).toBeNull();
    expect(geminiSettings({ ...EMULATOR, GEMINI_API_KEY: 'k1' }).apiKey).toBe('k1');
    expect(geminiSettings({ GEMINI_API_KEY: 'k2' }).apiKey).toBe('k2');
  });

  it('uses a Flash-Lite model unless GEMINI_MODEL names another, and waits 15 s', () => {
    expect(DEFAULT_GEMINI_MODEL).toMatch(/flash-lite/);
    expect(geminiSettings({})).toMatchObject({ model: DEFAULT_GEMINI_MODEL, timeoutMs: 15_000 });
    expect(geminiSettings({ GEMINI_MODEL: 'gemini-x' }).model).toBe('gemini-x');
  });
});
