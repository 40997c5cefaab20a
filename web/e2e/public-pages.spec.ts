import { expect, test } from './support/test';

test('when a visitor uses the landing page menu and the FAQ, then sections and answers open as the spec says', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible({ timeout: 5_000 });
  await page.getByRole('button', { name: 'Accept All' }).click();
  const consent = await page.evaluate(() => localStorage.getItem('cookie_consent'));
  expect(JSON.parse(consent ?? '{}')).toEqual({ essential: true, analytics: true, marketing: true });

  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' });
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();

  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' })
    .getByRole('link', { name: 'FAQ' })
    .click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page).toHaveTitle(/\| Quarry$/);
  const first = page.getByRole('button', { name: 'How is Quarry different from an AI chatbot?' });
  const second = page.getByRole('button', { name: 'How do I get a Gemini API key?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Still have questions?')).toBeVisible();
});
