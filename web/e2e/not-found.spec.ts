import { expect, test } from './support/test';

test('when a person opens the landing page, then Quarry loads in the browser', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/\| Quarry$/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })).toBeVisible();
});

test('when a person opens a path the app does not know, then the 404 card says so', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Quarry');
});
