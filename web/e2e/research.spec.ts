import { expectNoSeriousA11yViolations, expectNoViolationsOf } from './support/axe';
import {
  emulatorsUrl,
  expireAllSessionsOnServer,
  preAcceptCookies,
  setGeminiDailyLimit,
  setGeminiLatency,
  signInAtGoogle,
  signInReadyCreator,
} from './support/quarry';
import { expect, test } from './support/test';

/** What the conversation says of a run its owner stopped (contracts' RUN_STOPPED_MESSAGE). */
const RUN_STOPPED_MESSAGE = 'You stopped this report before it finished. Nothing of it was saved.';

/** Gemini answers 429 to the next `count` calls of one task, naming a wait of `retryDelaySeconds`. */
async function answerQuota(task: 'keywords' | 'extraction', count: number, retryDelaySeconds: number) {
  await fetch(`${emulatorsUrl()}/__control/gemini/reset`, { method: 'POST' });
  await fetch(`${emulatorsUrl()}/__control/gemini/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'quota', task, count, retryDelaySeconds }),
  });
}

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

  // Ask; Enter sends. A wording of each viewport's own: the other's extractions are in the cache, and
  // a run read from it is over before its progress could be seen.
  await page
    .getByRole('textbox', { name: 'Question' })
    .fill(`What caused the Ridgeline 2 recall${isMobile ? ',' : ''} and what did it cost?`);
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
  // Each Gemini answer takes a moment, as it does for real: with packing the run is over too soon to
  // see its progress otherwise.
  await setGeminiLatency(400);
  try {
    await documents.getByRole('button', { name: /^Continue \(\d+ documents?\)$/ }).click();

    // The status streams, then the report arrives, answer first, with citations to the documents.
    await expect(page.getByRole('progressbar').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Query Complete').first()).toBeVisible({ timeout: 60_000 });
  } finally {
    await setGeminiLatency(0);
  }
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

test('when Gemini answers 429, then each step says what it waits for with a live count, gives up with the quota box and Query Error, and Stop ends it; a run the daily quota ends offers to continue in the background; a question typed as the session expires comes back after signing in', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // Desktop only (@desktop-only): the waits, Stop and the draft are the same on every viewport.
  // The journeys' stack waits at most 3 s a time on a 429 (global-setup), so a step gives up in ~15 s.
  test.setTimeout(150_000);
  await signInReadyCreator(page, 'maya.chen@northwind.test');
  const question = page.getByRole('textbox', { name: 'Question' });
  // The flow's status line (toasts are status regions too).
  const status = page.locator('p[role="status"]');

  // The keyword step waits, counting, then gives up with the spec's quota box and toast.
  await answerQuota('keywords', 500, 2);
  await question.fill('What did the Ridgeline 2 recall cost?');
  await question.press('Enter');
  await expect(status).toHaveText('Gemini asked us to wait 2 s, retry 1 of 5', { timeout: 20_000 });
  await expect(page.getByText(/^\(trying again in \d s\)$/)).toBeVisible();
  await expect(status).toHaveText('Gemini asked us to wait 2 s, retry 2 of 5');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the keyword step waiting on Gemini');
  const box = page.getByRole('region', { name: 'Gemini Token Quota Error' });
  await expect(box).toBeVisible({ timeout: 30_000 });
  await expect(box.getByRole('link', { name: 'Increase your Quota' })).toBeVisible();
  await expect(page.getByText('Query Error').first()).toBeVisible();
  await expect(status).toHaveCount(0);
  // The error toast's own contrast is another item of docs/decisions/web.md; the box is checked once it has gone.
  await expect(page.getByText('Query Error')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page, 'the quota box after the keyword step gave up');

  // Stop while the keyword step waits: the question leaves the conversation and is back in the box.
  await answerQuota('keywords', 500, 2);
  await question.fill('Which supplier contracts renew next year?');
  await question.press('Enter');
  await expect(status).toHaveText(/retry 1 of 5/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(status).toHaveCount(0);
  await expect(question).toHaveValue('Which supplier contracts renew next year?');

  // Stop while the run waits on Gemini: the run ends on the server, and the conversation says so.
  await fetch(`${emulatorsUrl()}/__control/gemini/reset`, { method: 'POST' });
  await question.press('Enter');
  const keywords = page.getByRole('dialog');
  await keywords.getByRole('button', { name: /^Search \(\d+ keywords?\)$/ }).click({ timeout: 20_000 });
  await answerQuota('extraction', 500, 2);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Continue \(\d+ documents?\)$/ })
    .click({ timeout: 20_000 });
  await expect(status).toHaveText(/^Gemini asked us to wait 2 s, retry \d+/, { timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, 'a run waiting on Gemini');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText(RUN_STOPPED_MESSAGE)).toBeVisible({
    timeout: 20_000,
  });
  await expect(status).toHaveCount(0);

  // Gemini's daily quota ends the run (docs/decisions/reading-economy.md): the quota box offers to go on later.
  await fetch(`${emulatorsUrl()}/__control/gemini/reset`, { method: 'POST' });
  await question.fill('Which Ridgeline parts failed in the cold?');
  await question.press('Enter');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Search \(\d+ keywords?\)$/ })
    .click({ timeout: 20_000 });
  // The keyword step used the day's one call.
  await setGeminiDailyLimit(1);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Continue \(\d+ documents?\)$/ })
    .click({ timeout: 20_000 });
  const daily = page.getByRole('region', { name: 'Gemini Token Quota Error' }).last();
  const later = daily.getByRole('button', { name: 'Continue in the background' });
  await expect(later).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Query Error')).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page, 'the quota box of a run ended by the daily quota');
  await expectNoViolationsOf(page, ['heading-order'], 'the chat with the daily quota box');
  await later.click();
  await expect(daily.getByRole('status')).toContainText('This report goes on in the background at');

  // The session ends while a question is typed: sign in again, and the question is still there.
  await fetch(`${emulatorsUrl()}/__control/gemini/reset`, { method: 'POST' });
  await question.fill('When does the Kestrel agreement end?');
  expireAllSessionsOnServer();
  await question.press('Enter');
  await expect(page.getByText('Session Expired').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fchat-interface/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtGoogle(page, 'maya.chen@northwind.test');
  await expect(page).toHaveURL(/\/chat-interface/, { timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Question' })).toHaveValue(
    'When does the Kestrel agreement end?',
    {
      timeout: 20_000,
    },
  );
});

test('when a cost cap is set in /settings, then the Continue step estimates the run and warns of the cap, and the run stops at it with a report that says which documents were not read and why', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // Desktop only (@desktop-only): the cap is a server rule; the estimate is the same component on every viewport.
  test.setTimeout(180_000);
  await signInReadyCreator(page, 'maya.chen@northwind.test');
  const setCap = (reportCostCapUsd: number | null) =>
    page.evaluate(
      (body) =>
        fetch('/api/user/preferences', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      { reportCostCapUsd, deepResearch: true },
    );
  try {
    await page.goto('/settings');
    await page.getByRole('textbox', { name: 'Cost cap per report (USD)' }).fill('1.36');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings Saved').first()).toBeVisible({ timeout: 20_000 });
    // Deep research on, as the cap's figures assume.
    await setCap(1.36);

    await page.goto('/chat-interface');
    await page
      .getByRole('textbox', { name: 'Question' })
      .fill('What did each programme and product report for 2026, and what did it cost?');
    await page.getByRole('textbox', { name: 'Question' }).press('Enter');
    const keywords = page.getByRole('dialog');
    await keywords.getByRole('textbox', { name: 'New keyword' }).fill('2026', { timeout: 20_000 });
    await keywords.getByRole('button', { name: 'Add keyword' }).click();
    await keywords.getByRole('button', { name: /^Search \(\d+ keywords?\)$/ }).click();

    // The estimate, before anything is read: documents, calls, tokens, cost, and the cap's warning.
    const documents = page.getByRole('dialog');
    const estimate = documents.getByRole('region', { name: 'Estimate' });
    await expect(estimate).toContainText(
      /Estimate: \d+ documents, \d+ model calls, about [\d,]+ tokens, about \$/,
      {
        timeout: 20_000,
      },
    );
    await expect(estimate).toContainText(
      'This run may stop before reading every document: its cost cap is $1.36.',
    );
    await expectNoSeriousA11yViolations(page, 'the Continue step with its estimate');
    await documents.getByRole('button', { name: /^Continue \(\d+ documents?\)$/ }).click();

    // The run stops reading at the cap; the report says which documents were not read, and why.
    await expect(page.getByText('Query Complete').first()).toBeVisible({ timeout: 90_000 });
    const report = page.getByRole('list', { name: 'Conversation' });
    await expect(report).toContainText(
      "Not read: reading it could have passed this report's cost cap of $1.36",
    );
    await expect(report).toContainText(/\d+ of \d+ documents read; \d+ failed: Not read/);
    await expectNoSeriousA11yViolations(page, 'a report that stopped at its cost cap');
  } finally {
    await setCap(null);
  }
});
