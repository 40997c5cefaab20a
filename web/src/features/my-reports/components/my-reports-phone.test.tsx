import type { ReportExecutionSummary } from '@quarry/contracts/reports';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { fakeScreenWidth } from '@/testing/screen-width';
import { anExecution, JAN_15_1005 } from '../testing/executions';
import { MyReportsScreen } from './my-reports-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const history: ReportExecutionSummary[] = [
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
];

async function renderOnPhone(executions = history) {
  const screenWidth = fakeScreenWidth(false);
  fakeApi({ 'GET /api/my-report-executions': ok({ executions }) });
  const view = renderRoute(<MyReportsScreen />, { path: '/my-reports' });
  await screen.findByRole('list', { name: 'Report executions' });
  return { ...view, screenWidth };
}

const cardOf = (name: string) => screen.getByRole('article', { name });
const factsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextSibling?.textContent]);

describe('my reports on a phone', () => {
  it('when the screen is narrow, then each run is a card with its name, status, source and dates, and there is no table', async () => {
    await renderOnPhone();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toHaveLength(
      2,
    );
    const chat = cardOf('Supplier risks');
    expect(within(chat).getByRole('heading', { name: 'Supplier risks' })).toBeTruthy();
    expect(within(chat).getByText('Success')).toBeTruthy();
    expect(factsOf(chat)).toEqual([
      ['Source', 'Chat'],
      ['Created At', 'Jan 15, 9:30 AM'],
      ['Email Sent', 'Jan 15, 10:05 AM'],
      ['Viewed', '-'],
    ]);
    expect(within(chat).getByRole('link', { name: 'Open Chat' }).getAttribute('href')).toBe(
      '/chat-interface?sessionId=session-7',
    );
    expect(within(cardOf('Quarterly contracts')).getByText('Failed')).toBeTruthy();
  });

  it('when a run could not read one of its documents, then its card says so', async () => {
    // Arrange
    const summary = '9 of 10 documents read; 1 failed: Gemini was unavailable';

    // Act
    await renderOnPhone([
      anExecution({
        savedReportName: 'Recall timeline',
        documentsOutcome: { total: 10, read: 9, failed: 1, summary },
      }),
    ]);

    // Assert
    const card = await screen.findByRole('article', { name: 'Recall timeline' });
    expect(within(card).getByText(summary)).toBeTruthy();
  });

  it("when Gemini's daily quota paused a run, then its card shows it paused until when it goes on, in local time, not running", async () => {
    // Arrange: 12:05 AM local on Jan 16.
    const pausedUntil = new Date(2026, 0, 16, 0, 5).toISOString();

    // Act
    await renderOnPhone([
      anExecution({
        savedReportName: 'Recall timeline',
        executionStatus: 'running',
        progress: 40,
        pausedUntil,
      }),
    ]);

    // Assert
    const card = await screen.findByRole('article', { name: 'Recall timeline' });
    expect(within(card).getByText('Paused until Jan 16, 12:05 AM')).toBeTruthy();
    expect(within(card).queryByText(/Running/)).toBeNull();
    expect(
      within(card).getByText(
        "Gemini's daily quota for your key is used up. This report goes on at Jan 16, 12:05 AM (your time), when it resets.",
      ),
    ).toBeTruthy();
  });

  it('when a card is a success, then only it has View, which opens the report', async () => {
    const user = userEvent.setup();
    const { pathname } = await renderOnPhone();
    expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(1);
    expect(within(cardOf('Quarterly contracts')).queryByRole('button', { name: 'View' })).toBeNull();
    await user.click(within(cardOf('Supplier risks')).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(pathname()).toBe('/report-execution/ok-chat'));
  });

  it('when a card is expanded, then it shows the same details as an expanded row, and folds again', async () => {
    const user = userEvent.setup();
    await renderOnPhone();
    const toggle = screen.getByRole('button', { name: 'Details of Quarterly contracts' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById('execution-details-fail-1') as HTMLElement;
    expect(cardOf('Quarterly contracts').contains(details)).toBe(true);
    expect(factsOf(details)).toEqual([
      ['Execution ID', 'fail-1'],
      ['Progress', '20%'],
      ['Error', 'Gemini quota exceeded'],
      ['Query', 'Which contracts renew in 2026?'],
      ['Keywords', 'contract, renewal'],
      ['Directories', 'All directories'],
      ['Deep Research', 'On'],
    ]);
    expect(within(details).getByRole('button', { name: 'View Report' })).toHaveProperty('disabled', true);
    await user.click(toggle);
    expect(document.getElementById('execution-details-fail-1')).toBeNull();
  });

  it('when a tab is chosen, then the cards follow it and the tabs, counts, Clear All and footer stay', async () => {
    const user = userEvent.setup();
    await renderOnPhone();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All (2)',
      'Pending (0)',
      'Running (0)',
      'Paused (0)',
      'Success (1)',
      'Failed (1)',
    ]);
    expect(screen.getByRole('button', { name: 'Clear All' })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('tab', { name: 'Failed (1)' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Showing 1 execution(s)')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Pending (0)' }));
    expect(screen.getByText('No report executions found')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Report executions' })).toBeNull();
  });

  it('when the screen widens, then the table replaces the cards and an open run stays open', async () => {
    const user = userEvent.setup();
    const { screenWidth } = await renderOnPhone();
    await user.click(screen.getByRole('button', { name: 'Details of Supplier risks' }));
    act(() => screenWidth.resize(true));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Details of Supplier risks' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });
});

describe('my reports, a watched re-run', () => {
  it('when a watched re-run found no change, then its card says so beside its status and names its source', async () => {
    await renderOnPhone([
      anExecution({
        id: 'watched',
        savedReportName: 'Office budget',
        triggerSource: 'watch',
        watchOutcome: 'no-change',
      }),
    ]);

    const card = cardOf('Office budget');
    expect(within(card).getByText('No change: nobody e-mailed')).toBeTruthy();
    expect(factsOf(card)).toContainEqual(['Source', 'Watched (Drive changed)']);
  });
});
