import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fail, fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { SharedReportExecutionScreen } from './shared-report-execution-screen';

function show(handler: FakeHandler) {
  fakeApi({ 'GET /api/shared-report-execution/e1/view': handler });
  return renderRoute(<SharedReportExecutionScreen executionId="e1" />, { path: '/shared-report-view/e1' });
}

const execution = {
  id: 'e1',
  status: 'success',
  progress: 100,
  executedAt: '2026-11-23T10:00:00.000Z',
  result: '<p>The recall cost $1.2M.</p>',
  errorMessage: null,
  reportName: 'Recall costs',
  runBy: 'Theo',
  canDelete: false,
  teamId: 't1',
  sharedReportId: 's1',
};

describe('/shared-report-view/{id}', () => {
  it('when the run succeeded, then its name, result and copy action show, with a way back to its report on the dashboard', async () => {
    show(ok({ execution }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recall costs' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Report' }).textContent).toContain('The recall cost $1.2M.');
    expect(screen.getByRole('button', { name: 'Copy to Clipboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Team Dashboard' }).getAttribute('href')).toBe(
      '/team-dashboard?reportId=s1',
    );
  });

  it('when the run could not read one of its documents, then the team sees how many were read and why one failed', async () => {
    // Arrange
    const summary = '9 of 10 documents read; 1 failed: Gemini was unavailable';

    // Act
    show(ok({ execution: { ...execution, documentsOutcome: { total: 10, read: 9, failed: 1, summary } } }));

    // Assert
    expect(await screen.findByText(summary)).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Report' })).toBeTruthy();
  });

  it('when some sources are files the member cannot open in Drive, then the view says so and why', async () => {
    show(ok({ execution: { ...execution, closedSources: { count: 1, connectDrive: false } } }));
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('1 source of this report is a file you cannot open in Google Drive');
    expect(screen.queryByRole('button', { name: 'Connect Google Drive' })).toBeNull();
  });

  it('when the member has not connected Google Drive, then the view offers to connect it', async () => {
    show(ok({ execution: { ...execution, closedSources: { count: 2, connectDrive: true } } }));
    expect((await screen.findByRole('note')).textContent).toContain('Connect Google Drive to see which');
    expect(screen.getByRole('button', { name: 'Connect Google Drive' })).toBeTruthy();
  });

  it('when the run failed, then its error message shows and nothing can be copied', async () => {
    show(
      ok({
        execution: { ...execution, status: 'failed', result: null, errorMessage: 'No documents matched' },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('No documents matched');
    expect(screen.queryByRole('button', { name: 'Copy to Clipboard' })).toBeNull();
  });

  it("when the run is unknown or not the team's, then Not Found: Report execution not found", async () => {
    show(fail(404, { message: 'Report execution not found' }));
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
    expect(screen.getByText('Report execution not found')).toBeTruthy();
  });

  it('when loading fails otherwise, then Error: Failed to load report execution', async () => {
    show(fail(500, { message: 'boom' }));
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText('Failed to load report execution')).toBeTruthy();
  });
});
