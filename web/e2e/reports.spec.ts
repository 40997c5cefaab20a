import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  mailboxFor,
  makeGeminiFailFor,
  moveAppClockPast,
  preAcceptCookies,
  setGeminiDailyLimit,
  signInReadyCreator,
} from './support/quarry';
import { expect, test } from './support/test';

const SAM = 'sam.rivera@northwind.test';

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

/** Sets a chat toggle through its switch, whatever it was before (preferences persist between journeys). */
async function setToggle(page: Page, name: string, on: boolean) {
  const toggle = page.getByRole('switch', { name });
  await expect(toggle).toBeEnabled({ timeout: 20_000 });
  if ((await toggle.isChecked()) !== on) await toggle.click();
  if (on) await expect(toggle).toBeChecked();
  else await expect(toggle).not.toBeChecked();
}

/** Asks a question and takes the generated keywords and every document found. */
async function ask(page: Page, question: string) {
  await page.getByRole('textbox', { name: 'Question' }).fill(question);
  await page.getByRole('textbox', { name: 'Question' }).press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Search \(\d+ keywords?\)$/ }).click({ timeout: 20_000 });
  await expect(dialog.getByText(/^Found \d+ documents? matching your keywords$/)).toBeVisible({
    timeout: 20_000,
  });
  await dialog.getByRole('button', { name: /^Continue \(\d+ documents?\)$/ }).click();
}

