import { mailboxFor, preAcceptCookies, signInAtGoogle, signInReadyCreator } from './support/quarry';
import { expect, test } from './support/test';

/**
 * A report link that arrives by e-mail survives the sign-in it asks for. The return path is the
 * same logic on every viewport, so one proves it.
 */
const SAM = 'sam.rivera@northwind.test';

// Desktop only (@desktop-only): the return path does not depend on the viewport.
test('when the ready e-mail link is opened in a signed-out browser, then sign-in is asked and the browser lands on that report', {
  tag: '@desktop-only',
}, async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await preAcceptCookies(page);
  await signInReadyCreator(page, SAM);
  const before = new Set((await mailboxFor(SAM)).map((m) => m.id));

  // A saved report run in the background with 'Notify when Ready', through the API the screens use.
  const headers = { origin: String(baseURL) };
  const saved = await page.request.post('/api/saved-reports', {
    headers,
    data: {
      reportName: `Price list e-mail ${Date.now()}`,
      query: 'What is in the distributor price list for 2027?',
      keywords: ['price list'],
      deepResearch: false,
    },
  });
  expect(saved.status()).toBe(201);
  const run = await page.request.post('/api/report-executions', {
    headers,
    data: { savedReportId: (await saved.json()).id, triggerSource: 'saved_report', notifyOnCompletion: true },
  });
  expect(run.ok()).toBe(true);
  const { executionId } = (await run.json()) as { executionId: string };

  const arrived = async () => (await mailboxFor(SAM)).filter((m) => !before.has(m.id));
  await expect.poll(async () => (await arrived()).length, { timeout: 120_000 }).toBe(1);
  const link = (await arrived())[0]?.text.match(/https?:\/\/\S+\/report-execution\/[\w-]+/)?.[0] ?? '';
  expect(link).toContain(`/report-execution/${executionId}`);

  // Another browser, never signed in, opens the link: sign-in first, then that very report.
  const context = await browser.newContext({ baseURL });
  const fresh = await context.newPage();
  await preAcceptCookies(fresh);
  await fresh.goto(link);
  await expect(fresh).toHaveURL(new RegExp(`/login\\?returnTo=%2Freport-execution%2F${executionId}$`));
  await fresh.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtGoogle(fresh, SAM);
  await expect(fresh).toHaveURL(new RegExp(`/report-execution/${executionId}$`), { timeout: 20_000 });
  await expect(fresh.getByRole('article', { name: 'Report' })).toBeVisible({ timeout: 20_000 });
});
