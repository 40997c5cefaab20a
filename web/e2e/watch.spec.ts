import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  askAndSearch,
  emulatorsUrl,
  geminiCalls,
  holdGemini,
  mailboxFor,
  newPersonEmail,
  preAcceptCookies,
  releaseGemini,
  signInReadyCreator,
} from './support/quarry';
import { expect, test } from './support/test';

/**
 * Watching a question (docs/decisions/watching.md): a person saves a report on their office budget and sets it
 * to watch for changes. Edited in their Drive, the budget re-runs the report when the clock moves on,
 * and the e-mail says what changed; with nothing edited, moving the clock sends nothing. A line
 * added later is all the next e-mail names: nothing still in the file is listed as dropped (docs/decisions/watching.md).
 * Watching starts at the switch: an edit made at once, while the first answer is taken, is a change.
 */
const BUDGET = 'Facilities/Office budget 2027.md';
const text = (amount: string) =>
  `# Office budget 2027\n\nThe office budget 2027 is ${amount} for the Lisbon office.\n\nThe Lisbon office lease renews on 1 March 2027.\n`;

async function editDrive(
  email: string,
  change: { content: string; create?: true } | { append: string },
): Promise<void> {
  const response = await fetch(`${emulatorsUrl()}/__control/drive/edit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, path: BUDGET, ...change }),
  });
  if (!response.ok) throw new Error(`the drive edit answered ${response.status}: ${await response.text()}`);
}

/** Moves the app's clock on; its control runs the tick before it answers. */
async function advance(page: Page, minutes: number): Promise<void> {
  const response = await page.request.post('/__control/clock', { data: { advanceMinutes: minutes } });
  expect(response.ok()).toBe(true);
}

/** The watched re-runs of the person's reports, as My Reports lists them. */
async function watchedRuns(page: Page): Promise<{ id: string; executionStatus: string }[]> {
  const answer = await page.request.get('/api/my-report-executions');
  const { executions } = (await answer.json()) as {
    executions: { id: string; executionStatus: string; triggerSource: string }[];
  };
  return executions.filter((run) => run.triggerSource === 'watch');
}

test('when a watched report’s document is edited in Drive and the clock moves on, then an e-mail says what changed; when nothing is edited, none comes @desktop-only (the tick and the e-mail do not depend on the viewport)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = newPersonEmail('watcher');
  await editDrive(email, { content: text('$40,000'), create: true });
  await preAcceptCookies(page);
  await signInReadyCreator(page, email);

  // A report on the budget, saved from the chat.
  const documents = await askAndSearch(page, 'What is the office budget for 2027?');
  await documents.getByRole('button', { name: /^Continue \(\d+ documents?\)$/ }).click();
  await expect(page.getByText('Query Complete').first()).toBeVisible({ timeout: 90_000 });
  const reportName = `Office budget ${Date.now()}`;
  await page.getByRole('button', { name: 'Save Report' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save Report' });
  await saveDialog.getByLabel('Report name').fill(reportName);
  await saveDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Report Saved').first()).toBeVisible();

  // Watch it: with no run of its own yet, its first run starts at the switch to know today's answer,
  // and the switch says so (Gemini holds its calls meanwhile, so the person can read it).
  await page.goto('/saved-reports');
  const row = page.getByRole('listitem', { name: reportName });
  const status = page.getByRole('region', { name: `Watch status of ${reportName}` });
  const callsBefore = (await geminiCalls()).length;
  await holdGemini();
  await row.getByRole('switch', { name: 'Watch for changes' }).click();
  await expect(page.getByText('Watching for changes').first()).toBeVisible();
  await expect(status).toContainText('Taking the first answer to compare with');

  // The budget is edited in Drive at once, before any tick and while that first answer is taken:
  // watching started at the switch, so an hour on the report re-runs and the e-mail says what changed.
  // The edit waits for that run's first model call past keywords, so the run has read the budget
  // as it was ($40,000) and the e-mail can say what it was. An edit the first answer reads instead
  // is compared as the text at the switch (reports/comparison/as-of-start.ts): its line is new
  // then, and nothing is listed as dropped (as-of-start.test.ts).
  await expect
    .poll(async () => (await geminiCalls()).slice(callsBefore).some((call) => call.task !== 'keywords'), {
      timeout: 60_000,
    })
    .toBe(true);
  await editDrive(email, { content: text('$46,500') });
  await releaseGemini();
  await expect
    .poll(async () => (await watchedRuns(page)).map((run) => run.executionStatus), { timeout: 60_000 })
    .toEqual(['success']);
  await advance(page, 6);
  await advance(page, 61);
  const whatChanged = async () =>
    (await mailboxFor(email)).filter((m) => m.subject === `${reportName}: what changed`);
  await expect.poll(async () => (await whatChanged()).length, { timeout: 90_000 }).toBe(1);
  const [mail] = await whatChanged();
  expect(mail!.text).toContain('Changed findings');
  expect(mail!.text).toMatch(/was “[^”]*\$40,000[^”]*”, now “[^”]*\$46,500[^”]*”/);
  expect(mail!.text).toMatch(/Stop these e-mails: https?:\/\/\S+\/unsubscribe\?token=\S+/);

  // Its link opens the new report; Saved Reports shows the change found.
  await page.goto(mail!.text.match(/https?:\/\/\S+\/report-execution\/\S+/)![0]);
  await expect(page.getByRole('article', { name: 'Report' })).toContainText('$46,500', { timeout: 20_000 });
  await page.goto('/saved-reports');
  await expect(status).toContainText('Last change found:');
  await expect(status).not.toContainText('Taking the first answer to compare with');
  await expect(status).toContainText('1 changed finding');
  await expectNoSeriousA11yViolations(page, '/saved-reports with a watched report');

  // Nothing edited: an hour on, the tick looks again and writes to nobody.
  const runsBefore = (await watchedRuns(page)).length;
  await advance(page, 61);
  await page.reload();
  await expect(status).toBeVisible({ timeout: 20_000 });
  expect((await watchedRuns(page)).length).toBe(runsBefore);
  expect(await whatChanged()).toHaveLength(1);
  expect((await mailboxFor(email)).filter((m) => m.subject.endsWith(': what changed'))).toHaveLength(1);

  // One line added: the next e-mail names that line as new, and nothing still in the file as dropped.
  const added = 'The office budget 2027 adds $3,000 for the new Lisbon meeting room.';
  await editDrive(email, { append: `\n${added}\n` });
  await advance(page, 61);
  await expect.poll(async () => (await whatChanged()).length, { timeout: 90_000 }).toBe(2);
  const latest = (await whatChanged()).find((m) => m.text.includes(added))!;
  expect(latest.text).toContain(`New findings\n- Office budget 2027.md: “${added}”`);
  expect(latest.text).not.toContain('Findings dropped');
  expect(latest.text).not.toContain('Changed findings');
});
