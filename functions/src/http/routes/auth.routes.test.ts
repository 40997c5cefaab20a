import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '../../testing/browser-session';
import { signInAtGoogle } from '../../testing/google-sign-in';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { authorize } from '../../testing/sign-in-flow';

/**
 * Sign-in and setup through the real adapters (google-auth-library, @google/genai, KMS client)
 * against the emulators, over HTTP, as the SPA does it.
 */
let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack();
}, 60_000);
afterAll(() => stack?.stop());

const GOOD_KEY = 'AIzaSyQuarryTestKey0123456789abcdefghij';
const BAD_KEY = 'AIzaSyDOCUMENTEDxBADxKEYxFORxTESTSxxxxx';

const signIn = authorize;

describe('sign-in and setup', () => {
  it('when a new person signs in, then a creator is created who still needs Drive and a Gemini key, with a safe session cookie', async () => {
    const session = new BrowserSession(stack.app.url);
    const result = await signIn(session, 'maya.chen@northwind.test');
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      isTeamMemberSignup: false,
      needsGeminiKey: true,
      hasGoogleDriveAccess: false,
      hasEncryptedDriveToken: false,
    });
    const setCookie = result.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(
      /__session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(setCookie).not.toMatch(/Secure/);
    const profile = await session.call('GET', '/api/user/profile');
    expect(profile.json).toMatchObject({
      email: 'maya.chen@northwind.test',
      name: 'Maya Chen',
      userType: 'creator',
      isSetupComplete: false,
      isSysAdmin: false,
    });
    expect((await session.call('GET', '/api/user/key-status')).json).toEqual({ totalKeys: 0 });
  });

  it('when the creator authorizes Drive and then gives a bad and a good Gemini key, then setup completes with 3 keys', async () => {
    const session = new BrowserSession(stack.app.url);
    await signIn(session, 'sam.rivera@northwind.test');
    const drive = await signIn(session, 'sam.rivera@northwind.test', 'drive');
    expect(drive.status).toBe(200);
    const token = (await session.call('GET', '/api/v1/check-drive-token')).json;
    expect(token).toEqual({
      token_exists: true,
      scopes: expect.arrayContaining(['https://www.googleapis.com/auth/drive.readonly']),
      grantedBy: 'sam.rivera@northwind.test',
      grantedAt: expect.any(String),
      refreshable: true,
    });
    // What /drive-debug shows is about the grant, never the grant itself.
    expect(JSON.stringify(token)).not.toMatch(/refresh_token|refreshToken|1\/\//);
    expect((await session.call('GET', '/api/user/key-status')).json).toEqual({ totalKeys: 2 });

    const bad = await session.call('POST', '/api/user/gemini-key', { geminiApiKey: BAD_KEY });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('API key not valid. Please pass a valid API key.');
    expect((await session.call('GET', '/api/v1/check-gemini-key')).json).toEqual({ key_exists: false });

    const good = await session.call('POST', '/api/user/gemini-key', { geminiApiKey: `  ${GOOD_KEY} ` });
    expect(good.json).toMatchObject({ is_new_user: true, userType: 'creator' });
    expect((await session.call('GET', '/api/user/key-status')).json).toEqual({ totalKeys: 3 });
    expect((await session.call('GET', '/api/user/profile')).json).toMatchObject({ isSetupComplete: true });
    expect((await session.call('POST', '/api/user/load-session-keys')).status).toBe(200);

    const again = await signIn(new BrowserSession(stack.app.url), 'sam.rivera@northwind.test');
    expect(again.json).toMatchObject({ needsGeminiKey: false, hasGoogleDriveAccess: true });
  });

  it('when keys are stored, then the database never holds the Gemini key or the Drive token in plain text', async () => {
    const dir = stack.app.config.dataDir;
    const bytes = Buffer.concat(
      fs
        .readdirSync(dir)
        .filter((f) => f.startsWith('quarry.db'))
        .map((f) => fs.readFileSync(path.join(dir, f))),
    );
    expect(bytes.includes(Buffer.from(GOOD_KEY))).toBe(false);
    expect(bytes.includes(Buffer.from('1//'))).toBe(false);
    expect(bytes.includes(Buffer.from('ya29.'))).toBe(false);
  });

  it('when a person deletes their keys, then the count drops to 0 and setup is incomplete', async () => {
    const session = new BrowserSession(stack.app.url);
    await signIn(session, 'admin@northwind.test');
    await signIn(session, 'admin@northwind.test', 'drive');
    expect((await session.call('GET', '/api/user/key-status')).json).toEqual({ totalKeys: 2 });
    expect((await session.call('DELETE', '/api/user/keys')).status).toBe(200);
    expect((await session.call('GET', '/api/user/key-status')).json).toEqual({ totalKeys: 0 });
    expect((await session.call('GET', '/api/user/profile')).json).toMatchObject({
      isSetupComplete: false,
      isSysAdmin: true,
    });
  });

  it('when each sign-in happens, then a new session token is issued and logout kills the old one on the server', async () => {
    const first = new BrowserSession(stack.app.url);
    await signIn(first, 'leo.okafor@northwind.test');
    const second = new BrowserSession(stack.app.url);
    await signIn(second, 'leo.okafor@northwind.test');
    expect(first.cookie).not.toBe(second.cookie);
    const stale = first.cookie;
    expect((await first.call('POST', '/api/auth/logout')).status).toBe(200);
    const replay = new BrowserSession(stack.app.url);
    replay.cookie = stale;
    const denied = await replay.call('GET', '/api/user/profile');
    expect(denied.status).toBe(401);
    expect(denied.json).toEqual({ message: 'Login required', errorCode: 'LOGIN_REQUIRED' });
    expect((await replay.call('GET', '/api/auth/session-check')).json).toEqual({ hasActiveSession: false });
    expect((await second.call('GET', '/api/auth/session-check')).json).toEqual({ hasActiveSession: true });
  });

  it('when a returned state is replayed, then the second use is refused and nobody is signed in', async () => {
    const session = new BrowserSession(stack.app.url);
    const start = await session.call('POST', '/api/auth/authorization-url', { purpose: 'signin' });
    const back = await signInAtGoogle(String(start.json.url), 'leo.okafor@northwind.test');
    const body = {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      redirectUri: start.json.redirectUri,
    };
    expect((await session.call('POST', '/api/auth/unified-oauth', body)).status).toBe(200);
    const replay = new BrowserSession(stack.app.url);
    const second = await replay.call('POST', '/api/auth/unified-oauth', body);
    expect(second.status).toBe(400);
    expect(replay.cookie).toBeUndefined();
  });

  it('when the legacy page exchanges a code, then it reports whether setup is complete', async () => {
    const session = new BrowserSession(stack.app.url);
    const result = await signIn(session, 'new.person@northwind.test', 'legacy');
    expect(result.json).toEqual({
      message: 'Authentication successful',
      isSetupComplete: false,
      requiresSetup: true,
      nextStep: 'api-key',
    });
    expect((await session.call('GET', '/api/user/key-status')).json).toEqual({ totalKeys: 2 });
  });

  it('when a state-changing call comes from another site, then it gets 403 and changes nothing', async () => {
    const session = new BrowserSession(stack.app.url);
    await signIn(session, 'maya.chen@northwind.test');
    const before = (await session.call('GET', '/api/user/preferences')).json;
    const response = await fetch(`${stack.app.url}/api/user/preferences`, {
      method: 'PUT',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/json',
        cookie: session.cookie ?? '',
      },
      body: JSON.stringify({ maxKeywords: 5 }),
    });
    expect(response.status).toBe(403);
    expect((await session.call('GET', '/api/user/preferences')).json).toEqual(before);
  });

  it('when signed out, then the account calls answer 401 Login required', async () => {
    const anonymous = new BrowserSession(stack.app.url);
    for (const [method, url] of [
      ['GET', '/api/user/profile'],
      ['GET', '/api/user/key-status'],
      ['GET', '/api/user/preferences'],
      ['POST', '/api/user/gemini-key'],
      ['DELETE', '/api/user/keys'],
      ['GET', '/api/teams'],
      ['GET', '/api/v1/check-drive-token'],
    ] as const) {
      const response = await anonymous.call(method, url);
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.json.errorCode).toBe('LOGIN_REQUIRED');
    }
  });
});

