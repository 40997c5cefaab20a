import {
  ACCOUNT_BEING_DELETED,
  ACCOUNT_BEING_DELETED_TITLE,
  accountBeingDeletedTryAgain,
} from '@quarry/contracts/account-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_STATE_KEY } from '@/lib/authorization';
import { takeEncryptionNotice } from '@/modules/account/utils/encryption-notice';
import { fail, fakeApi, ok } from '@/testing/fake-api';
import { recordingContext } from '@/testing/recording-context';
import { recordToasts } from '@/testing/toast-recorder';
import { RETURN_PATH_KEY } from '../utils/return-path';
import type { CallbackParams } from './callback-params';
import type { CallbackView } from './callback-view';
import { runSignInCallback } from './sign-in-callback';
import { INVITED_EMAIL_KEY } from './team-join';

const creator = {
  email: 'ada@example.com',
  name: 'Ada',
  userType: 'creator',
  isTeamMemberOnly: false,
  isSetupComplete: true,
  isSysAdmin: false,
};
const signedIn = {
  isTeamMemberSignup: false,
  needsGeminiKey: false,
  hasGoogleDriveAccess: true,
  hasEncryptedDriveToken: true,
};
const params: CallbackParams = { code: 'code-1', state: 'state-1', error: null };

async function run(answer: object, profile: ReturnType<typeof ok> = ok(creator)) {
  sessionStorage.setItem(OAUTH_STATE_KEY, 'state-1');
  const api = fakeApi({ 'POST /api/auth/unified-oauth': ok(answer), 'GET /api/user/profile': profile });
  const { context, steps } = recordingContext<CallbackView>();
  await runSignInCallback(params, context);
  return { api, steps: steps.filter((step) => !('show' in step)) };
}

afterEach(() => {
  sessionStorage.clear();
});

describe('sign-in callback success', () => {
  it('when the code comes back, then code, state and the callback address are posted once', async () => {
    const { api } = await run(signedIn);
    expect(api.callsTo('POST /api/auth/unified-oauth').map((call) => call.body)).toEqual([
      { code: 'code-1', state: 'state-1', redirectUri: 'http://localhost:3000/oauth-callback' },
    ]);
  });

  it('when the sign-in succeeds, then the next chat visit says Encryption Active again', async () => {
    localStorage.setItem('encryption_notice_shown', 'true');

    await run(signedIn);

    expect(takeEncryptionNotice()).toBe(true);
  });

  it('when it is a team member sign-up, then the team dashboard opens after 2 s', async () => {
    const { steps } = await run({ ...signedIn, isTeamMemberSignup: true, needsGeminiKey: true });
    expect(steps).toEqual([{ wait: 2000 }, { navigate: '/team-dashboard' }]);
  });

  it('when the AI key is needed and drive access is missing, then onboarding opens after 2 s', async () => {
    const { steps } = await run({ ...signedIn, needsGeminiKey: true, hasGoogleDriveAccess: false });
    expect(steps).toEqual([{ wait: 2000 }, { navigate: '/onboarding' }]);
  });

  it('when the AI key is needed and the encrypted drive token is missing, then onboarding opens', async () => {
    const { steps } = await run({ ...signedIn, needsGeminiKey: true, hasEncryptedDriveToken: false });
    expect(steps).toEqual([{ wait: 2000 }, { navigate: '/onboarding' }]);
  });

  it('when the AI key is needed and drive access is complete, then the key page opens after 2 s', async () => {
    const { steps } = await run({ ...signedIn, needsGeminiKey: true });
    expect(steps).toEqual([{ wait: 2000 }, { navigate: '/api-key' }]);
  });

  it('when setup is done and the profile is a creator, then the chat interface opens after 2 s', async () => {
    const { steps } = await run(signedIn);
    expect(steps).toEqual([{ wait: 2000 }, { navigate: '/chat-interface' }]);
  });

  it('when setup is done and the profile is a team member, then the team dashboard opens', async () => {
    const { steps } = await run(signedIn, ok({ ...creator, userType: 'team_member' }));
    expect(steps).toEqual([{ wait: 2000 }, { navigate: '/team-dashboard' }]);
  });

  it('when setup is done but the profile cannot be read, then the chat interface opens', async () => {
    const { steps } = await run(signedIn, fail(500, { message: 'db down' }));
    expect(steps).toEqual([{ wait: 2000 }, { navigate: '/chat-interface' }]);
  });

  it('when the saved state differs, then only a warning is logged and sign-in goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(OAUTH_STATE_KEY, 'another-state');
    fakeApi({ 'POST /api/auth/unified-oauth': ok(signedIn), 'GET /api/user/profile': ok(creator) });
    const { context, steps } = recordingContext<CallbackView>();
    await runSignInCallback(params, context);
    expect(warn).toHaveBeenCalledOnce();
    expect(steps.at(-1)).toEqual({ navigate: '/chat-interface' });
    warn.mockRestore();
  });
});

