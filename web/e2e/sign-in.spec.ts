import {
  emulatorsUrl,
  expireAllSessionsOnServer,
  newPersonEmail,
  preAcceptCookies,
  signInAtGoogle,
} from './support/quarry';
import { expect, test } from './support/test';

const BAD_KEY = 'AIzaSyDOCUMENTEDxBADxKEYxFORxTESTSxxxxx';
const GOOD_KEY = 'AIzaSyQuarryJourneyKey0123456789abcdefg';

test.beforeEach(async ({ page }) => {
  await preAcceptCookies(page);
});

test('when a new person signs up, then onboarding, Drive authorization and a valid Gemini key lead to the chat; after logging out they sign straight back in', async ({
  page,
}) => {
  const email = newPersonEmail('newcomer');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtGoogle(page, email);

  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Continue to Google Drive Authorization' }).click();
  await signInAtGoogle(page, email);

  await expect(page).toHaveURL(/\/api-key$/, { timeout: 15_000 });
  await expect(page.getByText('Enter Gemini API').first()).toBeVisible();
  await page.getByLabel('Gemini API Key').fill(BAD_KEY);
  await page.getByRole('button', { name: 'Validate & Continue' }).click();
  await expect(page.getByText('Validation Failed').first()).toBeVisible();
  await expect(page).toHaveURL(/\/api-key$/);

  await page.getByLabel('Gemini API Key').fill(GOOD_KEY);
  await page.getByRole('button', { name: 'Validate & Continue' }).click();
  await expect(page.getByText('API Key Validated & Stored').first()).toBeVisible();
  await expect(page).toHaveURL(/\/chat-interface$/, { timeout: 15_000 });

  await page.getByRole('button', { name: 'Main menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => fetch('/api/auth/session-check').then((r) => r.json()))).toEqual({
    hasActiveSession: false,
  });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtGoogle(page, email);
  await expect(page).toHaveURL(/\/chat-interface$/, { timeout: 15_000 });
});

test('when the session ends on the server, then the next call shows Session Expired and asks for sign-in, to return to the page; an app page opened afterwards asks for sign-in first', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: the session's end is a server rule and one dialog; the phone's sign-in has its own journey.
  const email = newPersonEmail('expiring');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtGoogle(page, email);
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  expireAllSessionsOnServer();
  await page.getByRole('button', { name: 'Main menu' }).click();
  await page.getByRole('menuitem', { name: 'Reports' }).click();
  await expect(page.getByText('Session Expired').first()).toBeVisible();
  await expect(page.getByText('Please log in again to continue.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnTo=%2F(settings|saved-reports)$/, { timeout: 5_000 });

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fsettings$/);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test('when the contact form is sent, then the message arrives in the support mailbox and the fields clear', {
  tag: '@desktop-only',
}, async ({ page }) => {
  // @desktop-only: the mail that arrives is the same from any screen; the form is opened on a phone by the public pages' accessibility journey (a11y.spec.ts).
  const subject = `Journey ${Date.now()}`;
  await page.goto('/contact-us');
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Can reports run weekly on Mondays?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!').first()).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');

  const mailbox = await fetch(`${emulatorsUrl()}/mailbox/api/messages?to=support@quarry.test`).then((r) =>
    r.json(),
  );
  expect(mailbox.map((m: { subject: string }) => m.subject)).toContain(`[Quarry contact] ${subject}`);
  await page.goto(`${emulatorsUrl()}/mailbox`);
  await expect(page.getByText(`[Quarry contact] ${subject}`)).toBeVisible();
});