describe('profile picture', () => {
  it('when a signed-in person loads their picture, then it comes from our own origin with the picture bytes, private caching and a sandboxing CSP', async () => {
    const session = new BrowserSession(stack.app.url);
    await signIn(session, 'maya.chen@northwind.test');
    const picture = String((await session.call('GET', '/api/user/profile')).json.picture);
    expect(picture).toMatch(/^\/api\/user\/picture\?v=[\w-]{12}$/);
    const response = await session.raw('GET', picture);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(await response.text()).toMatch(/^<svg[\s\S]*MC<\/text><\/svg>$/);
  });
});

describe('preferences', () => {
  it('when preferences are read first, then the spec defaults come back; a valid change is kept and a bad one changes nothing', async () => {
    const session = new BrowserSession(stack.app.url);
    await signIn(session, 'maya.chen@northwind.test');
    const initial = (await session.call('GET', '/api/user/preferences')).json.preferences;
    expect(initial).toEqual({
      deepResearch: true,
      notifyOnCompletion: false,
      chatRetentionDays: 30,
      reportRetentionDays: 365,
      timezone: 'America/Los_Angeles',
      // Not chosen yet: the person's browser zone is theirs until they pick one.
      timezoneChosen: false,
      systemQuery: '',
      maxKeywords: 30,
      enableIntroduction: true,
      enableConclusion: true,
      selectedDriveDirectories: [],
      monthlySpendAlertUsd: null,
      reportCostCapUsd: null,
    });
    const bad = await session.call('PUT', '/api/user/preferences', {
      maxKeywords: 50,
      timezone: 'Europe/Paris',
    });
    expect(bad.status).toBe(400);
    expect(String(bad.json.message)).toBe('maxKeywords must be a whole number from 5 to 30.');
    expect((await session.call('GET', '/api/user/preferences')).json.preferences).toEqual(initial);
    const good = await session.call('PUT', '/api/user/preferences', {
      chatRetentionDays: '7',
      timezone: 'Europe/Paris',
      systemQuery: 'Focus on 2026',
      selectedDriveDirectories: JSON.stringify([{ id: 'f1', name: 'Finance' }]),
    });
    expect(good.status).toBe(200);
    expect((await session.call('GET', '/api/user/preferences')).json.preferences).toMatchObject({
      chatRetentionDays: 7,
      timezone: 'Europe/Paris',
      systemQuery: 'Focus on 2026',
      selectedDriveDirectories: [{ id: 'f1', name: 'Finance' }],
      maxKeywords: 30,
    });
  });
});