describe('sign-in callback failure', () => {
  beforeEach(() => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'state-1');
  });

  async function failWith(callbackParams: CallbackParams) {
    const toasts = recordToasts();
    const api = fakeApi({ 'POST /api/auth/unified-oauth': fail(400, { message: 'Invalid grant' }) });
    const { context, steps } = recordingContext<CallbackView>();
    await runSignInCallback(callbackParams, context);
    return { api, steps, toasts };
  }

  it('when Google returns an error, then the error state, a toast, and / after 5 s follow, with nothing posted', async () => {
    const { api, steps, toasts } = await failWith({ code: null, state: null, error: 'access_denied' });
    expect(steps).toEqual([
      { show: { status: 'error', message: 'OAuth error: access_denied' } },
      { wait: 5000 },
      { navigate: '/' },
    ]);
    expect(toasts.all).toEqual([
      { title: 'Authentication Failed', description: 'OAuth error: access_denied', variant: 'destructive' },
    ]);
    expect(api.calls).toHaveLength(0);
  });

  it('when no code comes back, then the error says so', async () => {
    const { steps } = await failWith({ code: null, state: null, error: null });
    expect(steps[0]).toEqual({
      show: { status: 'error', message: 'No authorization code received from Google' },
    });
  });

  it('when the server refuses the code, then the error shows its status and message', async () => {
    const { steps } = await failWith(params);
    expect(steps).toEqual([
      { show: { status: 'error', message: 'Server error (400): Invalid grant' } },
      { wait: 5000 },
      { navigate: '/' },
    ]);
  });

  it('when the account is still being deleted, then a calm page says so and when to try again, with no toast and no move home', async () => {
    const toasts = recordToasts();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 7, 9, 14, 30));
    fakeApi({
      'POST /api/auth/unified-oauth': fail(409, { message: ACCOUNT_BEING_DELETED, retryAfterSeconds: 170 }),
    });
    const { context, steps } = recordingContext<CallbackView>();

    await runSignInCallback(params, context);
    vi.useRealTimers();

    expect(steps).toEqual([
      {
        show: {
          status: 'waiting',
          title: ACCOUNT_BEING_DELETED_TITLE,
          message: accountBeingDeletedTryAgain('9:18 AM'),
        },
      },
    ]);
    expect(toasts.all).toEqual([]);
  });

  it('when the server fails without a message, then the error reads Authentication failed', async () => {
    fakeApi({ 'POST /api/auth/unified-oauth': fail(502, { errorCode: 'UPSTREAM' }) });
    const { context, steps } = recordingContext<CallbackView>();
    await runSignInCallback(params, context);
    expect(steps[0]).toEqual({
      show: { status: 'error', message: 'Server error (502): Authentication failed' },
    });
  });
});

describe('sign-in callback from an invitation, with another Google account', () => {
  const refusal =
    'This invitation is for a***a@gmail.com, but you signed in as otto@gmail.com. Sign in with the invited Google account to join the team.';

  it('when the server refuses the account, then the page says whom the invitation is for and offers the switch, without a Welcome or a redirect', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'state-1');
    sessionStorage.setItem(INVITED_EMAIL_KEY, 'ana.silva@gmail.com');
    const toasts = recordToasts();
    fakeApi({
      'POST /api/auth/unified-oauth': fail(403, {
        message: refusal,
        errorCode: 'INVITATION_ACCOUNT_MISMATCH',
      }),
    });
    const { context, steps } = recordingContext<CallbackView>();

    await runSignInCallback(params, context);

    expect(steps).toEqual([
      {
        show: {
          status: 'error',
          message: refusal,
          otherAccount: { title: 'Wrong Google Account', invitedEmail: 'ana.silva@gmail.com' },
        },
      },
    ]);
    expect(toasts.all).toEqual([]);
  });
});

describe('sign-in callback after a link opened while signed out', () => {
  const returningTo = (path: string) => sessionStorage.setItem(RETURN_PATH_KEY, path);

  it('when the creator is set up, then the page the link named opens instead of the chat', async () => {
    returningTo('/report-execution/abc?tab=sources');
    const { steps } = await run(signedIn);
    expect(steps).toEqual([{ wait: 2000 }, { navigate: '/report-execution/abc?tab=sources' }]);
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it('when a team member signs up from a link, then the page the link named opens instead of the dashboard', async () => {
    returningTo('/shared-report-view/x1');
    const { steps } = await run({ ...signedIn, isTeamMemberSignup: true, needsGeminiKey: true });
    expect(steps).toEqual([{ wait: 2000 }, { navigate: '/shared-report-view/x1' }]);
  });

  it('when a creator still has setup to do, then setup comes first and the path is forgotten', async () => {
    returningTo('/report-execution/abc');
    const { steps } = await run({ ...signedIn, needsGeminiKey: true, hasGoogleDriveAccess: false });
    expect(steps).toEqual([{ wait: 2000 }, { navigate: '/onboarding' }]);
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it('when the kept path would leave the site, then the usual destination opens', async () => {
    returningTo('//evil.com/report-execution/abc');
    const { steps } = await run(signedIn);
    expect(steps.at(-1)).toEqual({ navigate: '/chat-interface' });
  });

  it('when the sign-in fails, then the path is dropped with it', async () => {
    returningTo('/report-execution/abc');
    fakeApi({
      'POST /api/auth/unified-oauth': fail(403, {
        message: 'Invalid state parameter - possible CSRF attack',
      }),
    });
    const { context, steps } = recordingContext<CallbackView>();
    await runSignInCallback(params, context);
    expect(steps[0]).toEqual({
      show: {
        status: 'error',
        message: 'Server error (403): Invalid state parameter - possible CSRF attack',
      },
    });
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });
});
