// End-to-end tests in Debian's Chromium against the production build, served as Hosting serves
// it: `emulator` (every spec, Firestore on the emulator, in the headless shell), `speech` (the
// tests tagged @speech, which the headless shell cannot run, in the full Chromium) and `offline`
// (the specs tagged @offline, on the offline-mode build: Firestore's cache with the network off,
// seeded in the browser). `npm test` starts the servers once (scripts/start.ts e2e) and runs the
// three projects on two workers; `npx playwright test` alone starts them itself.
import { defineConfig, devices } from '@playwright/test';
import type { FirestoreMode } from './e2e/support/fixtures';
import { OFFLINE, SPEECH } from './e2e/support/tags';
import { PORTS } from './scripts/lib';
import { CHROMIUM, HEADLESS_SHELL } from './scripts/test/chromium';

/** Debian's Chromium at `executablePath`: never a browser Playwright downloads. */
const chromiumAt = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Nothing off this machine: no host but its own resolves (the fixtures fail a test whose
      // page tries one), without intercepting every request to say so.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  },
});
/** The headless shell, for every test but the few it cannot run (scripts/test/chromium.ts). */
const headlessShell = chromiumAt(HEADLESS_SHELL);
const chromium = chromiumAt(CHROMIUM);

/** The first-run spec runs against npm start, not the end-to-end servers. */
const FIRST_RUN = /first-run\.spec\.ts$/;

export default defineConfig<{ firestoreMode: FirestoreMode }>({
  testDir: 'e2e',
  // Every spec arranges its own data, so tests run in any order, two at a time.
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // A test that fails runs once more, recording its trace; one that then passes is flaky, and
  // fails the run all the same (a flaky test is a defect).
  retries: 1,
  failOnFlakyTests: true,
  // Generous: they bound how long a test waits for a state on a busy machine, and a passing
  // test never waits them out.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // The list, and in full what the page showed when a test failed (e2e/support/failure-reporter.ts).
  reporter: [['list'], ['./e2e/support/failure-reporter.ts']],
  // A failing test leaves a screenshot here, and its retry its trace (DOM snapshots of every
  // step, the network and the console: `npx playwright show-trace <zip>`). Recording a trace
  // for every test would cost each about a second of CPU.
  outputDir: 'test-results/e2e',
  use: {
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // A first visit installs the service worker, which precaches the whole app while the test
    // runs: the specs about the worker and working offline ask for it; the rest go without.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'emulator',
      testIgnore: FIRST_RUN,
      grepInvert: new RegExp(SPEECH),
      use: {
        ...headlessShell,
        baseURL: `http://localhost:${PORTS.preview}`,
        firestoreMode: 'emulator',
      },
    },
    {
      // The tests that open the assessment, in the full Chromium (e2e/support/tags.ts).
      name: 'speech',
      testIgnore: FIRST_RUN,
      grep: new RegExp(SPEECH),
      use: {
        ...chromium,
        baseURL: `http://localhost:${PORTS.preview}`,
        firestoreMode: 'emulator',
      },
    },
    {
      name: 'offline',
      testIgnore: FIRST_RUN,
      grep: new RegExp(OFFLINE),
      use: {
        ...headlessShell,
        baseURL: `http://localhost:${PORTS.offlinePreview}`,
        firestoreMode: 'offline',
      },
    },
    {
      // npm start in a fresh copy of the tree (npm test -- first-run starts it).
      name: 'first-run',
      testMatch: FIRST_RUN,
      use: { ...headlessShell, baseURL: `http://localhost:${PORTS.dev}` },
    },
  ],
  webServer:
    process.env.PORTAL_E2E_SERVERS === 'running'
      ? undefined
      : {
          command: 'node --import tsx scripts/start.ts e2e',
          // The last of the servers it starts.
          url: `http://localhost:${PORTS.offlinePreview}`,
          reuseExistingServer: !process.env.CI,
          timeout: 240_000,
          stdout: 'pipe',
          // SIGINT lets the start script stop the emulators it started.
          gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
        },
});
