// Signing up through the app, as a visitor does, and the session as a slow device reads it.
import type { BrowserContext, Page } from '@playwright/test';
import { uniqueWord } from './arrange';
import { expect } from './fixtures';

/** Fills in and sends the sign-up form on the current page; returns the new e-mail. */
export async function submitSignUp(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${uniqueWord('')}@example.com`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByLabel('Contact').fill('9876543210');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  return email;
}

/** Signs up a new account with this name from /signup, landing on /; returns its e-mail. */
export async function signUp(page: Page, name: string): Promise<string> {
  await page.goto('/signup');
  const email = await submitSignUp(page, name);
  await expect(page).toHaveURL('/');
  return email;
}

/** Logs out the signed-in user of this name from the avatar menu. */
export async function logOut(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
}

/** Resolves once the service worker is active, so the shell loads with no network. */
export async function shellIsCached(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * Takes the browser offline, or makes sure it still is after a reload or a navigation:
 * Chromium's offline emulation sometimes leaves navigator.onLine true in a newly loaded
 * document (no offline phone does that), so the emulation is applied again until the page
 * itself reports being offline, with the offline event a real device would fire.
 */
export async function beOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await expect
    .poll(async () => {
      if (!(await page.evaluate(() => navigator.onLine))) return false;
      await context.setOffline(false);
      await context.setOffline(true);
      return page.evaluate(() => navigator.onLine);
    })
    .toBe(false);
}

/**
 * Holds Firebase Auth back from this browser's signed-in user on the page's next load, until
 * the returned function is called: plays a phone where Auth takes a while to read the session
 * (a reload with no network takes a second or two), so a test can act in that window however
 * fast this machine is. Auth reads its user from the IndexedDB database 'firebaseLocalStorageDb';
 * each opening of it is answered only once released. Every later load of the page is held too.
 */
export async function holdSession(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    Object.assign(window, { __releaseSession: release });
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      const request = open.call(this, name, version);
      if (name !== 'firebaseLocalStorageDb') return request;
      const listen = request.addEventListener.bind(request);
      // Auth listens with addEventListener; its database exists, so no upgrade is held.
      request.addEventListener = (
        type: string,
        listener: EventListenerOrEventListenerObject,
        options?: boolean | AddEventListenerOptions,
      ) => {
        if (type !== 'success') return listen(type, listener, options);
        const handle = typeof listener === 'function' ? listener : listener.handleEvent;
        listen(type, (event) => void released.then(() => handle.call(request, event)), options);
      };
      return request;
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { __releaseSession: () => void }).__releaseSession());
}
