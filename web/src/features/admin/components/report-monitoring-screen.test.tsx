import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { ReportMonitoringScreen } from './report-monitoring-screen';

const profile = (isSysAdmin: boolean) =>
  ok({
    email: isSysAdmin ? 'admin@northwind.test' : 'maya.chen@northwind.test',
    name: 'Someone',
    userType: 'creator',
    isTeamMemberOnly: false,
    isSetupComplete: true,
    isSysAdmin,
  });

describe('Report Monitoring', () => {
  it('when runs load, then tabs show their counts and a row expands to its query, flags and error', async () => {
    fakeApi({
      'GET /api/user/profile': profile(true),
      'GET /api/admin/report-executions': ok({
        executions: [
          {
            id: 'e1',
            userName: 'Maya Chen',
            userEmail: 'maya.chen@northwind.test',
            reportName: 'Recall costs',
            status: 'failed',
            progress: 40,
            triggerSource: 'chat',
            createdAt: '2026-11-25T10:00:00.000Z',
            notificationSentAt: null,
            viewedAt: null,
            query: 'What did the recall cost?',
            keywords: ['recall'],
            negativeKeywords: ['draft'],
            directories: [],
            deepResearch: true,
            enableIntroduction: true,
            enableConclusion: false,
            errorMessage: 'Quota exceeded',
          },
        ],
        counts: { all: 3, pending: 0, running: 1, paused: 0, success: 1, failed: 1 },
        nextCursor: null,
      }),
    });
    const user = userEvent.setup();
    renderRoute(<ReportMonitoringScreen />, { path: '/report-monitoring' });
    expect(await screen.findByRole('tab', { name: 'All (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Failed (1)' })).toBeTruthy();
    const row = screen.getByRole('row', { name: /Maya Chen/ });
    expect(row.textContent).toContain('Chat');
    await user.click(screen.getByRole('button', { name: 'Details of Recall costs' }));
    expect(screen.getByText('What did the recall cost?')).toBeTruthy();
    expect(screen.getByText('recall, -draft')).toBeTruthy();
    expect(screen.getByText('All directories')).toBeTruthy();
    expect(screen.getByText('Deep research on, introduction on, conclusion off')).toBeTruthy();
    expect(screen.getByText('Quota exceeded')).toBeTruthy();
  });

  it('when a run could not read one of its documents, then its row says so under its status', async () => {
    // Arrange
    const summary = '9 of 10 documents read; 1 failed: Gemini was unavailable';
    fakeApi({
      'GET /api/user/profile': profile(true),
      'GET /api/admin/report-executions': ok({
        executions: [
          {
            id: 'e2',
            userName: 'Sam Rivera',
            userEmail: 'sam.rivera@northwind.test',
            reportName: 'Europe recovery',
            status: 'success',
            progress: 100,
            triggerSource: 'saved_report',
            createdAt: '2026-11-25T10:00:00.000Z',
            notificationSentAt: null,
            viewedAt: null,
            query: 'How is the Europe recovery plan going?',
            keywords: ['Europe'],
            negativeKeywords: [],
            directories: [],
            deepResearch: false,
            enableIntroduction: true,
            enableConclusion: true,
            errorMessage: null,
            documentsOutcome: { total: 10, read: 9, failed: 1, summary },
          },
        ],
        counts: { all: 1, pending: 0, running: 0, paused: 0, success: 1, failed: 0 },
        nextCursor: null,
      }),
    });

    // Act
    renderRoute(<ReportMonitoringScreen />, { path: '/report-monitoring' });

    // Assert
    const row = await screen.findByRole('row', { name: /Sam Rivera/ });
    expect(within(row).getByText(summary)).toBeTruthy();
  });

  it('when Gemini’s daily quota holds a run, then its row says Paused until when, and the Paused tab counts it apart from Pending', async () => {
    // Arrange: stored pending, with when it goes on
    const until = '2026-12-07T08:05:00.000Z';
    fakeApi({
      'GET /api/user/profile': profile(true),
      'GET /api/admin/report-executions': ok({
        executions: [
          {
            id: 'e3',
            userName: 'Maya Chen',
            userEmail: 'maya.chen@northwind.test',
            reportName: 'Quarterly contracts',
            status: 'pending',
            pausedUntil: until,
            progress: 92,
            triggerSource: 'saved_report',
            createdAt: '2026-12-06T10:00:00.000Z',
            notificationSentAt: null,
            viewedAt: null,
            query: 'Which contracts renew this quarter?',
            keywords: ['renewal'],
            negativeKeywords: [],
            directories: [],
            deepResearch: true,
            enableIntroduction: true,
            enableConclusion: true,
            errorMessage: null,
          },
        ],
        counts: { all: 1, pending: 0, running: 0, paused: 1, success: 0, failed: 0 },
        nextCursor: null,
      }),
    });

    // Act
    renderRoute(<ReportMonitoringScreen />, { path: '/report-monitoring' });

    // Assert
    const row = await screen.findByRole('row', { name: /Quarterly contracts/ });
    expect(within(row).getByText(`Paused until ${formatDateTime(until)}`)).toBeTruthy();
    expect(within(row).queryByText('Pending')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Paused (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending (0)' })).toBeTruthy();
  });
});
