import { describe, expect, it } from 'vitest';
import { api as apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { type FakeHandler, fail, fakeApi, ok } from '@/testing/fake-api';
import { recordingContext } from '@/testing/recording-context';
import { recordToasts } from '@/testing/toast-recorder';
import { type LoginView, runLoginCheck } from './login-check';

const profile = (userType: string) =>
  ok({
    email: 'u@example.com',
    name: 'U',
    userType,
    isTeamMemberOnly: false,
    isSetupComplete: true,
    isSysAdmin: false,
  });
const team = { id: 't', name: 'T', isAdmin: false, administrators: [], memberCount: 1, sharedReportCount: 1 };

async function run(handlers: Record<string, FakeHandler>, returnTo: string | null = null) {
  const api = fakeApi({ 'GET /api/auth/session-check': ok({ hasActiveSession: true }), ...handlers });
  const queryClient = createQueryClient(apiClient.getQueryFn({ on401: 'throw' }));
  const { context, steps } = recordingContext<LoginView>();
  await runLoginCheck(queryClient, context, returnTo);
  return { api, steps, queryClient };
}

describe('login page session check', () => {
  it('when there is no session, then the sign-in button is offered', async () => {
    const { steps, api } = await run({ 'GET /api/auth/session-check': ok({ hasActiveSession: false }) });
    expect(steps).toEqual([{ show: { status: 'signed-out' } }]);
    expect(api.callsTo('GET /api/user/profile')).toHaveLength(0);
  });

  it('when the session check fails, then the sign-in button is offered', async () => {
    const { steps } = await run({ 'GET /api/auth/session-check': fail(503, { message: 'down' }) });
    expect(steps).toEqual([{ show: { status: 'signed-out' } }]);
  });

  it('when a creator is signed in, then the chat interface opens without asking for teams', async () => {
    const { steps, api } = await run({ 'GET /api/user/profile': profile('creator') });
    expect(steps).toEqual([{ navigate: '/chat-interface' }]);
    expect(api.callsTo('GET /api/teams')).toHaveLength(0);
  });

  it('when a team member with a team is signed in, then the team dashboard opens', async () => {
    const { steps } = await run({
      'GET /api/user/profile': profile('team_member'),
      'GET /api/teams': ok([team]),
    });
    expect(steps).toEqual([{ navigate: '/team-dashboard' }]);
  });

  it('when a team member has no team, then No Team Access shows, they are logged out and / opens', async () => {
    const toasts = recordToasts();
    localStorage.setItem('left-over', '1');
    const { steps, api, queryClient } = await run({
      'GET /api/user/profile': profile('team_member'),
      'GET /api/teams': ok([]),
      'POST /api/auth/logout': ok({ message: 'Logged out' }),
    });
    expect(toasts.all).toEqual([
      {
        title: 'No Team Access',
        description: "You don't have access to any teams. Please contact your team administrator.",
        variant: 'destructive',
      },
    ]);
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(steps).toEqual([{ navigate: '/' }]);
  });

  it('when the teams cannot be loaded, then an error toast shows and the sign-in button is offered', async () => {
    const toasts = recordToasts();
    const { steps } = await run({
      'GET /api/user/profile': profile('team_member'),
      'GET /api/teams': fail(500, { message: 'db' }),
    });
    expect(toasts.all).toEqual([
      { title: 'Error', description: 'Failed to load your teams. Please try again.', variant: 'destructive' },
    ]);
    expect(steps).toEqual([{ show: { status: 'signed-out' } }]);
  });
});

describe('login page reached from a link opened while signed out', () => {
  it('when a creator is already signed in, then the page the link named opens', async () => {
    const { steps } = await run({ 'GET /api/user/profile': profile('creator') }, '/report-execution/abc');
    expect(steps).toEqual([{ navigate: '/report-execution/abc' }]);
  });

  it('when a team member with a team is already signed in, then the page the link named opens', async () => {
    const { steps } = await run(
      { 'GET /api/user/profile': profile('team_member'), 'GET /api/teams': ok([team]) },
      '/shared-report-view/x1',
    );
    expect(steps).toEqual([{ navigate: '/shared-report-view/x1' }]);
  });
});
