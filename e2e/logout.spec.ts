// Logging out on a shared phone: the next person who opens the browser's developer tools finds
// nothing of the last user in IndexedDB, Cache Storage, localStorage or sessionStorage. Read
// here as DevTools would show them: every database and its object stores' contents, every
// cache's entries (address and body), every key and value of web storage.
import type { Page } from '@playwright/test';
import { arrangeJob, uniqueWord } from './support/arrange';
import { documentName, firestoreRequest, uidOf } from './support/emulators';
import { expect, test } from './support/fixtures';
import { signUp } from './support/session';
import { SPEECH } from './support/tags';

// The service worker runs, as on a phone: its precache (the app shell) is what logging out keeps.
test.use({ serviceWorkers: 'allow' });

/** One place on the device and what it holds, as text. */
interface Kept {
  where: string;
  text: string;
}

/** Everything this origin keeps in the browser, read in the page. */
function deviceContents(page: Page): Promise<Kept[]> {
  return page.evaluate(async () => {
    const kept: { where: string; text: string }[] = [];
    /** Any value IndexedDB holds, as text: bytes read as Latin-1, so an id in them shows. */
    const asText = (value: unknown): string =>
      JSON.stringify(value, (_key, part: unknown) => {
        if (part instanceof ArrayBuffer) part = new Uint8Array(part);
        if (ArrayBuffer.isView(part)) {
          const bytes = new Uint8Array(part.buffer, part.byteOffset, part.byteLength);
          return String.fromCharCode(...bytes);
        }
        return part;
      }) ?? String(value);
    const request = <T>(asked: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        asked.onsuccess = () => resolve(asked.result);
        asked.onerror = () => reject(asked.error);
      });

    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const opening = indexedDB.open(name);
      // Listed but gone since: opening must not make it again.
      opening.onupgradeneeded = () => opening.transaction?.abort();
      const db = await request(opening).catch(() => null);
      if (!db) continue;
      for (const store of Array.from(db.objectStoreNames)) {
        const tx = db.transaction(store, 'readonly');
        const [keys, values] = await Promise.all([
          request(tx.objectStore(store).getAllKeys()),
          request(tx.objectStore(store).getAll()),
        ]);
        kept.push({ where: `IndexedDB ${name} / ${store}`, text: asText([keys, values]) });
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const entry of await cache.keys()) {
        const body = await (await cache.match(entry))?.text();
        kept.push({ where: `Cache Storage ${name}`, text: `${entry.url}\n${body}` });
      }
    }
    for (const [label, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (const key of Object.keys(storage)) {
        kept.push({ where: `${label} ${key}`, text: `${key}=${storage.getItem(key)}` });
      }
    }
    return kept;
  });
}

/** Where on the device each of `needles` is found (case aside), by needle. */
async function whereFound(page: Page, needles: Record<string, string>) {
  const contents = await deviceContents(page);
  return Object.fromEntries(
    Object.entries(needles).map(([what, needle]) => [
      what,
      contents
        .filter(({ text }) => text.toLowerCase().includes(needle.toLowerCase()))
        .map(({ where }) => where),
    ]),
  );
}

/** A finished assessment of this user's, stored as the app stores one (rules bypassed). */
async function arrangeAttempt(uid: string, heard: string): Promise<void> {
  const score = { integerValue: '62' };
  const section = (items: number) => ({
    mapValue: { fields: { score, items: { integerValue: String(items) } } },
  });
  const item = {
    section: { stringValue: 'reading' },
    prompt: { stringValue: 'The sun rises in the east.' },
    heard: { stringValue: heard },
    speechSeconds: { doubleValue: 2.5 },
    expected: { stringValue: 'The sun rises in the east.' },
    accuracy: score,
    completeness: score,
    score,
    wordsCorrectPerMinute: { nullValue: null },
    diff: { arrayValue: { values: [] } },
  };
  await firestoreRequest('documents:commit', {
    writes: [
      {
        update: {
          name: documentName(`users/${uid}/assessments/${uniqueWord('attempt')}`),
          fields: {
            createdAt: { timestampValue: new Date().toISOString() },
            overall: score,
            band: { stringValue: 'B1' },
            sections: {
              mapValue: {
                fields: { reading: section(1), listening: section(0), paragraph: section(0) },
              },
            },
            items: { arrayValue: { values: [{ mapValue: { fields: item } }] } },
          },
        },
      },
    ],
  });
}

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

