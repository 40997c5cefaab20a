import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  emulatorsUrl,
  newPersonEmail,
  preAcceptCookies,
  signInAtGoogle,
  signInReadyCreator,
} from './support/quarry';
import { expect, test } from './support/test';

/**
 * The system administrator (docs/architecture/administration.md): prompts edited, saved as versions, used by the next
 * run, compared and restored; complimentary access granted; a user reset; and the denials anyone
 * else meets.
 */
const ADMIN = 'admin@northwind.test';
const BULLETS = 'Answer in three short bullet points, each ending with its citation [n].';
/** Today's Flash and Pro (contracts/src/models.ts) and a retired model (gone since 2026). */
const FLASH_MODEL = 'gemini-3.8-flash';
const PRO_MODEL = 'gemini-3.1-pro-preview';
const RETIRED = 'gemini-2.5-pro';

async function flashCalls(): Promise<number> {
  const stats = (await (await fetch(`${emulatorsUrl()}/__control/gemini/stats`)).json()) as {
    byModel: Record<string, number>;
  };
  return stats.byModel[FLASH_MODEL] ?? 0;
}

async function saveQueryPhase(page: Page, text: string, model: 'Flash' | 'Pro', message: string) {
  const card = page.getByRole('group', { name: 'Query Phase', exact: true });
  await card.getByRole('textbox').fill(text);
  await card.getByRole('combobox', { name: 'Query Phase model' }).click();
  await page.getByRole('option', { name: model, exact: true }).click();
  await page.getByLabel('What changed').fill(message);
  await page.getByRole('button', { name: 'Save All Settings' }).click();
  await expect(page.getByText('System Settings Saved').first()).toBeVisible({ timeout: 20_000 });
}

/** Calls the API from the page, so the session cookie and the app's origin go with it. */
async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, path, body },
  );
}

/** One deep-research question from the chat, to its report. */
async function askInChat(page: Page, question: string) {
  await page.goto('/chat-interface');
  const deep = page.getByRole('switch', { name: 'Deep Research' });
  await expect(deep).toBeEnabled({ timeout: 20_000 });
  if (!(await deep.isChecked())) await deep.click();
  await page.getByRole('textbox', { name: 'Question' }).fill(question);
  await page.getByRole('textbox', { name: 'Question' }).press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Search \(\d+ keywords?\)$/ }).click({ timeout: 20_000 });
  await dialog.getByRole('button', { name: /^Continue \(\d+ documents?\)$/ }).click({ timeout: 20_000 });
  await expect(page.getByText('Query Complete').first()).toBeVisible({ timeout: 90_000 });
}

test('when someone other than the administrator opens the admin screens, then they see the denial texts', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: a server rule and two fixed texts; the phone's admin layout has its own journey.
  test.setTimeout(120_000);
  await preAcceptCookies(page);
  await signInReadyCreator(page, newPersonEmail('visitor'));
  for (const path of ['/sys-admin', '/report-monitoring']) {
    await page.goto(path);
    await expect(page.getByText('Access Denied', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByText("You don't have permission to access the System Administration panel"),
    ).toBeVisible();
  }
  await page.goto('/admin');
  await expect(page.getByText("You don't have permission to access this page").first()).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForURL(/\/chat-interface$/);
});

test('when the administrator opens /sys-admin on a phone, then the audit table scrolls sideways by keyboard and axe finds nothing serious', {
  tag: '@phone-only',
}, async ({ page }) => {
  // @phone-only: the audit table scrolls sideways only on a phone; the desktop journeys cover the panel.
  test.setTimeout(120_000);
  await preAcceptCookies(page);
  await signInReadyCreator(page, ADMIN);
  await callApi(page, 'POST', '/api/admin/complimentary-access', { email: newPersonEmail('audited') });
  await page.goto('/sys-admin');
  const audit = page.getByRole('region', { name: 'Audit log' });
  await expect(audit.getByRole('cell', { name: 'Granted access' }).first()).toBeVisible({ timeout: 20_000 });

  await audit.focus();
  await page.keyboard.press('ArrowRight');

  await expect(audit).toBeFocused();
  await expect.poll(() => audit.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page, '/sys-admin on a phone');
});

