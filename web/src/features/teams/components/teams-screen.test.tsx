import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fail, fakeApi, ok } from '@/testing/fake-api';
import { profileResponse } from '@/testing/profile';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { TeamsScreen } from './teams-screen';

const team = {
  id: 't1',
  name: 'Recall Response',
  isAdmin: true,
  administrators: [{ name: 'Maya Chen', isCurrentUser: true }],
  memberCount: 2,
  sharedReportCount: 1,
};
const members = [
  {
    id: 'm1',
    email: 'maya.chen@northwind.test',
    name: 'Maya Chen',
    invitedAt: '2026-11-20T10:00:00.000Z',
    inviteStatus: 'accepted',
    role: 'admin',
    isCurrentUser: true,
  },
  {
    id: 'm2',
    email: 'theo@gmail.com',
    invitedAt: '2026-11-21T10:00:00.000Z',
    inviteStatus: 'accepted',
    role: 'member',
    isCurrentUser: false,
  },
  {
    id: 'm3',
    email: 'pending@gmail.com',
    invitedAt: '2026-11-22T10:00:00.000Z',
    inviteStatus: 'pending',
    role: 'member',
    isCurrentUser: false,
  },
];

function setup(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    'GET /api/user/profile': profileResponse(),
    'GET /api/teams': ok([team]),
    'GET /api/teams/t1/members': ok({ members }),
    ...handlers,
  });
  const view = renderRoute(<TeamsScreen />, { path: '/teams' });
  return { api, ...view };
}

async function openMembers() {
  const card = await screen.findByRole('group', { name: 'Recall Response' });
  await userEvent.click(within(card).getByRole('button', { name: 'Manage Members' }));
  return within(await screen.findByRole('dialog', { name: 'Manage Members' }));
}

