// End-to-end tests in Debian's Chromium against `npm run preview` (the production build, with
// its service worker). They run on the Firestore emulator when this machine can run one, and in
// offline mode otherwise; `PORTAL_FIRESTORE=offline|emulator` chooses, and npm test runs both.
import { defineConfig, devices } from '@playwright/test';
import { NEEDS_EMULATOR } from './e2e/mode';
import { noFirestoreEmulatorReason } from './scripts/lib';

// Decided here, once, and handed to the start script, which fails rather than fall back, so a
// spec always knows which Firestore it talks to (e2e/mode.ts).
process.env.PORTAL_FIRESTORE ??= noFirestoreEmulatorReason() ? 'offline' : 'emulator';
const offline = process.env.PORTAL_FIRESTORE === 'offline';

const PREVIEW_URL = 'http://localhost:4173';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Offline mode has no Firestore server: specs that need one run in the emulator pass.
  grepInvert: offline ? new RegExp(NEEDS_EMULATOR) : undefined,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: PREVIEW_URL,
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Never a browser Playwright downloads: the system's Chromium.
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npm run preview',
    env: { PORTAL_FIRESTORE: process.env.PORTAL_FIRESTORE },
    url: PREVIEW_URL,
    // npm test always starts its own, so each pass gets the Firestore it asked for.
    reuseExistingServer: !process.env.CI && !process.env.E2E_FRESH_SERVER,
    timeout: 240_000,
    stdout: 'pipe',
    // SIGINT lets the start script stop the emulators it started.
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
