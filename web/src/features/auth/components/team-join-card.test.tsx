import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { OAUTH_STATE_KEY } from '@/lib/authorization';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { INVITED_EMAIL_KEY, TEAM_MEMBER_SIGNUP_KEY } from '../flows/team-join';
import { RETURN_PATH_KEY } from '../utils/return-path';
import { TeamJoinCard } from './team-join-card';

beforeEach(() => {
  sessionStorage.clear();
});

const LINK = '/team-join?email=ana.invitee%40gmail.com&teamName=Recall%20Response&inviterName=Maya%20Chen';

describe('TeamJoinCard', () => {
  it('when signed out, then it names the inviter and team and signs in the invited account as a team member', async () => {
    // A same-document address: jsdom can follow it, so the test sees the browser sent on.
    const providerUrl = new URL('#google-consent', window.location.href).href;
    const api = fakeApi({
      'GET /api/auth/session-check': ok({ hasActiveSession: false }),
      'POST /api/auth/authorization-url': ok({
        url: providerUrl,
        state: 'state-123',
        redirectUri: 'http://localhost/oauth-callback',
      }),
    });
    renderRoute(<TeamJoinCard />, { path: '/team-join', url: LINK });

    expect(await screen.findByText('Maya Chen invited you to join Recall Response on Quarry.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Google to join' }));

    await waitFor(() => expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBe('state-123'));
    expect(api.callsTo('POST /api/auth/authorization-url')[0]!.body).toEqual({
      purpose: 'team_member_signup',
      invitedEmail: 'ana.invitee@gmail.com',
    });
    expect(sessionStorage.getItem(TEAM_MEMBER_SIGNUP_KEY)).toBe('true');
    expect(sessionStorage.getItem(INVITED_EMAIL_KEY)).toBe('ana.invitee@gmail.com');
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/team-dashboard');
    expect(api.callsTo('POST /api/teams/accept-invitations')).toHaveLength(0);
  });

  it('when signed in, then the invitations are accepted and the team dashboard opens', async () => {
    const api = fakeApi({
      'GET /api/auth/session-check': ok({ hasActiveSession: true }),
      'POST /api/teams/accept-invitations': ok({ acceptedCount: 1 }),
    });
    const { pathname } = renderRoute(<TeamJoinCard />, { path: '/team-join', url: LINK });
    await waitFor(() => expect(pathname()).toBe('/team-dashboard'));
    expect(api.callsTo('POST /api/teams/accept-invitations')).toHaveLength(1);
  });
  it('when signed in with another account, then it says whom the invitation is for and switching signs out and signs in the invited one', async () => {
    const providerUrl = new URL('#google-consent', window.location.href).href;
    const api = fakeApi({
      'GET /api/auth/session-check': ok({ hasActiveSession: true }),
      'POST /api/teams/accept-invitations': ok({ acceptedCount: 0 }),
      'POST /api/auth/logout': ok({ message: 'Logged out' }),
      'POST /api/auth/authorization-url': ok({
        url: providerUrl,
        state: 'state-456',
        redirectUri: 'http://localhost/oauth-callback',
      }),
    });
    renderRoute(<TeamJoinCard />, { path: '/team-join', url: LINK });

    expect(await screen.findByText(/This invitation is for ana.invitee@gmail.com/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Use another Google account' }));

    await waitFor(() => expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBe('state-456'));
    expect(api.calls.map((call) => `${call.method} ${call.url}`).slice(-2)).toEqual([
      'POST /api/auth/logout',
      'POST /api/auth/authorization-url',
    ]);
    expect(api.callsTo('POST /api/auth/authorization-url')[0]!.body).toEqual({
      purpose: 'team_member_signup',
      invitedEmail: 'ana.invitee@gmail.com',
    });
  });
});
