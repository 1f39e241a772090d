// Every page the portal serves carries its security headers, and none breaks its own
// Content-Security-Policy: each route of the app (web/src/app/router.tsx) as the reader it is for
// sees it (a guest, a signed-in moderator, a candidate for the assessment), the pages the functions
// paint, and the pages the links in alert mail open. A test fails on any violation the browser
// reports, and on any page whose headers are not the ones domain/src/pages/security-headers.ts
// defines for the build the preview serves (Firestore, Auth and the functions on the emulators).
import type { Page, Response } from '@playwright/test';
import {
  LINK_PAGE_CONTENT_SECURITY_POLICY,
  securityHeaders,
  type ServedFor,
} from '../domain/src/pages/security-headers';
import { arrangeJobs } from './support/arrange';
import { callFromFreshAddress, closeJobs, grantModerator } from './support/emulators';
import { expect, test, warmBrowserTest } from './support/fixtures';
import { subscribeInFooter } from './support/footer-subscription';
import { linkIn, SITE, waitForMail } from './support/inbox';
import { shellIsCached, signUp } from './support/session';
import { installSpeechDoubles } from './support/speech-doubles';
import { SPEECH } from './support/tags';

/** What the end-to-end builds are built for: the demo project on the emulators here. */
const E2E_BUILD: ServedFor = { emulatorHost: '127.0.0.1', devServer: false };

/** The text the browser logs when a policy refuses something, or cannot read one. */
const POLICY_MESSAGE = /Content[- ]Security[- ]Policy|Permissions[- ]Policy|Feature[- ]Policy/i;

/**
 * Collects every violation of the page's policy the browser reports (its
 * `securitypolicyviolation` events, in every document the page loads) and every console message
 * about a policy. Call before the first visit.
 */