test('when a creator asks with Notify when Ready on and Gemini fails one document, then the report is queued, an e-mail arrives saying what was read, and its link and My Reports say it too', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: a queued run's e-mail and its link; the phone's My Reports has its own journey below.
  test.setTimeout(180_000);
  await signInReadyCreator(page, SAM);
  await setToggle(page, 'Notify when Ready', true);
  const before = new Set((await mailboxFor(SAM)).map((m) => m.id));
  // Gemini stays overloaded for one document through its retries: the run is partial (docs/decisions/evidence.md).
  await makeGeminiFailFor('Europe Recovery Plan');
  const summary = '\\d+ of \\d+ documents read; 1 failed: Gemini was unavailable';
  const partial = new RegExp(`^${summary}$`);

  await ask(page, 'How is the Europe recovery plan going?');
  await expect(page.getByText('Report Queued').first()).toBeVisible({ timeout: 20_000 });
  await expect(
    page
      .getByRole('list', { name: 'Conversation' })
      .getByText(/An e-mail will be sent to sam\.rivera@northwind\.test/),
  ).toBeVisible();

  // The worker writes the report and sends one e-mail with the link.
  const arrived = async () => (await mailboxFor(SAM)).filter((m) => !before.has(m.id));
  await expect.poll(async () => (await arrived()).length, { timeout: 90_000 }).toBe(1);
  const [mail] = await arrived();
  expect(mail?.subject).toMatch(/^Your report ".+" is ready$/);
  expect(mail?.text).toContain('Status: Success');
  expect(mail?.text.split('\n').filter((line) => partial.test(line))).toHaveLength(1);
  // The subject names the session's short title; the body gives the whole question.
  expect(mail?.text).toContain('Question: How is the Europe recovery plan going?');
  expect(mail?.text).toContain('The answer begins:');
  const link = mail?.text.match(/https?:\/\/\S+\/report-execution\/[\w-]+/)?.[0] ?? '';
  expect(link).not.toBe('');

  await page.goto(link);
  await expect(page.getByRole('article', { name: 'Report' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('article', { name: 'Report' }).getByText('Coverage')).toBeVisible();
  await expect(page.getByText(partial)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/report-execution of a partial run');
  await page.getByRole('link', { name: 'Back to My Reports' }).click();
  // A table row on desktop, a card on a phone: the run's summary stands beside its status.
  const runRow = page
    .getByRole('row')
    .or(page.getByRole('article'))
    .filter({ has: page.getByRole('button', { name: 'View' }) })
    .filter({ hasText: new RegExp(summary) });
  await expect(runRow.first()).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, '/my-reports with a partial run');

  await page.goto('/chat-interface');
  await setToggle(page, 'Notify when Ready', false);
});

test('when a creator saves a report (with a double click) and re-runs it from Saved Reports, then it is saved once and My Reports follows it from pending to success (on a phone, paused by the daily quota and going on after the reset) and it can be viewed', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(180_000);
  await signInReadyCreator(page, SAM);
  await setToggle(page, 'Notify when Ready', false);
  await ask(page, 'What is in the distributor price list for 2027?');
  await expect(page.getByText('Query Complete').first()).toBeVisible({ timeout: 90_000 });

  // Save it: the name is required, then kept.
  const reportName = `Price list ${isMobile ? 'phone' : 'desktop'} ${Date.now()}`;
  await page.getByRole('button', { name: 'Save Report' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save Report' });
  await saveDialog.getByLabel('Report name').fill('');
  await saveDialog.getByRole('button', { name: 'Save' }).click();
  await expect(saveDialog.getByText('Report name is required')).toBeVisible();
  await saveDialog.getByLabel('Report name').fill(reportName);
  // A double click saves it once (docs/decisions/security.md).
  await saveDialog.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByText('Report Saved').first()).toBeVisible();

  // On a phone, Gemini's daily quota is used up before the run (docs/decisions/reading-economy.md): it pauses.
  if (isMobile) await setGeminiDailyLimit(1);

  // Re-run it from Saved Reports, in the background.
  await page.goto('/saved-reports');
  const row = page.getByRole('listitem', { name: reportName });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Run ${reportName}` }).click();
  await page.getByRole('alertdialog', { name: 'Run Report' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Report Queued').first()).toBeVisible();

  // My Reports shows it, refreshing by itself until it succeeds; then it can be viewed.
  await page.getByRole('link', { name: 'My Reports' }).click();
  await expect(page).toHaveURL(/\/my-reports$/);
  // A table row on desktop, a card on a phone.
  const runRow = page.getByRole('row').or(page.getByRole('article')).filter({ hasText: reportName }).first();
  await expect(runRow).toBeVisible({ timeout: 20_000 });
  if (isMobile) {
    // Paused: 'Paused until <time>', counted under Paused and not Running (docs/decisions/reading-economy.md), saying
    // when it goes on; after both clocks pass the reset, it goes on.
    await expect(
      runRow.getByText(/daily quota for your key is used up\. This report goes on at/),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expect(runRow.getByText(/^Paused until /)).toBeVisible();
    await expect(runRow.getByText(/Running/)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: /^Paused \([1-9]\d*\)$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'My Reports with a run paused by the daily quota');
    const runs = (await (await page.request.get('/api/my-report-executions')).json()) as {
      executions: { savedReportName: string | null; pausedUntil: string | null }[];
    };
    const pausedUntil = runs.executions.find((run) => run.savedReportName === reportName)?.pausedUntil;
    expect(pausedUntil).toBeTruthy();
    // A new day's quota: enough for the rest of the run.
    await setGeminiDailyLimit(0);
    await moveAppClockPast(page, new Date(Date.parse(pausedUntil as string) + 60_000));
  }
  await expect(runRow.getByText(/Success/)).toBeVisible({ timeout: 120_000 });
  await runRow.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/report-execution\//);
  await expect(page.getByRole('heading', { name: reportName })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('article', { name: 'Report' }).getByText('Coverage')).toBeVisible();
  if (isMobile) {
    // The quota's 429s named the free tier: the quota guide says so (docs/decisions/reading-economy.md).
    await page.goto('/quota-help');
    await expect(page.getByRole('region', { name: 'Free tier' })).toContainText(
      'Your Gemini key is on the free tier',
      { timeout: 20_000 },
    );
    await expectNoSeriousA11yViolations(page, 'the quota guide naming a free-tier key');
  }
});
