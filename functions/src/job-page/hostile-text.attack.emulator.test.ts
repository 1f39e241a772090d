// Attack 7: a job whose title and description hold replacement patterns (`$'`, `$\``, `$&`), a
// closing script tag, U+2028 and ANSI escape sequences. Posted through postJob, it is stored
// without the escapes; stored as an older post could have stored it, its page is still intact;
// and `npm run moderate` prints it and its reports without handing the terminal a control.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PostJobResultSchema } from '@portal/domain/callables/callable-results';
import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobRef } from '#src/data/jobs';
import { storeReport } from '#src/reports/store-report';
import { callFunction, clearFirestore, testFirestore } from '#src/test/emulators';
import { validPost } from '#src/test/post-input';
import { readJob, storeJob } from '#src/test/stored-jobs';

const db = testFirestore();
const ESCAPES = '\u001b[2J\u001b[H\u001b[31m';
/** What an attacker posts: every piece meant to break the page or the moderator's terminal. */
const HOSTILE = `Dup $' $\` $& </script><script>window.pwned=1</script> a\u2028b ${ESCAPES}red\u001b[0m`;
/** The same as a reader sees it: the escape sequences gone, everything else kept as text. */
const SHOWN = `Dup $' $\` $& </script><script>window.pwned=1</script> a\u2028b red`;
/** HTML whose text is HOSTILE's, as the editor would send it. */
const HOSTILE_HTML = `<p>Dup $' $\` $&amp; &lt;/script&gt; a\u2028b ${ESCAPES}red\u001b[0m</p>`;
const SHOWN_DESCRIPTION = `Dup $' $\` $& </script> a\u2028b red`;
/** Every character a terminal would obey, or hide text with, but the line feeds between lines. */
const TERMINAL_CONTROL =
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for.
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

beforeEach(clearFirestore);

async function jobPage(id: string) {
  const response = await fetch(`${process.env.PORTAL_FUNCTIONS_URL}/jobPage/job/${id}`);
  const html = await response.text();
  return { status: response.status, html, doc: new JSDOM(html).window.document };
}

/** The page is one whole document with the job's text as text, wherever the page holds it. */
async function expectIntactPage(id: string) {
  const { status, html, doc } = await jobPage(id);
  expect(status).toBe(200);
  for (const once of [/<html/g, /<\/html>/g, /<\/head>/g, /<div id="root">/g]) {
    expect(html.match(once), String(once)).toHaveLength(1);
  }
  expect(html).not.toContain('\u001b');
  expect(doc.querySelector('#root h1')?.textContent).toBe(SHOWN);
  expect(doc.title).toBe(`${SHOWN} at Acme Labs | Job Portal`);
  expect(doc.querySelector('#root')?.textContent).toContain(SHOWN_DESCRIPTION);
  const types = [...doc.querySelectorAll('script')].map((script) => script.type);
  expect(
    types.filter((type) => !['module', 'application/ld+json', 'application/json'].includes(type)),
  ).toEqual([]);
  expect(types.filter((type) => type === 'application/ld+json')).toHaveLength(1);
  const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
  expect(jsonLd.title).toBe(SHOWN);
  const data = JSON.parse(doc.querySelector('script[type="application/json"]')!.textContent!);
  expect(data.Title).toBe(SHOWN);
}

const repository = fileURLToPath(new URL('../../../', import.meta.url));

/** `npm run moderate` on the emulator the tests use: what it printed. */
async function moderate(): Promise<string> {
  const { stdout } = await promisify(execFile)(
    `${repository}node_modules/.bin/tsx`,
    ['scripts/moderate.ts', '--project', process.env.GCLOUD_PROJECT!],
    { cwd: repository, env: process.env },
  );
  return stdout;
}

describe('attack 7: a job of replacement patterns, script tags, U+2028 and ANSI escapes', () => {
  it('posted through postJob, is stored without the escapes and renders its page intact', async () => {
    const outcome = await callFunction(
      'postJob',
      validPost({ Title: HOSTILE, Company: 'Acme Labs', Description: HOSTILE_HTML }),
      { ip: '203.0.113.70' },
    );
    if (!outcome.ok) throw new Error(`Refused: ${outcome.status} ${outcome.message}`);
    const { id } = PostJobResultSchema.parse(outcome.result);
    const stored = await readJob(db, id);
    expect(stored.Title).toBe(SHOWN);
    expect(stored.Description).not.toContain('\u001b');
    await expectIntactPage(id);
  });

  it('stored as an older post could have stored it, renders intact and prints safely in npm run moderate', async () => {
    await storeJob(db, 'old-post', { Title: HOSTILE });
    await jobRef(db, 'old-post').update({ Description: HOSTILE_HTML, Country: 'India' });
    await storeReport(db, {
      jobId: 'old-post',
      reason: 'misleading',
      note: `${ESCAPES}Fake\nHIDDEN  forged line\rover\u202Eesrever`,
      reporter: {
        key: 'ip-attacker',
        network: 'ip-attacker',
        limitKeys: ['ip-attacker'],
        established: false,
      },
      now: Date.now(),
    });
    await expectIntactPage('old-post');

    const printed = await moderate();
    // The title as stored is read without its escapes; U+2028 is shown, not obeyed.
    expect(printed).toContain(
      `${SHOWN.replace('\u2028', '\\u{2028}')} at Acme Labs (job old-post, active)`,
    );
    expect(printed).toContain(
      '\\u{1b}[2J\\u{1b}[H\\u{1b}[31mFake\\u{a}HIDDEN  forged line\\u{d}over\\u{202e}esrever',
    );
    for (const line of printed.split('\n')) expect(line).not.toMatch(TERMINAL_CONTROL);
    expect(printed.split('\n').filter((line) => line.startsWith('HIDDEN'))).toEqual([]);
  });
});
