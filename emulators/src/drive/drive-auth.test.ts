import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DriveHarness, failure, MAYA, startDrive } from './drive-test-setup';

let harness: DriveHarness;

beforeAll(async () => {
  harness = await startDrive();
});
afterAll(() => harness.stop());

const UNAUTHENTICATED = {
  error: {
    code: 401,
    message:
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    errors: [
      {
        message: 'Invalid Credentials',
        domain: 'global',
        reason: 'authError',
        location: 'Authorization',
        locationType: 'header',
      },
    ],
    status: 'UNAUTHENTICATED',
  },
};

describe('Drive authorization', () => {
  it('when the token has been revoked, then Drive answers 401 with Google’s error body', async () => {
    const { drive, token } = harness.driveFor(MAYA);
    await drive.files.list({ pageSize: 1 });
    harness.emulators.context.tokens.revoke(token);
    const error = await failure(drive.files.list({ pageSize: 1 }));
    expect(error.response?.status).toBe(401);
    expect(error.response?.data).toEqual(UNAUTHENTICATED);
  });

  it('when the token has expired, then Drive answers 401', async () => {
    const { drive } = harness.driveFor('sam.rivera@northwind.test');
    await drive.files.list({ pageSize: 1 });
    harness.emulators.context.tokens.expireAccessTokens('sam.rivera@northwind.test');
    const error = await failure(drive.files.list({ pageSize: 1 }));
    expect(error.response?.status).toBe(401);
    expect(error.response?.data).toEqual(UNAUTHENTICATED);
  });

  it('when no token is sent, then Drive answers 401', async () => {
    const response = await fetch(`${harness.emulators.url}/drive/v3/files`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHENTICATED);
  });

  it('when the token lacks a Drive scope, then Drive answers 403 insufficientPermissions', async () => {
    const { drive } = harness.driveFor(MAYA, ['openid', 'email', 'profile']);
    const error = await failure(drive.files.list({}));
    expect(error.response?.status).toBe(403);
    expect(error.response?.data).toMatchObject({
      error: { code: 403, errors: [{ reason: 'insufficientPermissions' }], status: 'PERMISSION_DENIED' },
    });
  });

  it('when the token has the full drive scope, then reads are allowed', async () => {
    const { drive } = harness.driveFor(MAYA, ['https://www.googleapis.com/auth/drive']);
    const { data } = await drive.files.list({ q: "name = 'Finance'" });
    expect(data.files?.map((f) => f.name)).toEqual(['Finance']);
  });

  it('when the account has no folder on disk, then its drive is empty', async () => {
    for (const email of ['leo.okafor@northwind.test', 'someone.else@example.test']) {
      const { drive } = harness.driveFor(email);
      const { data } = await drive.files.list({ q: "fullText contains 'recall'" });
      expect(data.files).toEqual([]);
      expect((await drive.files.list({})).data.files).toEqual([]);
    }
  });
});
