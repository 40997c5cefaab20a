import type { Browser, Page } from '@playwright/test';
import { accountExists, newPersonEmail, preAcceptCookies, signInAtGoogle } from './support/quarry';
import { expect, test } from './support/test';

/**
 * Login CSRF (docs/architecture/security.md): a sign-in return address carrying one browser's code, opened in
 * another browser, must sign nobody in there. The binding is decided on the server, so one
 * viewport proves it.
 */
const CSRF_ERROR = 'Server error (403): Invalid state parameter - possible CSRF attack';

async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await preAcceptCookies(page);
  return page;
}

const sessionOf = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/auth/session-check').then((r) => r.json() as Promise<{ hasActiveSession: boolean }>),
  );
const emailOf = (page: Page) =>
  page.evaluate(() => fetch('/api/user/profile').then((r) => r.json() as Promise<{ email?: string }>));

// Desktop only (@desktop-only): the state binding is decided on the server, whatever the viewport.
test('when a sign-in return address from one browser is opened in another, then it is refused as a possible CSRF attack, nobody is signed in or switched, and the first browser can still finish', {
  tag: '@desktop-only',
}, async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const lureEmail = newPersonEmail('lure');

  // Browser A goes through Google but never posts its code: the return address is what a lure carries.
  const a = await freshPage(browser, baseURL);
  await a.route('**/api/auth/unified-oauth', (route) => route.abort());
  await a.goto('/login');
  await a.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtGoogle(a, lureEmail);
  await a.waitForURL(/\/oauth-callback\?/);
  const lure = a.url();
  expect(new URL(lure).searchParams.get('code')).toBeTruthy();

  // Browser B, signed out, opens it: the clear error, and still no session.
  const b = await freshPage(browser, baseURL);
  await b.goto(lure);
  await expect(b.getByText(CSRF_ERROR).first()).toBeVisible();
  expect(await sessionOf(b)).toEqual({ hasActiveSession: false });

  // Browser C is signed in as the victim: the lure neither signs it out nor into the other account.
  const c = await freshPage(browser, baseURL);
  await c.goto('/login');
  await c.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtGoogle(c, 'maya.chen@northwind.test');
  await c.waitForURL(/\/(onboarding|api-key|chat-interface)$/, { timeout: 20_000 });
  await c.goto(lure);
  await expect(c.getByText(CSRF_ERROR).first()).toBeVisible();
  expect(await sessionOf(c)).toEqual({ hasActiveSession: true });
  expect(await emailOf(c)).toMatchObject({ email: 'maya.chen@northwind.test' });
  expect(accountExists(lureEmail)).toBe(false);

  // A refused attempt is no use of the state: browser A completes its own sign-in with it.
  await a.unroute('**/api/auth/unified-oauth');
  await a.goto(lure);
  await expect(a).toHaveURL(/\/onboarding$/, { timeout: 20_000 });
  expect(await emailOf(a)).toMatchObject({ email: lureEmail });
  expect(accountExists(lureEmail)).toBe(true);
});
