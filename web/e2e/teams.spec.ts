import fs from 'node:fs';
import { devices, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  accountExists,
  grantComplimentaryAccess,
  JOURNEY_GEMINI_KEY,
  mailboxFor,
  preAcceptCookies,
  signInAtGoogle,
  signInReadyCreator,
} from './support/quarry';
import { expect, test } from './support/test';

/**
 * Teams with two people (docs/architecture/teams-and-sharing.md): a Team Leader on a desktop, and the person they invite
 * on a phone, each in their own browser.
 */
const LEADER = 'maya.chen@northwind.test';

/** Calls the API from the page, so the session cookie and the app's origin go with it. */
async function post<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { path, body },
  );
}

test('when a Team Leader invites someone, then they join from the e-mail on a phone, run a shared report with their own key, and lose the team when removed', {
  tag: '@desktop-only',
}, async ({ page, browser, baseURL }) => {
  // @desktop-only: the journey opens its own phone-sized browser for the invitee.
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const invitee = `theo.${suffix}@gmail.com`;
  const teamName = `Recall Response ${suffix}`;
  const reportName = `Recall costs ${suffix}`;
  await preAcceptCookies(page);
  await signInReadyCreator(page, LEADER);
  grantComplimentaryAccess(LEADER);

  // The leader creates the team and invites by e-mail.
  await page.goto('/teams');
  await page.getByRole('button', { name: 'Create Team' }).click();
  await page.getByLabel('Team name').fill(teamName);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Team Created').first()).toBeVisible({ timeout: 20_000 });
  const card = page.getByRole('group', { name: teamName });
  await card.getByRole('button', { name: 'Manage Members' }).click();
  const members = page.getByRole('dialog', { name: 'Manage Members' });
  await members.getByLabel('Invite by Gmail address').fill(`  ${invitee.toUpperCase()} `);
  await members.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Invitation Sent').first()).toBeVisible({ timeout: 20_000 });
  await expect(members.getByText('Pending')).toBeVisible();
  await page.keyboard.press('Escape');

  // A report shared with the team, on demand, through the API (sharing.spec.ts drives the share dialogs).
  const teams = await page.evaluate(async () => (await fetch('/api/teams')).json());
  const teamId = (teams as { id: string; name: string }[]).find((t) => t.name === teamName)!.id;
  const saved = await post<{ id: string }>(page, '/api/saved-reports', {
    reportName,
    query: 'What did the Ridgeline 2 recall cost?',
    keywords: ['recall', 'Ridgeline'],
  });
  await post(page, `/api/reports/${saved.id}/share`, { teamId, shareType: 'adhoc' });

  // The invitee, on a phone, follows the e-mail's link and signs up as a team member.
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const member = await phone.newPage();
  await preAcceptCookies(member);
  await expect.poll(async () => (await mailboxFor(invitee)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailboxFor(invitee);
  const link = mail!.text.match(/https?:\/\/\S+\/team-join\?\S+/)![0];
  await member.goto(link);
  await expect(member.getByText(`Maya Chen invited you to join ${teamName} on Quarry.`)).toBeVisible({
    timeout: 20_000,
  });
  // Another Google account first: it is told whom the invitation is for, gets no account, and switches.
  const stranger = `otto.${suffix}@gmail.com`;
  await member.getByRole('button', { name: 'Sign in with Google to join' }).click();
  await signInAtGoogle(member, stranger);
  await expect(member.getByRole('heading', { name: 'Wrong Google Account' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    member.getByText(
      `This invitation is for t***${suffix.at(-1)}@gmail.com, but you signed in as ${stranger}.`,
    ),
  ).toBeVisible();
  await expect(member.getByText('Welcome', { exact: false })).toHaveCount(0);
  await expectNoSeriousA11yViolations(member, '/oauth-callback with another Google account');
  expect(accountExists(stranger)).toBe(false);
  await member.getByRole('button', { name: 'Use another Google account' }).click();
  await signInAtGoogle(member, invitee);
  await member.waitForURL(/\/team-dashboard/, { timeout: 20_000 });
  await expect(member.getByRole('region', { name: 'Create and Share Reports' })).toBeVisible({
    timeout: 20_000,
  });

  // Running without a key sends them to add one; with it, the report runs with their key.
  await member.getByRole('button', { name: new RegExp(reportName) }).click();
  await member.getByRole('button', { name: 'Run Report' }).click();
  await expect(member.getByText('Gemini API Key Required').first()).toBeVisible({ timeout: 20_000 });
  await member.waitForURL(/\/api-key$/, { timeout: 20_000 });
  // A member never authorized Drive: step 2 says it is not needed rather than ticking it.
  await expect(
    member
      .getByRole('listitem')
      .filter({ hasText: 'Step 2: Authorize Google Drive (not needed for team members)' }),
  ).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(member, '/api-key as a team member');
  await member.getByLabel('Gemini API Key').fill(JOURNEY_GEMINI_KEY);
  await member.getByRole('button', { name: 'Validate & Continue' }).click();
  await member.waitForURL(/\/team-dashboard/, { timeout: 20_000 });
  await member.getByRole('button', { name: new RegExp(reportName) }).click();
  await member.getByRole('button', { name: 'Run Report' }).click();
  await expect(member.getByText('Report Running').first()).toBeVisible({ timeout: 20_000 });
  await expect(async () => {
    await member.goto(`/team-dashboard?reportId=${encodeURIComponent(`${saved.id}_${teamId}`)}`);
    await expect(member.getByRole('article', { name: 'Report' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  await expect(member.getByRole('article', { name: 'Report' })).toContainText('Sources');
  expect(await member.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The owner keeps the documents private: the member's export of the run names none of them
  // (docs/decisions/emulators.md), and Google Docs says why a member without Drive access cannot use it.
  const shareId = `${saved.id}_${teamId}`;
  const ownersRuns = (await page.evaluate(
    async (id) => (await fetch(`/api/shared-reports/${id}/executions`)).json(),
    shareId,
  )) as { executions: { id: string }[] };
  const ownersView = (await page.evaluate(
    async (id) => (await fetch(`/api/shared-report-execution/${id}/view`)).json(),
    ownersRuns.executions[0]!.id,
  )) as { execution: { evidence: { citations: { name: string }[] } } };
  const names = ownersView.execution.evidence.citations.map((c) => c.name);
  expect(names.length).toBeGreaterThan(0);
  await page.evaluate(
    async (id) =>
      fetch(`/api/saved-reports/${id}/privacy`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ showDocumentsInSharedReports: false }),
      }),
    saved.id,
  );
  await member.reload();
  const article = member.getByRole('article', { name: 'Report' });
  await expect(article).toContainText('documents cited', { timeout: 20_000 });
  await member.getByRole('button', { name: 'Export' }).click();
  const googleDocs = member.getByRole('menuitem', { name: 'Google Docs', exact: true });
  await expect(googleDocs).toHaveAttribute('aria-disabled', 'true');
  await expect(member.getByText('Connect Google Drive first to save to Google Docs')).toBeVisible();
  await expectNoSeriousA11yViolations(member, "the team dashboard's Export menu as a member");
  const [download] = await Promise.all([
    member.waitForEvent('download', { timeout: 30_000 }),
    member.getByRole('menuitem', { name: 'Markdown', exact: true }).click(),
  ]);
  const markdown = fs.readFileSync(await download.path(), 'utf8');
  expect(markdown).toContain('Source 1');
  for (const name of names) expect(markdown).not.toContain(name);
  expect(markdown).not.toMatch(/https?:\/\/\S*drive/);
  await member.keyboard.press('Escape');

  // Their /teams leads back to the dashboard and offers becoming a creator, not Create Team or the chat.
  await member.goto('/teams');
  await expect(member.getByRole('group', { name: teamName })).toBeVisible({ timeout: 20_000 });
  await expect(member.getByRole('link', { name: 'Back to Team Dashboard' })).toBeVisible();
  await expect(member.getByRole('region', { name: 'Create and Share Reports' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Create Team' })).toHaveCount(0);
  await expect(member.getByRole('link', { name: 'Back to Chat' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(member, '/teams as a team member');
  // Off the team screens, so the removal below is met when they next open the dashboard.
  await member.goto('/creator-welcome');

  // The leader promotes, then removes them; their dashboard no longer has the team.
  await page.goto('/teams');
  await page.getByRole('group', { name: teamName }).getByRole('button', { name: 'Manage Members' }).click();
  const row = page
    .getByRole('dialog', { name: 'Manage Members' })
    .getByRole('listitem')
    .filter({ hasText: invitee });
  await expect(row.getByText('Accepted')).toBeVisible();
  await row.getByRole('button', { name: 'Make Admin' }).click();
  await expect(page.getByText('Administrator Added').first()).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Remove ${invitee}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Member Removed').first()).toBeVisible({ timeout: 20_000 });

  // With no team left, the spec's 'No Team Access' (an error toast, checked by axe) and sign-out.
  await member.goto('/team-dashboard');
  await expect(member.getByText('No Team Access', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(member).toHaveURL(/\/$/, { timeout: 20_000 });
  await expectNoSeriousA11yViolations(member, 'the No Team Access error toast');
  expect(
    await member.evaluate(
      async () => (await (await fetch('/api/auth/session-check')).json()).hasActiveSession,
    ),
  ).toBe(false);
  await phone.close();
});
