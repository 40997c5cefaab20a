import type { ReportExecutionView } from '@quarry/contracts/reports';
import type { TeamSharedReport } from '@quarry/contracts/sharing';
import { NOT_WATCHING } from '@quarry/contracts/watch';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MessageList } from '@/features/chat/components/message-list';
import { ExecutionView } from '@/features/report-execution/components/execution-view';
import { SharedReportExecutionScreen } from '@/features/report-execution/components/shared-report-execution-screen';
import { SelectedReport } from '@/features/team-dashboard/components/selected-report';
import { fileResponse, recordDownloads } from '@/testing/export-fakes';
import { type FakeHandler, fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const RESULT = '<p>The recall cost $1.2M.</p>';
const sharedRun = (id: string, status: string) => ({
  id,
  status,
  progress: 100,
  executedAt: '2026-11-23T10:00:00.000Z',
  result: status === 'success' ? RESULT : null,
  errorMessage: status === 'failed' ? 'No documents matched' : null,
  reportName: 'Recall costs',
  runBy: 'Theo',
  canDelete: false,
  teamId: 't1',
  sharedReportId: 's1',
});

/** Renders `element`, chooses Export > PDF and answers the PDF at `path`. */
async function exportPdf(element: ReactNode, path: string, handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({ [`GET ${path}`]: () => fileResponse('%PDF', 'Recall costs.pdf'), ...handlers });
  const saved = recordDownloads();
  renderRoute(element, { path: '/' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: 'PDF' }));
  await waitFor(() => expect(saved).toEqual(['Recall costs.pdf']));
  return api;
}

describe('the Export menu in each report view', () => {
  it("when the owner's run succeeded, then /report-execution exports through the owner's path", async () => {
    const execution = {
      id: 'e1',
      reportName: 'Recall costs',
      executionStatus: 'success',
      result: RESULT,
      evidence: null,
      createdAt: '2026-11-23T10:00:00.000Z',
    } as ReportExecutionView;
    const api = await exportPdf(
      <ExecutionView execution={execution} />,
      '/api/report-execution/e1/export/pdf',
    );
    expect(api.callsTo('GET /api/report-execution/e1/export/pdf')).toHaveLength(1);
  });

  it('when a member opens a shared run, then /shared-report-view exports through the shared path', async () => {
    const api = await exportPdf(
      <SharedReportExecutionScreen executionId="e1" />,
      '/api/shared-report-execution/e1/export/pdf',
      { 'GET /api/shared-report-execution/e1/view': ok({ execution: sharedRun('e1', 'success') }) },
    );
    expect(api.callsTo('GET /api/shared-report-execution/e1/export/pdf')).toHaveLength(1);
  });

  it("when the dashboard shows a report's latest run, then it exports through the shared path", async () => {
    const report = {
      id: 's1',
      reportName: 'Recall costs',
      shareType: 'scheduled',
      isOwner: false,
      watch: NOT_WATCHING,
    } as TeamSharedReport;
    const api = await exportPdf(
      <SelectedReport report={report} />,
      '/api/shared-report-execution/e2/export/pdf',
      {
        'GET /api/shared-reports/s1/executions': ok({ executions: [sharedRun('e2', 'success')] }),
        'GET /api/shared-report-execution/e2/view': ok({ execution: sharedRun('e2', 'success') }),
      },
    );
    expect(api.callsTo('GET /api/shared-report-execution/e2/export/pdf')).toHaveLength(1);
  });

  it("when the chat shows a finished answer, then it exports that answer's run through the owner's path", async () => {
    const answer = {
      id: 'm1',
      role: 'assistant',
      content: RESULT,
      timestamp: 'now',
      executionId: 'e3',
    } as const;
    const api = await exportPdf(<MessageList messages={[answer]} />, '/api/report-execution/e3/export/pdf');
    expect(api.callsTo('GET /api/report-execution/e3/export/pdf')).toHaveLength(1);
  });

  it('when a shared run failed, then there is no Export menu', async () => {
    fakeApi({ 'GET /api/shared-report-execution/e1/view': ok({ execution: sharedRun('e1', 'failed') }) });
    renderRoute(<SharedReportExecutionScreen executionId="e1" />, { path: '/' });
    expect(await screen.findByText(/No documents matched/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
