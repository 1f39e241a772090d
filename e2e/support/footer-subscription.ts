// The footer's job alert box, as a reader uses it on any page: an address, Subscribe, and the
// footer's word that it worked (the confirmation mail follows: inbox.ts).
import { expect, type Page } from '@playwright/test';

export async function subscribeInFooter(page: Page, email: string): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Congratulations! You have subscribed to the product')).toBeVisible();
}
