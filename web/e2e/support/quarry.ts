import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, type Locator, type Page } from '@playwright/test';

/** What the journeys need to know about the Quarry instance global-setup started. */
export function emulatorsUrl(): string {
  const url = process.env.QUARRY_E2E_EMULATORS_URL;
  if (!url) throw new Error('QUARRY_E2E_EMULATORS_URL is not set: run through playwright.config.ts');
  return url;
}

/** A fresh address per run, so each journey meets Google's consent page as a new person does. */
/** Every Gemini answer takes this long (the emulator's latency), so a run is still going when tested. */
export async function setGeminiLatency(latencyMs: number): Promise<void> {
  const response = await fetch(`${emulatorsUrl()}/__control/gemini/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latencyMs }),
  });
  if (!response.ok) throw new Error(`gemini settings answered ${response.status}`);
}

/** Gemini allows this many calls a day per key and model (0: no limit); the reset undoes it. */
export async function setGeminiDailyLimit(rpdLimit: number): Promise<void> {
  const response = await fetch(`${emulatorsUrl()}/__control/gemini/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rpdLimit }),
  });
  if (!response.ok) throw new Error(`gemini settings answered ${response.status}`);
}

/**
 * Moves the app's clock (whose control runs the tick) to `to`: paused runs go on. The emulators'
 * clock stays: their OAuth server signs ID tokens with its own time, which the app checks against
 * the real clock (google-auth-library), so a later journey's sign-in would fail; a journey lifts the
 * Gemini limit instead of waiting for its reset. Clocks only move forward; one already past stays.
 */
export async function moveAppClockPast(page: Page, to: Date): Promise<void> {
  const app = await page.request.post('/__control/clock', { data: { to: to.toISOString() } });
  if (!app.ok() && app.status() !== 400) throw new Error(`app clock answered ${app.status()}`);
}

/**
 * Gemini answers every extraction call about the document of this name as an overloaded service
 * does, its retries included, so the run ends with that one document failed (a partial run).
 */
