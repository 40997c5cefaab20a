import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNT_BEING_DELETED_TITLE } from '@quarry/contracts/account-data';
import JSZip from 'jszip';
import { expectNoSeriousA11yViolations } from './support/axe';
import { leaveRunOfDeadWorker } from './support/held-run';
import {
  accountExists,
  askAndSearch,
  JOURNEY_GEMINI_KEY,
  newPersonEmail,
  preAcceptCookies,
  signInAtGoogle,
  signInReadyCreator,
} from './support/quarry';
import { expect, test } from './support/test';

const MAYA = 'maya.chen@northwind.test';

/** Reads an API answer from the page, so the session cookie goes with it: its status and JSON body. */
async function getJson(page: Page, path: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, body: await response.json().catch(() => null) };
  }, path);
}

/** Where a completed sign-in leads. */
const SIGNED_IN_PAGE = /^\/(onboarding|api-key|chat-interface|team-dashboard)$/;

/** Signs in through the real pages: Continue with Google, then the emulator's account chooser. */
async function signInThroughPages(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtGoogle(page, email);
}

/**
 * Signs in through the real pages until the account is no longer being deleted (the callback page
 * says so calmly meanwhile, and when to try again); answers the page the sign-in led to.
 */
async function signInOnceDeleted(page: Page, email: string): Promise<string> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    await signInThroughPages(page, email);
    const waiting = page.getByRole('heading', { name: ACCOUNT_BEING_DELETED_TITLE });
    const signedIn = () => SIGNED_IN_PAGE.test(new URL(page.url()).pathname);
    await expect(async () => expect(signedIn() || (await waiting.isVisible())).toBe(true)).toPass({
      timeout: 30_000,
    });
    if (signedIn()) return new URL(page.url()).pathname;
    if (Date.now() > deadline) throw new Error(`${email} was still being deleted after three minutes`);
    await page.waitForTimeout(5000);
  }
}

/**
 * Where the 'Account Deleted' toast and the cookie banner lie, read in one go: whether the toast ends
 * above the banner, and whether each (the banner by its Accept All) is what is drawn at its middle.
 */
