import { devices, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectEvenCostTicks, expectEveryBarLabelled } from './support/charts';
import {
  emulatorsUrl,
  grantComplimentaryAccess,
  joinFromInvitation,
  preAcceptCookies,
  signInReadyCreator,
} from './support/quarry';
import { expect, test } from './support/test';

/**
 * Live updates (docs/architecture/teams-and-sharing.md): what one person does shows on another's open page within two
 * seconds, with no reload and well inside the pages' own polling (none for the dashboard's report
 * list, 5 s for /my-reports, 30 s for runs on the dashboard); with the channel cut, that polling
 * still brings the change. And /streamlit leads to the analytics screen, charting the runs just made.
 */
const LEADER = 'maya.chen@northwind.test';
/** Inside every page's own polling: only the live channel can be this quick. */
const LIVE_MS = 2_000;

async function gemini(path: 'hold' | 'release', body: Record<string, unknown> = {}) {
  const response = await fetch(`${emulatorsUrl()}/__control/gemini/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`gemini ${path} answered ${response.status}`);
}

/** A call as the app makes it: each action its own Idempotency-Key, so two deliberate runs are two. */
async function api(page: Page, method: 'POST' | 'GET', path: string, data?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    headers: {
      origin: new URL(page.url()).origin,
      ...(method === 'POST' ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBe(true);
  return response.json();
}

test('when a team administrator shares a report and runs it, then the member’s dashboard and the administrator’s history change live, and with the channel cut the polling still brings the result', {
  tag: '@desktop-only',
}, async ({ browser, baseURL }) => {
  // @desktop-only: two browsers of their own, the administrator's desk and the member's phone.
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const invitee = `live.${suffix}@gmail.com`;
  const teamName = `Live Desk ${suffix}`;
  const reportName = `Live recall ${suffix}`;

  const desk = await browser.newContext({ ...devices['Desktop Chrome'], baseURL });
  const page = await desk.newPage();
  await preAcceptCookies(page);
  await signInReadyCreator(page, LEADER);
  grantComplimentaryAccess(LEADER);
  const team = (await api(page, 'POST', '/api/teams', { name: teamName })).team as { id: string };
  await api(page, 'POST', `/api/teams/${team.id}/members`, { email: invitee });

  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  const member = await phone.newPage();
  await preAcceptCookies(member);
  await joinFromInvitation(member, invitee);
  await expect(member.getByText('No reports shared with this team yet.')).toBeVisible({ timeout: 20_000 });

  // The administrator shares a report: the member's open dashboard lists it, no reload.
  const saved = await api(page, 'POST', '/api/saved-reports', {
    reportName,
    query: 'What did the Ridgeline 2 recall cost?',
    keywords: ['recall', 'Ridgeline'],
  });
  await api(page, 'POST', `/api/reports/${saved.id}/share`, { teamId: team.id, shareType: 'adhoc' });
  const listed = member
    .getByRole('list', { name: `Reports of ${teamName}` })
    .getByRole('button', { name: reportName });
  await expect(listed).toBeVisible({ timeout: LIVE_MS });
  await listed.click();
  await expect(member.getByText('No runs yet', { exact: false })).toBeVisible({ timeout: 10_000 });

  // A run, held mid-way at Gemini: it appears running on both pages as it starts...
  await page.goto('/my-reports');
  await expect(page.getByRole('heading', { name: 'My Reports' })).toBeVisible();
  await gemini('hold', { afterAnswers: 0 });
  const shareId = `${saved.id}_${team.id}`;
  await api(page, 'POST', `/api/shared-reports/${encodeURIComponent(shareId)}/execute`);
  const history = member.getByRole('list', { name: 'Run history' });
  await expect(history.getByText(/^(Pending|Running \d+%)$/)).toBeVisible({ timeout: LIVE_MS });
  await expect(page.getByText(reportName).first()).toBeVisible({ timeout: LIVE_MS });

  // ...and finished on both as it ends.
  await gemini('release');
  await expect(history.getByText('Success')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main').getByText('Success').first()).toBeVisible({ timeout: 15_000 });

  // The channel cut: the member's page learns of the next run by its own 30 s polling instead.
  await member.route('**/api/events**', (route) => route.abort());
  await gemini('hold', { afterAnswers: 0 });
  await api(page, 'POST', `/api/shared-reports/${encodeURIComponent(shareId)}/execute`);
  await member.reload();
  await member
    .getByRole('list', { name: `Reports of ${teamName}` })
    .getByRole('button', { name: reportName })
    .click();
  const running = member.getByRole('list', { name: 'Run history' }).getByText(/^(Pending|Running \d+%)$/);
  await expect(running).toBeVisible({ timeout: 10_000 });
  await gemini('release');
  await expect(running).toHaveCount(0, { timeout: 45_000 });
  await expect(member.getByRole('list', { name: 'Run history' }).getByText('Success')).toHaveCount(2);

  await phone.close();
  await desk.close();
});

test('when a creator opens /streamlit after a few reports, then setup shows complete and the launch button opens analytics charting the runs just made', {
  tag: '@desktop-only',
}, async ({ page, context }) => {
  // @desktop-only here for the launch (a new tab); the analytics screen's phone layout is checked below.
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  await preAcceptCookies(page);
  await signInReadyCreator(page, LEADER);
  const questions = [
    `${suffix} recall: what did the Ridgeline 2 recall cost?`,
    `${suffix} hiring: what is the 2027 hiring plan?`,
  ];
  for (const [index, question] of questions.entries()) {
    const keywords = index === 0 ? ['recall', 'Ridgeline'] : ['hiring'];
    const found = await api(page, 'POST', '/api/query/search-documents', { keywords });
    const documents = (
      found.documents as { id: string; name: string; mimeType: string; supported: boolean }[]
    )
      .filter((d) => d.supported)
      .map(({ id, name, mimeType }) => ({ id, name, mimeType }));
    const stream = await page.request.post('/api/query/extract-and-query', {
      headers: { origin: new URL(page.url()).origin },
      data: { userQuery: question, selectedDocuments: documents, keywords, deepResearch: false },
    });
    expect(await stream.text()).toContain('"type":"complete"');
  }

  await page.goto('/streamlit');
  await expect(page.getByText('Setup Complete!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(LEADER)).toBeVisible();
  await expect(page.getByText('Google Drive Connected')).toBeVisible();
  await expect(page.getByText('Gemini API Connected')).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, '/streamlit');
  const [analytics] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Launch Streamlit Interface' }).click(),
  ]);
  await analytics.waitForLoadState();
  await expect(analytics).toHaveURL(/\/analytics$/);
  await expect(analytics.getByRole('heading', { name: 'Usage analytics' })).toBeVisible({ timeout: 20_000 });

  // The runs just made are charted: bars drawn, and in the per-report figures by name.
  await expect(analytics.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 20_000 });
  const perReport = analytics.getByRole('table', { name: 'Tokens and estimated cost per report' });
  for (const question of questions) await expect(perReport).toContainText(question.slice(0, 12));
  await expect(analytics.getByRole('table', { name: 'Documents read, by file type' })).toContainText('PDF');
  await expect(
    analytics.getByRole('list', { name: 'Most expensive reports' }).getByRole('link').first(),
  ).toHaveAttribute('href', /^\/report-execution\//);
  await expectNoSeriousA11yViolations(analytics, '/analytics');

  // A busier period than two runs make (docs/decisions/web.md): nine file types, six reports with long
  // names, costs of fractions of a cent. Every bar keeps its label; the cost axis counts evenly.
  await analytics.route('**/api/analytics?*', async (route) => {
    const response = await route.fetch();
    const figures = await response.json();
    const [template] = figures.perReport;
    const json = {
      ...figures,
      documentsByType: FILE_TYPES.map((type, index) => ({ type, count: 20 - 2 * index })),
      perReport: REPORT_NAMES.map((name, index) => ({
        ...template,
        id: `busy-${index}`,
        name,
        tokens: 4_000 + 1_700 * index,
        estimatedCostUsd: 0.0042 + 0.0019 * index,
      })),
    };
    await route.fulfill({ response, json });
  });
  await analytics.reload();
  const busyCharts = async () => {
    await expectEveryBarLabelled(analytics, 'Documents read, by file type', FILE_TYPES);
    await expectEveryBarLabelled(analytics, 'Tokens and estimated cost per report', REPORT_NAMES);
    await expectEvenCostTicks(analytics, 'Tokens and estimated cost per report');
  };
  await expect(analytics.getByRole('heading', { name: 'Usage analytics' })).toBeVisible({ timeout: 20_000 });
  await expect(analytics.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 20_000 });
  await busyCharts();

  // On a phone the screen fits its width, and still labels every bar.
  await analytics.setViewportSize({ width: 390, height: 844 });
  await expect(analytics.locator('.recharts-bar-rectangle').first()).toBeVisible();
  // The charts re-measure on resize; then the page is no wider than the screen.
  const overflow = () => analytics.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await expect.poll(overflow, { timeout: 5_000 }).toBeLessThanOrEqual(0);
  await busyCharts();
  await expectNoSeriousA11yViolations(analytics, '/analytics on a phone');
});

const FILE_TYPES = [
  'PDF',
  'Word',
  'Google Docs',
  'Excel',
  'Google Sheets',
  'CSV',
  'Markdown',
  'Text',
  'JSON',
];
const REPORT_NAMES = [
  'Recall costs',
  'What did the Ridgeline 2 recall cost across every region?',
  'Hiring plan 2027',
  'Which suppliers are late on Ridgeline parts this quarter?',
  'Board summary',
  'gemini-3.1-flash-lite-preview usage review',
];
