import { devices, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  grantComplimentaryAccess,
  joinFromInvitation,
  mailboxFor,
  newPersonEmail,
  preAcceptCookies,
  signInAtGoogle,
  signInReadyCreator,
} from './support/quarry';
import { expect, test } from './support/test';

/**
 * Sharing with a team, once or on a schedule (docs/architecture/schedules-and-delivery.md): a Team Leader in Kolkata shares a
 * chat answer with a new team on a daily schedule two minutes ahead, the app's clock is moved past
 * it, and the member's e-mail brings the answer, a link that survives sign-in and a one-click
 * unsubscribe; then a saved report is shared on demand and run now.
 */
const LEADER = 'maya.chen@northwind.test';
const ZONE = 'Asia/Kolkata';
/** Chromium names Kolkata by its older alias, as ICU does. */
const ZONE_SHOWN = /Asia\/(Kolkata|Calcutta)/;

async function moveClock(page: Page, body: Record<string, unknown>): Promise<{ now: string }> {
  const response = await page.request.post('/__control/clock', { data: body });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** HH:MM in `zone`, `minutes` after `from`. */
function wallTime(from: Date, minutes: number, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(from.getTime() + minutes * 60_000));
}

test('when a leader shares a chat answer on a daily schedule, then after the clock moves the member gets it by e-mail, opens it after signing in and unsubscribes; a saved report shared on demand runs now', {
  tag: '@desktop-only',
}, async ({ browser, baseURL }) => {
  // @desktop-only: two browsers of their own (the leader's in Kolkata's zone, the member's phone).
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const invitee = `priya.${suffix}@gmail.com`;
  const teamName = `Daily Recall ${suffix}`;
  const reportName = `Recall digest ${suffix}`;

  const desk = await browser.newContext({ ...devices['Desktop Chrome'], baseURL, timezoneId: ZONE });
  const page = await desk.newPage();
  await preAcceptCookies(page);
  await signInReadyCreator(page, LEADER);
  grantComplimentaryAccess(LEADER);

  // A question answered in the chat.
  await page.getByRole('textbox', { name: 'Question' }).fill('What did the Ridgeline 2 recall cost?');
  await page.getByRole('textbox', { name: 'Question' }).press('Enter');
  const keywords = page.getByRole('dialog');
  await keywords.getByRole('button', { name: /^Search \(\d+ keywords?\)$/ }).click({ timeout: 20_000 });
  await keywords.getByRole('button', { name: /^Continue \(\d+ documents?\)$/ }).click({ timeout: 20_000 });
  await expect(page.getByText('Query Complete').first()).toBeVisible({ timeout: 90_000 });
  // Deep Research switched after the answer: the report shared keeps the answer's setting.
  const deepResearch = page.getByRole('switch', { name: 'Deep Research' });
  const answeredWithDeepResearch = await deepResearch.isChecked();
  await deepResearch.click();
  await expect(deepResearch).toBeChecked({ checked: !answeredWithDeepResearch });

  // Shared with a new team, daily, two minutes from now in Kolkata.
  const { now } = (await (await page.request.get('/__control/clock')).json()) as { now: string };
  const at = wallTime(new Date(now), 2, ZONE);
  await page.getByRole('button', { name: 'Share Report' }).click();
  const share = page.getByRole('dialog', { name: 'Share Report' });
  await share.getByLabel('Report name').fill(reportName);
  // A monthly day of 45 is refused in words, with no runs listed for it, before daily is chosen.
  await share.getByRole('combobox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'Monthly' }).click();
  await share.getByLabel('Day of the month').fill('45');
  await expect(share.getByText('Enter a day of the month from 1 to 31')).toBeVisible();
  await expect(share.getByRole('list', { name: 'Next runs' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the chat share dialog refusing day 45');
  await share.getByRole('combobox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'Daily' }).click();
  await share.getByRole('checkbox', { name: 'Create a new team' }).click();
  await share.getByLabel('New team name').fill(teamName);
  await share.getByLabel(/^Member e-mails/).fill(` ${invitee}, `);
  await expect(share.getByText(ZONE_SHOWN)).toBeVisible();
  await share.getByLabel('Time').fill(at);
  const runs = share.getByRole('list', { name: 'Next runs' }).getByRole('listitem');
  await expect(runs).toHaveCount(3);
  await expect(runs.first()).toContainText(/GMT\+5:30$/);
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Report Shared Successfully').first()).toBeVisible({ timeout: 20_000 });
  const reports = (await (await page.request.get('/api/saved-reports')).json()) as {
    reports: { reportName: string; deepResearch: boolean }[];
  };
  expect(reports.reports.find((r) => r.reportName === reportName)?.deepResearch).toBe(
    answeredWithDeepResearch,
  );
  await deepResearch.click();
  await expect(deepResearch).toBeChecked({ checked: answeredWithDeepResearch });

  // The invitee joins on a phone, from the invitation e-mail.
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const member = await phone.newPage();
  await preAcceptCookies(member);
  await joinFromInvitation(member, invitee);
  await phone.close();

  // The Teams page shows the schedule and its next run.
  await page.goto('/teams');
  await page
    .getByRole('group', { name: teamName })
    .getByRole('button', { name: 'View Shared Reports' })
    .click();
  const table = page.getByRole('dialog').getByRole('row').filter({ hasText: reportName });
  await expect(table).toContainText(new RegExp(`Daily at ${at} \\(${ZONE_SHOWN.source}\\)`));
  await expect(table).toContainText(/Next: .+GMT\+5:30/);
  await page.keyboard.press('Escape');

  // The clock moves past the run: the member's e-mail brings the answer and what changed.
  await moveClock(page, { advanceMinutes: 3 });
  const delivered = async () =>
    (await mailboxFor(invitee)).filter((m) => m.subject === `${reportName}: your scheduled report is ready`);
  await expect.poll(async () => (await delivered()).length, { timeout: 120_000 }).toBe(1);
  const mail = (await delivered())[0]!;
  expect(mail.text).toContain(`${reportName} (shared with ${teamName})`);
  expect(mail.text).toContain('What changed since the last run');
  expect(mail.text).toMatch(/recall/i);
  const reportLink = mail.text.match(/https?:\/\/\S+\/shared-report-view\/\S+/)![0];
  const unsubscribeLink = mail.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)![0];

  // Its link, opened in a browser never signed in, asks for sign-in and then shows the report.
  const fresh = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const reader = await fresh.newPage();
  await preAcceptCookies(reader);
  await reader.goto(reportLink);
  await expect(reader).toHaveURL(/\/login\?returnTo=%2Fshared-report-view%2F/, { timeout: 20_000 });
  await reader.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtGoogle(reader, invitee);
  await expect(reader).toHaveURL(new RegExp(`${new URL(reportLink).pathname}$`), { timeout: 20_000 });
  await expect(reader.getByRole('article', { name: 'Report' })).toContainText('Sources', { timeout: 20_000 });

  // Opening the link stops nothing; it says what would stop, and one click unsubscribes, without signing in.
  const anonymous = await browser.newContext({ baseURL });
  const unsubscribe = await anonymous.newPage();
  await unsubscribe.goto(unsubscribeLink);
  await expect(unsubscribe.getByRole('heading', { name: 'Unsubscribe from these e-mails?' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(unsubscribe.getByText(invitee)).toBeVisible();
  await expect(
    unsubscribe.getByText(`gets e-mails for '${reportName}', shared with ${teamName}.`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(unsubscribe, '/unsubscribe before the click');
  await unsubscribe.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(unsubscribe.getByText('Unsubscribed', { exact: true })).toBeVisible({ timeout: 20_000 });
  await anonymous.close();
  await fresh.close();

  // A saved report shared on demand, then run now from the team dashboard.
  const adhocName = `Recall approvals ${suffix}`;
  const saved = await page.request.post('/api/saved-reports', {
    headers: { origin: String(baseURL) },
    data: {
      reportName: adhocName,
      query: 'Who approved the Ridgeline 2 recall?',
      keywords: ['recall', 'Ridgeline'],
    },
  });
  expect(saved.status()).toBe(201);
  await page.goto('/saved-reports');
  await page.getByRole('button', { name: `Share ${adhocName}` }).click();
  const withTeam = page.getByRole('dialog', { name: 'Share with Team' });
  await withTeam.getByRole('checkbox', { name: teamName }).click();
  await withTeam.getByRole('combobox', { name: 'Share type' }).click();
  await page.getByRole('option', { name: /On demand/ }).click();
  await expect(withTeam.getByRole('list', { name: 'Next runs' })).toHaveCount(0);
  await withTeam.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText('Report Shared').first()).toBeVisible({ timeout: 20_000 });

  const teams = (await (await page.request.get('/api/teams')).json()) as { id: string; name: string }[];
  const shareId = `${(await saved.json()).id}_${teams.find((t) => t.name === teamName)!.id}`;
  await page.goto(`/team-dashboard?reportId=${encodeURIComponent(shareId)}`);
  await page.getByRole('button', { name: 'Run Report' }).click({ timeout: 20_000 });
  await expect(page.getByText('Report Running').first()).toBeVisible({ timeout: 20_000 });
  await expect(async () => {
    await page.goto(`/team-dashboard?reportId=${encodeURIComponent(shareId)}`);
    await expect(page.getByRole('article', { name: 'Report' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole('article', { name: 'Report' })).toContainText('Sources');

  await desk.close();
});

test('when a person in Tokyo never chose a zone, then settings and the share dialog use Tokyo; once they choose Berlin, both use Berlin', {
  tag: '@desktop-only',
}, async ({ browser, baseURL }) => {
  // @desktop-only: a browser of its own in Tokyo's zone; the rule is the same on every screen size.
  const desk = await browser.newContext({ ...devices['Desktop Chrome'], baseURL, timezoneId: 'Asia/Tokyo' });
  const page = await desk.newPage();
  await preAcceptCookies(page);
  await signInReadyCreator(page, newPersonEmail('zones'));
  const reportName = `Zones ${Date.now().toString(36)}`;
  const saved = await page.request.post('/api/saved-reports', {
    headers: { origin: String(baseURL) },
    data: { reportName, query: 'What did the Ridgeline 2 recall cost?', keywords: ['recall'] },
  });
  expect(saved.status()).toBe(201);
  const timezone = page.getByRole('combobox', { name: 'Timezone' });
  const shareDialogZone = async () => {
    await page.goto('/saved-reports');
    await page.getByRole('button', { name: `Share ${reportName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Share with Team' });
    const zone = (await dialog.getByText(/^Time zone: /).textContent())?.replace('Time zone: ', '');
    await page.keyboard.press('Escape');
    return zone;
  };

  // Never chosen: the browser's zone, in settings and in the share dialog alike.
  await page.goto('/settings');
  await expect(timezone).toHaveText('Tokyo', { timeout: 20_000 });
  expect(await shareDialogZone()).toBe('Asia/Tokyo');

  // Chosen: theirs everywhere, whatever the browser says.
  await page.goto('/settings');
  await timezone.click();
  await page.getByRole('option', { name: 'Berlin', exact: true }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings Saved').first()).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(timezone).toHaveText('Berlin', { timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, '/settings with a chosen zone');
  expect(await shareDialogZone()).toBe('Europe/Berlin');
  await desk.close();
});