/** The header's Login link: a guest's page. */
const loginLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });

// In the full Chromium (SPEECH): the headless shell cannot open the assessment page.
test(
  'attack: after logout, nothing of the user is left on the device, in this tab or another',
  { tag: SPEECH },
  async ({ page, context }) => {
    const word = uniqueWord();
    // An internship, so that the board the next visitor opens does not list it.
    const job = await arrangeJob({ Title: `Lighthouse keeper ${word}`, Type: 'Internship' });
    const email = await signUp(page, 'Leela');
    const uid = await uidOf(email);
    const transcript = uniqueWord('heard');
    await arrangeAttempt(uid, `the sun rises ${transcript}`);
    const draft = uniqueWord('draft');

    // A saved job, kept for reading offline; the search that found it.
    await page.goto(`/internships?q=${word}`);
    const heart = page.getByRole('button', { name: `Save ${job.Title}` }).first();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // A past assessment, with what the recogniser heard.
    await page.goto('/assessments');
    await expect(page.getByRole('cell', { name: '62 out of 100' })).toBeVisible();
    // A job post begun and not sent.
    await page.goto('/postjob');
    await field(page, 'Title').fill(`Ferry pilot ${draft}`);
    await expect(page.getByText(/Your draft is kept on this device/)).toBeVisible();
    // Another tab, still open on the user's past assessments.
    const other = await context.newPage();
    await other.goto('/assessments');
    await expect(other.getByRole('cell', { name: '62 out of 100' })).toBeVisible();

    const needles = {
      'the user id': uid,
      'the e-mail': email,
      'the saved job': job.Title,
      'the saved job id': job.id,
      'the word searched for': word,
      'the transcript': transcript,
      'the draft': draft,
    };
    // Each is on the device before: the reading finds them where they are.
    await expect
      .poll(async () =>
        Object.values(await whereFound(page, needles)).map((found) => found.length > 0),
      )
      .toEqual(Object.values(needles).map(() => true));

    await page.getByRole('button', { name: 'Account menu for Leela' }).click();
    await page.getByRole('button', { name: 'Logout' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Log out and delete your draft?' });
    await expect(confirm).toContainText('Logging out deletes it');
    await confirm.getByRole('button', { name: 'Log out and delete draft' }).click();

    // This tab loads afresh, signed out, the form empty; the other tab too, and as its page is for
    // signed-in users only, it asks to log in.
    await expect(loginLink(page)).toBeVisible();
    await expect(page).toHaveURL('/postjob');
    await expect(field(page, 'Title')).toHaveValue('');
    await expect(other).toHaveURL('/login');
    await expect(other.getByText('Please login to view Assessment page')).toBeVisible();

    expect(await whereFound(page, needles)).toEqual(
      Object.fromEntries(Object.keys(needles).map((what) => [what, []])),
    );
    // The app shell stays, so the app still opens with no network. (What the fresh page kept
    // since, a guest's list answers, is nobody's.)
    expect(await page.evaluate(() => caches.keys())).toContainEqual(
      expect.stringMatching(/^workbox-precache/),
    );
    expect(await page.evaluate(() => localStorage.getItem('portal:session'))).toBe('signed-out');
  },
);

test('logout asks before deleting an unsent job post; staying keeps it, and logging out with none asks nothing', async ({
  page,
}) => {
  await signUp(page, 'Ravi');
  await page.goto('/postjob');
  await field(page, 'Title').fill('Ferry pilot');
  await expect(page.getByText(/Your draft is kept on this device/)).toBeVisible();

  const menu = page.getByRole('button', { name: 'Account menu for Ravi' });
  await menu.click();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Log out and delete your draft?' });
  await expect(confirm).toBeFocused();
  await confirm.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(confirm).toBeHidden();
  await expect(menu).toBeVisible();
  await page.reload();
  await expect(field(page, 'Title')).toHaveValue('Ferry pilot');

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('button', { name: 'Yes, discard' }).click();
  // With no draft kept, Logout logs out at once.
  await menu.click();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(loginLink(page)).toBeVisible();
});
