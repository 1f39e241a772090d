// Hostile input through the whole path: OWASP's filter-evasion payloads posted through the
// postJob function in every rich-text field and as the application link. Nothing may survive in
// the stored job, and nothing may run when Chromium shows it.
import type { Dialog, Page } from '@playwright/test';
import { RICH_TEXT_FIELDS, type RichTextField } from '../domain/src/jobs/job';
import { RICH_TEXT_LINK, RICH_TEXT_TAGS } from '../domain/src/jobs/rich-text';
import { uniqueWord } from './support/arrange';
import {
  callFunction,
  closeJobs,
  formTicket,
  jobsTitled,
  serverDocument,
  stringFields,
} from './support/emulators';
import { expect, visitorTest } from './support/fixtures';
import { APPLY_URL_PAYLOADS, RICH_TEXT_PAYLOADS } from './support/xss-payloads';

/** Elements that can run or load something; none may come from posted text. */
const DANGEROUS = 'script,iframe,frame,object,embed,img,svg,math,style,link,meta,base,form';

/**
 * What the stored rich-text fields and the server's HTML of a job hold that they must not: in a
 * stored field, any tag or attribute off the allow-list (href, and the target and rel the cleaner
 * adds to every link) or an unsafe link; in the server's page, anything in the posted sections
 * that can run or load something. Parsed by Chromium's DOMParser, which runs nothing: jsdom in
 * the test runner cost it more CPU than the rest of the spec.
 */
function problemsIn(
  page: Page,
  fields: Record<string, string>,
  serverHtml: string,
): Promise<{ fields: Record<string, string[]>; serverPage: string[] }> {
  return page.evaluate(
    ({ fields, serverHtml, allowedTags, link, dangerous }) => {
      const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
      const allowedAttributes = new Set(['href', 'target', 'rel']);
      const fieldProblems = (html: string) => {
        const problems: string[] = [];
        for (const element of parse(`<body>${html}</body>`).body.querySelectorAll('*')) {
          const tag = element.tagName.toLowerCase();
          if (!allowedTags.includes(tag)) problems.push(`<${tag}>`);
          for (const { name, value } of element.attributes) {
            if (!allowedAttributes.has(name)) problems.push(`${tag}[${name}]`);
            if (name === 'href' && !new RegExp(link.source, link.flags).test(value)) {
              problems.push(`href=${value}`);
            }
          }
        }
        return problems;
      };
      const posted = [
        ...parse(serverHtml).querySelectorAll('article.job-details .job-section > div'),
      ];
      const serverPage = posted.length === 0 ? ['no posted text in the page'] : [];
      for (const element of posted.flatMap((section) => [...section.querySelectorAll('*')])) {
        if (element.matches(dangerous)) serverPage.push(element.tagName);
        for (const { name, value } of element.attributes) {
          if (name.startsWith('on')) serverPage.push(`${element.tagName}[${name}]`);
          if (/^\s*(javascript|data|vbscript):/i.test(value)) serverPage.push(`${name}=${value}`);
        }
      }
      const problems = Object.entries(fields).map(([field, html]) => [field, fieldProblems(html)]);
      return { fields: Object.fromEntries(problems) as Record<string, string[]>, serverPage };
    },
    {
      fields,
      serverHtml,
      allowedTags: [...RICH_TEXT_TAGS] as string[],
      link: { source: RICH_TEXT_LINK.source, flags: RICH_TEXT_LINK.flags },
      dangerous: DANGEROUS,
    },
  );
}

/**
 * Fires what an on* handler would wait for on every element of the job, then checks what the
 * posted text became in the page (the sections SafeHtml fills; the page's own icons are SVG).
 */
async function provoke(page: Page): Promise<string[]> {
  return page.evaluate((dangerous) => {
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
    const inPosted = posted.flatMap((section) => [...section.querySelectorAll('*')]);
    for (const element of inPosted) if (element.matches(dangerous)) found.push(element.tagName);
    for (const element of inPosted) {
      for (const { name, value } of element.attributes) {
        if (name.startsWith('on')) found.push(`${element.tagName}[${name}]`);
        if (/^\s*(javascript|data|vbscript):/i.test(value)) found.push(`${name}=${value}`);
      }
    }
    return found;
  }, DANGEROUS);
}

