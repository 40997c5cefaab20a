import { CodeChallengeMethod } from 'google-auth-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningEmulators, startEmulators } from '../server';
import { clickButton, googleClient, registerTestClient, signIn, TEST_CLIENT } from './page-driver.testing';

const MAYA = 'maya.chen@northwind.test';

describe('Google OAuth emulator: refusals', () => {
  let emulators: RunningEmulators;
  beforeEach(async () => {
    emulators = await startEmulators({ port: 0 });
    await registerTestClient(emulators.url);
  });
  afterEach(() => emulators.stop());

  async function codeFor(extra: Record<string, string> = {}) {
    const client = googleClient(emulators.url);
    const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
    const url = client.generateAuthUrl({
      scope: ['openid', 'email'],
      access_type: 'offline',
      code_challenge: codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
      ...extra,
    });
    const code = (await signIn(emulators.url, url, MAYA)).get('code')!;
    return { client, code, codeVerifier };
  }

  it('when the redirect URI is not registered exactly, then an error page is shown and nothing redirects', async () => {
    const url = googleClient(emulators.url).generateAuthUrl({
      scope: 'openid',
      redirect_uri: `${TEST_CLIENT.redirectUri}/`,
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('Error 400: redirect_uri_mismatch');
  });

  it('when the client id is unknown, then the page says invalid_client', async () => {
    const response = await fetch(`${emulators.url}/o/oauth2/v2/auth?client_id=nobody&response_type=code`);
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Error 401: invalid_client');
  });

  it('when the code verifier does not match the challenge, then the exchange fails with invalid_grant', async () => {
    const { client, code } = await codeFor();
    const other = await client.generateCodeVerifierAsync();
    await expect(client.getToken({ code, codeVerifier: other.codeVerifier })).rejects.toMatchObject({
      status: 400,
      response: { data: { error: 'invalid_grant', error_description: 'Invalid code verifier.' } },
    });
  });

  it('when a code is used twice, then the second exchange fails with invalid_grant', async () => {
    const { client, code, codeVerifier } = await codeFor();
    await client.getToken({ code, codeVerifier });
    await expect(client.getToken({ code, codeVerifier })).rejects.toMatchObject({
      status: 400,
      response: { data: { error: 'invalid_grant' } },
    });
  });

  it('when a code is older than ten minutes, then it no longer buys tokens', async () => {
    const { client, code, codeVerifier } = await codeFor();
    const start = Date.now();
    emulators.context.now = () => start + 10 * 60 * 1000 + 1;
    await expect(client.getToken({ code, codeVerifier })).rejects.toMatchObject({
      response: { data: { error: 'invalid_grant' } },
    });
  });

  it('when the redirect URI at the token endpoint differs, then the exchange fails', async () => {
    const { client, code, codeVerifier } = await codeFor();
    await expect(
      client.getToken({ code, codeVerifier, redirect_uri: 'http://127.0.0.1:5999/elsewhere' }),
    ).rejects.toMatchObject({ status: 400, response: { data: { error: 'redirect_uri_mismatch' } } });
  });

  it('when the client secret is wrong, then the token endpoint answers 401 invalid_client', async () => {
    const { code, codeVerifier } = await codeFor();
    const impostor = googleClient(emulators.url, { ...TEST_CLIENT, clientSecret: 'guess' });
    await expect(impostor.getToken({ code, codeVerifier })).rejects.toMatchObject({
      status: 401,
      response: { data: { error: 'invalid_client' } },
    });
  });

  it('when the client authenticates with HTTP Basic, then the exchange works too', async () => {
    const { code, codeVerifier } = await codeFor();
    const response = await fetch(`${emulators.url}/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${TEST_CLIENT.clientId}:${TEST_CLIENT.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: codeVerifier,
        redirect_uri: TEST_CLIENT.redirectUri,
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
  });

  it('when prompt=none is asked for an account that never consented, then the app gets consent_required', async () => {
    const url = googleClient(emulators.url).generateAuthUrl({
      scope: 'openid email',
      prompt: 'none',
      login_hint: 'leo.okafor@northwind.test',
      state: 'abc',
    });
    const response = await fetch(url, { redirect: 'manual' });
    const params = new URL(response.headers.get('location')!).searchParams;
    expect(params.get('error')).toBe('consent_required');
    expect(params.get('state')).toBe('abc');
  });

  it('when an unknown token is revoked, then the answer is 400 invalid_token', async () => {
    const response = await fetch(`${emulators.url}/revoke?token=ya29.nonsense`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_token',
      error_description: 'Token expired or revoked',
    });
  });

  it('when the default client asks for an unregistered redirect, then it is refused, and a registered one is served', async () => {
    const base = `${emulators.url}/o/oauth2/v2/auth?client_id=quarry-local&response_type=code&scope=openid`;
    const good = await fetch(
      `${base}&redirect_uri=${encodeURIComponent('http://localhost:8080/oauth-callback')}`,
    );
    expect(good.status).toBe(200);
    const chooser = await good.text();
    const picked = await clickButton(emulators.url, chooser, MAYA);
    expect(picked.status).toBe(303);
    const bad = await fetch(`${base}&redirect_uri=${encodeURIComponent('http://localhost:8080/other')}`);
    expect(bad.status).toBe(400);
  });

  it('when quarry-local is registered again with another redirect URI, then that URI is accepted', async () => {
    const redirect = 'http://127.0.0.1:61234/oauth-callback';
    await fetch(`${emulators.url}/__control/oauth/clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: 'quarry-local',
        clientSecret: 'quarry-local-secret',
        redirectUris: [redirect],
      }),
    });
    const response = await fetch(
      `${emulators.url}/o/oauth2/v2/auth?client_id=quarry-local&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(redirect)}`,
    );
    expect(response.status).toBe(200);
  });
});
