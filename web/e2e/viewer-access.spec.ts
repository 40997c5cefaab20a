import { devices } from '@playwright/test';
import { grantComplimentaryAccess, preAcceptCookies, signInReadyCreator } from './support/quarry';
import { addTeamMember } from './support/team-member';
import { expect, test } from './support/test';

/**
 * A shared report shows each viewer only the sources their own Google Drive lets them open
 * (docs/architecture/drive.md, per-viewer access). Maya's report cites the lease in the Shared
 * Drive 'Northwind Operations', which sam belongs to, and her Facilities Budget 2026, in her My
 * Drive only: sam sees the lease named and linked, and the budget as a document he cannot open.
 */
const MAYA = 'maya.chen@northwind.test';
const SAM = 'sam.rivera@northwind.test';
const LEASE = 'Warehouse Lease Renewal.md';
const CANNOT_OPEN = 'A document you cannot open';

test('when a member of maya’s team opens her shared report, then he sees the lease he can open named and the file only maya can open as a document he cannot open', {
  tag: '@desktop-only',
}, async ({ browser, baseURL }) => {
  // @desktop-only: what a viewer may see is a server rule; no viewport changes it.
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const reportName = `Warehouse lease ${suffix}`;
  const origin = { origin: String(baseURL) };

  // Maya, on the Teams plan, shares a saved report about the lease with a new team, on demand.
  const desk = await browser.newContext({ ...devices['Desktop Chrome'], baseURL });
  const page = await desk.newPage();
  await preAcceptCookies(page);
  await signInReadyCreator(page, MAYA);
  grantComplimentaryAccess(MAYA);
  const team = await page.request.post('/api/teams', { headers: origin, data: { name: `Ops ${suffix}` } });
  expect(team.status()).toBe(201);
  const teamId = ((await team.json()) as { team: { id: string } }).team.id;
  const saved = await page.request.post('/api/saved-reports', {
    headers: origin,
    data: {
      reportName,
      query: 'When does the warehouse lease renew, and at what rent?',
      keywords: ['lease', 'warehouse'],
    },
  });
  expect(saved.status()).toBe(201);
  const reportId = ((await saved.json()) as { id: string }).id;
  const share = await page.request.post(`/api/reports/${reportId}/share`, {
    headers: origin,
    data: { teamId, shareType: 'adhoc' },
  });
  expect(share.ok()).toBe(true);
  const shareId = ((await share.json()) as { sharedReportId: string }).sharedReportId;

  // Sam, with his own Drive connected, is a member; he runs the report from the team dashboard.
  const samDesk = await browser.newContext({ ...devices['Desktop Chrome'], baseURL });
  const sam = await samDesk.newPage();
  await preAcceptCookies(sam);
  await signInReadyCreator(sam, SAM);
  addTeamMember(teamId, SAM, MAYA);
  await sam.goto(`/team-dashboard?reportId=${encodeURIComponent(shareId)}`);
  await sam.getByRole('button', { name: 'Run Report' }).click({ timeout: 20_000 });
  await expect(async () => {
    await sam.goto(`/team-dashboard?reportId=${encodeURIComponent(shareId)}`);
    await expect(sam.getByRole('article', { name: 'Report' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 120_000 });

  // He opens the run: the lease is named and linked; the budget is a document he cannot open.
  const runs = (await (await sam.request.get(`/api/shared-reports/${shareId}/executions`)).json()) as {
    executions: { id: string }[];
  };
  await sam.goto(`/shared-report-view/${runs.executions[0]!.id}`);
  const report = sam.getByRole('article', { name: 'Report' });
  await expect(report.getByRole('link', { name: LEASE }).first()).toBeVisible({ timeout: 20_000 });
  await expect(report.getByText(CANNOT_OPEN).first()).toBeVisible();
  await expect(report).not.toContainText('Facilities Budget 2026');
  await expect(sam.getByRole('note')).toContainText('you cannot open in Google Drive');

  // Maya, who owns both files, sees both named.
  await page.goto(`/shared-report-view/${runs.executions[0]!.id}`);
  const own = page.getByRole('article', { name: 'Report' });
  await expect(own.getByRole('link', { name: LEASE }).first()).toBeVisible({ timeout: 20_000 });
  await expect(own).toContainText('Facilities Budget 2026');
  await expect(own.getByText(CANNOT_OPEN)).toHaveCount(0);

  await samDesk.close();
  await desk.close();
});