export async function makeGeminiFailFor(documentName: string): Promise<void> {
  const response = await fetch(`${emulatorsUrl()}/__control/gemini/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'server', task: 'extraction', documentName, count: 50 }),
  });
  if (!response.ok) throw new Error(`gemini faults answered ${response.status}`);
}

/** What the Gemini emulator was asked, oldest first: each call's task (docs/prompt-protocol.md). */
export async function geminiCalls(): Promise<{ task: string; documents: string[] }[]> {
  const response = await fetch(`${emulatorsUrl()}/__control/gemini/calls`);
  if (!response.ok) throw new Error(`gemini calls answered ${response.status}`);
  return ((await response.json()) as { calls: { task: string; documents: string[] }[] }).calls;
}

/**
 * Gemini keeps every call waiting (none answered) until `releaseGemini`, so a journey can act at a
 * known point of a run; the reset after each journey releases it too.
 */
export async function holdGemini(): Promise<void> {
  const response = await fetch(`${emulatorsUrl()}/__control/gemini/hold`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ afterAnswers: 0 }),
  });
  if (!response.ok) throw new Error(`gemini hold answered ${response.status}`);
}

export async function releaseGemini(): Promise<void> {
  const response = await fetch(`${emulatorsUrl()}/__control/gemini/release`, { method: 'POST' });
  if (!response.ok) throw new Error(`gemini release answered ${response.status}`);
}

export function newPersonEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}@northwind.test`;
}

export interface MailboxMessage {
  id: string;
  to: string[];
  subject: string;
  text: string;
}

export async function mailboxFor(address: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${emulatorsUrl()}/mailbox/api/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as MailboxMessage[];
}

/** Ends every sign-in session on the server, as an idle timeout or an administrator would. */
export function expireAllSessionsOnServer(): void {
  const dataDir = process.env.QUARRY_E2E_DATA_DIR;
  if (!dataDir) throw new Error('QUARRY_E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new DatabaseSync(path.join(dataDir, 'quarry.db'));
  try {
    db.exec('DELETE FROM "authSessions"');
  } finally {
    db.close();
  }
}

/**
 * Grants complimentary Teams access to an e-mail, as the administrator's list does (docs/decisions/admin.md brings
 * its screen); written to the app's store like an operator would.
 */
export function grantComplimentaryAccess(email: string): void {
  const dataDir = process.env.QUARRY_E2E_DATA_DIR;
  if (!dataDir) throw new Error('QUARRY_E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new DatabaseSync(path.join(dataDir, 'quarry.db'));
  try {
    const grant = { email, grantedAt: new Date().toISOString(), grantedBy: 'admin@northwind.test' };
    db.exec(
      'CREATE TABLE IF NOT EXISTS "accessGrants" (id TEXT PRIMARY KEY, version INTEGER NOT NULL, data TEXT NOT NULL)',
    );
    db.prepare('INSERT OR REPLACE INTO "accessGrants" (id, version, data) VALUES (?, 1, ?)').run(
      email,
      JSON.stringify(grant),
    );
  } finally {
    db.close();
  }
}

/** Whether Quarry holds an account for this e-mail (read from the app's store, as an operator could). */
export function accountExists(email: string): boolean {
  const dataDir = process.env.QUARRY_E2E_DATA_DIR;
  if (!dataDir) throw new Error('QUARRY_E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new DatabaseSync(path.join(dataDir, 'quarry.db'), { readOnly: true });
  try {
    const row = db
      .prepare(`SELECT count(*) AS n FROM "users" WHERE json_extract(data, '$.email') = ?`)
      .get(email.toLowerCase()) as unknown as { n: number };
    return row.n > 0;
  } finally {
    db.close();
  }
}

/** On the emulated Google pages: choose or type the account, then allow the consent if asked. */
export async function signInAtGoogle(page: Page, email: string): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(emulatorsUrl()));
  const accountButton = page.getByRole('button', { name: email, exact: true });
  if (await accountButton.count()) {
    await accountButton.click();
  } else {
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  // Google shows the consent page only until the account has granted these scopes once.
  await page.waitForURL((url) => !url.href.startsWith(emulatorsUrl()) || url.pathname.endsWith('/consent'));
  if (page.url().startsWith(emulatorsUrl())) await page.getByRole('button', { name: 'Allow' }).click();
}

export const JOURNEY_GEMINI_KEY = 'AIzaSyQuarryJourneyKey0123456789abcdefg';

/**
 * Signs a sample account in through the real pages and finishes whatever setup it still lacks
 * (Drive authorization, Gemini key), ending on /chat-interface.
 */
export async function signInReadyCreator(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtGoogle(page, email);
  await page.waitForURL(/\/(onboarding|api-key|chat-interface)$/, { timeout: 20_000 });
  if (page.url().endsWith('/onboarding')) {
    await page.getByRole('button', { name: 'Continue to Google Drive Authorization' }).click();
    await signInAtGoogle(page, email);
    await page.waitForURL(/\/(api-key|chat-interface)$/, { timeout: 20_000 });
  }
  if (page.url().endsWith('/api-key')) {
    await page.getByLabel('Gemini API Key').fill(JOURNEY_GEMINI_KEY);
    await page.getByRole('button', { name: 'Validate & Continue' }).click();
    await page.waitForURL(/\/chat-interface$/, { timeout: 20_000 });
  }
}

/** Saves cookie consent before any page loads: the banner has its own journey and would cover buttons. */
export async function preAcceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({ essential: true, analytics: false, marketing: false }),
    );
    localStorage.setItem('cookie_consent_date', new Date().toISOString());
  });
}

/** The team invitation link of the only invitation e-mail an invitee has received. */
export async function invitationLink(invitee: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [mail, ...others] = await mailboxFor(invitee);
    if (mail && others.length === 0) {
      const link = mail.text.match(/https?:\/\/\S+\/team-join\?\S+/)?.[0];
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no single invitation e-mail for ${invitee}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The invitee opens their invitation e-mail's link, signs in with Google and lands on the team dashboard. */
export async function joinFromInvitation(page: Page, invitee: string): Promise<void> {
  await page.goto(await invitationLink(invitee));
  await page.getByRole('button', { name: 'Sign in with Google to join' }).click({ timeout: 20_000 });
  await signInAtGoogle(page, invitee);
  await page.waitForURL(/\/team-dashboard/, { timeout: 20_000 });
}

/**
 * In the chat: asks `question`, searches with the suggested keywords, and waits for the documents
 * found; returns the dialog, where 'Continue' starts the run.
 */
export async function askAndSearch(page: Page, question: string): Promise<Locator> {
  const box = page.getByRole('textbox', { name: 'Question' });
  await box.fill(question);
  await box.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Search \(\d+ keywords?\)$/ }).click({ timeout: 20_000 });
  await expect(dialog.getByText(/^Found \d+ documents? matching your keywords$/)).toBeVisible({
    timeout: 20_000,
  });
  return dialog;
}
