// The test objects every spec uses. Both fail a test whose page logs an error or throws, unless
// the test said it expects that error (expectConsoleError), or asks for anything off this
// machine; and they tell a test which Firestore its project's build talks to.
//
// Three ways to get a browser, cheapest last. A first visit costs Chromium several seconds of CPU
// (a fresh cache compiles the app again), a returning one a fraction of that:
// - `test` gives each test a browser of its own, as a first visit: for what only a first visit
//   shows (the server's page taken over, layout shift, the service worker's install), and for
//   options that belong to a browser (service workers allowed, no JavaScript).
// - `warmBrowserTest` gives each test a tab of its own in the worker's browser, whose HTTP cache
//   (with the app's compiled code) outlives the test, and nothing else: after each test its
//   pages close, it is back online, and its cookies, permissions and site data (storage, the
//   Firestore and Auth databases) are cleared. For tests that sign in, change settings or write;
//   not for one that installs Playwright's clock, which stays with the browser it was given.
// - `visitorTest` gives each test of a worker the same warm tab, for specs that only look, as a
//   guest, at what they arranged. Each of its tests still starts from a page load.
import {
  expect,
  test as base,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type PlaywrightTestOptions,
  type Request,
  type Response,
  type TestInfo,
} from '@playwright/test';
import { PAGE_WHEN_IT_FAILED } from './failure-report';

/**
 * Errors that are the expected answer, not a fault. Chromium logs every 4xx reply (the Auth
 * emulator refusing a taken e-mail) and every request made while a test has taken the browser
 * offline; Firestore logs once that it cannot reach its backend and works from its cache.
 */
const EXPECTED = [
  /^Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_INTERNET_DISCONNECTED)/,
  /@firebase\/firestore: .*Could not reach Cloud Firestore backend/,
];

const SERVICE_WORKER_REFUSED = /^Service worker registration failed/;

/**
 * Firestore's WebChannel pings google.com when its connection drops, to tell a dead network
 * from a dead server. Chromium cannot resolve any host but this machine's
 * (playwright.config.ts), so the ping fails, as it would on a network with no way out.
 */
const FIRESTORE_PING = /^https?:\/\/www\.google\.com\/images\/cleardot\.gif/;

const ON_THIS_MACHINE = /^(https?:\/\/(localhost|127\.0\.0\.1)[:/]|data:|blob:|about:|chrome)/;

/** The emulator, or offline mode (the browser's own cache, seeded in the browser). */
export type FirestoreMode = 'emulator' | 'offline';

interface TestFixtures {
  /** Set by the Playwright project (playwright.config.ts). */
  firestoreMode: FirestoreMode;
  /** Declares an error this test provokes on purpose; the test fails if it never comes. */
  expectConsoleError: (pattern: RegExp) => void;
  /** Declares requests off this machine the test expects the page to try (and fail). */
  expectOffMachine: (url: RegExp) => void;
}

interface WorkerFixtures {
  /** The worker's browser, for `warmBrowserTest` and `visitorTest`. */
  warmContext: BrowserContext;
  /** The worker's warm tab, for `visitorTest`. */
  warmPage: Page;
}

