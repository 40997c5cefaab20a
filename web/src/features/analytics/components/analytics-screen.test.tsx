import type { AnalyticsResponse, AnalyticsRun } from '@quarry/contracts/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, never, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { AnalyticsScreen } from './analytics-screen';

const run = (overrides: Partial<AnalyticsRun>): AnalyticsRun => ({
  id: 'run-1',
  name: 'Recall costs',
  createdAt: '2026-11-25T09:00:00.000Z',
  status: 'success',
  durationMs: 65_000,
  tokens: 12_345,
  estimatedCostUsd: 0.0421,
  documents: 4,
  href: '/report-execution/run-1',
  ...overrides,
});

function figures(overrides: Partial<AnalyticsResponse> = {}): AnalyticsResponse {
  const slow = run({});
  const dear = run({
    id: 'run-2',
    name: 'Board summary',
    durationMs: 20_000,
    estimatedCostUsd: 0.09,
    href: '/report-execution/run-2',
  });
  return {
    scope: { kind: 'mine', days: 90, timeZone: 'Europe/London' },
    teams: [{ id: 'team-1', name: 'Costs Desk' }],
    totals: { reports: 3, succeeded: 2, failed: 1, documents: 9, tokens: 30_000, estimatedCostUsd: 0.1321 },
    reportsPerDay: [
      { date: '2026-11-24', succeeded: 0, failed: 1, other: 0 },
      { date: '2026-11-25', succeeded: 2, failed: 0, other: 0 },
    ],
    documentsByOutcome: { data: 6, noData: 2, failed: 1 },
    documentsByType: [
      { type: 'PDF', count: 5 },
      { type: 'Google Sheets', count: 4 },
    ],
    byModel: [{ model: 'gemini-3.1-pro-preview', calls: 7, tokens: 30_000, estimatedCostUsd: 0.1321 }],
    byMonth: [{ month: '2026-11', reports: 3, tokens: 30_000, estimatedCostUsd: 0.1321 }],
    perReport: [slow, dear],
    slowest: [slow, dear],
    mostExpensive: [dear, slow],
    runsWithoutUsage: 0,
    pricesAsOf: '2026-11-25',
    ...overrides,
  };
}

describe('the analytics screen', () => {
  it('when runs exist, then the totals, every chart’s figures and the slowest and dearest reports show, with links', async () => {
    fakeApi({ 'GET /api/analytics?days=90': ok(figures()) });
    renderRoute(<AnalyticsScreen />, { path: '/analytics' });
    expect(await screen.findByText('2 succeeded, 1 failed')).toBeTruthy();
    const cost = screen.getByText('Estimated cost', { selector: 'dt' });
    expect(cost.nextElementSibling?.textContent).toBe('$0.13');
    expect(screen.getByText(/at the prices of 2026-11-25/)).toBeTruthy();
    // Each chart carries its figures as a table for screen readers.
    const byType = screen.getByRole('table', { name: 'Documents read, by file type' });
    expect(within(byType).getByRole('row', { name: 'PDF 5' })).toBeTruthy();
    const perDay = screen.getByRole('table', { name: 'Reports per day' });
    expect(within(perDay).getByRole('row', { name: '25 Nov 2 0 0' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Tokens and estimated cost per model' })).toBeTruthy();
    const slowest = screen.getByRole('list', { name: 'Slowest reports' });
    const first = within(slowest).getAllByRole('link')[0];
    expect(first?.textContent).toBe('Recall costs');
    expect(first?.getAttribute('href')).toBe('/report-execution/run-1');
    expect(within(slowest).getByText('1 min 5 s')).toBeTruthy();
    const dearest = screen.getByRole('list', { name: 'Most expensive reports' });
    expect(within(dearest).getAllByRole('link')[0]?.textContent).toBe('Board summary');
  });

  it('when a team is chosen, then its runs are asked for and the period can change', async () => {
    const api = fakeApi({
      'GET /api/analytics?days=90': ok(figures()),
      'GET /api/analytics?days=90&teamId=team-1': ok(
        figures({
          scope: { kind: 'team', teamId: 'team-1', teamName: 'Costs Desk', days: 90, timeZone: 'UTC' },
        }),
      ),
      'GET /api/analytics?days=30&teamId=team-1': ok(figures()),
    });
    const user = userEvent.setup();
    renderRoute(<AnalyticsScreen />, { path: '/analytics' });
    await screen.findByText('2 succeeded, 1 failed');
    await user.click(screen.getByRole('combobox', { name: 'Runs' }));
    await user.click(await screen.findByRole('option', { name: 'Team: Costs Desk' }));
    await waitFor(() => expect(api.callsTo('GET /api/analytics?days=90&teamId=team-1')).toHaveLength(1));
    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    await waitFor(() => expect(api.callsTo('GET /api/analytics?days=30&teamId=team-1')).toHaveLength(1));
  });

  it('when nothing ran in the period, then it says so and offers the chat', async () => {
    const empty = figures({
      totals: { reports: 0, succeeded: 0, failed: 0, documents: 0, tokens: 0, estimatedCostUsd: 0 },
      perReport: [],
      slowest: [],
      mostExpensive: [],
    });
    fakeApi({ 'GET /api/analytics?days=90': ok(empty) });
    renderRoute(<AnalyticsScreen />, { path: '/analytics' });
    expect(await screen.findByText('No reports in the last 90 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the chat' }).getAttribute('href')).toBe('/chat-interface');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('while the figures load, then a spinner shows and nothing else', async () => {
    fakeApi({ 'GET /api/analytics?days=90': never });
    renderRoute(<AnalyticsScreen />, { path: '/analytics' });
    expect(await screen.findByRole('status', { name: 'Loading analytics' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('when the figures cannot be loaded, then an error with Try again shows, and trying again loads them', async () => {
    const api = fakeApi({ 'GET /api/analytics?days=90': fail(500, { message: 'Internal error' }) });
    const user = userEvent.setup();
    renderRoute(<AnalyticsScreen />, { path: '/analytics' });
    expect(await screen.findByText('Analytics could not be loaded')).toBeTruthy();
    api.set('GET /api/analytics?days=90', ok(figures()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 succeeded, 1 failed')).toBeTruthy();
  });
});
