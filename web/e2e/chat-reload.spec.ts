import { askAndSearch, preAcceptCookies, setGeminiLatency, signInReadyCreator } from './support/quarry';
import { expect, test } from './support/test';

// Desktop only (@desktop-only): the reload journey checks the run, not the layout; one Gemini-slowed
// run on desktop covers it, and a second on the phone would double the slowest journey.

const QUESTION = 'What caused the Ridgeline 2 recall and what did it cost?';

type Execution = { executionStatus: string; createdAt: string; reportDetails: { query: string } };

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test('when the chat is reloaded while a report is written, then the same session shows the run’s progress and then its report, and the report ran once', {
  tag: '@desktop-only',
}, async ({ page }) => {
  test.setTimeout(180_000);
  await signInReadyCreator(page, 'maya.chen@northwind.test');
  await expect(page.getByText('Query your Documents and Share Reports')).toBeVisible({ timeout: 20_000 });
  const askedAt = new Date(Date.now() - 1000).toISOString();

  const dialog = await askAndSearch(page, QUESTION);

  await setGeminiLatency(1500);
  try {
    await dialog.getByRole('button', { name: /^Continue \(\d+ documents?\)$/ }).click();
    await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible({
      timeout: 20_000,
    });

    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your report is still being written...' }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible();
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByText(QUESTION, { exact: true })).toBeVisible();

    await expect(conversation.getByText('Coverage')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save Report' })).toBeVisible();
  } finally {
    await setGeminiLatency(0);
  }

  const { executions } = (await page.evaluate(() =>
    fetch('/api/my-report-executions').then((response) => response.json()),
  )) as { executions: Execution[] };
  const mine = executions.filter((run) => run.reportDetails.query === QUESTION && run.createdAt >= askedAt);
  expect(mine.map((run) => run.executionStatus)).toEqual(['success']);
});
