import { devices } from '@playwright/test';
import { preAcceptCookies, signInReadyCreator } from './support/quarry';
import { expect, test } from './support/test';

const LEASE = 'Warehouse Lease Renewal.md';
const QUESTION = 'When does the warehouse lease renew, and at what monthly rent?';

test('when a member of the Shared Drive asks about the warehouse lease, then it is found in Northwind Operations and cited; someone who is no member never sees it', {
  tag: '@desktop-only',
}, async ({ browser, baseURL }) => {
  // @desktop-only: which drives Drive searches is a server rule; no viewport changes it.
  test.setTimeout(240_000);

  // Maya belongs to Northwind Operations: the lease is among the documents, with its drive's name.
  const maya = await browser.newContext({ ...devices['Desktop Chrome'], baseURL });
  const page = await maya.newPage();
  await preAcceptCookies(page);
  await signInReadyCreator(page, 'maya.chen@northwind.test');
  await page.getByRole('textbox', { name: 'Question' }).fill(QUESTION);
  await page.getByRole('textbox', { name: 'Question' }).press('Enter');
  const keywords = page.getByRole('dialog');
  await keywords.getByRole('button', { name: /^Search \(\d+ keywords?\)$/ }).click({ timeout: 20_000 });
  const documents = page.getByRole('dialog');
  await expect(documents.getByText(/^Found \d+ documents? matching your keywords$/)).toBeVisible({
    timeout: 20_000,
  });
  const lease = documents.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: LEASE }) });
  await expect(lease.getByRole('checkbox', { name: LEASE })).toBeChecked();
  await expect(lease.getByText('in Northwind Operations')).toBeVisible();
  await documents.getByRole('button', { name: /^Continue \(\d+ documents?\)$/ }).click();
  await expect(page.getByText('Query Complete').first()).toBeVisible({ timeout: 120_000 });
  const report = page.getByRole('list', { name: 'Conversation' });
  await expect(report.getByRole('link', { name: LEASE }).first()).toBeVisible();
  await maya.close();

  // Leo is no member: the same question finds nothing of the Shared Drive.
  const leo = await browser.newContext({ ...devices['Desktop Chrome'], baseURL });
  const other = await leo.newPage();
  await preAcceptCookies(other);
  await signInReadyCreator(other, 'leo.okafor@northwind.test');
  await other.getByRole('textbox', { name: 'Question' }).fill(QUESTION);
  await other.getByRole('textbox', { name: 'Question' }).press('Enter');
  const leoKeywords = other.getByRole('dialog');
  await leoKeywords.getByRole('button', { name: /^Search \(\d+ keywords?\)$/ }).click({ timeout: 20_000 });
  await expect(
    other.getByText('No documents in your Google Drive match these keywords. You could:'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(other.getByText(LEASE)).toHaveCount(0);
  await leo.close();
});
