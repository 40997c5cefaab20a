import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningEmulators, startEmulators } from '../server';
import { DEFAULT_SECRET, DEFAULT_SITE_KEY, type SiteVerifyResult } from './recaptcha-tokens';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

/** Loads api.js the way a page does and returns the grecaptcha it defines. */
async function loadScript(baseUrl: string, siteKey = DEFAULT_SITE_KEY): Promise<Grecaptcha> {
  const src = `${baseUrl}/recaptcha/api.js?render=${siteKey}`;
  const response = await fetch(src);
  expect(response.headers.get('content-type')).toContain('text/javascript');
  const window: Record<string, unknown> = {};
  Object.assign(window, {
    window,
    document: { currentScript: { src } },
    location: { hostname: 'quarry.localhost' },
    fetch,
    URL,
    URLSearchParams,
    setTimeout,
  });
  vm.runInNewContext(await response.text(), window);
  const grecaptcha = window.grecaptcha as Grecaptcha;
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha;
}

async function siteverify(baseUrl: string, fields: Record<string, string>): Promise<SiteVerifyResult> {
  const response = await fetch(`${baseUrl}/recaptcha/api/siteverify`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return (await response.json()) as SiteVerifyResult;
}

describe('reCAPTCHA v3 emulator', () => {
  let emulators: RunningEmulators;
  beforeEach(async () => {
    emulators = await startEmulators({ port: 0 });
  });
  afterEach(() => emulators.stop());

  it('when the page script executes an action, then siteverify confirms it once with score, action and hostname', async () => {
    const grecaptcha = await loadScript(emulators.url);
    const token = await grecaptcha.execute(DEFAULT_SITE_KEY, { action: 'contact_form' });

    const verdict = await siteverify(emulators.url, {
      secret: DEFAULT_SECRET,
      response: token,
      remoteip: '127.0.0.1',
    });
    expect(verdict).toMatchObject({
      success: true,
      score: 0.9,
      action: 'contact_form',
      hostname: 'quarry.localhost',
    });
    expect(verdict.challenge_ts).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const again = await siteverify(emulators.url, { secret: DEFAULT_SECRET, response: token });
    expect(again).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it('when a token is older than two minutes, then it is refused as timeout-or-duplicate', async () => {
    const grecaptcha = await loadScript(emulators.url);
    const token = await grecaptcha.execute(DEFAULT_SITE_KEY, { action: 'contact_form' });
    const start = Date.now();
    emulators.context.now = () => start + 2 * 60 * 1000 + 1;
    expect(await siteverify(emulators.url, { secret: DEFAULT_SECRET, response: token })).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
  });

  it('when the secret is wrong or parts are missing, then siteverify names each problem', async () => {
    const grecaptcha = await loadScript(emulators.url);
    const token = await grecaptcha.execute(DEFAULT_SITE_KEY, { action: 'contact_form' });
    expect(await siteverify(emulators.url, { secret: 'wrong', response: token })).toEqual({
      success: false,
      'error-codes': ['invalid-input-secret'],
    });
    expect(await siteverify(emulators.url, {})).toEqual({
      success: false,
      'error-codes': ['missing-input-secret', 'missing-input-response'],
    });
    expect(await siteverify(emulators.url, { secret: DEFAULT_SECRET, response: 'forged' })).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
    expect((await siteverify(emulators.url, { secret: DEFAULT_SECRET, response: token })).success).toBe(true);
  });

  it('when the score control is set, then tokens issued next carry that score', async () => {
    const control = await fetch(`${emulators.url}/__control/recaptcha`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ score: 0.1 }),
    });
    expect(control.status).toBe(200);
    const grecaptcha = await loadScript(emulators.url);
    const token = await grecaptcha.execute(DEFAULT_SITE_KEY, { action: 'contact_form' });
    expect(await siteverify(emulators.url, { secret: DEFAULT_SECRET, response: token })).toMatchObject({
      success: true,
      score: 0.1,
    });
  });

  it('when the page uses an unknown site key, then execute rejects', async () => {
    const grecaptcha = await loadScript(emulators.url, 'some-other-key');
    await expect(grecaptcha.execute('some-other-key', { action: 'contact_form' })).rejects.toThrow(
      /Invalid site key/,
    );
  });

  it('when a browser asks for a token from another origin, then CORS allows it and the hostname is the page origin', async () => {
    const response = await fetch(`${emulators.url}/recaptcha/api/token`, {
      method: 'POST',
      headers: { origin: 'http://localhost:8080' },
      body: new URLSearchParams({ k: DEFAULT_SITE_KEY, action: 'contact_form' }),
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const { token } = (await response.json()) as { token: string };
    expect(await siteverify(emulators.url, { secret: DEFAULT_SECRET, response: token })).toMatchObject({
      hostname: 'localhost',
    });
  });
});
