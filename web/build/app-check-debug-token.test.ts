import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { debugTokenProblem } from './app-check-debug-token';

const REAL_PROJECT = {
  VITE_FIREBASE_API_KEY: 'AIza-test',
  VITE_FIREBASE_AUTH_DOMAIN: 'acme-jobs.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'acme-jobs',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key',
  // A real project's build needs its site's address (requireSiteUrlToDeploy) before anything.
  VITE_SITE_URL: 'https://jobs.acme.example',
};
const TOKEN = { VITE_APPCHECK_DEBUG_TOKEN: '123e4567-e89b-12d3-a456-426614174000' };

describe('debugTokenProblem', () => {
  it('refuses a debug token in a build for a real project, naming it and what to do', () => {
    expect(debugTokenProblem({ ...REAL_PROJECT, ...TOKEN })).toMatch(
      /^VITE_APPCHECK_DEBUG_TOKEN is set for a build of project acme-jobs .*\.env\.development\.local/,
    );
    // Without a site key App Check is off, but Vite would still write the token into the app.
    const { VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: _key, ...noSiteKey } = REAL_PROJECT;
    expect(debugTokenProblem({ ...noSiteKey, ...TOKEN })).not.toBeNull();
  });

  it('lets a build without a token, or one for the emulators, go ahead', () => {
    expect(debugTokenProblem(REAL_PROJECT)).toBeNull();
    expect(debugTokenProblem({ ...REAL_PROJECT, VITE_APPCHECK_DEBUG_TOKEN: ' ' })).toBeNull();
    expect(debugTokenProblem({ ...REAL_PROJECT, ...TOKEN, VITE_USE_EMULATORS: 'true' })).toBeNull();
    expect(debugTokenProblem(TOKEN)).toBeNull();
  });
});

describe('the web build (vite.config.ts)', () => {
  const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('stops a production build that carries a debug token, before it builds anything', async () => {
    Object.assign(process.env, REAL_PROJECT, TOKEN);
    await expect(resolveConfig({ configFile, mode: 'production' }, 'build')).rejects.toThrow(
      'VITE_APPCHECK_DEBUG_TOKEN is set for a build of project acme-jobs',
    );
  });

  it('serves the same environment for development, and builds it for the emulators', async () => {
    Object.assign(process.env, REAL_PROJECT, TOKEN);
    await expect(resolveConfig({ configFile, mode: 'development' }, 'serve')).resolves.toBeTruthy();
    process.env.VITE_USE_EMULATORS = 'true';
    await expect(resolveConfig({ configFile, mode: 'production' }, 'build')).resolves.toBeTruthy();
  });
});
