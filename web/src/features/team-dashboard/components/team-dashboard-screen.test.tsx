import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { type FakeHandler, fail, fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { TeamDashboardScreen } from './team-dashboard-screen';

const profile = (userType: string) => ({
  email: 'theo@gmail.com',
  name: 'Theo',
  userType,
  isTeamMemberOnly: userType === 'team_member',
  isSetupComplete: false,
  isSysAdmin: false,
});
const team = (id: string, name: string) => ({
  id,
  name,
  isAdmin: false,
  administrators: [{ name: 'Maya Chen', isCurrentUser: false }],
  memberCount: 2,
  sharedReportCount: 2,
});
const report = (id: string, reportName: string, shareType = 'adhoc') => ({
  id,
  savedReportId: `saved-${id}`,
  reportName,
  shareType,
  ...(shareType === 'scheduled'
    ? { scheduleFrequency: 'daily', scheduleTime: '09:00', scheduleTimezone: 'Europe/London' }
    : {}),
  sharedAt: '2026-11-20T10:00:00.000Z',
  canUnshare: false,
  isOwner: false,
  ownerName: 'Maya Chen',
});
const run = (id: string, status: string, extra: object = {}) => ({
  id,
  status,
  progress: status === 'success' ? 100 : 0,
  executedAt: '2026-11-23T10:00:00.000Z',
  result: status === 'success' ? '<p>The recall cost $1.2M [1].</p>' : null,
  errorMessage: status === 'failed' ? 'No documents matched' : null,
  reportName: 'Recall costs',
  runBy: 'Theo',
  canDelete: status === 'failed',
  ...extra,
});

function setup(handlers: Record<string, FakeHandler> = {}, url = '/team-dashboard') {
  const api = fakeApi({
    'GET /api/user/profile': ok(profile('team_member')),
    'GET /api/teams': ok([team('t1', 'Recall Response')]),
    'GET /api/teams/t1/shared-reports': ok({
      sharedReports: [report('s2', 'Weekly sales', 'scheduled'), report('s1', 'Recall costs')].sort((a, b) =>
        a.reportName.localeCompare(b.reportName),
      ),
    }),
    'GET /api/shared-reports/s1/executions': ok({ executions: [run('e2', 'success'), run('e1', 'failed')] }),
    'GET /api/shared-report-execution/e2/view': ok({
      execution: { ...run('e2', 'success'), teamId: 't1', sharedReportId: 's1' },
    }),
    'GET /api/shared-report-execution/e1/view': ok({
      execution: { ...run('e1', 'failed'), teamId: 't1', sharedReportId: 's1' },
    }),
    ...handlers,
  });
  const view = renderRoute(<TeamDashboardScreen />, { path: '/team-dashboard', url });
  return { api, ...view };
}

describe('the team dashboard', () => {
  it('when the person has one team, then it opens itself and lists its reports by name', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Reports of Recall Response' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Recall costsOn demand', 'Weekly salesScheduled']);
  });

  it('when a report is chosen, then its history shows, newest first, with the latest result as a report', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: /Recall costs/ }));
    const history = await screen.findByRole('list', { name: 'Run history' });
    expect(history.className).toContain('max-h-[300px]');
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    const article = await screen.findByRole('article', { name: 'Report' });
    expect(article.textContent).toContain('The recall cost $1.2M');
  });

  it("when Gemini's daily quota paused a run, then its history line shows it paused until when it goes on, in local time, not running", async () => {
    const pausedUntil = new Date(2026, 0, 16, 0, 5).toISOString();
    setup({
      'GET /api/shared-reports/s1/executions': ok({
        executions: [run('e3', 'running', { progress: 40, pausedUntil }), run('e2', 'success')],
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Recall costs/ }));
    const history = await screen.findByRole('list', { name: 'Run history' });
    const [paused] = within(history).getAllByRole('listitem');
    expect(within(paused!).getByText('Paused until Jan 16, 12:05 AM')).toBeTruthy();
    expect(within(paused!).queryByText(/Running/)).toBeNull();
    expect(
      within(paused!).getByText(
        "Gemini's daily quota for the key of whoever ran it is used up. This report goes on at Jan 16, 12:05 AM (your time), when it resets.",
      ),
    ).toBeTruthy();
  });

  it('when the latest run could not read one of its documents, then its history line and its report both say so', async () => {
    // Arrange
    const summary = '9 of 10 documents read; 1 failed: Gemini was unavailable';
    const documentsOutcome = { total: 10, read: 9, failed: 1, summary };
    setup({
      'GET /api/shared-reports/s1/executions': ok({
        executions: [run('e2', 'success', { documentsOutcome })],
      }),
      'GET /api/shared-report-execution/e2/view': ok({
        execution: { ...run('e2', 'success', { documentsOutcome }), teamId: 't1', sharedReportId: 's1' },
      }),
    });

    // Act
    await userEvent.click(await screen.findByRole('button', { name: /Recall costs/ }));

    // Assert
    const history = await screen.findByRole('list', { name: 'Run history' });
    expect(within(history).getByText(summary)).toBeTruthy();
    await screen.findByRole('article', { name: 'Report' });
    expect(screen.getAllByText(summary)).toHaveLength(2);
  });

  it('when Run Report is pressed, then the run starts and Report Running shows', async () => {
    const toasts = recordToasts();
    const { api } = setup({
      'POST /api/shared-reports/s1/execute': ok({ executionId: 'e3', message: 'Report running' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Recall costs/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Run Report' }));
    await waitFor(() => expect(toasts.titles()).toContain('Report Running'));
    expect(api.callsTo('POST /api/shared-reports/s1/execute')).toHaveLength(1);
  });

  it('when Run Report is double-tapped before the page re-renders, then one run starts, with an Idempotency-Key', async () => {
    const toasts = recordToasts();
    const { api } = setup({
      'POST /api/shared-reports/s1/execute': ok({ executionId: 'e3', message: 'Report running' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Recall costs/ }));
    const button = await screen.findByRole('button', { name: 'Run Report' });

    // Two taps in one task, as a fast double tap lands before React shows the button disabled.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });

    await waitFor(() => expect(toasts.titles()).toContain('Report Running'));
    const calls = api.callsTo('POST /api/shared-reports/s1/execute');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the member has no Gemini key, then Gemini API Key Required shows and /api-key opens after 1.5 s', async () => {
    const toasts = recordToasts();
    const { pathname } = setup({
      'POST /api/shared-reports/s1/execute': fail(400, {
        message: 'Gemini API key required: add your own key to run shared reports.',
        errorCode: 'GEMINI_KEY_REQUIRED',
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Recall costs/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Run Report' }));
    await waitFor(() =>
      expect(toasts.all).toContainEqual({
        title: 'Gemini API Key Required',
        description: 'You need to provide your Gemini API key to run reports. Redirecting...',
        variant: 'destructive',
      }),
    );
    expect(pathname()).toBe('/team-dashboard');
    await waitFor(() => expect(pathname()).toBe('/api-key'), { timeout: 3000 });
  });

  it('when a run failed, then it can be deleted after a confirmation', async () => {
    const toasts = recordToasts();
    const { api } = setup({ 'DELETE /api/shared-report-execution/e1': ok({ message: 'Deleted' }) });
    await userEvent.click(await screen.findByRole('button', { name: /Recall costs/ }));
    const remove = await screen.findByRole('button', { name: /^Delete the run of/ });
    expect(screen.getAllByRole('button', { name: /^Delete the run of/ })).toHaveLength(1);
    await userEvent.click(remove);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toasts.titles()).toContain('Deleted'));
    expect(api.callsTo('DELETE /api/shared-report-execution/e1')).toHaveLength(1);
  });

  it('when opened with ?reportId=, then that report is chosen on arrival', async () => {
    setup({}, '/team-dashboard?reportId=s1');
    expect(await screen.findByRole('heading', { name: 'Recall costs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run Report' })).toBeTruthy();
  });

  it('when opened with ?reportId= by someone in several teams, then that report is chosen on arrival, whichever team holds it', async () => {
    setup(
      {
        'GET /api/teams': ok([team('t0', 'Audit Desk'), team('t1', 'Recall Response')]),
        'GET /api/teams/t0/shared-reports': ok({ sharedReports: [report('s9', 'Audit trail')] }),
      },
      '/team-dashboard?reportId=s1',
    );
    expect(await screen.findByRole('heading', { name: 'Recall costs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run Report' })).toBeTruthy();
  });

  it('when a team member opens it, then the Create and Share Reports prompt leads to /creator-welcome; a creator does not see it', async () => {
    setup();
    const prompt = await screen.findByRole('region', { name: 'Create and Share Reports' });
    expect(within(prompt).getByRole('link', { name: 'Become a Creator' }).getAttribute('href')).toBe(
      '/creator-welcome',
    );
  });

  it('when a creator opens it, then there is no prompt', async () => {
    setup({ 'GET /api/user/profile': ok(profile('creator')) });
    await screen.findByRole('list', { name: 'Reports of Recall Response' });
    expect(screen.queryByRole('region', { name: 'Create and Share Reports' })).toBeNull();
  });

  it('when a team member has no team left, then No Team Access shows, they are logged out and / opens', async () => {
    const toasts = recordToasts();
    const { api, pathname } = setup({
      'GET /api/teams': ok([]),
      'POST /api/auth/logout': ok({ message: 'Logged out' }),
    });

    await waitFor(() => expect(pathname()).toBe('/'));

    expect(toasts.all).toContainEqual({
      title: 'No Team Access',
      description: "You don't have access to any teams. Please contact your team administrator.",
      variant: 'destructive',
    });
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
  });

  it('when a creator has no team, then the dashboard stays and says so', async () => {
    const { api } = setup({ 'GET /api/user/profile': ok(profile('creator')), 'GET /api/teams': ok([]) });

    expect(await screen.findByText(/You are not in any team yet/)).toBeTruthy();

    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(0);
  });

  it('when the owner chooses their scheduled report, then Run Now starts a run', async () => {
    const { api } = setup({
      'GET /api/teams/t1/shared-reports': ok({
        sharedReports: [{ ...report('s2', 'Weekly sales', 'scheduled'), isOwner: true }],
      }),
      'GET /api/shared-reports/s2/executions': ok({ executions: [] }),
      'POST /api/shared-reports/s2/execute': ok({ executionId: 'e9', message: 'Report running' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Weekly sales/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Run Now' }));
    await waitFor(() => expect(api.callsTo('POST /api/shared-reports/s2/execute')).toHaveLength(1));
  });

  it('when a scheduled report is chosen, then it shows its schedule and no run action', async () => {
    setup({ 'GET /api/shared-reports/s2/executions': ok({ executions: [] }) });
    await userEvent.click(await screen.findByRole('button', { name: /Weekly sales/ }));
    expect(await screen.findByText(/Daily at 09:00 \(Europe\/London\)/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run Report' })).toBeNull();
    expect(screen.getByText('No runs yet.')).toBeTruthy();
  });

  it('when a scheduled report watches for changes, then its card says it e-mails only when the answer changes', async () => {
    setup({
      'GET /api/teams/t1/shared-reports': ok({
        sharedReports: [{ ...report('s2', 'Weekly sales', 'scheduled'), watchForChanges: true }],
      }),
      'GET /api/shared-reports/s2/executions': ok({ executions: [] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Weekly sales/ }));
    expect(
      await screen.findByText(/Daily at 09:00 \(Europe\/London\) · Only when the answer changes/),
    ).toBeTruthy();
  });

  it("when a scheduled report's owner lost the Teams plan, then the member sees it is paused and why", async () => {
    setup({
      'GET /api/teams/t1/shared-reports': ok({
        sharedReports: [{ ...report('s2', 'Weekly sales', 'scheduled'), paused: 'plan_ended' }],
      }),
      'GET /api/shared-reports/s2/executions': ok({ executions: [] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Weekly sales/ }));
    expect(
      await screen.findByText(/Daily at 09:00 \(Europe\/London\) · Paused: the Teams plan ended/),
    ).toBeTruthy();
  });
});

describe('a watching report on the dashboard', () => {
  const watch = {
    watching: true,
    lastLookedAt: '2026-11-27T09:05:00.000Z',
    lastChangeFoundAt: '2026-11-26T14:00:00.000Z',
    lastChange: { newFindings: 1, changedFindings: 0, droppedFindings: 0, newSources: 1, droppedSources: 0 },
    lastChangeExecutionId: 'run-7',
    rerunDueAt: null,
  };
  const watched = (isOwner: boolean) => ({
    'GET /api/teams/t1/shared-reports': ok({
      sharedReports: [{ ...report('s1', 'Recall costs'), watch, isOwner }, report('s2', 'Weekly sales')],
    }),
  });

  it("when a member chooses a watching report, then the list marks it and its last look and last change show, linked to the team's view of that run", async () => {
    setup(watched(false));
    const list = await screen.findByRole('list', { name: 'Reports of Recall Response' });

    await userEvent.click(within(list).getByRole('button', { name: /Recall costs/ }));

    expect(within(list).getByRole('button', { name: /Recall costs/ }).textContent).toContain(
      'Watching for changes',
    );
    expect(within(list).getByRole('button', { name: /Weekly sales/ }).textContent).not.toContain('Watching');
    const status = within(await screen.findByRole('region', { name: 'Watch status of Recall costs' }));
    expect(status.getAllByRole('paragraph').map((line) => line.textContent)).toEqual([
      'Watching for changes',
      `Last looked: ${formatDateTime(watch.lastLookedAt)}`,
      `Last change found: ${formatDateTime(watch.lastChangeFoundAt)} — 1 new finding, 1 new source`,
    ]);
    expect(status.getByRole('link').getAttribute('href')).toBe('/shared-report-view/run-7');
  });

  it('when the owner chooses their watching report, then the last change links to the run that found it', async () => {
    setup(watched(true));

    await userEvent.click(await screen.findByRole('button', { name: /Recall costs/ }));

    const status = within(await screen.findByRole('region', { name: 'Watch status of Recall costs' }));
    expect(status.getByRole('link').getAttribute('href')).toBe('/report-execution/run-7');
  });

  it('when a report does not watch, then no watch status shows', async () => {
    setup();

    await userEvent.click(await screen.findByRole('button', { name: /Recall costs/ }));

    await screen.findByRole('list', { name: 'Run history' });
    expect(screen.queryByRole('region', { name: /Watch status/ })).toBeNull();
  });
});