test('when the administrator edits Query Phase and switches it to Flash, then the next run uses it; versions compare and restore; a granted creator makes a team and is then reset', {
  tag: '@desktop-only',
}, async ({ page, browser, baseURL }) => {
  // @desktop-only: one administrator's panel; its rules do not change with the viewport.
  test.setTimeout(300_000);
  await preAcceptCookies(page);
  await signInReadyCreator(page, ADMIN);
  const suffix = Date.now().toString(36);

  // Query Phase, edited and on Flash, saved with a note.
  await page.goto('/sys-admin');
  await expect(page.getByRole('heading', { name: 'System Administration' })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, '/sys-admin');
  await saveQueryPhase(page, BULLETS, 'Flash', `Bullets on Flash ${suffix}`);

  // The next deep-research run writes its report with Flash.
  const before = await flashCalls();
  await askInChat(page, 'What does the acceptable use policy say about AI tools?');
  expect(await flashCalls()).toBeGreaterThan(before);

  // A second version, the two compared, and the first restored.
  await page.goto('/sys-admin');
  await saveQueryPhase(page, 'Write a thorough report.', 'Pro', `Long form ${suffix}`);
  await page.getByRole('checkbox', { name: new RegExp(`Bullets on Flash ${suffix}`) }).click();
  await page.getByRole('checkbox', { name: new RegExp(`Long form ${suffix}`) }).click();
  const diff = page.getByRole('region', { name: /compared with version/ });
  await expect(diff.getByRole('listitem')).toContainText('Model: Flash → Pro');
  await expect(diff.locator('del').first()).toBeVisible();
  const first = page.getByRole('listitem').filter({ hasText: `Bullets on Flash ${suffix}` });
  await first.getByRole('button', { name: /^Restore version/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version Restored').first()).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByRole('group', { name: 'Query Phase', exact: true }).getByRole('textbox'),
  ).toHaveValue(BULLETS);

  // Complimentary access: the creator can make a team at once.
  const granted = newPersonEmail('granted');
  const grants = page.getByRole('group', { name: 'Complimentary Access Users' });
  await grants.getByLabel('E-mail').fill(granted);
  await grants.getByRole('button', { name: 'Grant Access' }).click();
  await expect(page.getByText('Complimentary Access Granted').first()).toBeVisible({ timeout: 20_000 });
  await expect(grants.getByRole('listitem').filter({ hasText: granted })).toBeVisible();

  const other = await browser.newContext({ baseURL });
  const creator = await other.newPage();
  await preAcceptCookies(creator);
  await signInReadyCreator(creator, granted);
  await creator.goto('/teams');
  await creator.getByRole('button', { name: 'Create Team' }).click();
  await creator.getByLabel('Team name').fill(`Granted team ${suffix}`);
  await creator.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(creator.getByText('Team Created').first()).toBeVisible({ timeout: 20_000 });

  // The reset: signed out everywhere, and back as a team member who must set up again.
  await page.getByLabel('Reset a user (e-mail)').fill(granted);
  await page.getByRole('button', { name: 'Reset User' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('User Reset').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Audit' })).toContainText(granted);

  await creator.goto('/saved-reports');
  await creator.waitForURL((url) => !url.pathname.startsWith('/saved-reports'), { timeout: 20_000 });
  await creator.goto('/login');
  await creator.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtGoogle(creator, granted);
  await creator.waitForURL(/\/team-dashboard/, { timeout: 20_000 });
  await expect(creator.getByRole('region', { name: 'Create and Share Reports' })).toBeVisible({
    timeout: 20_000,
  });
  await other.close();

  // Every run, for the administrator.
  await page.goto('/report-monitoring');
  await expect(page.getByRole('tab', { name: /^All \(\d+\)$/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('table', { name: 'Report executions' })).toContainText(ADMIN);
  await page
    .getByRole('button', { name: /^Details of / })
    .first()
    .click();
  await expectNoSeriousA11yViolations(page, '/report-monitoring with a run expanded');
  await page.goto('/drive-debug');
  await expect(page.getByText('Database Blob')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Refresh Status' }).click();
  await expectNoSeriousA11yViolations(page, '/drive-debug');
});

test('when the settings name a retired model, then /sys-admin lists the key’s models and warns until it is changed, and a run completes on the current Pro and says so', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: one administrator's settings and one run; the viewport changes neither.
  test.setTimeout(240_000);
  await preAcceptCookies(page);
  await signInReadyCreator(page, ADMIN);
  await page.goto('/sys-admin');
  await expect(page.getByRole('heading', { name: 'System Administration' })).toBeVisible({ timeout: 20_000 });

  // A version naming gemini-2.5-pro for Query Phase, as an old version restored would.
  const { settings } = await callApi<{ settings: Record<string, unknown> }>(
    page,
    'GET',
    '/api/admin/system-settings',
  );
  await callApi(page, 'PUT', '/api/admin/system-settings', {
    settings: { ...settings, queryPhaseModel: RETIRED },
    message: 'Query Phase on a retired model',
  });
  await page.reload();

  const models = page.getByRole('table', { name: 'Models your Gemini key can call' });
  await expect(models.getByRole('row', { name: FLASH_MODEL })).toBeVisible({ timeout: 20_000 });
  await expect(models.getByRole('row', { name: PRO_MODEL })).toBeVisible();
  const warning = page.getByRole('alert').filter({ hasText: `${RETIRED} is no longer available` });
  await expect(warning).toContainText(`Runs use ${PRO_MODEL} (Pro) instead`);
  await expect(
    page.getByRole('group', { name: 'Query Phase', exact: true }).getByRole('combobox'),
  ).toHaveText(`Pro (${RETIRED})`);
  await expectNoSeriousA11yViolations(page, '/sys-admin with a gone model');

  // A run on those settings completes on today's Pro, and its model-use line says so.
  await askInChat(page, 'What does the acceptable use policy say about AI tools?');
  await expect(
    page
      .getByText(
        `The configured model ${RETIRED} is no longer available, so this run used ${PRO_MODEL} (the current Pro model) instead.`,
      )
      .first(),
  ).toBeVisible();

  // Pro chosen on the switch and saved: the warning goes.
  await page.goto('/sys-admin');
  const card = page.getByRole('group', { name: 'Query Phase', exact: true });
  await card.getByRole('combobox', { name: 'Query Phase model' }).click();
  await page.getByRole('option', { name: 'Pro', exact: true }).click();
  await page.getByLabel('What changed').fill('Query Phase back on today’s Pro');
  await page.getByRole('button', { name: 'Save All Settings' }).click();
  await expect(page.getByText('System Settings Saved').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`${RETIRED} is no longer available`)).toHaveCount(0, { timeout: 20_000 });
  await expect(card.getByRole('combobox')).toHaveText('Pro');
});
