import { describe, expect, it } from 'vitest';
import { type FakeHandler, fail, fakeApi, ok } from '@/testing/fake-api';
import { recordingContext } from '@/testing/recording-context';
import { recordToasts } from '@/testing/toast-recorder';
import { readInvitation, runTeamJoin, type TeamJoinView } from './team-join';

async function run(handlers: Record<string, FakeHandler>) {
  const api = fakeApi({ 'GET /api/auth/session-check': ok({ hasActiveSession: true }), ...handlers });
  const { context, steps } = recordingContext<TeamJoinView>();
  await runTeamJoin(context);
  return { api, steps };
}

describe('the invitation landing page', () => {
  it('when nobody is signed in, then Google sign-in is offered and nothing is accepted', async () => {
    const { steps, api } = await run({ 'GET /api/auth/session-check': ok({ hasActiveSession: false }) });
    expect(steps).toEqual([{ show: { status: 'signed-out' } }]);
    expect(api.callsTo('POST /api/teams/accept-invitations')).toHaveLength(0);
  });

  it('when signed in with invitations pending, then they are accepted, Invitation Accepted counts them and the dashboard opens', async () => {
    const toasts = recordToasts();
    const { steps } = await run({ 'POST /api/teams/accept-invitations': ok({ acceptedCount: 2 }) });
    expect(steps).toEqual([{ navigate: '/team-dashboard' }]);
    expect(toasts.all).toContainEqual({
      title: 'Invitation Accepted',
      description: 'You joined 2 teams.',
      variant: undefined,
    });
  });

  it('when signed in with one invitation, then the toast says one team', async () => {
    const toasts = recordToasts();
    await run({ 'POST /api/teams/accept-invitations': ok({ acceptedCount: 1 }) });
    expect(toasts.all.map((t) => t.description)).toContain('You joined 1 team.');
  });

  it('when signed in with another account than the invited one, then the page says there is nothing to accept', async () => {
    const { steps } = await run({ 'POST /api/teams/accept-invitations': ok({ acceptedCount: 0 }) });
    expect(steps).toEqual([{ show: { status: 'none-pending' } }]);
  });

  it('when accepting fails, then the server message shows', async () => {
    const { steps } = await run({
      'POST /api/teams/accept-invitations': fail(500, { message: 'Try again later' }),
    });
    expect(steps).toEqual([{ show: { status: 'error', message: 'Try again later' } }]);
  });

  it('when the link carries the invitation, then its e-mail is read trimmed and lower-cased', () => {
    expect(
      readInvitation('?email=%20Ana.Invitee%40GMAIL.com&teamName=Recall%20Response&inviterName=Maya%20Chen'),
    ).toEqual({ email: 'ana.invitee@gmail.com', teamName: 'Recall Response', inviterName: 'Maya Chen' });
    expect(readInvitation('')).toEqual({ email: '', teamName: '', inviterName: '' });
  });
});
