// End-to-end tests in Debian's Chromium against `npm run preview` (the production build, with
// its service worker) in offline mode when no Firestore emulator runs.
import { defineConfig, devices } from '@playwright/test';

const PREVIEW_URL = 'http://localhost:4173';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
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
    // The specs are written for offline mode, the path every machine can take; the Firestore
    // emulator path is covered by the rules tests.
    env: { PORTAL_FIRESTORE: 'offline' },
    url: PREVIEW_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
    // SIGINT lets the start script stop the emulators it started.
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
