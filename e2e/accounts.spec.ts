// Accounts against the Auth emulator: the guard, sign-up, logout, login and the way back.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { submitSignUp } from './session';

test('a guest is sent to log in, signs up, logs out, logs in and returns to the page', async ({
  page,
}) => {
  const email = `seeker-${Date.now()}@example.com`;

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
});

test('signing up with an e-mail already in use says so', async ({ page }) => {
  const email = `taken-${Date.now()}@example.com`;
  for (const attempt of [1, 2]) {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Ravi');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByLabel('Contact').fill('9876543210');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    if (attempt === 1) {
      await expect(page).toHaveURL('/');
      await page.getByRole('button', { name: 'Account menu for Ravi' }).click();
      await page.getByRole('button', { name: 'Logout' }).first().click();
    }
  }
  await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toBeVisible();
});

test('a guest who opens the assessment is sent to log in and comes back after signing up', async ({
  page,
}) => {
  await page.goto('/assessments');
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Please login to view Assessment page')).toBeVisible();
  await page.getByRole('link', { name: "Don't have an account? Sign Up" }).click();
  await submitSignUp(page, 'Nila');
  await expect(page).toHaveURL('/assessments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SVAR Assessment');
});
