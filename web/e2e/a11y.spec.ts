import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newPersonEmail, signInAtGoogle, signInReadyCreator } from './support/quarry';
import { expect, test } from './support/test';

const SAM = 'sam.rivera@northwind.test';

/** Opens a page and waits for its main heading, so axe sees the screen, not its loading state. */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

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

/** Saves a report and queues a background run of it, as Saved Reports' Run does. */
async function queueSavedReportRun(page: Page, reportName: string): Promise<string> {
  const saved = await post<{ id: string }>(page, '/api/saved-reports', {
    reportName,
    query: 'How is the Europe recovery plan going?',
    keywords: ['Europe', 'recovery'],
  });
  const run = await post<{ executionId: string }>(page, '/api/report-executions', {
    savedReportId: saved.id,
    notifyOnCompletion: false,
  });
  return run.executionId;
}

/** A saved chat session with one question and answer, to open as the active session. */
async function saveChatSession(page: Page, title: string): Promise<string> {
  const now = new Date().toISOString();
  const { sessionId } = await post<{ sessionId: string }>(page, '/api/chat/sessions', {
    title,
    chatData: [
      { id: 'q', role: 'user', content: 'Where do our sales stand?', timestamp: now },
      { id: 'a', role: 'assistant', content: 'The pipeline is in Pipeline Q4 2026.', timestamp: now },
    ],
  });
  return sessionId;
}

/** The setup indicator's circles share one line, and each connector runs between two circles on it. */
async function expectStepIndicatorAligned(page: Page) {
  const indicator = page.getByRole('navigation', { name: 'Setup progress' });
  const boxes = (selector: string) =>
    indicator.locator(selector).evaluateAll((elements) =>
      elements.map((element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return { left, right, middle: (top + bottom) / 2 };
      }),
    );
  const circles = await boxes('[data-step-marker]');
  const connectors = await boxes('[data-connector]');
  expect(circles).toHaveLength(3);
  expect(connectors).toHaveLength(2);
  const line = circles[0]!.middle;
  for (const box of [...circles, ...connectors]) expect(Math.abs(box.middle - line)).toBeLessThan(1);
  connectors.forEach((connector, index) => {
    expect(connector.left).toBeGreaterThan(circles[index]!.right);
    expect(connector.right).toBeLessThan(circles[index + 1]!.left);
    expect(connector.right - connector.left).toBeGreaterThan(8);
  });
}

async function executionStatus(page: Page, id: string): Promise<string | undefined> {
  return page.evaluate(async (executionId) => {
    const { executions } = await (await fetch('/api/my-report-executions')).json();
    return executions.find((run: { id: string }) => run.id === executionId)?.executionStatus;
  }, id);
}

test('when every public page is opened, then axe finds no serious WCAG A/AA violation', async ({ page }) => {
  await visit(page, '/', /./);
  // The cookie banner shows once, on the first visit: check it while it is there.
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible({ timeout: 5_000 });
  await expectNoSeriousA11yViolations(page, 'landing page with the cookie banner');
  await page.getByRole('button', { name: 'Accept All' }).click();

  for (const path of ['/faq', '/privacy-policy', '/terms-of-service', '/contact-us']) {
    await visit(page, path, /./);
    await expectNoSeriousA11yViolations(page, path);
  }
  // Neither the Welcome page nor the 404 card has the site header, so each links home itself.
  await visit(page, '/login', 'Welcome to Quarry');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page, '/login');
  await visit(
    page,
    '/team-join?email=ana%40gmail.com&teamName=Recall%20Response&inviterName=Maya%20Chen',
    'Join your team',
  );
  await expect(page.getByRole('button', { name: 'Sign in with Google to join' })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoSeriousA11yViolations(page, '/team-join signed out');
  await visit(page, '/unsubscribe?token=not-a-real-token', 'Link Not Valid');
  await expectNoSeriousA11yViolations(page, '/unsubscribe with a bad link');
  await visit(page, '/creator-welcome', 'Become a Creator');
  await expectNoSeriousA11yViolations(page, '/creator-welcome');
  // An error toast: the key page without a session says 'Authentication Required' on its way home.
  await page.goto('/api-key');
  await expect(page.getByText('Authentication Required', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, 'an error toast (Authentication Required)');
  await visit(page, '/no-such-page', 'Page Not Found');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page, 'the 404 card');
});

test('when a new person goes through setup, then onboarding and the Gemini key step pass axe, and the step indicator lines up', async ({
  page,
}) => {
  const email = newPersonEmail('a11y');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtGoogle(page, email);
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Continue to Google Drive Authorization' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/onboarding');

  await page.getByRole('button', { name: 'Continue to Google Drive Authorization' }).click();
  await signInAtGoogle(page, email);
  await expect(page).toHaveURL(/\/api-key$/, { timeout: 20_000 });
  await expect(page.getByLabel('Gemini API Key')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/api-key');
  await expectStepIndicatorAligned(page);
});

