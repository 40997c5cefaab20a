import type { ReportExecutionView } from '@quarry/contracts/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportExecutionRoute } from '@/app/routes/app/report-execution';
import { type FakeHandler, fail, fakeApi, jsonResponse, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { anEvidence, CITED_REPORT_HTML } from '@/testing/report-evidence';
import { recordToasts } from '@/testing/toast-recorder';

/** Local times, so the expected 'MMM d, h:mm a' texts hold in any time zone. */
const JAN_15_930 = new Date(2026, 0, 15, 9, 30).toISOString();
const JAN_15_1005 = new Date(2026, 0, 15, 10, 5).toISOString();

const VIEW = 'GET /api/report-execution/exec-1/view';
const MARK_VIEWED = 'POST /api/report-executions/exec-1/mark-viewed';

const HOSTILE_RESULT =
  '<h2>Findings</h2><p>Two contracts renew.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">';

function execution(changes: Partial<ReportExecutionView> = {}) {
  const status = changes.executionStatus ?? 'success';
  return {
    id: 'exec-1',
    reportName: 'Quarterly contracts',
    executionStatus: status,
    status,
    progress: 100,
    triggerSource: 'saved_report',
    chatSessionId: null,
    createdAt: JAN_15_930,
    executedAt: JAN_15_1005,
    result: HOSTILE_RESULT,
    evidence: null,
    errorMessage: null,
    viewedAt: JAN_15_1005,
    ...changes,
  };
}

function renderView(handlers: Record<string, FakeHandler>) {
  const api = fakeApi({ [MARK_VIEWED]: ok({ ok: true }), ...handlers });
  const view = renderRoute(<ReportExecutionRoute />, {
    path: '/report-execution/:executionId',
    url: '/report-execution/exec-1',
  });
  return { api, ...view };
}

/** Leaves for the history and comes back, as the Back link and a View button do. */
async function revisit(router: ReturnType<typeof renderView>['router']) {
  await router.navigate('/my-reports');
  await screen.findByText('Elsewhere: /my-reports');
  await router.navigate('/report-execution/exec-1');
  await screen.findByRole('article', { name: 'Report' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('report execution view', () => {
  it('when a finished report loads, then its name, status and sanitized result show, with a way back', async () => {
    renderView({ [VIEW]: ok({ execution: execution() }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quarterly contracts' })).toBeTruthy();
    const report = screen.getByRole('article', { name: 'Report' });
    expect(within(report).getByRole('heading', { name: 'Findings' })).toBeTruthy();
    expect(within(report).getByText('Two contracts renew.')).toBeTruthy();
    expect(report.querySelector('script, img, [onerror]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText('Success')).toBeTruthy();
    expect(screen.getByText('Finished Jan 15, 10:05 AM')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to My Reports' }).getAttribute('href')).toBe('/my-reports');
  });

  it('when a finished run could not read one of its documents, then the view says how many were read and why one failed, above the report', async () => {
    // Arrange
    const summary = '9 of 10 documents read; 1 failed: Gemini was unavailable';
    renderView({
      [VIEW]: ok({
        execution: execution({ documentsOutcome: { total: 10, read: 9, failed: 1, summary } }),
      }),
    });

    // Act
    const note = await screen.findByText(summary);

    // Assert
    const report = screen.getByRole('article', { name: 'Report' });
    expect(note.compareDocumentPosition(report) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
  });

  it('when a finished run read every document, then no outcome note shows', async () => {
    // Arrange
    renderView({
      [VIEW]: ok({
        execution: execution({
          documentsOutcome: { total: 2, read: 2, failed: 0, summary: '2 of 2 documents read' },
        }),
      }),
    });

    // Act
    await screen.findByRole('article', { name: 'Report' });

    // Assert
    expect(screen.queryByText('2 of 2 documents read')).toBeNull();
  });

  it('when an unviewed success loads, then it is marked viewed once, also on a later visit', async () => {
    const { api, queryClient, router } = renderView({
      [VIEW]: ok({ execution: execution({ viewedAt: null }) }),
    });
    queryClient.setQueryData(['my-report-executions'], []);
    await screen.findByRole('article', { name: 'Report' });
    await waitFor(() => expect(api.callsTo(MARK_VIEWED)).toHaveLength(1));
    await waitFor(() =>
      expect(queryClient.getQueryState(['my-report-executions'])?.isInvalidated).toBe(true),
    );

    await revisit(router);
    expect(api.callsTo(MARK_VIEWED)).toHaveLength(1);
  });

  it('when the report was already viewed, then it is not marked viewed again', async () => {
    const { api } = renderView({ [VIEW]: ok({ execution: execution({ viewedAt: JAN_15_1005 }) }) });
    await screen.findByRole('article', { name: 'Report' });
    expect(api.callsTo(MARK_VIEWED)).toHaveLength(0);
  });

  it('when marking viewed fails, then nothing is shown about it and the next visit tries once more', async () => {
    const toasts = recordToasts();
    const { api, router } = renderView({
      [VIEW]: ok({ execution: execution({ viewedAt: null }) }),
      [MARK_VIEWED]: fail(500, { message: 'boom' }),
    });
    await screen.findByRole('article', { name: 'Report' });
    await waitFor(() => expect(api.callsTo(MARK_VIEWED)).toHaveLength(1));
    expect(toasts.all).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();

    // The revisit mounts with the cached report, where StrictMode runs the effect twice.
    await revisit(router);
    await waitFor(() => expect(api.callsTo(MARK_VIEWED)).toHaveLength(2));
    expect(api.callsTo(VIEW)).toHaveLength(1);
  });

  it('when the run failed, then its error message shows and nothing is marked or offered to copy', async () => {
    const { api } = renderView({
      [VIEW]: ok({
        execution: execution({
          executionStatus: 'failed',
          result: null,
          errorMessage: 'Gemini quota exceeded for today',
        }),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Gemini quota exceeded for today');
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy to Clipboard' })).toBeNull();
    expect(api.callsTo(MARK_VIEWED)).toHaveLength(0);
  });

  it('when the execution does not exist, then Not Found and its text show', async () => {
    renderView({ [VIEW]: fail(404, { message: 'Report execution not found' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy();
    expect(screen.getByText('Report execution not found')).toBeTruthy();
  });

  it('when loading fails otherwise, then Error and Failed to load report execution show', async () => {
    renderView({ [VIEW]: fail(500, { message: 'Firestore down' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Error' })).toBeTruthy();
    expect(screen.getByText('Failed to load report execution')).toBeTruthy();
    expect(screen.queryByText('Firestore down')).toBeNull();
  });

  it('when the run is still going, then progress shows and the page reloads every 5 s until it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = execution({ executionStatus: 'running', progress: 40, result: null, executedAt: null });
    const { api } = renderView({ [VIEW]: ok({ execution: running }) });
    const progress = await screen.findByRole('progressbar', { name: 'Report progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Running 40%')).toBeTruthy();

    api.set(VIEW, () => jsonResponse(200, { execution: execution() }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await screen.findByRole('article', { name: 'Report' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const loads = api.callsTo(VIEW).length;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(api.callsTo(VIEW)).toHaveLength(loads);
  });

  it('when Copy to Clipboard is pressed, then the report text is copied and Copied! shows', async () => {
    const toasts = recordToasts();
    const user = userEvent.setup();
    renderView({ [VIEW]: ok({ execution: execution() }) });
    await user.click(await screen.findByRole('button', { name: 'Copy to Clipboard' }));
    await waitFor(() => expect(toasts.titles()).toEqual(['Copied!']));
    expect(await navigator.clipboard.readText()).toBe('Findings\nTwo contracts renew.');
  });

  it('when the report has flagged claims, then the copy carries them before the Sources', async () => {
    const user = userEvent.setup();
    const evidence = anEvidence({
      flaggedClaims: [{ claim: 'Costs doubled.', reason: 'Source 1 says +50%.' }],
    });
    renderView({ [VIEW]: ok({ execution: execution({ result: CITED_REPORT_HTML, evidence }) }) });
    await user.click(await screen.findByRole('button', { name: 'Copy to Clipboard' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toContain(
        'Staff numbers held [3].\nCheck these claims\nCosts doubled. (Source 1 says +50%.)\n\nSources',
      ),
    );
  });

  it('when the report has evidence, then it shows through the shared report view with citations and flagged claims', async () => {
    const user = userEvent.setup();
    const evidence = anEvidence({
      flaggedClaims: [{ claim: 'Costs doubled.', reason: 'Source 1 says +50%.' }],
    });
    renderView({ [VIEW]: ok({ execution: execution({ result: CITED_REPORT_HTML, evidence }) }) });
    const report = await screen.findByRole('article', { name: 'Report' });
    expect(within(report).getByRole('region', { name: 'Check these claims' }).textContent).toContain(
      'Costs doubled.',
    );
    await user.click(within(report).getByRole('button', { name: 'Source 1: Recall Cost Tracker.xlsx' }));
    const popover = await screen.findByRole('dialog', { name: 'Source 1: Recall Cost Tracker.xlsx' });
    expect(within(popover).getByText('Page 4')).toBeTruthy();
  });

  it('when the clipboard refuses, then Failed to copy report shows', async () => {
    const toasts = recordToasts();
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    renderView({ [VIEW]: ok({ execution: execution() }) });
    await user.click(await screen.findByRole('button', { name: 'Copy to Clipboard' }));
    await waitFor(() =>
      expect(toasts.all).toEqual([
        { title: 'Error', description: 'Failed to copy report', variant: 'destructive' },
      ]),
    );
  });
});
