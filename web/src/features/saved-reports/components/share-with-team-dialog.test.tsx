import { SUBSCRIPTION_REQUIRED } from '@quarry/contracts/subscription';
import type { TeamSummary } from '@quarry/contracts/teams';
import { DEFAULT_PREFERENCES } from '@quarry/contracts/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browserTimeZone } from '@/lib/time-zone';
import { fail, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { savedReport, savedReportsApi } from '../testing/saved-report-fakes';
import { SavedReportsScreen } from './saved-reports-screen';

const team = (id: string, name: string, isAdmin: boolean, admins: string[]): TeamSummary => ({
  id,
  name,
  isAdmin,
  administrators: admins.map((adminName) => ({ name: adminName, isCurrentUser: adminName === 'Maya Chen' })),
  memberCount: 3,
  sharedReportCount: 0,
});

const TEAMS = [
  team('t1', 'Finance', true, ['Maya Chen']),
  team('t2', 'Legal', false, ['Raj Patel', 'Ana Ruiz']),
];

async function openShare(handlers: Parameters<typeof savedReportsApi>[1] = {}) {
  const api = savedReportsApi([savedReport('r1', { reportName: 'Quarterly' })], {
    'GET /api/teams': ok(TEAMS),
    'GET /api/subscription/status': ok({ hasAccess: true, reason: 'active_subscription' }),
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderRoute(<SavedReportsScreen />, { path: '/saved-reports' });
  await user.click(await screen.findByRole('button', { name: 'Share Quarterly' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Share with Team' }));
  return { api, user, dialog, view };
}

describe('Share with Team', () => {
  it('when a member-only team is clicked, then Permission Required names its administrators and it stays unchosen', async () => {
    const toasts = recordToasts();
    const { user, dialog } = await openShare();

    expect(dialog.getByText('Legal (Member only)')).toBeTruthy();
    await user.click(dialog.getByRole('checkbox', { name: 'Legal (Member only)' }));

    expect(toasts.all).toEqual([
      {
        title: 'Permission Required',
        description: 'You are not an administrator for Legal. Contact Raj Patel, Ana Ruiz to share reports.',
        variant: 'destructive',
      },
    ]);
    expect(dialog.getByRole('checkbox', { name: 'Legal (Member only)' }).getAttribute('data-state')).toBe(
      'unchecked',
    );
  });

  it('when no team is chosen, then No Team Selected shows and nothing is sent', async () => {
    const toasts = recordToasts();
    const { api, user, dialog } = await openShare();
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toasts.titles()).toEqual(['No Team Selected']));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('when shared on the default schedule, then it is daily at 09:00 in the browser zone, with the next three runs shown', async () => {
    const toasts = recordToasts();
    const { api, user, dialog } = await openShare({
      'POST /api/reports/r1/share': ok({ message: 'Report shared successfully', sharedReportId: 'r1_t1' }),
    });
    expect(within(dialog.getByRole('list', { name: 'Next runs' })).getAllByRole('listitem')).toHaveLength(3);
    expect(dialog.getByText(`Time zone: ${browserTimeZone()}`)).toBeTruthy();

    await user.click(dialog.getByRole('checkbox', { name: 'Finance' }));
    await user.click(dialog.getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(toasts.titles()).toEqual(['Report Shared']));
    expect(api.callsTo('POST /api/reports/r1/share').map((call) => call.body)).toEqual([
      {
        teamId: 't1',
        shareType: 'scheduled',
        scheduleFrequency: 'daily',
        scheduleTime: '09:00',
        scheduleTimezone: browserTimeZone(),
        watchForChanges: false,
        showDocumentsInSharedReports: true,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share with Team' })).toBeNull());
  });

  it('when Watch for changes is ticked on a scheduled share, then the share asks to e-mail the team only when the answer changed', async () => {
    const toasts = recordToasts();
    const { api, user, dialog } = await openShare({
      'POST /api/reports/r1/share': ok({ message: 'Report shared successfully', sharedReportId: 'r1_t1' }),
    });
    const watch = dialog.getByRole('checkbox', { name: 'Watch for changes' });
    expect(watch.getAttribute('data-state')).toBe('unchecked');
    expect(
      dialog.getByRole('checkbox', { description: 'E-mail the team only when the answer changed.' }),
    ).toBe(watch);

    await user.click(watch);
    await user.click(dialog.getByRole('checkbox', { name: 'Finance' }));
    await user.click(dialog.getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(toasts.titles()).toEqual(['Report Shared']));
    expect(api.callsTo('POST /api/reports/r1/share')[0]?.body).toMatchObject({
      shareType: 'scheduled',
      watchForChanges: true,
    });
  });

  it('when the Teams plan is missing, then Upgrade Required shows and the person goes to /subscribe', async () => {
    const toasts = recordToasts();
    const { user, dialog, view } = await openShare({
      'POST /api/reports/r1/share': fail(403, {
        message: 'Teams access required',
        errorCode: SUBSCRIPTION_REQUIRED,
      }),
    });
    await user.click(dialog.getByRole('checkbox', { name: 'Finance' }));
    await user.click(dialog.getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(toasts.titles()).toEqual(['Upgrade Required']));
    await waitFor(() => expect(view.pathname()).toBe('/subscribe'));
  });

  it('when Add Team creates a team, then Share with Team comes back with it chosen', async () => {
    const { api, user } = await openShare({
      'POST /api/teams/quick-create': ok({ team: { id: 't3', name: 'Audit' }, message: 'Team created' }),
    });
    await user.click(screen.getByRole('button', { name: 'Add Team' }));
    const add = within(await screen.findByRole('dialog', { name: 'Add Team' }));
    await user.click(add.getByRole('button', { name: 'Create Team' }));
    expect(await add.findByText('Please enter a team name')).toBeTruthy();
    api.set('GET /api/teams', ok([...TEAMS, team('t3', 'Audit', true, ['Maya Chen'])]));
    await user.type(add.getByLabelText('Team name'), '  Audit ');
    await user.click(add.getByRole('button', { name: 'Create Team' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Share with Team' }));
    await waitFor(() =>
      expect(dialog.getByRole('checkbox', { name: 'Audit' }).getAttribute('data-state')).toBe('checked'),
    );
    expect(api.callsTo('POST /api/teams/quick-create').map((call) => call.body)).toEqual([{ name: 'Audit' }]);
  });

  it('when the person chose a zone in /settings, then the schedule is in that zone, shown and sent, whatever the browser’s', async () => {
    // Arrange: a zone no test machine runs in, chosen by the person.
    const preferences = { timezone: 'Pacific/Chatham', timezoneChosen: true };
    const { api, user, dialog } = await openShare({
      'GET /api/user/preferences': ok({ preferences: { ...DEFAULT_PREFERENCES, ...preferences } }),
      'POST /api/reports/r1/share': ok({ message: 'Report shared successfully', sharedReportId: 'r1_t1' }),
    });

    // Act
    await user.click(dialog.getByRole('checkbox', { name: 'Finance' }));
    expect(await dialog.findByText('Time zone: Pacific/Chatham')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Share' }));

    // Assert
    await waitFor(() => expect(api.callsTo('POST /api/reports/r1/share')).toHaveLength(1));
    expect(api.callsTo('POST /api/reports/r1/share')[0]?.body).toMatchObject({
      scheduleTimezone: 'Pacific/Chatham',
    });
  });
});
