// The test object every spec uses: it fails a test whose page logs an error or throws, unless
// the test said it expects that error (expectConsoleError), or asks for anything off this
// machine.
import { expect, test as base } from '@playwright/test';

/**
 * Errors that are the expected answer, not a fault. Chromium logs every 4xx reply (the Auth
 * emulator refusing a taken e-mail) and every request made while a test has taken the browser
 * offline; Firestore logs once that it cannot reach its backend and works from its cache.
 */
const EXPECTED = [
  /^Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_INTERNET_DISCONNECTED)/,
  /@firebase\/firestore: .*Could not reach Cloud Firestore backend/,
];

const FIRESTORE_PING = /^https?:\/\/www\.google\.com\/images\/cleardot\.gif/;

export const test = base.extend<{
  /** Declares an error this test provokes on purpose; the test fails if it never comes. */
  expectConsoleError: (pattern: RegExp) => void;
}>({
  expectConsoleError: [
    async ({ page, context }, use) => {
      // Nothing may leave this machine in a test: every request for another host is refused
      // here and fails the test, unless the test routes that host itself. Firestore's
      // WebChannel pings google.com when its connection drops, to tell a dead network from a
      // dead server; that ping is answered (as a failure: there is no google.com to reach).
      const external: string[] = [];
      await context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => {
        const url = route.request().url();
        if (FIRESTORE_PING.test(url)) return route.fulfill({ status: 204 });
        external.push(url);
        return route.abort('internetdisconnected');
      });
      const errors: string[] = [];
      const declared: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED.some((p) => p.test(message.text()))) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use((pattern) => declared.push(pattern));
      for (const pattern of declared) {
        expect(errors, `the page should have logged ${pattern}`).toContainEqual(
          expect.stringMatching(pattern),
        );
      }
      const unexpected = errors.filter((text) => !declared.some((p) => p.test(text)));
      expect(unexpected, 'the page logged errors').toEqual([]);
      expect(external, 'the page asked for something off this machine').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
