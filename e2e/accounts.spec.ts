// Accounts against the Auth emulator: the guard, sign-up, logout, login and the way back,
// password reset and Google sign-in.
import AxeBuilder from '@axe-core/playwright';
import { arrangeJob, uniqueWord } from './support/arrange';
import { passwordResetLink } from './support/emulators';
import { expect, warmBrowserTest } from './support/fixtures';
import { SPEECH } from './support/tags';
import { logOut, signUp, submitSignUp } from './support/session';

warmBrowserTest(
  'a guest is sent to log in, signs up, logs out, logs in and returns to the page',
  async ({ page }) => {
    const email = `seeker-${uniqueWord('')}@example.com`;
    // There is a job on the board they come back to.
    await arrangeJob();

    await page.goto('/hackathons');
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Please login to view Hackathon page')).toBeVisible();

    await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
    await page.getByLabel('Name').fill('Asha Rao');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel('Contact').fill('98765-43210');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
    await page.getByLabel('Contact').fill('9876543210');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    // Back where the guard stopped them, signed in: the avatar shows their initial.
    await expect(page).toHaveURL('/hackathons');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hackathons');
    const avatar = page.getByRole('button', { name: 'Account menu for Asha Rao' });
    await expect(avatar).toHaveText('A');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await avatar.click();
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('link', { name: 'Signup' })).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'not right' })).toBeVisible();

    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/hackathons');
    // The seed is still there for a signed-in user.
    await expect(page.getByRole('article')).toHaveCount(3);
    for (const mode of ['Online', 'Offline', 'Hybrid']) {
      await expect(page.getByRole('main').getByText(`Mode: ${mode}`)).toBeVisible();
    }
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
  },
);

warmBrowserTest('signing up with an e-mail already in use says so', async ({ page }) => {
  const email = `taken-${uniqueWord('')}@example.com`;
  for (const attempt of [1, 2]) {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Ravi');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel('Contact').fill('9876543210');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    if (attempt === 1) {
      await expect(page).toHaveURL('/');
      await logOut(page, 'Ravi');
    }
  }
  await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toBeVisible();
});

warmBrowserTest(
  'a guest who opens the assessment is sent to log in and comes back after signing up',
  { tag: SPEECH },
  async ({ page }) => {
    await page.goto('/assessments');
    await expect(page).toHaveURL('/login');
    await expect(page.getByText('Please login to view Assessment page')).toBeVisible();
    await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
    await submitSignUp(page, 'Nila');
    await expect(page).toHaveURL('/assessments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('SVAR Assessment');
  },
);

warmBrowserTest(
  'Forgot password? sends a reset link, and the new password logs in',
  async ({ page }) => {
    const email = await signUp(page, 'Devi');
    await logOut(page, 'Devi');
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'reset the password' })).toBeVisible();

    // The link from the e-mail, followed with a new password as the emulator's reset page takes it.
    const link = await passwordResetLink(email);
    expect(link, 'the Auth emulator should hold a reset e-mail').not.toBeNull();
    expect((await fetch(`${link}&newPassword=fresh-secret-456`)).ok).toBe(true);

    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'not right' })).toBeVisible();
    await page.getByLabel('Password').fill('fresh-secret-456');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Account menu for Devi' })).toBeVisible();
  },
);

warmBrowserTest(
  'Continue with Google goes out to the Auth emulator and back; if it cannot finish, login says so',
  async ({ page, expectConsoleError, expectOffMachine }) => {
    // The emulator's Google page styles itself from unpkg.com and Google Fonts, and the Firebase
    // SDK finishes every redirect sign-in through Google's iframe library on apis.google.com.
    // None of it is reachable here, so the sign-in cannot finish: this proves the way out and
    // back, and what a visitor sees when it fails.
    expectOffMachine(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|apis\.google\.com)\//);
    expectConsoleError(/^Signing in with Google failed/);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:9099\/emulator\/auth\/handler\?/);
    await page.getByText('Add new account').click();
    await page.getByText('Auto-generate user information').click();
    await page.getByText('Sign in with Google.com').click();

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('alert')).toHaveText(
      'Signing in with Google did not finish. Please try again, or log in with your e-mail.',
    );
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  },
);
