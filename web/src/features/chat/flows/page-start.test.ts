import { LOGIN_REQUIRED } from '@quarry/contracts/errors';
import { describe, expect, it } from 'vitest';
import { api as apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { resetEncryptionNotice } from '@/modules/account/utils/encryption-notice';
import { type FakeHandler, fail, fakeApi, ok } from '@/testing/fake-api';
import { profileResponse } from '@/testing/profile';
import { recordToasts } from '@/testing/toast-recorder';
import { type PageStartView, runPageStart } from './page-start';

const profile = profileResponse;

type Step = { show: PageStartView } | { navigate: string };

async function run(handlers: Record<string, FakeHandler>) {
  const toasts = recordToasts();
  const api = fakeApi({
    'GET /api/auth/session-check': ok({ hasActiveSession: true }),
    'GET /api/user/profile': profile(),
    'GET /api/v1/check-drive-token': ok({ token_exists: true }),
    'GET /api/v1/check-gemini-key': ok({ key_exists: true }),
    ...handlers,
  });
  const steps: Step[] = [];
  const queryClient = createQueryClient(apiClient.getQueryFn({ on401: 'throw' }));
  await runPageStart(queryClient, {
    show: (view) => steps.push({ show: view }),
    navigate: (to) => steps.push({ navigate: to }),
  });
  return { steps, toasts, api };
}

describe('chat page start', () => {
  it('when a creator with both keys and a complete setup opens the chat, then it shows with the encryption toast', async () => {
    const { steps, toasts } = await run({});
    expect(steps).toEqual([{ show: { status: 'ready' } }]);
    expect(toasts.titles()).toEqual(['Encryption Active']);
    // The spec asks for the fact, not words: said plainly, without engineers' terms (docs/decisions/web.md).
    expect(toasts.all[0]?.description).toBe(
      'Your Google Drive access and your Gemini API key are stored encrypted, and used only to answer your questions.',
    );
    expect(toasts.all[0]?.description).not.toMatch(/application-layer|zero access|user key/i);
  });

  it('when the chat is opened again in the same sign-in, then Encryption Active is not said a second time', async () => {
    await run({});

    const again = await run({});

    expect(again.steps).toEqual([{ show: { status: 'ready' } }]);
    expect(again.toasts.titles()).toEqual([]);
  });

  it('when the person signs in again, then the next chat visit says Encryption Active once more', async () => {
    await run({});

    resetEncryptionNotice();
    const afterSignIn = await run({});

    expect(afterSignIn.toasts.titles()).toEqual(['Encryption Active']);
  });

  it('when there is no session, then Authentication Required shows and / opens, without asking for keys', async () => {
    const { steps, toasts, api } = await run({
      'GET /api/auth/session-check': ok({ hasActiveSession: false }),
    });
    expect(steps).toEqual([{ navigate: '/' }]);
    expect(toasts.titles()).toEqual(['Authentication Required']);
    expect(api.callsTo('GET /api/v1/check-gemini-key')).toHaveLength(0);
  });

  it('when the session check fails, then Session Expired shows and / opens', async () => {
    const { steps, toasts } = await run({ 'GET /api/auth/session-check': fail(500, { message: 'down' }) });
    expect(steps).toEqual([{ navigate: '/' }]);
    expect(toasts.all).toEqual([
      { title: 'Session Expired', description: 'Please log in again to continue', variant: 'destructive' },
    ]);
  });

  it('when a team member opens the chat, then Creator Access Required shows and the team dashboard opens', async () => {
    const { steps, toasts } = await run({ 'GET /api/user/profile': profile({ userType: 'team_member' }) });
    expect(steps).toEqual([{ navigate: '/team-dashboard' }]);
    expect(toasts.titles()).toEqual(['Creator Access Required']);
  });

  it('when the Gemini key is missing, then Missing Keys shows and the key page opens', async () => {
    const { steps, toasts } = await run({
      'GET /api/v1/check-gemini-key': ok({ key_exists: false }),
      'GET /api/v1/check-drive-token': ok({ token_exists: false }),
    });
    expect(steps).toEqual([{ navigate: '/api-key' }]);
    expect(toasts.all).toEqual([
      { title: 'Missing Keys', description: 'Please complete your API setup', variant: 'destructive' },
    ]);
  });

  it('when the Gemini key is there but the Drive token is missing, then onboarding opens', async () => {
    const { steps, toasts } = await run({ 'GET /api/v1/check-drive-token': ok({ token_exists: false }) });
    expect(steps).toEqual([{ navigate: '/onboarding' }]);
    expect(toasts.titles()).toEqual(['Missing Keys']);
  });

  it('when both keys are there but setup is incomplete, then Setup Required shows and / opens', async () => {
    const { steps, toasts } = await run({ 'GET /api/user/profile': profile({ isSetupComplete: false }) });
    expect(steps).toEqual([{ navigate: '/' }]);
    expect(toasts.all).toEqual([
      {
        title: 'Setup Required',
        description: 'Please complete your setup before accessing the platform',
        variant: 'destructive',
      },
    ]);
  });

  it('when a key check answers 401 with requiresLogin, then Authentication Required shows and / opens', async () => {
    const { steps, toasts } = await run({
      'GET /api/v1/check-drive-token': fail(401, { message: 'Sign in again', requiresLogin: true }),
    });
    expect(steps).toEqual([{ navigate: '/' }]);
    expect(toasts.titles()).toEqual(['Authentication Required']);
  });

  it('when a key check answers 401 without requiresLogin, then Setup Required shows and / opens', async () => {
    const { steps, toasts } = await run({
      'GET /api/v1/check-gemini-key': fail(401, { message: 'No keys' }),
    });
    expect(steps).toEqual([{ navigate: '/' }]);
    expect(toasts.titles()).toEqual(['Setup Required']);
  });

  it('when the session was lost, then only the API client toast shows and the page does not navigate itself', async () => {
    const { steps, toasts } = await run({
      'GET /api/user/profile': fail(401, { message: 'Login required', errorCode: LOGIN_REQUIRED }),
    });
    expect(steps).toEqual([]);
    expect(toasts.titles()).toEqual(['Session Expired']);
  });

  it('when a key check throws, then Verification Failed shows and the page offers to try again', async () => {
    const { steps, toasts } = await run({
      'GET /api/v1/check-gemini-key': fail(500, { message: 'kms down' }),
    });
    expect(steps).toEqual([{ show: { status: 'failed' } }]);
    expect(toasts.titles()).toEqual(['Verification Failed']);
  });
});
