import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_STATE_KEY, startAuthorization } from '@/lib/authorization';
import { fail, fakeApi, ok } from '@/testing/fake-api';
import { recordingContext } from '@/testing/recording-context';
import { recordToasts } from '@/testing/toast-recorder';
import type { CallbackParams } from './callback-params';
import { type LegacyView, runLegacySignIn } from './legacy-sign-in';

vi.mock('@/lib/authorization', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/authorization')>()),
  startAuthorization: vi.fn(async () => {}),
}));

const noSession = ok({ hasActiveSession: false });
const params: CallbackParams = { code: 'code-9', state: 'state-9', error: null };

async function run(handlers: Parameters<typeof fakeApi>[0], callbackParams = params) {
  const api = fakeApi({ 'GET /api/auth/session-check': noSession, ...handlers });
  const { context, steps } = recordingContext<LegacyView>();
  await runLegacySignIn(callbackParams, context);
  return { api, steps };
}

beforeEach(() => {
  vi.mocked(startAuthorization).mockReset();
  sessionStorage.setItem(OAUTH_STATE_KEY, 'state-9');
});

afterEach(() => {
  sessionStorage.clear();
});

describe('legacy /oauth page', () => {
  it('when a session exists, then the chat interface opens at once and no code is posted', async () => {
    const { api, steps } = await run({ 'GET /api/auth/session-check': ok({ hasActiveSession: true }) });
    expect(steps).toEqual([{ navigate: '/chat-interface' }]);
    expect(api.callsTo('POST /api/auth/exchange-code')).toHaveLength(0);
  });

  it('when there is no code, then the legacy sign-in starts', async () => {
    const { steps } = await run({}, { code: null, state: null, error: null });
    expect(startAuthorization).toHaveBeenCalledWith('legacy');
    expect(steps).toEqual([{ show: { status: 'redirecting' } }]);
  });

  it('when the sign-in cannot start, then Authentication Failed shows and / opens after 3 s', async () => {
    vi.mocked(startAuthorization).mockRejectedValueOnce(new Error('Server unreachable'));
    const toasts = recordToasts();
    const { steps } = await run({}, { code: null, state: null, error: null });
    expect(toasts.all).toContainEqual({
      title: 'Authentication Failed',
      description: 'Server unreachable',
      variant: 'destructive',
    });
    expect(steps.slice(-2)).toEqual([{ wait: 3000 }, { navigate: '/' }]);
  });

  it('when the returned state differs from the saved one, then it is an error and nothing is posted', async () => {
    const { api, steps } = await run({}, { ...params, state: 'forged' });
    expect(steps).toEqual([
      { show: { status: 'error', message: 'Invalid state parameter - potential CSRF attack' } },
      { wait: 3000 },
      { navigate: '/' },
    ]);
    expect(api.callsTo('POST /api/auth/exchange-code')).toHaveLength(0);
  });

  it('when setup is complete, then the chat interface opens after 1.5 s', async () => {
    const { api, steps } = await run({
      'POST /api/auth/exchange-code': ok({
        message: 'Authenticated',
        isSetupComplete: true,
        requiresSetup: false,
        nextStep: 'chat',
      }),
    });
    expect(api.callsTo('POST /api/auth/exchange-code').map((call) => call.body)).toEqual([
      { code: 'code-9', state: 'state-9', redirectUri: 'http://localhost:3000/oauth' },
    ]);
    expect(steps).toEqual([
      { show: { status: 'signed-in', setupRequired: false, message: 'Authenticated' } },
      { wait: 1500 },
      { navigate: '/chat-interface' },
    ]);
  });

  it('when setup is not complete, then the key page opens after 1.5 s', async () => {
    const { steps } = await run({
      'POST /api/auth/exchange-code': ok({
        message: 'Authenticated',
        isSetupComplete: false,
        requiresSetup: true,
        nextStep: 'api-key',
      }),
    });
    expect(steps.slice(-2)).toEqual([{ wait: 1500 }, { navigate: '/api-key' }]);
  });

  it('when the exchange fails with a message, then that message shows and / opens after 3 s', async () => {
    const { steps } = await run({ 'POST /api/auth/exchange-code': fail(400, { message: 'Code expired' }) });
    expect(steps).toEqual([
      { show: { status: 'error', message: 'Code expired' } },
      { wait: 3000 },
      { navigate: '/' },
    ]);
  });

  it('when the exchange fails without a message, then it reads Token exchange failed', async () => {
    const { steps } = await run({ 'POST /api/auth/exchange-code': fail(500, {}) });
    expect(steps[0]).toEqual({ show: { status: 'error', message: 'Token exchange failed' } });
  });
});
