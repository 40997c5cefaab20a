import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../domain/accounts/sessions';
import { BrowserSession } from '../../testing/browser-session';
import { signInAtGoogle } from '../../testing/google-sign-in';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { authorize } from '../../testing/sign-in-flow';

/**
 * Login CSRF (docs/architecture/security.md): each OAuth state is bound to the browser that asked for it, so a
 * code carried to another browser (two cookie jars here) signs nobody in and changes nothing.
 */
let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack();
}, 60_000);
afterAll(() => stack?.stop());

const CSRF_MESSAGE = 'Invalid state parameter - possible CSRF attack';
const ENDPOINTS = { signin: 'unified-oauth', legacy: 'exchange-code', drive: 'unified-drive-oauth' } as const;

/** Browser A goes through Google as `email` and stops before posting the code: what a lure link carries. */
async function capturedReturn(a: BrowserSession, email: string, purpose: keyof typeof ENDPOINTS = 'signin') {
  const start = await a.call('POST', '/api/auth/authorization-url', { purpose });
  expect(start.status).toBe(200);
  const back = await signInAtGoogle(String(start.json.url), email);
  return {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    redirectUri: String(start.json.redirectUri),
  };
}

const users = () => stack.app.deps.store.count('users');
const sessions = () => stack.app.deps.store.count('authSessions');

describe('the anonymous cookie of a sign-in start', () => {
  it('when a signed-out browser asks for the authorization URL, then it gets a safe short-lived __session cookie that signs nobody in, reused on the next start', async () => {
    const browser = new BrowserSession(stack.app.url);
    const first = await browser.call('POST', '/api/auth/authorization-url', { purpose: 'signin' });
    expect(first.headers.getSetCookie().join('\n')).toMatch(
      /^__session=[A-Za-z0-9_-]{43}; Max-Age=1800; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const anonymous = browser.cookie;
    expect((await browser.call('GET', '/api/auth/session-check')).json).toEqual({ hasActiveSession: false });
    expect((await browser.call('GET', '/api/user/profile')).status).toBe(401);

    await browser.call('POST', '/api/auth/authorization-url', { purpose: 'signin' });
    expect(browser.cookie).toBe(anonymous);
  });

  it('when the sign-in completes, then the anonymous token is replaced by a new one and no longer exists', async () => {
    const browser = new BrowserSession(stack.app.url);
    const back = await capturedReturn(browser, 'maya.chen@northwind.test');
    const anonymous = browser.cookie;
    expect((await browser.call('POST', '/api/auth/unified-oauth', back)).status).toBe(200);
    expect(browser.cookie).not.toBe(anonymous);
    const anonymousToken = String(anonymous).replace('__session=', '');
    expect(await stack.app.deps.store.get('authSessions', hashToken(anonymousToken))).toBeNull();
    const replay = new BrowserSession(stack.app.url);
    replay.cookie = anonymous;
    expect((await replay.call('POST', '/api/auth/unified-oauth', back)).status).toBe(400);
    expect((await browser.call('GET', '/api/auth/session-check')).json).toEqual({ hasActiveSession: true });
  });

  it('when the purpose is unknown, then it answers 400 and sets no cookie', async () => {
    const browser = new BrowserSession(stack.app.url);
    const before = await sessions();
    const bad = await browser.call('POST', '/api/auth/authorization-url', { purpose: 'admin' });
    expect(bad.status).toBe(400);
    expect(browser.cookie).toBeUndefined();
    expect(await sessions()).toBe(before);
  });
});

describe('a code carried to another browser', () => {
  it('when a signed-out browser posts a sign-in code started elsewhere, then it is refused with 403, gets no session, no account is made, and the rightful browser can still finish', async () => {
    const attacker = new BrowserSession(stack.app.url);
    const lure = await capturedReturn(attacker, 'mallory.lure@northwind.test');
    const [usersBefore, sessionsBefore] = [await users(), await sessions()];

    const victim = new BrowserSession(stack.app.url);
    const refused = await victim.call('POST', '/api/auth/unified-oauth', lure);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: CSRF_MESSAGE });
    expect(victim.cookie).toBeUndefined();
    expect((await victim.call('GET', '/api/auth/session-check')).json).toEqual({ hasActiveSession: false });
    expect(await users()).toBe(usersBefore);
    expect(await sessions()).toBe(sessionsBefore);
    expect(await stack.app.deps.accounts.users.findByEmail('mallory.lure@northwind.test')).toBeNull();

    // A refused attempt is no use of the state: the browser that started it signs in as itself.
    const own = await attacker.call('POST', '/api/auth/unified-oauth', lure);
    expect(own.status).toBe(200);
  });

  it('when a signed-in victim posts a sign-in or legacy code started elsewhere, then their own session and account stay as they were', async () => {
    const victim = new BrowserSession(stack.app.url);
    await authorize(victim, 'sam.rivera@northwind.test');
    const cookie = victim.cookie;
    const profile = (await victim.call('GET', '/api/user/profile')).json;

    for (const purpose of ['signin', 'legacy'] as const) {
      const lure = await capturedReturn(
        new BrowserSession(stack.app.url),
        'mallory.legacy@northwind.test',
        purpose,
      );
      const refused = await victim.call('POST', `/api/auth/${ENDPOINTS[purpose]}`, lure);
      expect(refused.status, purpose).toBe(403);
      expect(refused.json.message).toBe(CSRF_MESSAGE);
    }
    expect(victim.cookie).toBe(cookie);
    expect((await victim.call('GET', '/api/user/profile')).json).toEqual(profile);
    expect(await stack.app.deps.accounts.users.findByEmail('mallory.legacy@northwind.test')).toBeNull();
  });

  it('when a signed-in victim posts a Drive code another signed-in browser started, then no Drive grant is stored for anyone', async () => {
    const attacker = new BrowserSession(stack.app.url);
    await authorize(attacker, 'leo.okafor@northwind.test');
    const lure = await capturedReturn(attacker, 'leo.okafor@northwind.test', 'drive');

    const victim = new BrowserSession(stack.app.url);
    await authorize(victim, 'admin@northwind.test');
    const refused = await victim.call('POST', '/api/auth/unified-drive-oauth', lure);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(CSRF_MESSAGE);
    expect((await victim.call('GET', '/api/v1/check-drive-token')).json).toEqual({ token_exists: false });
    expect((await attacker.call('GET', '/api/v1/check-drive-token')).json).toEqual({ token_exists: false });
  });
});

describe('rate limit on sign-in starts', () => {
  /** One client, told apart by the address a trusted (loopback) proxy reports for it. */
  const start = (client: string) =>
    fetch(`${stack.app.url}/api/auth/authorization-url`, {
      method: 'POST',
      headers: { origin: stack.app.url, 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ purpose: 'signin' }),
    });

  it('when one client starts more sign-ins in a minute than allowed, then the next gets 429 with a message and Retry-After, stores nothing, and other clients go on', async () => {
    const { limit } = stack.app.config.rateLimits.signIn;
    for (let i = 0; i < limit; i++) expect((await start('203.0.113.7')).status).toBe(200);
    const [states, sessionsBefore] = [await stack.app.deps.store.count('oauthStates'), await sessions()];

    const refused = await start('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Too many requests. Please wait a minute and try again.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await stack.app.deps.store.count('oauthStates')).toBe(states);
    expect(await sessions()).toBe(sessionsBefore);

    expect((await start('198.51.100.2')).status).toBe(200);
  });
});
