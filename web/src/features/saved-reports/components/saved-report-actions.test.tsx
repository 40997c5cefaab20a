import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fail, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { savedReport, savedReportsApi } from '../testing/saved-report-fakes';
import { SavedReportsScreen } from './saved-reports-screen';

// The my-reports feature's key for its executions list.
const MY_REPORT_EXECUTIONS_KEY = ['my-report-executions'];

const leases = savedReport('r1', { reportName: 'Leases', query: 'Which leases end in 2027?' });

async function openScreen(handlers: Record<string, FakeHandler> = {}) {
  const api = savedReportsApi([leases, savedReport('r2', { reportName: 'Budget' })], handlers);
  const user = userEvent.setup();
  const view = renderRoute(<SavedReportsScreen />, { path: '/saved-reports' });
  const row = within(await screen.findByRole('listitem', { name: 'Leases' }));
  return { api, user, row, ...view };
}

describe('running a saved report', () => {
  it('when Run is confirmed with Yes, then the background run is queued, Report Queued names the e-mail and My Reports reloads', async () => {
    const toasts = recordToasts();
    const { api, user, row, queryClient } = await openScreen({
      'POST /api/report-executions': ok({
        executionId: 'e1',
        message: 'queued',
        userEmail: 'ada@example.com',
      }),
    });
    queryClient.setQueryData(MY_REPORT_EXECUTIONS_KEY, { executions: [] });
    await user.click(row.getByRole('button', { name: 'Run Leases' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Run Report' }));
    expect(dialog.getByText(/runs in the background and you will get an e-mail/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Yes' }));

    await waitFor(() =>
      expect(toasts.all).toEqual([
        {
          title: 'Report Queued',
          description:
            'Your report is running in the background. An e-mail will be sent to ada@example.com when it is ready.',
          variant: undefined,
        },
      ]),
    );
    expect(api.callsTo('POST /api/report-executions').map((call) => call.body)).toEqual([
      { savedReportId: 'r1', triggerSource: 'saved_report', notifyOnCompletion: true },
    ]);
    expect(queryClient.getQueryState(MY_REPORT_EXECUTIONS_KEY)?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('when Run is answered No, then nothing is queued', async () => {
    const { api, user, row } = await openScreen();
    await user.click(row.getByRole('button', { name: 'Run Leases' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST /api/report-executions')).toHaveLength(0);
  });

  it('when queuing fails, then Execution Failed shows', async () => {
    const toasts = recordToasts();
    const { user, row } = await openScreen({
      'POST /api/report-executions': fail(500, { message: 'queue down' }),
    });
    await user.click(row.getByRole('button', { name: 'Run Leases' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(toasts.all).toEqual([
        {
          title: 'Execution Failed',
          description: 'Could not queue the report for background execution',
          variant: 'destructive',
        },
      ]),
    );
  });
});

describe('editing a saved report query', () => {
  async function openEditor(handlers: Record<string, FakeHandler> = {}) {
    const opened = await openScreen(handlers);
    await opened.user.click(opened.row.getByRole('button', { name: 'Show details for Leases' }));
    await opened.user.click(opened.row.getByRole('button', { name: 'Edit Query' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Query' }));
    return {
      ...opened,
      dialog,
      field: dialog.getByRole('textbox', { name: 'Query' }) as HTMLTextAreaElement,
    };
  }

  it('when the query is blank once trimmed, then Save is disabled', async () => {
    const { user, dialog, field } = await openEditor();
    expect(field.value).toBe('Which leases end in 2027?');
    await user.clear(field);
    await user.type(field, '   ');
    expect(dialog.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('when a new query is saved, then it is sent trimmed, Query Updated shows and the list reloads', async () => {
    const toasts = recordToasts();
    const { api, user, dialog, field } = await openEditor({
      'PATCH /api/saved-reports/r1': ok({ ok: true }),
    });
    await user.clear(field);
    await user.type(field, '  Which leases end in 2028?  ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.titles()).toEqual(['Query Updated']));
    expect(api.callsTo('PATCH /api/saved-reports/r1').map((call) => call.body)).toEqual([
      { query: 'Which leases end in 2028?' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.callsTo('GET /api/saved-reports')).toHaveLength(2));
  });

  it('when the report’s grid columns are all removed, then the PATCH sends the query with an empty list', async () => {
    const api = savedReportsApi(
      [{ ...leases, columns: [{ id: 'c1', question: 'Who is the landlord?', type: 'text' }] }],
      { 'PATCH /api/saved-reports/r1': ok({ ok: true }) },
    );
    const user = userEvent.setup();
    renderRoute(<SavedReportsScreen />, { path: '/saved-reports' });
    const row = within(await screen.findByRole('listitem', { name: 'Leases' }));
    await user.click(row.getByRole('button', { name: 'Show details for Leases' }));
    await user.click(row.getByRole('button', { name: 'Edit Query' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Query' }));
    await user.click(dialog.getByRole('button', { name: 'Edit columns (1)' }));
    const editor = within(await screen.findByRole('dialog', { name: 'Add columns' }));
    await user.click(editor.getByRole('button', { name: 'Remove column 1' }));
    await user.click(editor.getByRole('button', { name: 'Save columns' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PATCH /api/saved-reports/r1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/saved-reports/r1')[0]?.body).toEqual({
      query: 'Which leases end in 2027?',
      columns: [],
    });
  });

  it('when saving the query fails, then Update Failed shows and the dialog stays open', async () => {
    const toasts = recordToasts();
    const { user, dialog } = await openEditor({
      'PATCH /api/saved-reports/r1': fail(500, { message: 'db' }),
    });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts.all).toEqual([
        { title: 'Update Failed', description: 'Could not update the query', variant: 'destructive' },
      ]),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Query' })).toBeTruthy();
  });
});

describe('deleting a saved report', () => {
  it('when Delete is confirmed, then the report is deleted, Report Deleted shows and its row goes', async () => {
    const toasts = recordToasts();
    const { api, user, row } = await openScreen({ 'DELETE /api/saved-reports/r1': ok({ ok: true }) });
    api.set('GET /api/saved-reports', ok({ reports: [savedReport('r2', { reportName: 'Budget' })] }));
    await user.click(row.getByRole('button', { name: 'Delete Leases' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Report' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts.titles()).toEqual(['Report Deleted']));
    expect(api.callsTo('DELETE /api/saved-reports/r1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Leases' })).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Reports (1)' })).toBeTruthy();
  });

  it('when Delete is cancelled, then nothing is deleted', async () => {
    const { api, user, row } = await openScreen();
    await user.click(row.getByRole('button', { name: 'Delete Leases' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE /api/saved-reports/r1')).toHaveLength(0);
  });

  it('when deleting fails, then Delete Failed shows and the row stays', async () => {
    const toasts = recordToasts();
    const { user, row } = await openScreen({ 'DELETE /api/saved-reports/r1': fail(500, { message: 'db' }) });
    await user.click(row.getByRole('button', { name: 'Delete Leases' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts.all).toEqual([
        { title: 'Delete Failed', description: 'Could not delete the report', variant: 'destructive' },
      ]),
    );
    expect(screen.getByRole('listitem', { name: 'Leases' })).toBeTruthy();
  });
});
