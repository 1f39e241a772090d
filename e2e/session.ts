// Signing up through the app, as a visitor does.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Fills in and sends the sign-up form on the current page; returns the new e-mail. */
export async function submitSignUp(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
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

/** Resolves once the service worker is active, so the shell loads with no network. */
export async function shellIsCached(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}
