import {
  DRIVE_FILE_AUTH_MESSAGE,
  DRIVE_FILE_AUTH_REQUIRED,
  PICKER_TOKEN_PATH,
  PickerTokenResponse,
} from '@quarry/contracts/exports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../ports/identity-provider.port';
import { BrowserSession } from '../../testing/browser-session';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { authorize } from '../../testing/sign-in-flow';

/**
 * The Google Picker's token (docs/decisions/exports.md): the signed-in person's own drive.file access token,
 * the one Google token that goes to a browser; never their read grant, never anyone else's.
 */
const MAYA = 'maya.chen@northwind.test';
const SAM = 'sam.rivera@northwind.test';

let stack: LocalStack;
let maya: BrowserSession;
let sam: BrowserSession;

/** What Google (the emulator) says the token is: whose, and for which scopes. */
async function tokenInfo(accessToken: string): Promise<{ scope: string; email?: string; sub: string }> {
  const response = await fetch(`${stack.emulators.url}/tokeninfo?access_token=${accessToken}`);
  return (await response.json()) as { scope: string; sub: string };
}

const askToken = (session: BrowserSession) => session.raw('POST', PICKER_TOKEN_PATH, {});

beforeAll(async () => {
  stack = await startLocalStack();
  maya = new BrowserSession(stack.app.url);
  sam = new BrowserSession(stack.app.url);
  for (const [session, email] of [
    [maya, MAYA],
    [sam, SAM],
  ] as const) {
    await authorize(session, email);
    await authorize(session, email, 'drive');
  }
}, 90_000);
afterAll(() => stack?.stop());

describe('POST /api/auth/picker-token', () => {
  it('when the person has not allowed Quarry to create files, then it answers 403 DRIVE_FILE_AUTH_REQUIRED and no token (not even the read grant’s)', async () => {
    // Act
    const response = await askToken(maya);

    // Assert
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: DRIVE_FILE_AUTH_MESSAGE,
      errorCode: DRIVE_FILE_AUTH_REQUIRED,
    });
  });

  it('when the person has allowed it, then it answers their own drive.file token, uncached, that Google knows as drive.file alone', async () => {
    // Arrange
    expect((await authorize(maya, MAYA, 'drive-file')).status).toBe(200);
    expect((await authorize(sam, SAM, 'drive-file')).status).toBe(200);

    // Act
    const response = await askToken(maya);

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = PickerTokenResponse.parse(await response.json());
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    const info = await tokenInfo(body.accessToken);
    expect(info.scope.split(' ')).toContain(SCOPES.driveFile);
    expect(info.scope).not.toContain('drive.readonly');
    const samToken = PickerTokenResponse.parse(await (await askToken(sam)).json()).accessToken;
    expect(samToken).not.toBe(body.accessToken);
    expect((await tokenInfo(samToken)).sub).not.toBe(info.sub);
  });

  it('when the request is not one the app makes (another origin, a form, broken JSON), then it answers 4xx and no token', async () => {
    const send = (headers: Record<string, string>, body: string) =>
      fetch(`${stack.app.url}${PICKER_TOKEN_PATH}`, {
        method: 'POST',
        headers: { cookie: maya.cookie ?? '', ...headers },
        body,
      });

    const answers = [
      await send({ origin: 'https://evil.example', 'content-type': 'application/json' }, '{}'),
      await send({ origin: stack.app.url, 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'),
      await send({ origin: stack.app.url, 'content-type': 'application/json' }, '{"token":'),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 400]);
    for (const answer of answers) expect(JSON.stringify(await answer.json())).not.toContain('ya29.');
  });

  it('when nobody is signed in, then it answers 401 and no token', async () => {
    const response = await askToken(new BrowserSession(stack.app.url));

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Login required', errorCode: 'LOGIN_REQUIRED' });
  });
});
