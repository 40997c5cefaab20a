// The proxy is a test helper shared with the API tests (functions/src/testing): Node only, never
// part of the SPA or the app.
import { type CuttingProxy, startCuttingProxy } from '../../functions/src/testing/cutting-proxy';
import { askAndSearch, preAcceptCookies, setGeminiLatency, signInReadyCreator } from './support/quarry';
import { expect, test } from './support/test';

// Desktop only (@desktop-only): the journey checks how a run survives Hosting's cut, which no
// viewport changes; one Gemini-slowed run is enough.

const QUESTION = 'What are the payment terms with Kestrel?';
/** Hosting cuts at 60 s; here every response is cut after this, so a short run meets several cuts. */
const CUT_MS = 3000;

type Execution = { executionStatus: string; createdAt: string; reportDetails: { query: string } };

let proxy: CuttingProxy;

test.beforeEach(async ({ page, baseURL }) => {
  await preAcceptCookies(page);
  proxy = await startCuttingProxy(String(baseURL), CUT_MS);
});
test.afterEach(async () => {
  await proxy?.close();
});

test('when Hosting cuts every response of a long chat run, then the chat reads on and ends with its report, and the report ran once', {
  tag: '@desktop-only',
}, async ({ page }) => {
  test.setTimeout(180_000);
  // Google's sign-in comes back to the app's own address; the session cookie (host-wide) then
  // holds for the app behind the proxy, on localhost like the app.
  await signInReadyCreator(page, 'maya.chen@northwind.test');
  await page.goto(`http://localhost:${new URL(proxy.url).port}/chat-interface`);
  await expect(page.getByText('Query your Documents and Share Reports')).toBeVisible({ timeout: 20_000 });
  const askedAt = new Date(Date.now() - 1000).toISOString();

  const dialog = await askAndSearch(page, QUESTION);

  // Every Gemini answer takes as long as a cut: the run outlasts several.
  await setGeminiLatency(CUT_MS);
  try {
    await dialog.getByRole('button', { name: /^Continue \(\d+ documents?\)$/ }).click();
    await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toBeVisible({
      timeout: 20_000,
    });
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByText('Coverage')).toBeVisible({ timeout: 150_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save Report' })).toBeVisible();
    await expect(page.getByText('Processing Error')).toHaveCount(0);
    // Watched to its end on this page, the report is not waiting in the list as new.
    await expect(
      page.getByRole('list', { name: 'Saved sessions' }).getByLabel('New report ready to view'),
    ).toHaveCount(0);
  } finally {
    await setGeminiLatency(0);
  }

  const runCuts = proxy
    .cutRequests()
    .filter((request) => request === 'POST /api/query/extract-and-query' || request.endsWith('/stream'));
  expect(runCuts.length).toBeGreaterThanOrEqual(3);
  const { executions } = (await page.evaluate(() =>
    fetch('/api/my-report-executions').then((response) => response.json()),
  )) as { executions: Execution[] };
  const mine = executions.filter((run) => run.reportDetails.query === QUESTION && run.createdAt >= askedAt);
  expect(mine.map((run) => run.executionStatus)).toEqual(['success']);
});
