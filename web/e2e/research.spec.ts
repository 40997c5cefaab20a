import { emulatorsUrl, preAcceptCookies, signInReadyCreator } from './support/quarry';
import { expect, test } from './support/test';

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test('when a creator asks about the recall, edits keywords and documents, then a cited report names the documents that hold the answer; the session reloads and the folder picker limits the next search', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(180_000);
  await signInReadyCreator(page, 'maya.chen@northwind.test');
  await expect(page.getByText('Query your Documents and Share Reports')).toBeVisible({ timeout: 20_000 });

  // Ask; Enter sends.
  await page
    .getByRole('textbox', { name: 'Question' })
    .fill('What caused the Ridgeline 2 recall and what did it cost?');
  await page.getByRole('textbox', { name: 'Question' }).press('Enter');

  // Keywords: add one to include, and one to exclude.
  const keywords = page.getByRole('dialog');
  await expect(keywords.getByRole('button', { name: /^Search \(\d+ keywords?\)$/ })).toBeVisible({
    timeout: 20_000,
  });
  for (const word of ['Kestrel', 'Baltic']) {
    await keywords.getByRole('textbox', { name: 'New keyword' }).fill(word);
    await keywords.getByRole('button', { name: 'Add keyword' }).click();
    await expect(keywords.getByRole('button', { name: `Exclude ${word}` })).toBeVisible();
  }
  await keywords.getByRole('button', { name: 'Exclude Baltic' }).click();
  await expect(keywords.getByRole('button', { name: 'Include Baltic' })).toBeVisible();
  await keywords.getByRole('button', { name: /^Search \(\d+ keywords?\)$/ }).click();

  // Documents: deselect one, continue.
  const documents = page.getByRole('dialog');
  await expect(documents.getByText(/^Found \d+ documents? matching your keywords$/)).toBeVisible({
    timeout: 20_000,
  });
  const incident = documents.getByRole('checkbox', { name: 'Ridgeline 2 Recall - Incident Report.pdf' });
  await expect(incident).toBeChecked();
  await expect(documents.getByRole('checkbox', { name: 'Baltic Down - Supply Agreement.docx' })).toHaveCount(
    0,
  );
  const faq = documents.getByRole('checkbox', { name: 'Recall FAQ for Retailers.md' });
  if (await faq.count()) await faq.uncheck();
  await documents.getByRole('button', { name: /^Continue \(\d+ documents?\)$/ }).click();

  // The status streams, then the report arrives, answer first, with citations to the documents.
  await expect(page.getByRole('progressbar').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Query Complete').first()).toBeVisible({ timeout: 60_000 });
  const report = page.getByRole('list', { name: 'Conversation' });
  await expect(report.getByRole('link', { name: 'Ridgeline 2 Recall - Incident Report.pdf' })).toBeVisible();

  // A citation opens its evidence: the quoted passage, and the document's own link.
  const citation = report.getByRole('button', { name: /^Source \d+: / }).first();
  await citation.click();
  const evidence = page.getByRole('dialog');
  await expect(evidence.locator('blockquote')).toContainText(/\w{4,}/);
  await expect(evidence.getByRole('link', { name: 'Open document' })).toHaveAttribute('href', /^http/);
  await page.keyboard.press('Escape');
  await expect(citation).toBeFocused();
  await expect(report.getByText('Coverage')).toBeVisible();
  // Long lines (table rows, addresses) wrap inside the card: nothing widens the page.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (await faq.count())
    await expect(report.getByRole('cell', { name: 'Recall FAQ for Retailers.md' })).toHaveCount(0);

  // The session is in the panel and reloads from its link.
  const sessions = (await page.evaluate(() => fetch('/api/chat/sessions').then((r) => r.json()))) as {
    sessions: { id: string; title: string }[];
  };
  const latest = sessions.sessions[0];
  expect(latest).toBeDefined();
  if (isMobile) await page.getByRole('button', { name: 'Show session log' }).click();
  await expect(page.getByText(latest?.title ?? '', { exact: true }).first()).toBeVisible();
  await page.goto(`/chat-interface?sessionId=${latest?.id}`);
  await expect(page.getByText('Session Loaded').first()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/chat-interface$/);
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText('Coverage')).toBeVisible();

  // The folder picker limits the next search to Finance.
  await page.goto('/google-drive');
  await page.getByRole('checkbox', { name: 'Finance' }).check();
  await page.getByRole('button', { name: 'Save Selected Directories' }).click();
  await expect(page.getByText('Directories Saved').first()).toBeVisible();
  await page.goto('/chat-interface');
  await page
    .getByRole('textbox', { name: 'Question' })
    .fill('What was Q3 2026 revenue by region and why did Europe fall?');
  await page.getByRole('textbox', { name: 'Question' }).press('Enter');
  const next = page.getByRole('dialog');
  await next.getByRole('textbox', { name: 'New keyword' }).fill('Ridgeline');
  await next.getByRole('button', { name: 'Add keyword' }).click();
  await next.getByRole('button', { name: /^Search \(\d+ keywords?\)$/ }).click();
  await expect(next.getByText(/^Found \d+ documents? matching your keywords$/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(next.getByRole('checkbox', { name: 'Q3 2026 Financial Results.pdf' })).toBeVisible();
  await expect(next.getByRole('checkbox', { name: 'Ridgeline 2 Recall - Incident Report.pdf' })).toHaveCount(
    0,
  );

  // Leave the drive as it was for other journeys.
  await page.evaluate(() =>
    fetch('/api/user/preferences', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ selectedDriveDirectories: [] }),
    }),
  );
});

test('when the model cites a source it was not given, then the report shows a Check these claims box, not quoted Markdown', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // Desktop only (@desktop-only): the warning box is the same component on every viewport.
  test.setTimeout(120_000);
  await signInReadyCreator(page, 'maya.chen@northwind.test');
  await fetch(`${emulatorsUrl()}/__control/gemini/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'miscite', task: 'report' }),
  });
  await page
    .getByRole('textbox', { name: 'Question' })
    .fill('What are the payment terms of our supplier contracts?');
  await page.getByRole('textbox', { name: 'Question' }).press('Enter');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Search \(\d+ keywords?\)$/ })
    .click({ timeout: 20_000 });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Continue \(\d+ documents?\)$/ })
    .click({ timeout: 20_000 });
  await expect(page.getByText('Query Complete').first()).toBeVisible({ timeout: 60_000 });

  const warning = page.getByRole('region', { name: 'Check these claims' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('not among the findings');
  await expect(page.getByRole('list', { name: 'Conversation' })).not.toContainText('> **');
});