function toastAndBanner(page: Page) {
  return page.evaluate(() => {
    const toast = [...document.querySelectorAll('[role="region"][aria-label^="Notifications"] li')].find(
      (node) => node.textContent?.includes('Account Deleted'),
    );
    const banner = document.querySelector('[aria-label="Cookie consent"]');
    const accept = [...(banner?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Accept All',
    );
    if (!toast || !banner || !accept) return null;
    const onTop = (node: Element) => {
      const box = node.getBoundingClientRect();
      const drawn = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return drawn !== null && node.contains(drawn);
    };
    return {
      toastAboveBanner: toast.getBoundingClientRect().bottom <= banner.getBoundingClientRect().top + 1,
      toastOnTop: onTop(toast),
      bannerButtonOnTop: onTop(accept),
    };
  });
}

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test('when a creator downloads their data and then deletes their account, then the zip holds their profile and report, and signing in again starts an empty account', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: the zip and the deletion are the same on every screen; the phone checks the dialogs.
  // The sample creator whose drive has documents, so a report exists; this file runs first, and the
  // journeys after it sign her in again as the new, empty account setup makes ready.
  test.setTimeout(300_000);
  await signInReadyCreator(page, MAYA);
  const documents = await askAndSearch(page, 'What did the Ridgeline 2 recall cost, for my own records?');
  await documents.getByRole('button', { name: /^Continue \(\d+ documents?\)$/ }).click();
  await expect(page.getByText('Query Complete').first()).toBeVisible({ timeout: 60_000 });

  await test.step('Download my data builds a zip with the profile as JSON and the report as Markdown', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: /^(Download my data|Build a fresh download)$/ }).click();
    const link = page.getByRole('link', { name: /^Download .+\.zip$/ });
    await expect(link).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/available until/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/settings with a ready download');

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), link.click()]);
    const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()));
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]?.dir);
    const read = (name: string) => zip.file(name)?.async('string') ?? Promise.resolve('');
    const profileName = names.find((name) => /profile[^/]*\.json$/i.test(name));
    expect(profileName, `a profile JSON among ${names.join(', ')}`).toBeDefined();
    expect(JSON.stringify(JSON.parse(await read(profileName!)))).toContain(MAYA);
    const markdown = await Promise.all(names.filter((name) => name.endsWith('.md')).map(read));
    expect(markdown.some((text) => /Ridgeline/i.test(text))).toBe(true);
    const everything = await Promise.all(names.map(read));
    expect(everything.some((text) => text.includes(JOURNEY_GEMINI_KEY))).toBe(false);
  });

  await test.step('Delete my account, confirmed with the e-mail typed, lands at the top of / with Account Deleted, above the cookie banner', async () => {
    // A run left by a worker that died: the deletion waits out its lease, so a sign-in can meet it.
    leaveRunOfDeadWorker(MAYA, 60_000);
    await page.getByRole('button', { name: 'Delete my account' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type your e-mail address to confirm').fill(` ${MAYA.toUpperCase()} `);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    const toast = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: 'Account Deleted' });
    await expect(toast).toBeVisible();
    // A toast waits while the pointer rests on it (Radix): time to see where it lies.
    await toast.hover();
    // What this tab kept of her went, the cookie choice too: the banner asks again, beside the toast.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() => toastAndBanner(page))
      .toEqual({ toastAboveBanner: true, toastOnTop: true, bannerButtonOnTop: true });
    await expectNoSeriousA11yViolations(page, 'the landing page after deleting the account');
    expect((await getJson(page, '/api/auth/session-check')).body).toEqual({ hasActiveSession: false });
  });

  await test.step('signing in while the deletion is under way shows a calm page saying when to try again', async () => {
    await signInThroughPages(page, MAYA);
    await expect(page.getByRole('heading', { name: ACCOUNT_BEING_DELETED_TITLE })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Try signing in again after' })).toHaveText(
      /^This usually takes a few minutes\. Try signing in again after \d{1,2}:\d{2} [AP]M to start a new, empty account\.$/,
    );
    await expect(page.getByRole('heading', { name: 'Authentication Failed' })).toHaveCount(0);
    await expect(page.getByText('Authentication Failed')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'the sign-in page while the account is being deleted');
    await page.waitForTimeout(6000);
    expect(new URL(page.url()).pathname).toBe('/oauth-callback');
  });

  await test.step('signing in again starts a new account: setup again, no chats, runs, reports or download', async () => {
    expect(await signInOnceDeleted(page, MAYA)).toMatch(/^\/(onboarding|api-key)$/);
    if (page.url().endsWith('/onboarding')) {
      await page.getByRole('button', { name: 'Continue to Google Drive Authorization' }).click();
      await signInAtGoogle(page, MAYA);
      await page.waitForURL(/\/api-key$/, { timeout: 20_000 });
    }
    await page.getByLabel('Gemini API Key').fill(JOURNEY_GEMINI_KEY);
    await page.getByRole('button', { name: 'Validate & Continue' }).click();
    await page.waitForURL(/\/chat-interface$/, { timeout: 20_000 });

    expect((await getJson(page, '/api/chat/sessions')).body).toMatchObject({ sessions: [] });
    expect((await getJson(page, '/api/my-report-executions')).body).toMatchObject({ executions: [] });
    expect((await getJson(page, '/api/saved-reports')).body).toMatchObject({ reports: [] });
    expect((await getJson(page, '/api/account/data-export')).status).toBe(404);
  });
});

test('when a person opens Delete My Keys and Delete my account on a phone, then both fit a 390 px screen, pass axe, and Cancel leaves the account as it was', {
  tag: '@phone-only',
}, async ({ page }) => {
  // @phone-only: the desktop journey goes through the deletion itself; this checks the dialogs on a phone.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = newPersonEmail('settings-phone');
  await signInReadyCreator(page, email);
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page, '/settings on a phone');

  const fitsTheScreen = async (dialog: ReturnType<Page['getByRole']>) => {
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  };

  await page.getByRole('button', { name: 'Delete My Keys' }).click();
  const keys = page.getByRole('alertdialog', { name: 'Delete your encrypted keys?' });
  await expect(keys).toBeVisible();
  await fitsTheScreen(keys);
  await expectNoSeriousA11yViolations(page, 'the Delete My Keys dialog on a phone');
  await keys.getByRole('button', { name: 'Cancel' }).click();
  await expect(keys).toBeHidden();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const account = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(account).toBeVisible();
  await fitsTheScreen(account);
  await expectNoSeriousA11yViolations(page, 'the Delete my account dialog on a phone');
  await account.getByLabel('Type your e-mail address to confirm').fill(email);
  const confirm = account.getByRole('button', { name: 'Delete my account' });
  await confirm.scrollIntoViewIfNeeded();
  await expect(confirm).toBeEnabled();
  await expect(confirm).toBeInViewport();
  await account.getByRole('button', { name: 'Cancel' }).click();
  await expect(account).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible({ timeout: 20_000 });
  expect(accountExists(email)).toBe(true);
});