/** Watches `page` (and `context`) for the test's length; `stop` checks what was seen. */
function watch(page: Page, context: BrowserContext, serviceWorkers: string) {
  const errors: string[] = [];
  const declaredErrors: RegExp[] = [];
  const offMachine: string[] = [];
  const declaredOffMachine: RegExp[] = [];
  // A test that goes without the service worker blocks it, and the app says it could not
  // register it, as it would in a browser that refuses service workers.
  const expected = serviceWorkers === 'block' ? [...EXPECTED, SERVICE_WORKER_REFUSED] : EXPECTED;
  // What the page said and what it was refused, for the report of a test that fails.
  const seen: string[] = [];
  const note = (line: string) => seen.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  const onConsole = (message: ConsoleMessage) => {
    const from = message.location().url;
    if (message.type() !== 'error' || FIRESTORE_PING.test(from)) return;
    // A request the test expects to fail off this machine says so in the console.
    if (declaredOffMachine.some((pattern) => pattern.test(from))) return;
    if (!expected.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
  };
  const onPageError = (error: Error) => {
    errors.push(error.message);
    note(`pageerror: ${error.message}`);
  };
  const onRequest = (request: Request) => {
    const url = request.url();
    if (!ON_THIS_MACHINE.test(url) && !FIRESTORE_PING.test(url)) offMachine.push(url);
  };
  const onAnyConsole = (message: ConsoleMessage) =>
    note(`console.${message.type()}: ${message.text()}`);
  const onResponse = (response: Response) => {
    if (response.status() >= 400) note(`${response.status()} ${response.url()}`);
  };
  const onRequestFailed = (request: Request) =>
    note(`failed ${request.url()}: ${request.failure()?.errorText ?? ''}`);
  page.on('console', onConsole);
  page.on('console', onAnyConsole);
  page.on('pageerror', onPageError);
  context.on('request', onRequest);
  context.on('response', onResponse);
  context.on('requestfailed', onRequestFailed);
  return {
    /**
     * For a test that failed: the page's address, the last things it logged or was refused, and
     * what its main content shows (its accessibility tree). A red run on a CI host is read from
     * its log alone.
     */
    async report(testInfo: TestInfo, failsHere: boolean) {
      const failed = failsHere || testInfo.status !== testInfo.expectedStatus;
      if (!failed || page.isClosed()) return;
      // The page's main content: its header and footer are the same on every page.
      const main = page.locator('main');
      const shown = await ((await main.count()) === 1 ? main : page.locator('body'))
        .ariaSnapshot({ timeout: 2000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`);
      // Taken in the fixture's teardown, after the spec's afterEach hooks: a job a hook closed
      // has left a live list by then (its screenshot, taken as the test failed, still shows it).
      const when = `${new Date().toISOString().slice(11, 23)} main, after the afterEach hooks:`;
      const body = [`URL: ${page.url()}`, ...seen.slice(-30), when, shown].join('\n');
      await testInfo.attach(PAGE_WHEN_IT_FAILED, { body, contentType: 'text/plain' });
    },
    declareError: (pattern: RegExp) => declaredErrors.push(pattern),
    declareOffMachine: (pattern: RegExp) => declaredOffMachine.push(pattern),
    stop() {
      page.off('console', onConsole);
      page.off('console', onAnyConsole);
      page.off('pageerror', onPageError);
      context.off('request', onRequest);
      context.off('response', onResponse);
      context.off('requestfailed', onRequestFailed);
      for (const pattern of declaredErrors) {
        expect(errors, `the page should have logged ${pattern}`).toContainEqual(
          expect.stringMatching(pattern),
        );
      }
      const unexpected = errors.filter((text) => !declaredErrors.some((p) => p.test(text)));
      expect(unexpected, 'the page logged errors').toEqual([]);
      const strayed = offMachine.filter((url) => !declaredOffMachine.some((p) => p.test(url)));
      expect(strayed, 'the page asked for something off this machine').toEqual([]);
    },
  };
}

export const test = base.extend<
  TestFixtures & { _watch: ReturnType<typeof watch> },
  WorkerFixtures
>({
  firestoreMode: ['emulator', { option: true }],
  _watch: [
    async ({ page, context, serviceWorkers }, use, testInfo) => {
      const watcher = watch(page, context, serviceWorkers);
      await use(watcher);
      // A test whose body failed, or that fails here (its page logged an error): the page as it
      // was, for the report.
      let fault: { error: unknown } | null = null;
      try {
        watcher.stop();
      } catch (error) {
        fault = { error };
      }
      await watcher.report(testInfo, fault !== null);
      if (fault) throw fault.error;
    },
    { auto: true },
  ],
  expectConsoleError: async ({ _watch }, use) => use(_watch.declareError),
  expectOffMachine: async ({ _watch }, use) => use(_watch.declareOffMachine),
  warmContext: [
    async ({ browser }, use, workerInfo) => {
      // The project's own settings (baseURL, the device), as the test's page would have them.
      const options = workerInfo.project.use as PlaywrightTestOptions;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        viewport: options.viewport,
        userAgent: options.userAgent,
        deviceScaleFactor: options.deviceScaleFactor,
        isMobile: options.isMobile,
        hasTouch: options.hasTouch,
        serviceWorkers: 'block',
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  warmPage: [async ({ warmContext }, use) => use(await warmContext.newPage()), { scope: 'worker' }],
});

/**
 * Leaves the worker's browser as a new one but for its HTTP cache: only the warm tab open, on a
 * blank page; online; no cookies or permissions; and none of the app's site data (its storage,
 * and the Firestore and Auth databases in it), cleared as Chromium's "Clear site data" does.
 */
async function leaveWarmBrowser(context: BrowserContext, warmPage: Page, origin: string) {
  for (const page of context.pages()) if (page !== warmPage) await page.close();
  await warmPage.goto('about:blank');
  await context.setOffline(false);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(warmPage);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await cdp.detach();
  }
}

/** The same checks, in a tab of its own in the worker's browser (see above). */
export const warmBrowserTest = test.extend({
  context: async ({ warmContext, warmPage, baseURL }, use) => {
    await use(warmContext);
    await leaveWarmBrowser(warmContext, warmPage, new URL(baseURL!).origin);
  },
  page: async ({ context, viewport }, use) => {
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
  },
});

/** The same checks, on the worker's warm tab (see above). */
export const visitorTest = test.extend({
  page: async ({ warmPage, viewport }, use) => {
    // As the project has it, whatever the last test made of it.
    if (viewport) await warmPage.setViewportSize(viewport);
    await use(warmPage);
    // The next test starts from a page of its own.
    await warmPage.goto('about:blank');
  },
  context: async ({ warmPage }, use) => use(warmPage.context()),
});

export { expect };