async function watchPolicies(page: Page): Promise<() => string[]> {
  const reported: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => reported.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile || location.href}:${event.lineNumber}`;
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      void report(
        `${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${where})`,
      );
    });
  });
  page.on('console', (message) => {
    if (POLICY_MESSAGE.test(message.text())) reported.push(`console: ${message.text()}`);
  });
  return () => reported;
}

/** Expects the response to carry exactly the security headers `expected` names. */
async function expectHeaders(response: Response | null, expected: Record<string, string>) {
  expect(response, 'the page answered').not.toBeNull();
  const headers = await response!.allHeaders();
  const url = new URL(response!.url()).pathname;
  for (const [name, value] of Object.entries(expected)) {
    expect(headers[name.toLowerCase()], `${name} of ${url}`).toBe(value);
  }
}

/** Opens `path`, checks its headers, and waits for the app to have started on it. */
async function visit(page: Page, path: string, shows: () => Promise<void>) {
  const response = await page.goto(path);
  await expectHeaders(response, securityHeaders(new URL(path, SITE).pathname, E2E_BUILD));
  await shows();
  // The app's script runs on every page (a painted page's loader starts it): its search box
  // answers once the app has taken the page over.
  await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeEditable();
  await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
}

/** Whether the page's document may use the microphone, as Chromium reads its policy. */
const mayUseMicrophone = (page: Page) =>
  page.evaluate(() =>
    (
      document as unknown as { featurePolicy: { allowsFeature(name: string): boolean } }
    ).featurePolicy.allowsFeature('microphone'),
  );

const heading = (page: Page, name?: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, ...(name ? { name } : {}) })).toBeVisible();

warmBrowserTest(
  "attack: a guest's pages, painted by the functions or by the app, carry the headers and keep the policy",
  async ({ page }) => {
    const violations = await watchPolicies(page);
    const [job, internship] = await arrangeJobs([{}, { Type: 'Internship' }]);
    try {
      const pages: [string, () => Promise<void>][] = [
        // Painted by boardPage and jobPage, then taken over by the app.
        ['/', () => expect(page.getByRole('article', { name: job!.Title })).toBeVisible()],
        [
          '/internships',
          () => expect(page.getByRole('article', { name: internship!.Title })).toBeVisible(),
        ],
        [`/job/${job!.id}`, () => heading(page, job!.Title)],
        ['/job/no-such-job', () => heading(page)],
        // The shell, which the app fills.
        ['/about', () => heading(page, /About/)],
        ['/safety', () => heading(page)],
        ['/privacy-policy', () => heading(page, 'Privacy Policy')],
        ['/terms-of-service', () => heading(page, 'Terms of Service')],
        ['/login', () => heading(page)],
        ['/signup', () => heading(page)],
        [
          '/postjob',
          () => expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible(),
        ],
        // No sign-in to finish: on to /login.
        ['/auth/callback', () => expect(page).toHaveURL('/login')],
        ['/no/such/page', () => heading(page, "This page doesn't exist")],
      ];
      for (const [path, shows] of pages) await visit(page, path, shows);
      expect(violations()).toEqual([]);
    } finally {
      await closeJobs([job!.id, internship!.id]);
    }
  },
);

warmBrowserTest(
  "attack: a moderator's pages carry the headers and keep the policy",
  async ({ page }) => {
    const violations = await watchPolicies(page);
    const email = await signUp(page, 'Kavya');
    await grantModerator(email);
    const pages: [string, () => Promise<void>][] = [
      ['/my-jobs', () => heading(page)],
      ['/alerts', () => heading(page)],
      ['/hackathons', () => heading(page)],
      ['/moderation', () => expect(page.getByRole('heading', { name: 'Queue' })).toBeVisible()],
      [
        '/postjob',
        () => expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible(),
      ],
    ];
    for (const [path, shows] of pages) await visit(page, path, shows);
    expect(violations()).toEqual([]);
  },
);

warmBrowserTest(
  "the alert mail's pages carry their own stricter policy, and the subscription keeps the app's",
  async ({ page }) => {
    const violations = await watchPolicies(page);
    const email = `headers-${Date.now()}@example.com`;
    await callFromFreshAddress(page);
    await visit(page, '/about', () => heading(page, /About/));
    // The subscription calls a function on the emulator: connect-src allows it.
    await subscribeInFooter(page, email);

    const linkPage = {
      ...securityHeaders('/subscription/confirm', E2E_BUILD),
      'Content-Security-Policy': LINK_PAGE_CONTENT_SECURITY_POLICY,
      // The token is in the URL: no page it links to learns it.
      'Referrer-Policy': 'no-referrer',
    };
    const mail = await waitForMail(email, /^Confirm your .* job alert$/);
    await expectHeaders(
      await page.goto(linkIn(mail.text, `${SITE}/subscription/confirm?token=`)),
      linkPage,
    );
    // Its form posts back to the page (form-action 'self'), and the answer is such a page too.
    const confirmed = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirm alert' }).click();
    await expectHeaders(await confirmed, linkPage);
    await expect(page.getByRole('heading', { name: 'Your alert is confirmed' })).toBeVisible();
    expect(violations()).toEqual([]);
  },
);

warmBrowserTest(
  'attack: the policy is enforced: a script the page did not ship is refused, and reported',
  async ({ page, expectConsoleError }) => {
    expectConsoleError(/Content Security Policy/);
    const violations = await watchPolicies(page);
    await visit(page, '/about', () => heading(page, /About/));
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
      return (window as unknown as { injected?: boolean }).injected ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations().join('\n')).toContain('script-src-elem refused inline');
  },
);

test(
  'attack: only the assessment may use the microphone, opened or reached by a link',
  { tag: SPEECH },
  async ({ page }) => {
    const violations = await watchPolicies(page);
    await installSpeechDoubles(page, 'echo');
    await signUp(page, 'Ishaan');
    const instructions = page.getByRole('heading', { name: 'Instructions' });
    await visit(page, '/assessments', () => expect(instructions).toBeVisible());
    expect(await mayUseMicrophone(page)).toBe(true);

    await visit(page, '/about', () => heading(page, /About/));
    expect(await mayUseMicrophone(page)).toBe(false);
    // Reached by a link from a page that may not, the assessment loads as a document of its own.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('link', { name: 'SVAR Assessment' }).click();
    await expect(instructions).toBeVisible();
    await expect.poll(() => mayUseMicrophone(page)).toBe(true);
    expect(violations()).toEqual([]);
  },
);

test.describe('with its service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('pages the worker answers carry the headers Hosting gave them', async ({ page }) => {
    const violations = await watchPolicies(page);
    await visit(page, '/about', () => heading(page, /About/));
    await shellIsCached(page);
    for (const path of ['/assessments', '/hackathons', '/no/such/page']) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), `${path} from the worker`).toBe(true);
      await expectHeaders(response, securityHeaders(path, E2E_BUILD));
      expect(await mayUseMicrophone(page), path).toBe(path === '/assessments');
      await expect(page.getByRole('searchbox', { name: 'Search jobs' })).toBeEditable();
    }
    expect(violations()).toEqual([]);
  });
});

test('attack: the source maps are not published', async ({ page, request }) => {
  await page.goto('/about');
  const scripts = await page
    .locator('script[type="module"][src^="/assets/"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('src')!));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of [...scripts, '/sw.js']) {
    const code = await (await request.get(script)).text();
    expect(/sourceMappingURL/.test(code), `${script} names a source map`).toBe(false);
    // Hosting answers a file it does not have with the shell, as it answers any such path.
    const map = await request.get(`${script}.map`);
    expect(map.headers()['content-type'], `${script}.map`).toMatch(/^text\/html/);
    expect(await map.text()).not.toContain('"mappings"');
  }
});
