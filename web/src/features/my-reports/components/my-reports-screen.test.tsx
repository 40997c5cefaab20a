import type { ReportExecutionSummary } from '@quarry/contracts/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fail, fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { anExecution, JAN_15_1005 } from '../testing/executions';
import { MyReportsScreen } from './my-reports-screen';

const history: ReportExecutionSummary[] = [
  anExecution({ id: 'run-1', executionStatus: 'running', progress: 40, savedReportName: 'Renewals' }),
  anExecution({
    id: 'ok-chat',
    savedReportId: null,
    savedReportName: null,
    chatSessionTitle: 'Supplier risks',
    chatSessionId: 'session-7',
    triggerSource: 'chat',
    notificationSentAt: JAN_15_1005,
  }),
  anExecution({
    id: 'fail-1',
    executionStatus: 'failed',
    progress: 20,
    errorMessage: 'Gemini quota exceeded',
  }),
  anExecution({ id: 'run-2', executionStatus: 'running', progress: 75, savedReportName: null }),
];

async function renderMyReports(executions = history, handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({ 'GET /api/my-report-executions': ok({ executions }), ...handlers });
  const view = renderRoute(<MyReportsScreen />, { path: '/my-reports' });
  await screen.findByRole('table');
  return { api, ...view };
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const dataRows = () => screen.getAllByRole('row').slice(1);

describe('my reports list', () => {
  it('when loaded, then each tab shows its count and All lists every run with the footer count', async () => {
    await renderMyReports();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'All (4)',
      'Pending (0)',
      'Running (2)',
      'Paused (0)',
      'Success (1)',
      'Failed (1)',
    ]);
    expect(screen.getByRole('tab', { name: 'All (4)' }).getAttribute('aria-selected')).toBe('true');
    expect(dataRows()).toHaveLength(4);
    expect(screen.getByText('Showing 4 execution(s)')).toBeTruthy();
  });

  it("when Gemini's daily quota holds a run at 92%, then its row says Paused until when, and Paused counts it, not Running", async () => {
    const user = userEvent.setup();
    const pausedUntil = new Date(2026, 11, 7, 8, 5).toISOString();
    await renderMyReports([
      ...history,
      anExecution({
        id: 'paused-1',
        executionStatus: 'running',
        progress: 92,
        pausedUntil,
        savedReportName: 'Quarterly check',
      }),
    ]);
    expect(within(rowOf('Quarterly check')).getByText('Paused until Dec 7, 8:05 AM')).toBeTruthy();
    expect(within(rowOf('Quarterly check')).queryByText('Running 92%')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Running (2)' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Paused (1)' }));
    expect(dataRows()).toHaveLength(1);
    expect(screen.getByText('Showing 1 execution(s)')).toBeTruthy();
  });

  it('when a status tab is chosen, then only its runs show and the footer counts them', async () => {
    const user = userEvent.setup();
    await renderMyReports();
    await user.click(screen.getByRole('tab', { name: 'Running (2)' }));
    const panel = screen.getByRole('tabpanel', { name: 'Running (2)' });
    expect(
      within(panel)
        .getAllByRole('row')
        .slice(1)
        .map((row) => (row as HTMLTableRowElement).cells[1]?.textContent),
    ).toEqual(['Renewals', 'Untitled report']);
    expect(screen.getByText('Showing 2 execution(s)')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Pending (0)' }));
    expect(screen.getByText('No report executions found')).toBeTruthy();
    expect(screen.getByText('Showing 0 execution(s)')).toBeTruthy();
  });

  it('when the arrow keys are used on the tabs, then the selection moves and wraps', async () => {
    const user = userEvent.setup();
    await renderMyReports();
    await user.click(screen.getByRole('tab', { name: 'All (4)' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Failed (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Failed (1)' }));
    expect(screen.getByText('Showing 1 execution(s)')).toBeTruthy();
  });

  it('when there are no runs at all, then the empty text shows and Clear All is disabled', async () => {
    await renderMyReports([]);
    expect(screen.getByText('No report executions found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear All' })).toHaveProperty('disabled', true);
  });

  it('when rows are shown, then name, status, source and dates follow the spec', async () => {
    await renderMyReports();
    const chatRow = within(rowOf('Supplier risks'));
    expect(chatRow.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '',
      'Supplier risks',
      'Success',
      'Chat',
      'Jan 15, 9:30 AM',
      'Jan 15, 10:05 AM',
      '-',
      'ViewOpen Chat',
    ]);
    expect(within(rowOf('Renewals')).getByText('Running 40%')).toBeTruthy();
    expect(within(rowOf('Renewals')).getByRole('cell', { name: 'Saved Report' })).toBeTruthy();
  });

  it('when a run could not read one of its documents, then its row says so under its status', async () => {
    // Arrange
    const summary = '9 of 10 documents read; 1 failed: Gemini was unavailable';
    const partial = anExecution({
      id: 'partial',
      savedReportName: 'Recall timeline',
      documentsOutcome: { total: 10, read: 9, failed: 1, summary },
    });

    // Act
    await renderMyReports([partial]);

    // Assert
    const status = within(rowOf('Recall timeline')).getAllByRole('cell')[2]!;
    expect(status.textContent).toBe(`Success${summary}`);
  });

  it('when a row is not a success, then it has no View button; a success row opens its report', async () => {
    const user = userEvent.setup();
    const { pathname } = await renderMyReports();
    expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(1);
    expect(within(rowOf('Renewals')).queryByRole('button', { name: 'View' })).toBeNull();
    await user.click(within(rowOf('Supplier risks')).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(pathname()).toBe('/report-execution/ok-chat'));
  });

  it('when a run came from chat, then Open Chat links to its session', async () => {
    await renderMyReports();
    const links = screen.getAllByRole('link', { name: 'Open Chat' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/chat-interface?sessionId=session-7']);
    expect(screen.getByRole('link', { name: 'Saved Reports' }).getAttribute('href')).toBe('/saved-reports');
  });
});

describe('my reports expanded row', () => {
  it('when a failed row is expanded, then its id, progress, error and configuration show, without View Report', async () => {
    const user = userEvent.setup();
    await renderMyReports();
    const toggle = screen.getByRole('button', { name: 'Details of Quarterly contracts' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = within(document.getElementById('execution-details-fail-1') as HTMLElement);
    const pairs = details
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(pairs).toEqual([
      ['Execution ID', 'fail-1'],
      ['Progress', '20%'],
      ['Error', 'Gemini quota exceeded'],
      ['Query', 'Which contracts renew in 2026?'],
      ['Keywords', 'contract, renewal'],
      ['Directories', 'All directories'],
      ['Deep Research', 'On'],
    ]);
    expect(details.getByRole('button', { name: 'View Report' })).toHaveProperty('disabled', true);
    await user.click(toggle);
    expect(document.getElementById('execution-details-fail-1')).toBeNull();
  });

  it('when a success row is expanded, then View Report opens the report and the folders are listed', async () => {
    const user = userEvent.setup();
    const run = anExecution({
      id: 'done',
      reportDetails: {
        ...anExecution().reportDetails,
        negativeKeywords: ['draft'],
        directories: [{ id: 'd1', name: 'Legal', path: 'Company/Legal' }],
      },
    });
    const { pathname } = await renderMyReports([run]);
    await user.click(screen.getByRole('button', { name: 'Details of Quarterly contracts' }));
    const details = within(document.getElementById('execution-details-done') as HTMLElement);
    expect(details.getByText('Company/Legal')).toBeTruthy();
    expect(details.getByText('-draft')).toBeTruthy();
    await user.click(details.getByRole('button', { name: 'View Report' }));
    await waitFor(() => expect(pathname()).toBe('/report-execution/done'));
  });

  it("when a finished run's model use is known, then its calls, tokens and estimated cost show in its details", async () => {
    const user = userEvent.setup();
    await renderMyReports([
      anExecution({ id: 'priced', usage: { calls: 7, tokens: 48_250, estimatedCostUsd: 0.00927 } }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Details of Quarterly contracts' }));
    const details = within(document.getElementById('execution-details-priced') as HTMLElement);
    expect(details.getByText('7 calls, 48,250 tokens, estimated cost $0.0093')).toBeTruthy();
  });
});

describe('my reports clear all', () => {
  it('when Clear All is cancelled, then nothing is deleted', async () => {
    const user = userEvent.setup();
    const { api } = await renderMyReports();
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear all report executions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE /api/my-report-executions/clear-all')).toHaveLength(0);
  });

  it('when Clear All is confirmed, then the history is deleted, reloaded and Reports Cleared shows', async () => {
    const toasts = recordToasts();
    const user = userEvent.setup();
    const { api } = await renderMyReports(history, {
      'DELETE /api/my-report-executions/clear-all': () => {
        api.set('GET /api/my-report-executions', ok({ executions: [] }));
        return new Response(JSON.stringify({ deleted: 4 }), { status: 200 });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear All' }),
    );
    expect(await screen.findByText('No report executions found')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All (0)' })).toBeTruthy();
    expect(api.callsTo('DELETE /api/my-report-executions/clear-all')).toHaveLength(1);
    expect(toasts.titles()).toEqual(['Reports Cleared']);
  });

  it('when clearing fails, then Error shows the server message, or the default text without one', async () => {
    const toasts = recordToasts();
    const user = userEvent.setup();
    const { api } = await renderMyReports(history, {
      'DELETE /api/my-report-executions/clear-all': fail(500, { message: 'Database unavailable' }),
    });
    const clearAll = async () => {
      await user.click(screen.getByRole('button', { name: 'Clear All' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Clear All' }),
      );
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    };
    await clearAll();
    api.set('DELETE /api/my-report-executions/clear-all', () => new Response('oops', { status: 502 }));
    await clearAll();
    await waitFor(() =>
      expect(toasts.all).toEqual([
        { title: 'Error', description: 'Database unavailable', variant: 'destructive' },
        { title: 'Error', description: 'Failed to clear report executions', variant: 'destructive' },
      ]),
    );
    expect(dataRows()).toHaveLength(4);
  });
});
