import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatedGoogleEndpoints, GoogleIdentity } from './google-identity';

/** A token endpoint answering what each test sets, to see how refresh failures are told apart. */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
const server = http.createServer((_req, res) => {
  res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
});
let identity: GoogleIdentity;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  identity = new GoogleIdentity('client', 'secret', emulatedGoogleEndpoints(url));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('GoogleIdentity.refresh', () => {
  it('when Google answers invalid_grant, then the person must re-authorize', async () => {
    answer = {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    };
    await expect(identity.refresh('1//gone')).rejects.toMatchObject({
      code: 'IDENTITY.REAUTH_REQUIRED',
      httpStatus: 401,
    });
  });

  it('when Google fails for another reason, then it is reported as unreachable, not as a lost grant', async () => {
    answer = { status: 503, body: { error: 'backend_error' } };
    await expect(identity.refresh('1//fine')).rejects.toMatchObject({
      code: 'IDENTITY.UNAVAILABLE',
      httpStatus: 502,
    });
  });

  it('when Google answers with a token, then it is returned with its expiry', async () => {
    answer = { status: 200, body: { access_token: 'ya29.new', expires_in: 3600, token_type: 'Bearer' } };
    const result = await identity.refresh('1//fine');
    expect(result.accessToken).toBe('ya29.new');
    expect(result.expiresAt).toBeGreaterThan(Date.now());
  });
});
