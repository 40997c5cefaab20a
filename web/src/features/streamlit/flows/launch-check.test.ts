import { LOGIN_REQUIRED } from '@quarry/contracts/errors';
import { describe, expect, it, vi } from 'vitest';
import { api as apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { type FakeHandler, fail, fakeApi, ok } from '@/testing/fake-api';
import { profileResponse } from '@/testing/profile';
import { recordingContext } from '@/testing/recording-context';
import { recordToasts } from '@/testing/toast-recorder';
import { type LaunchView, launchInterface, runLaunchCheck } from './launch-check';

const profile = profileResponse;

const started = ok({ url: '/analytics', message: 'Analytics ready', requiresSetup: false });
const initializing = { show: { status: 'complete', email: 'ada@example.com', url: null } };
const accessError = {
  title: 'Access Error',
  description: 'Cannot verify your setup. Redirecting to configuration.',
  variant: 'destructive',
};

async function run(handlers: Record<string, FakeHandler> = {}) {
  const toasts = recordToasts();
  const api = fakeApi({
    'GET /api/user/profile': profile(),
    'GET /api/user/key-status': ok({ totalKeys: 3 }),
    'POST /api/user/load-session-keys': ok({ message: 'Session keys loaded (3 of 3)' }),
    'POST /api/streamlit/initialize': started,
    ...handlers,
  });
  const queryClient = createQueryClient(apiClient.getQueryFn({ on401: 'throw' }));
  const { context, steps } = recordingContext<LaunchView>();
  await runLaunchCheck(queryClient, context);
  return { api, steps, toasts };
}

describe('launch page setup check, complete setup', () => {
  it('when the profile is complete and all 3 keys exist, then session keys load, the interface initializes and its address is kept', async () => {
    const { api, steps, toasts } = await run();
    expect(steps).toEqual([
      initializing,
      { show: { status: 'complete', email: 'ada@example.com', url: '/analytics' } },
    ]);
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/user/profile',
      'GET /api/user/key-status',
      'POST /api/user/load-session-keys',
      'POST /api/streamlit/initialize',
    ]);
    expect(toasts.all).toEqual([]);
  });

  it('when loading the session keys fails (first visit or expired), then the interface still initializes', async () => {
    const { api, steps, toasts } = await run({
      'POST /api/user/load-session-keys': fail(404, { message: 'No keys stored yet' }),
    });
    expect(api.callsTo('POST /api/streamlit/initialize')).toHaveLength(1);
    expect(steps.at(-1)).toEqual({
      show: { status: 'complete', email: 'ada@example.com', url: '/analytics' },
    });
    expect(toasts.all).toEqual([]);
  });

  it('when the interface answers without an address yet, then the page stays Initializing and does not leave', async () => {
    const { steps } = await run({
      'POST /api/streamlit/initialize': ok({ url: null, message: 'Starting', requiresSetup: false }),
    });
    expect(steps).toEqual([initializing, initializing]);
  });
});

