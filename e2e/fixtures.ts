// The test object every spec uses: it fails a test whose page logs an error or throws.
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Chromium logs every 4xx reply, and every request made while a test has taken the
        // browser offline, as an error; some are the expected answer (the Auth emulator
        // refusing a taken e-mail). What the page does with them is what counts.
        const expectedReply =
          /^Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_INTERNET_DISCONNECTED)/;
        if (message.type() === 'error' && !expectedReply.test(message.text())) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