test('when a creator opens every signed-in screen, menu and dialog, then axe finds no serious WCAG A/AA violation', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(240_000);
  await signInReadyCreator(page, SAM);
  const label = `Accessibility ${isMobile ? 'phone' : 'desktop'} ${Date.now()}`;
  const runId = await queueSavedReportRun(page, label);
  const sessionId = await saveChatSession(page, label.slice(0, 30));

  await test.step('chat with an open session, its session panel and its keyword dialog', async () => {
    const question = page.getByRole('textbox', { name: 'Question' });
    await expect(question).toBeEnabled({ timeout: 20_000 });
    // 'Encryption Active' once per sign-in, clear of the header (at the foot of a phone's screen).
    const notice = page.locator('li[data-variant]').filter({ hasText: 'Encryption Active' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    const header = (await page.locator('header').first().boundingBox())!;
    expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expectNoSeriousA11yViolations(page, '/chat-interface');
    await page.reload();
    await expect(question).toBeEnabled({ timeout: 20_000 });
    await expect(notice).toHaveCount(0);
    // The open session is highlighted in the list, its date included.
    await page.goto(`/chat-interface?sessionId=${sessionId}`);
    await expect(page.getByText('Session Loaded').first()).toBeVisible({ timeout: 20_000 });
    if (isMobile) {
      await page.getByRole('button', { name: 'Show session log' }).click();
      await expect(page.getByRole('button', { name: 'New Session' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '/chat-interface with the session panel open');
    }
    await question.fill('What is in the distributor price list for 2027?');
    await question.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select Keywords' });
    await expect(dialog.getByRole('button', { name: /^Search \(\d+ keywords?\)$/ })).toBeVisible({
      timeout: 20_000,
    });
    await expectNoSeriousA11yViolations(page, '/chat-interface with Select Keywords open');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the main menu and the account menu, open', async () => {
    await page.getByRole('button', { name: 'Main menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'My Google Drive' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the main menu open');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the account menu open');
    await page.keyboard.press('Escape');
  });

  await test.step('settings, saved reports, Google Drive and the quota guide', async () => {
    await visit(page, '/settings', 'Settings');
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();
    // Headed for what it holds (docs/decisions/web.md): its preferences, the keys' note, one's data, the danger zone.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Chat Preferences',
      'Encryption',
      'Download my data',
      'Danger Zone',
    ]);
    await expectNoSeriousA11yViolations(page, '/settings');
    await visit(page, '/saved-reports', /^Saved Reports \(\d+\)$/);
    await expectNoSeriousA11yViolations(page, '/saved-reports');
    await page.getByRole('button', { name: `Share ${label}` }).click();
    await expect(
      page.getByRole('dialog', { name: 'Share with Team' }).getByRole('list', { name: 'Next runs' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/saved-reports with Share with Team open');
    await page.keyboard.press('Escape');
    // Run Report with the run's estimate (docs/decisions/reading-economy.md), and a report's details with its own cost cap.
    await page.getByRole('button', { name: `Run ${label}` }).click();
    const run = page.getByRole('alertdialog', { name: 'Run Report' });
    await expect(run.getByRole('region', { name: 'Estimate' })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, '/saved-reports with Run Report and its estimate');
    await run.getByRole('button', { name: 'No' }).click();
    await page.getByRole('button', { name: `Show details for ${label}` }).click();
    await expect(page.getByRole('combobox', { name: 'Cost cap' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "/saved-reports with a report's details and its cost cap");
    await visit(page, '/google-drive', 'My Google Drive');
    await expect(page.getByRole('list', { name: 'Folders' })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, '/google-drive');
    await visit(page, '/quota-help', 'Increase your Gemini Quota');
    await expectNoSeriousA11yViolations(page, '/quota-help');
  });

  await test.step('the Teams page with its Create Team dialog, and the team dashboard', async () => {
    await visit(page, '/teams', 'Teams');
    await expect(page.getByRole('button', { name: 'Create Team' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teams');
    await page.getByRole('button', { name: 'Create Team' }).click();
    await expect(page.getByRole('dialog', { name: 'Create Team' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/teams with Create Team open');
    await page.keyboard.press('Escape');
    await visit(page, '/team-dashboard', 'Team Dashboard');
    await expectNoSeriousA11yViolations(page, '/team-dashboard');
  });

  await test.step('the plans page and the subscription set-up', async () => {
    await visit(page, '/upgrade', 'Plans');
    await expect(page.getByRole('group', { name: 'Team Leader' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/upgrade');
    if (isMobile) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await visit(page, '/subscribe', 'Subscription');
    await expect(page.getByRole('button', { name: 'Enter card details' })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, '/subscribe with the card set-up');
  });

  await test.step('my reports and a finished report', async () => {
    await expect.poll(() => executionStatus(page, runId), { timeout: 120_000 }).toBe('success');
    await visit(page, '/my-reports', 'My Reports');
    await expect(page.getByRole('tab', { name: /^All \(\d+\)$/ })).toBeVisible();
    // On a phone every run is a card and nothing is wider than the screen.
    await expect(page.getByRole('table')).toHaveCount(isMobile ? 0 : 1);
    if (isMobile) {
      await expect(page.getByRole('article', { name: label })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await page.getByRole('button', { name: `Details of ${label}` }).click();
    await expectNoSeriousA11yViolations(page, '/my-reports with a run expanded');
    await visit(page, '/report-execution/no-such-run', 'Not Found');
    await expectNoSeriousA11yViolations(page, '/report-execution/{id} of an unknown run');
    await page.goto(`/report-execution/${runId}`);
    // Soft: should the report fail to load, axe still checks the screen shown instead.
    await expect.soft(page.getByRole('heading', { level: 1, name: label })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/report-execution/{id} of a finished run');
  });
});