describe('launch page setup check, setup missing', () => {
  it('when the profile says setup is incomplete, then Setup Required shows and /api-key opens after 1 s, without asking for keys', async () => {
    const { api, steps, toasts } = await run({
      'GET /api/user/profile': profile({ isSetupComplete: false }),
    });
    expect(toasts.all).toEqual([
      {
        title: 'Setup Required',
        description: 'You must complete Google Drive authorization and provide your Gemini API key first.',
        variant: 'destructive',
      },
    ]);
    expect(steps).toEqual([{ show: { status: 'setup-required' } }, { wait: 1000 }, { navigate: '/api-key' }]);
    expect(api.callsTo('GET /api/user/key-status')).toHaveLength(0);
  });

  it.each([
    [2, 1],
    [0, 3],
  ])(
    'when the key status says %i keys, then Setup Incomplete says %i missing and /api-key opens after 2 s',
    async (totalKeys, missing) => {
      const { api, steps, toasts } = await run({ 'GET /api/user/key-status': ok({ totalKeys }) });
      expect(toasts.all).toEqual([
        {
          title: 'Setup Incomplete',
          description: `Missing ${missing} required key(s). Redirecting to setup.`,
          variant: 'destructive',
        },
      ]);
      expect(steps).toEqual([{ wait: 2000 }, { navigate: '/api-key' }]);
      expect(api.callsTo('POST /api/user/load-session-keys')).toHaveLength(0);
      expect(api.callsTo('POST /api/streamlit/initialize')).toHaveLength(0);
    },
  );

  it('when initialize answers 403, then Setup Required shows with the server message and /api-key opens after 2 s', async () => {
    const { steps, toasts } = await run({
      'POST /api/streamlit/initialize': fail(403, {
        url: null,
        message: 'Add your Gemini API key first',
        requiresSetup: true,
      }),
    });
    expect(toasts.all).toEqual([
      { title: 'Setup Required', description: 'Add your Gemini API key first', variant: 'destructive' },
    ]);
    expect(steps).toEqual([
      initializing,
      { show: { status: 'setup-required' } },
      { wait: 2000 },
      { navigate: '/api-key' },
    ]);
  });

  it('when initialize answers 403 without a message, then Setup Required says to complete setup first', async () => {
    const { toasts } = await run({ 'POST /api/streamlit/initialize': fail(403, {}) });
    expect(toasts.all.map((toast) => toast.description)).toEqual(['Please complete your setup first.']);
  });

  it('when initialize answers 200 but says setup is required, then it is treated like the 403', async () => {
    const { steps, toasts } = await run({
      'POST /api/streamlit/initialize': ok({ url: null, message: 'Keys missing', requiresSetup: true }),
    });
    expect(toasts.titles()).toEqual(['Setup Required']);
    expect(steps.slice(1)).toEqual([
      { show: { status: 'setup-required' } },
      { wait: 2000 },
      { navigate: '/api-key' },
    ]);
  });
});

describe('launch page setup check, failures', () => {
  it.each([
    ['the profile call fails', { 'GET /api/user/profile': fail(500, { message: 'down' }) }, []],
    ['the key status call fails', { 'GET /api/user/key-status': fail(500, { message: 'kms down' }) }, []],
    [
      'initialize fails with another status',
      { 'POST /api/streamlit/initialize': fail(503, { message: 'busy' }) },
      [initializing],
    ],
    [
      'initialize answers something unexpected',
      { 'POST /api/streamlit/initialize': ok({ address: '/analytics' }) },
      [initializing],
    ],
  ])('when %s, then Access Error shows and /api-key opens after 3 s', async (_case, handlers, before) => {
    const { steps, toasts } = await run(handlers);
    expect(toasts.all).toEqual([accessError]);
    expect(steps).toEqual([...before, { wait: 3000 }, { navigate: '/api-key' }]);
  });

  it('when the session is lost, then only the API client Session Expired toast shows and the page does not navigate itself', async () => {
    const { steps, toasts } = await run({
      'GET /api/user/profile': fail(401, { message: 'Login required', errorCode: LOGIN_REQUIRED }),
    });
    expect(toasts.titles()).toEqual(['Session Expired']);
    expect(steps).toEqual([]);
  });

  it('when the session is lost while loading session keys, then initialize is not called and no Access Error follows', async () => {
    const { api, steps, toasts } = await run({
      'POST /api/user/load-session-keys': fail(401, { message: 'Login required', errorCode: LOGIN_REQUIRED }),
    });
    expect(api.callsTo('POST /api/streamlit/initialize')).toHaveLength(0);
    // The app's API client says 'Session Expired' once per page life (the test above saw it).
    expect(toasts.titles()).not.toContain('Access Error');
    expect(steps).toEqual([initializing]);
  });
});

describe('launch button', () => {
  it('when the address is known, then the interface opens in a new tab without access to this page', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const toasts = recordToasts();
    launchInterface('/analytics');
    expect(open).toHaveBeenCalledWith('/analytics', '_blank', 'noopener');
    expect(toasts.all).toEqual([]);
    open.mockRestore();
  });

  it('when the address is not known yet, then Interface Not Ready shows and nothing opens', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const toasts = recordToasts();
    launchInterface(null);
    expect(open).not.toHaveBeenCalled();
    expect(toasts.all).toEqual([
      {
        title: 'Interface Not Ready',
        description: 'Streamlit interface is still initializing. Please wait a moment.',
        variant: undefined,
      },
    ]);
    open.mockRestore();
  });
});
