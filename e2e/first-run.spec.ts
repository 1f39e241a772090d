// A newcomer's first run: `npm start` on a copy of the tree with nothing built (the `first-run`
// step of npm test starts it; see scripts/test/first-run.ts). The data is what npm start seeds,
// which is what a newcomer sees: this spec arranges none of its own.
import { expect, test, type Page } from '@playwright/test';

// One tab for the whole spec, as one newcomer opening page after page: in dev the app is
// hundreds of unbundled modules, and a fresh browser for each test fetched and compiled them
// all again.
test.describe.configure({ mode: 'serial' });
let page: Page;
test.beforeAll(async ({ browser }, testInfo) => {
  // The project's settings (its baseURL, the device), as a test's own page would have them.
  const { baseURL, viewport, userAgent } = testInfo.project.use;
  page = await (await browser.newContext({ baseURL, viewport, userAgent })).newPage();
});
test.afterAll(async () => page.context().close());

/** Opens `path` as a browser would; the server's HTML is returned for what it painted. */
async function open(path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBe(200);
  return response!.text();
}

for (const board of [
  { path: '/', heading: 'Latest Jobs', all: 'All Jobs' },
  { path: '/internships', heading: 'Internships', all: 'All Internships' },
]) {
  test(`${board.path} shows its jobs, painted by the server and then live`, async () => {
    const html = await open(board.path);
    // Server-rendered, as in production: the jobs are in the page's HTML itself.
    expect(html).toMatch(/href="\/job\/[^"]+"/);
    await expect(page.getByRole('heading', { level: 1, name: board.heading })).toBeVisible();
    const cards = page.getByRole('link', { name: /^View Details/ });
    await expect(cards.first()).toBeVisible();
    // The app's scripts (the sources, from the dev server) took over: the controls answer.
    await expect(page.getByRole('button', { name: board.all })).toBeEnabled();
  });
}

test('a job page shows its job, painted by the server, and a reader can apply', async () => {
  await open('/');
  const first = page.getByRole('link', { name: /^View Details/ }).first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/job\//);
  const html = await open(href!);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(title.length).toBeGreaterThan(0);
  expect(html).toContain(title.replace(/&/g, '&amp;'));
  await expect(page.getByRole('link', { name: /Apply Now/ })).toBeVisible();
});

for (const { path, heading } of [
  { path: '/postjob', heading: 'Post a Job' },
  { path: '/about', heading: 'About Us' },
]) {
  test(`${path} shows its page`, async () => {
    await open(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}
