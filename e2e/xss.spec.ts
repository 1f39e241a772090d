// Hostile input through the whole path: OWASP's filter-evasion payloads posted through the
// postJob function in every rich-text field and as the application link. Nothing may survive in
// the stored job, and nothing may run when Chromium shows it.
import { JSDOM } from 'jsdom';
import type { Page } from '@playwright/test';
import { RICH_TEXT_FIELDS } from '../domain/src/post-job';
import { RICH_TEXT_LINK, RICH_TEXT_TAGS } from '../domain/src/rich-text';
import { callFunction, jobsTitled, serverDocument, stringFields } from './emulators';
import { expect, test } from './fixtures';
import { NEEDS_EMULATOR } from './mode';
import { APPLY_URL_PAYLOADS, RICH_TEXT_PAYLOADS } from './xss-payloads';

const ALLOWED_TAGS = new Set<string>(RICH_TEXT_TAGS);
/** href from the allow-list; target and rel are what the cleaner adds to every link. */
const ALLOWED_ATTRIBUTES = new Set(['href', 'target', 'rel']);

/** What a stored rich-text field must look like: allowed tags and attributes, safe links. */
function problemsIn(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  const problems: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) problems.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (!ALLOWED_ATTRIBUTES.has(name)) problems.push(`${tag}[${name}]`);
      if (name === 'href' && !RICH_TEXT_LINK.test(value)) problems.push(`href=${value}`);
    }
  }
  return problems;
}

/**
 * Fires what an on* handler would wait for on every element of the job, then checks what the
 * posted text became in the page (the sections SafeHtml fills; the page's own icons are SVG).
 */
async function provoke(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const article = document.querySelector('article.job-details');
    if (!article) return ['no job on the page'];
    for (const element of article.querySelectorAll('*')) {
      for (const type of ['mouseover', 'mouseenter', 'focus', 'toggle', 'load', 'error']) {
        element.dispatchEvent(new Event(type, { bubbles: true }));
      }
    }
    const posted = [...article.querySelectorAll('.job-section > div')];
    if (posted.length === 0) return ['no posted text on the page'];
    const found: string[] = [];
    const dangerous = 'script,iframe,frame,object,embed,img,svg,math,style,link,meta,base,form';
    const inPosted = posted.flatMap((section) => [...section.querySelectorAll('*')]);
    for (const element of inPosted) if (element.matches(dangerous)) found.push(element.tagName);
    for (const element of inPosted) {
      for (const { name, value } of element.attributes) {
        if (name.startsWith('on')) found.push(`${element.tagName}[${name}]`);
        if (/^\s*(javascript|data|vbscript):/i.test(value)) found.push(`${name}=${value}`);
      }
    }
    return found;
  });
}

const job = (title: string) => ({
  Title: title,
  Type: 'Job',
  Company: 'Probe Labs',
  ApplyURL: 'https://careers.example.com/probe',
  openDays: 7,
  elapsedMs: 10_000,
});

test(`rich-text payloads survive in no stored job and run in no page ${NEEDS_EMULATOR}`, async ({
  page,
}) => {
  test.setTimeout(300_000);
  expect(RICH_TEXT_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  for (const [index, payload] of RICH_TEXT_PAYLOADS.entries()) {
    const title = `XSS probe ${index + 1}`;
    const fields = Object.fromEntries(
      RICH_TEXT_FIELDS.map((field) => [field, `<p>${field} ${index + 1}</p>${payload}`]),
    );
    // A guest each, by network address: the per-caller limit is five posts an hour.
    const answer = await callFunction(
      'postJob',
      { ...job(title), ...fields },
      { from: `198.51.100.${index + 1}` },
    );
    expect(answer, `payload ${index + 1} was refused: ${JSON.stringify(answer)}`).toHaveProperty(
      'result.id',
    );
    const id = (answer as { result: { id: string } }).result.id;

    const stored = stringFields((await serverDocument(`jobs/${id}`))!);
    for (const field of RICH_TEXT_FIELDS) {
      expect(stored[field], `${field} of payload ${index + 1}`).toContain(`${field} ${index + 1}`);
      expect(problemsIn(stored[field]!), `${field} of payload ${index + 1}: ${payload}`).toEqual(
        [],
      );
    }

    await page.goto(`/job/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await provoke(page), `payload ${index + 1} in the page: ${payload}`).toEqual([]);
  }
  expect(dialogs, 'a payload ran').toEqual([]);
});

test(`application-link payloads are refused, and nothing is stored ${NEEDS_EMULATOR}`, async () => {
  for (const [index, payload] of APPLY_URL_PAYLOADS.entries()) {
    const title = `XSS link probe ${index + 1}`;
    const answer = await callFunction(
      'postJob',
      { ...job(title), ApplyURL: payload, Skills: '<p>Probing</p>' },
      { from: `198.51.100.${200 + index}` },
    );
    expect(answer, payload).toMatchObject({
      error: {
        status: 'INVALID_ARGUMENT',
        details: { reason: 'invalid-fields', fields: { ApplyURL: expect.any(String) } },
      },
    });
    expect(await jobsTitled(title), payload).toBe(0);
  }
});
