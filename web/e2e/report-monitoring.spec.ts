import { expectNoSeriousA11yViolations } from './support/axe';
import { preAcceptCookies, signInReadyCreator } from './support/quarry';
import { seedPausedRun } from './support/seed-runs';
import { expect, test } from './support/test';

const ADMIN = 'admin@northwind.test';

test('when a run waits for Gemini’s daily quota, then Report Monitoring says Paused until when and counts it under Paused, not Pending', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: the monitoring table is the administrator's desk screen; the phone journey of
  // reports.spec.ts shows a paused run on My Reports.
  test.setTimeout(120_000);
  const reportName = `Paused for the day ${Date.now()}`;
  const until = new Date(Date.now() + 20 * 3_600_000);
  seedPausedRun(reportName, until);
  await preAcceptCookies(page);
  await signInReadyCreator(page, ADMIN);

  await page.goto('/report-monitoring');
  const row = page.getByRole('row').filter({ hasText: reportName });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText(/^Paused until /)).toBeVisible();
  await expect(row.getByText('Pending', { exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: /^Paused \(\d+\)$/ }).click();
  await expect(page.getByRole('row').filter({ hasText: reportName })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/report-monitoring with a run paused by the daily quota');
  await page.getByRole('tab', { name: /^Pending \(\d+\)$/ }).click();
  await expect(
    page.getByRole('table', { name: 'Report executions' }).or(page.getByText('No report executions found')),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: reportName })).toHaveCount(0);
});