describe('the Teams page', () => {
  it('when the person has no team, then No teams yet shows', async () => {
    setup({ 'GET /api/teams': ok([]) });
    expect(await screen.findByRole('heading', { name: 'No teams yet' })).toBeTruthy();
  });

  it('when a team is listed, then its card shows counts and administrators, with the administrator actions', async () => {
    setup();
    const card = within(await screen.findByRole('group', { name: 'Recall Response' }));
    expect(card.getByText('2 members')).toBeTruthy();
    expect(card.getByText('1 shared report')).toBeTruthy();
    expect(card.getByText('Maya Chen (you) · Admin')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Delete Recall Response' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'View Shared Reports' })).toBeTruthy();
  });

  it('when a plain member sees a team, then only View Shared Reports is offered', async () => {
    setup({ 'GET /api/teams': ok([{ ...team, isAdmin: false }]) });
    const card = within(await screen.findByRole('group', { name: 'Recall Response' }));
    expect(card.queryByRole('button', { name: 'Manage Members' })).toBeNull();
    expect(card.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('when a team member opens it, then the way back is the team dashboard and Become a Creator stands where Create Team was', async () => {
    setup({ 'GET /api/user/profile': profileResponse({ userType: 'team_member', isSetupComplete: false }) });

    const prompt = await screen.findByRole('region', { name: 'Create and Share Reports' });

    expect(within(prompt).getByRole('link', { name: 'Become a Creator' }).getAttribute('href')).toBe(
      '/creator-welcome',
    );
    expect(screen.getByRole('link', { name: 'Back to Team Dashboard' }).getAttribute('href')).toBe(
      '/team-dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Back to Chat' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Team' })).toBeNull();
  });

  it('when Create Team is sent empty, then Please enter a team name shows and nothing is sent', async () => {
    const { api } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Team' }));
    await userEvent.type(dialog.getByLabelText('Team name'), '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Please enter a team name')).toBeTruthy();
    expect(api.callsTo('POST /api/teams')).toHaveLength(0);
  });

  it('when a team is created, then Team Created shows and the list reloads', async () => {
    const toasts = recordToasts();
    const { api } = setup({ 'POST /api/teams': ok({ team: { id: 't2', name: 'Board' }, message: 'ok' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Team' }));
    await userEvent.type(dialog.getByLabelText('Team name'), '  Board ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(toasts.titles()).toContain('Team Created'));
    expect(api.callsTo('POST /api/teams')[0]!.body).toEqual({ name: 'Board' });
    await waitFor(() => expect(api.callsTo('GET /api/teams').length).toBeGreaterThan(1));
  });

  it('when the person has no Teams plan, then Upgrade Required shows and /subscribe opens', async () => {
    const toasts = recordToasts();
    const { pathname } = setup({
      'POST /api/teams': fail(403, {
        message: 'Teams access required: subscribe',
        errorCode: 'SUBSCRIPTION_REQUIRED',
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Team' }));
    await userEvent.type(dialog.getByLabelText('Team name'), 'Board');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(pathname()).toBe('/subscribe'));
    expect(toasts.all).toContainEqual({
      title: 'Upgrade Required',
      description: 'Upgrade to share reports with your team',
      variant: 'destructive',
    });
  });

  it('when the members dialog opens, then each member shows Accepted or Pending, and Make Admin only for accepted members', async () => {
    setup();
    const dialog = await openMembers();
    const rows = within(await dialog.findByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Admin')).toBeTruthy();
    expect(within(rows[1]!).getByText('Accepted')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Make Admin' })).toBeTruthy();
    expect(within(rows[2]!).getByText('Pending')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: 'Make Admin' })).toBeNull();
  });

  it('when an address is invited, then it is sent trimmed and lower-cased and Invitation Sent shows; a non-Gmail one is refused', async () => {
    const toasts = recordToasts();
    const { api } = setup({ 'POST /api/teams/t1/members': ok({ message: 'sent' }) });
    const dialog = await openMembers();
    const field = dialog.getByLabelText('Invite by Gmail address');
    await userEvent.type(field, 'ana@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    expect(
      await dialog.findByText('Invalid Email: Please enter a valid Gmail address (@gmail.com)'),
    ).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '  Ana.Silva@GMAIL.com ');
    await userEvent.click(dialog.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(toasts.titles()).toContain('Invitation Sent'));
    expect(api.callsTo('POST /api/teams/t1/members').map((c) => c.body)).toEqual([
      { email: 'ana.silva@gmail.com' },
    ]);
  });

  it('when a member is removed, then a confirmation comes first and Member Removed follows', async () => {
    const toasts = recordToasts();
    const { api } = setup({ 'DELETE /api/teams/t1/members/m2': ok({ message: 'removed' }) });
    const dialog = await openMembers();
    await userEvent.click(await dialog.findByRole('button', { name: 'Remove theo@gmail.com' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(api.callsTo('DELETE /api/teams/t1/members/m2')).toHaveLength(0);
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts.titles()).toContain('Member Removed'));
  });

  it('when the shared reports dialog opens, then the table lists each report with View and unshare', async () => {
    setup({
      'GET /api/teams/t1/shared-reports': ok({
        sharedReports: [
          {
            id: 's1',
            savedReportId: 'r1',
            reportName: 'Recall costs',
            shareType: 'adhoc',
            sharedAt: '2026-11-20T10:00:00.000Z',
            latestStatus: 'success',
            latestExecutionId: 'e1',
            canUnshare: true,
            isOwner: true,
            ownerName: 'Maya Chen',
          },
        ],
      }),
    });
    const card = await screen.findByRole('group', { name: 'Recall Response' });
    await userEvent.click(within(card).getByRole('button', { name: 'View Shared Reports' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Shared Reports' }));
    expect(dialog.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Report Name',
      'Type',
      'Schedule',
      'Latest Status',
      'Shared date',
      'Actions',
    ]);
    expect(await dialog.findByText('Recall costs')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/shared-report-view/e1');
    expect(dialog.getByRole('button', { name: 'Unshare' })).toBeTruthy();
  });

  it('when a scheduled report watches for changes, then the shared reports list says it e-mails only when the answer changes', async () => {
    setup({
      'GET /api/teams/t1/shared-reports': ok({
        sharedReports: [
          {
            id: 's1',
            savedReportId: 'r1',
            reportName: 'Recall digest',
            shareType: 'scheduled',
            scheduleFrequency: 'daily',
            scheduleTime: '09:00',
            scheduleTimezone: 'UTC',
            watchForChanges: true,
            sharedAt: '2026-11-20T10:00:00.000Z',
            canUnshare: true,
            isOwner: true,
            ownerName: 'Maya Chen',
          },
        ],
      }),
    });
    const card = await screen.findByRole('group', { name: 'Recall Response' });
    await userEvent.click(within(card).getByRole('button', { name: 'View Shared Reports' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Shared Reports' }));

    const schedule = (await dialog.findByText('Daily at 09:00 (UTC)')).parentElement!;
    expect(within(schedule).getByText('Only when the answer changes')).toBeTruthy();
  });

  it("when the leader's plan ended, then a banner says their schedules are paused and the shared reports say Paused instead of Next", async () => {
    setup({
      'GET /api/subscription/status': ok({ hasAccess: false, pausedSchedules: 1 }),
      'GET /api/teams/t1/shared-reports': ok({
        sharedReports: [
          {
            id: 's1',
            savedReportId: 'r1',
            reportName: 'Recall digest',
            shareType: 'scheduled',
            scheduleFrequency: 'daily',
            scheduleTime: '09:00',
            scheduleTimezone: 'UTC',
            paused: 'plan_ended',
            sharedAt: '2026-11-20T10:00:00.000Z',
            latestStatus: 'success',
            latestExecutionId: 'e1',
            canUnshare: true,
            isOwner: true,
            ownerName: 'Maya Chen',
          },
        ],
      }),
    });

    const banner = within(await screen.findByTestId('paused-schedules-banner'));
    expect(banner.getByText('Your 1 scheduled report is paused')).toBeTruthy();
    expect(banner.getByRole('link', { name: 'Renew the Teams plan' }).getAttribute('href')).toBe(
      '/subscribe',
    );
    const card = await screen.findByRole('group', { name: 'Recall Response' });
    await userEvent.click(within(card).getByRole('button', { name: 'View Shared Reports' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Shared Reports' }));
    expect(await dialog.findByText('Paused: the Teams plan ended')).toBeTruthy();
    expect(dialog.queryByText(/^Next:/)).toBeNull();
  });

  it('when a renewal failed, then the banner says so and leads to updating the payment method', async () => {
    setup({
      'GET /api/subscription/status': ok({
        hasAccess: false,
        subscriptionStatus: 'past_due',
        pausedSchedules: 2,
      }),
    });
    const banner = within(await screen.findByTestId('paused-schedules-banner'));
    expect(banner.getByText('Your 2 scheduled reports are paused')).toBeTruthy();
    expect(banner.getByText(/Your Teams plan's renewal failed/)).toBeTruthy();
    expect(banner.getByRole('link', { name: 'Update payment method' })).toBeTruthy();
  });

  it('when the person has the plan or no schedule, then no paused banner shows', async () => {
    setup({ 'GET /api/subscription/status': ok({ hasAccess: true, reason: 'active_subscription' }) });
    await screen.findByRole('group', { name: 'Recall Response' });
    expect(screen.queryByTestId('paused-schedules-banner')).toBeNull();
  });
});
