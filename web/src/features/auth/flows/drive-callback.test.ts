import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OAUTH_STATE_KEY } from '@/lib/authorization';
import { type FakeHandler, fail, fakeApi, ok } from '@/testing/fake-api';
import { recordingContext } from '@/testing/recording-context';
import { recordToasts } from '@/testing/toast-recorder';
import type { CallbackView } from './callback-view';
import { runDriveCallback } from './drive-callback';

const params = { code: 'drive-code', state: 'drive-state', error: null };
const granted = ok({ message: 'Google Drive connected', hasGoogleDriveAccess: true });

async function run(handlers: Record<string, FakeHandler>, callbackParams: typeof params | object = params) {
  const api = fakeApi(handlers);
  const { context, steps } = recordingContext<CallbackView>();
  await runDriveCallback({ code: null, state: null, error: null, ...callbackParams }, context);
  return { api, steps };
}

beforeEach(() => {
  sessionStorage.setItem(OAUTH_STATE_KEY, 'drive-state');
});

afterEach(() => {
  sessionStorage.clear();
});

describe('drive callback success', () => {
  it('when the code is exchanged and a Gemini key exists, then the chat opens 1.5 s after success', async () => {
    const { api, steps } = await run({
      'POST /api/auth/unified-drive-oauth': granted,
      'GET /api/auth/session-check': ok({ hasActiveSession: true }),
      'GET /api/v1/check-gemini-key': ok({ key_exists: true }),
    });
    expect(api.callsTo('POST /api/auth/unified-drive-oauth').map((call) => call.body)).toEqual([
      { code: 'drive-code', state: 'drive-state', redirectUri: 'http://localhost:3000/drive-callback' },
    ]);
    expect(steps).toEqual([
      { show: { status: 'success', message: 'Google Drive connected' } },
      { wait: 1500 },
      { navigate: '/chat-interface' },
    ]);
  });

  it('when no Gemini key is stored yet, then the key page opens', async () => {
    const { steps } = await run({
      'POST /api/auth/unified-drive-oauth': granted,
      'GET /api/auth/session-check': ok({ hasActiveSession: true }),
      'GET /api/v1/check-gemini-key': ok({ key_exists: false }),
    });
    expect(steps.at(-1)).toEqual({ navigate: '/api-key' });
  });

  it('when there is no session after success, then / opens and the key is not checked', async () => {
    const { api, steps } = await run({
      'POST /api/auth/unified-drive-oauth': granted,
      'GET /api/auth/session-check': ok({ hasActiveSession: false }),
    });
    expect(steps.at(-1)).toEqual({ navigate: '/' });
    expect(api.callsTo('GET /api/v1/check-gemini-key')).toHaveLength(0);
  });

  it('when the key check fails, then / opens', async () => {
    const { steps } = await run({
      'POST /api/auth/unified-drive-oauth': granted,
      'GET /api/auth/session-check': ok({ hasActiveSession: true }),
      'GET /api/v1/check-gemini-key': fail(500, { message: 'KMS down' }),
    });
    expect(steps.at(-1)).toEqual({ navigate: '/' });
  });
});

describe('drive callback failure', () => {
  it('when Google returns an error, then the error state shows it with a toast, and nothing is posted', async () => {
    const toasts = recordToasts();
    const { api, steps } = await run({}, { error: 'access_denied' });
    expect(steps).toEqual([{ show: { status: 'error', message: 'OAuth error: access_denied' } }]);
    expect(toasts.titles()).toEqual(['Authorization Failed']);
    expect(api.calls).toHaveLength(0);
  });

  it('when no code comes back, then the error says so', async () => {
    const { steps } = await run({}, { state: 'drive-state' });
    expect(steps).toEqual([
      { show: { status: 'error', message: 'No authorization code received from Google' } },
    ]);
  });

  it('when the state differs from the saved one, then it is refused as a possible CSRF attack', async () => {
    const { api, steps } = await run({}, { ...params, state: 'forged' });
    expect(steps).toEqual([
      { show: { status: 'error', message: 'Invalid state parameter - possible CSRF attack' } },
    ]);
    expect(api.calls).toHaveLength(0);
  });

  it('when the server refuses the code, then its message shows and the page stays', async () => {
    const { steps } = await run({
      'POST /api/auth/unified-drive-oauth': fail(400, { message: 'Scope missing' }),
    });
    expect(steps).toEqual([{ show: { status: 'error', message: 'Scope missing' } }]);
  });
});

describe('drive callback without a session', () => {
  it('when the exchange answers login required, then only the Session Expired toast shows', async () => {
    const toasts = recordToasts();
    const { steps } = await run({
      'POST /api/auth/unified-drive-oauth': fail(401, {
        message: 'Login required',
        errorCode: 'LOGIN_REQUIRED',
      }),
    });
    expect(toasts.titles()).toEqual(['Session Expired']);
    expect(steps).toEqual([]);
  });
});