/** Opens a job page inside the app, as its own links do: no reload, rendered by the app. */
async function openInApp(page: Page, id: string) {
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/job/${id}`);
}

const job = (title: string) => ({
  Title: title,
  Type: 'Job',
  Company: 'Probe Labs',
  ApplyURL: 'https://careers.example.com/probe',
  openDays: 7,
  formTicket: formTicket(),
});

/**
 * The payloads dealt out over jobs, one to each rich-text field of a job (the fields are cleaned
 * one by one, each shown in a section of its own), so each payload takes the whole path once,
 * in a field that changes from one payload to the next: 11 jobs, where one payload a job (each in
 * every field) posted and opened 55.
 */
const perJob = RICH_TEXT_FIELDS.length;
const JOBS = Array.from({ length: Math.ceil(RICH_TEXT_PAYLOADS.length / perJob) }, (_, job) =>
  RICH_TEXT_PAYLOADS.slice(job * perJob, (job + 1) * perJob),
);
/** The jobs in groups, each a test of its own, so the two workers share them. */
const GROUPS = 3;
const groupSize = Math.ceil(JOBS.length / GROUPS);

visitorTest('there are enough rich-text payloads to be worth the name', () => {
  expect(RICH_TEXT_PAYLOADS.length).toBeGreaterThanOrEqual(30);
});

for (let group = 0; group < GROUPS; group++) {
  const firstJob = group * groupSize;
  const jobs = JOBS.slice(firstJob, firstJob + groupSize);
  const first = firstJob * perJob + 1;
  const last = first - 1 + jobs.reduce((sum, payloads) => sum + payloads.length, 0);
  visitorTest(
    `rich-text payloads ${first}-${last} survive in no stored job and run in no page`,
    async ({ page, request }) => {
      const dialogs: string[] = [];
      const onDialog = (dialog: Dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      };
      page.on('dialog', onDialog);
      const word = uniqueWord();

      // A guest each, from an address of its own: the per-caller limit is five posts an hour.
      // One after another: posting is a transaction on the site-wide hourly count, and a
      // dozen at once keep each other waiting for its lock.
      const posted: { n: number; payloads: Record<string, string>; title: string; id: string }[] =
        [];
      for (const [offset, jobPayloads] of jobs.entries()) {
        const n = firstJob + offset + 1;
        const title = `XSS probe ${n} ${word}`;
        const payloads = Object.fromEntries(
          RICH_TEXT_FIELDS.map((field, f) => [field, jobPayloads[f] ?? '']),
        );
        const fields = Object.fromEntries(
          RICH_TEXT_FIELDS.map((field) => [field, `<p>${field} ${n}</p>${payloads[field]}`]),
        );
        const answer = await callFunction('postJob', { ...job(title), ...fields });
        expect(answer, `job ${n} was refused: ${JSON.stringify(answer)}`).toHaveProperty(
          'result.id',
        );
        posted.push({ n, payloads, title, id: (answer as { result: { id: string } }).result.id });
      }
      /** What a failure names: the payload's number, its field and its text. */
      const payloadIn = (n: number, field: RichTextField, payload: string) =>
        `payload ${(n - 1) * perJob + RICH_TEXT_FIELDS.indexOf(field) + 1} in ${field}: ${payload}`;
      try {
        for (const [index, { n, payloads, title, id }] of posted.entries()) {
          const stored = stringFields((await serverDocument(`jobs/${id}`))!);
          const fields = Object.fromEntries(
            RICH_TEXT_FIELDS.map((field) => [field, stored[field] ?? '']),
          );
          for (const field of RICH_TEXT_FIELDS) {
            expect(fields[field], `${field} of job ${n}`).toContain(`${field} ${n}`);
          }
          // The page as the server renders it...
          const response = await request.get(`/job/${id}`);
          expect(response.status(), `job ${n}`).toBe(200);
          const found = await problemsIn(page, fields, await response.text());
          for (const field of RICH_TEXT_FIELDS) {
            expect(found.fields[field], payloadIn(n, field, payloads[field]!)).toEqual([]);
          }
          expect(found.serverPage, `job ${n}: ${JSON.stringify(payloads)}`).toEqual([]);
          // ...and in Chromium: the first of the group as a page load (the server's page, then
          // the app's), the rest as the app renders them when its links lead there.
          if (index === 0) await page.goto(`/job/${id}`);
          else await openInApp(page, id);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
          expect(await provoke(page), `job ${n} in the page: ${JSON.stringify(payloads)}`).toEqual(
            [],
          );
          // The app's links lead to the next: they are the app's once it has taken the server's
          // page over (its controls answer). A navigation while it hydrates would have it
          // hydrate the next job's page over this one's HTML.
          if (index === 0) {
            await expect(page.getByRole('button', { name: 'Report this job' })).toBeEnabled();
          }
        }
      } finally {
        // Checked: off the board every other spec's first visit loads.
        await closeJobs(posted.map(({ id }) => id));
        page.off('dialog', onDialog);
      }
      expect(dialogs, 'a payload ran').toEqual([]);
    },
  );
}

visitorTest('application-link payloads are refused, and nothing is stored', async () => {
  const word = uniqueWord();
  for (const [index, payload] of APPLY_URL_PAYLOADS.entries()) {
    const title = `XSS link probe ${index + 1} ${word}`;
    const answer = await callFunction('postJob', {
      ...job(title),
      ApplyURL: payload,
      Skills: '<p>Probing</p>',
    });
    expect(answer, payload).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: { reason: 'invalid-fields', fields: { ApplyURL: expect.any(String) } },
    });
    expect(await jobsTitled(title), payload).toBe(0);
  }
});
