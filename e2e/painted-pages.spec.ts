// The boards the build paints: a first visit sees them from HTML and CSS before any script runs,
// their controls wait for the app, and the app takes over the same page.
import { expect, test, visitorTest } from './fixtures';

test.describe('with no script run', () => {
  test.use({ javaScriptEnabled: false });

  test('/ and /internships show their frame and heading, and their controls wait', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Job Portal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest Jobs');
    await expect(page.getByRole('searchbox', { name: 'Search jobs' })).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Contact Us' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'About Us' })).toBeVisible();

    await page.goto('/internships');
    await expect(page).toHaveTitle('Internships | Job Portal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internships');
  });

  test('every other page is the unpainted shell, left to the app', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

visitorTest(
  'the app takes over the painted page: its controls answer, typing included',
  async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search jobs' });
    await search.fill('react');
    await expect(search).toHaveValue('react');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact' })).toBeVisible();
  },
);
