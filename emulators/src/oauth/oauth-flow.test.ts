import { CodeChallengeMethod } from 'google-auth-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningEmulators, startEmulators } from '../server';
import {
  clickButton,
  followWithinEmulator,
  googleClient,
  registerTestClient,
  signIn,
  TEST_CLIENT,
} from './page-driver.testing';

const SCOPES = ['openid', 'email', 'profile', 'https://www.googleapis.com/auth/drive.readonly'];
const MAYA = 'maya.chen@northwind.test';

describe('Google OAuth emulator: the authorization code flow', () => {
  let emulators: RunningEmulators;
  beforeEach(async () => {
    emulators = await startEmulators({ port: 0 });
    await registerTestClient(emulators.url);
  });
  afterEach(() => emulators.stop());

  async function authUrl(extra: Record<string, string> = {}) {
    const client = googleClient(emulators.url);
    const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
    const url = client.generateAuthUrl({
      scope: SCOPES,
      access_type: 'offline',
      prompt: 'select_account',
      state: 'state/with spaces&symbols',
      code_challenge: codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
      ...extra,
    });
    return { client, url, codeVerifier };
  }

  it('when a person picks an account and allows, then the app gets a code that buys working tokens', async () => {
    const { client, url, codeVerifier } = await authUrl();

    const chooser = await (await fetch(url)).text();
    expect(chooser).toContain('Choose an account');
    const consent = await followWithinEmulator(
      emulators.url,
      await clickButton(emulators.url, chooser, MAYA),
    );
    const consentHtml = await consent.text();
    expect(consentHtml).toContain('See and download all your Google Drive files');
    const back = await clickButton(emulators.url, consentHtml, 'Allow');
    const redirect = new URL(back.headers.get('location') ?? '');
    expect(`${redirect.origin}${redirect.pathname}`).toBe(TEST_CLIENT.redirectUri);
    expect(redirect.searchParams.get('state')).toBe('state/with spaces&symbols');

    const { tokens } = await client.getToken({ code: redirect.searchParams.get('code')!, codeVerifier });
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toMatch(/^1\/\//);
    expect(tokens.scope?.split(' ')).toContain('https://www.googleapis.com/auth/drive.readonly');
    expect(emulators.context.tokens.checkAccessToken(tokens.access_token!)?.email).toBe(MAYA);

    const ticket = await client.verifyIdToken({ idToken: tokens.id_token!, audience: TEST_CLIENT.clientId });
    expect(ticket.getPayload()).toMatchObject({ email: MAYA, email_verified: true, name: 'Maya Chen' });

    const userinfo = await fetch(`${emulators.url}/oauth2/v3/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({
      sub: ticket.getUserId(),
      email: MAYA,
      given_name: 'Maya',
      family_name: 'Chen',
    });
    const info = await client.getTokenInfo(tokens.access_token!);
    expect(info).toMatchObject({ email: MAYA, aud: TEST_CLIENT.clientId, access_type: 'offline' });
  });

  it('when the refresh token is used, then a new access token works, and after revoking it userinfo says 401', async () => {
    const { client, url, codeVerifier } = await authUrl();
    const params = await signIn(emulators.url, url, MAYA);
    const { tokens } = await client.getToken({ code: params.get('code')!, codeVerifier });

    client.setCredentials({ refresh_token: tokens.refresh_token });
    const { credentials } = await client.refreshAccessToken();
    expect(credentials.access_token).not.toBe(tokens.access_token);
    expect(emulators.context.tokens.checkAccessToken(credentials.access_token!)?.email).toBe(MAYA);

    await client.revokeToken(tokens.refresh_token!);
    const userinfo = await fetch(`${emulators.url}/oauth2/v3/userinfo`, {
      headers: { authorization: `Bearer ${credentials.access_token}` },
    });
    expect(userinfo.status).toBe(401);
    await expect(client.refreshAccessToken()).rejects.toMatchObject({ status: 400 });
  });

  it('when an e-mail is typed instead of picked, then tokens are issued for that e-mail', async () => {
    const { client, url, codeVerifier } = await authUrl();
    const chooser = await (await fetch(url)).text();
    const consent = await followWithinEmulator(
      emulators.url,
      await clickButton(emulators.url, chooser, 'Continue', { email: 'Pat.Doe@Example.com' }),
    );
    const back = await clickButton(emulators.url, await consent.text(), 'Allow');
    const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
    const { tokens } = await client.getToken({ code, codeVerifier });
    const ticket = await client.verifyIdToken({ idToken: tokens.id_token!, audience: TEST_CLIENT.clientId });
    expect(ticket.getPayload()).toMatchObject({ email: 'pat.doe@example.com', name: 'Pat Doe' });
  });

  it('when the person cancels consent, then the app gets error=access_denied with its state', async () => {
    const { url } = await authUrl();
    const chooser = await (await fetch(url)).text();
    const consent = await followWithinEmulator(
      emulators.url,
      await clickButton(emulators.url, chooser, MAYA),
    );
    const back = await clickButton(emulators.url, await consent.text(), 'Cancel');
    const params = new URL(back.headers.get('location')!).searchParams;
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('state')).toBe('state/with spaces&symbols');
    expect(params.get('code')).toBeNull();
  });

  it('when an account signs in again having consented, then consent is skipped and no new refresh token comes', async () => {
    const first = await authUrl();
    const firstCode = (await signIn(emulators.url, first.url, MAYA)).get('code')!;
    await first.client.getToken({ code: firstCode, codeVerifier: first.codeVerifier });

    const again = await authUrl();
    const chooser = await (await fetch(again.url)).text();
    const picked = await clickButton(emulators.url, chooser, MAYA);
    expect(picked.status).toBe(302);
    const code = new URL(picked.headers.get('location')!).searchParams.get('code')!;
    const { tokens } = await again.client.getToken({ code, codeVerifier: again.codeVerifier });
    expect(tokens.access_token).toMatch(/^ya29\./);
    expect(tokens.refresh_token).toBeUndefined();

    const forced = await authUrl({ prompt: 'consent' });
    const forcedCode = (await signIn(emulators.url, forced.url, MAYA)).get('code')!;
    const forcedTokens = await forced.client.getToken({
      code: forcedCode,
      codeVerifier: forced.codeVerifier,
    });
    expect(forcedTokens.tokens.refresh_token).toMatch(/^1\/\//);
  });

  it("when the expire control is called, then that account's existing access tokens stop working and a refresh gives a live one", async () => {
    const { client, url, codeVerifier } = await authUrl();
    const code = (await signIn(emulators.url, url, MAYA)).get('code')!;
    const { tokens } = await client.getToken({ code, codeVerifier });

    const control = await fetch(`${emulators.url}/__control/oauth/expire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: MAYA }),
    });
    expect(control.status).toBe(200);
    const userinfo = await fetch(`${emulators.url}/oauth2/v3/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(401);
    await expect(client.getTokenInfo(tokens.access_token!)).rejects.toMatchObject({ status: 400 });

    client.setCredentials({ refresh_token: tokens.refresh_token });
    const { credentials } = await client.refreshAccessToken();
    expect(emulators.context.tokens.checkAccessToken(credentials.access_token!)?.email).toBe(MAYA);
  });
});
