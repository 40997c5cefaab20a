import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fail, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { savedReport, savedReportsApi } from '../testing/saved-report-fakes';
import { SavedReportsScreen } from './saved-reports-screen';

const leases = savedReport('r1', { reportName: 'Leases' });
const ESTIMATE = {
  documents: 12,
  modelCalls: 16,
  extractionCalls: 12,
  reportCalls: 4,
  inputTokens: 40_000,
  outputTokens: 8_000,
  costUsd: 0.1834,
  byStep: {
    extraction: { calls: 12, inputTokens: 36_000, outputTokens: 6_000, costUsd: 0.144 },
    report: { calls: 3, inputTokens: 3_000, outputTokens: 1_900, costUsd: 0.0384 },
    disagreements: { calls: 1, inputTokens: 1_000, outputTokens: 100, costUsd: 0.001 },
  },
  costCapUsd: 0.5,
  mayStopAtCap: true,
  pricesAsOf: '2026-11-27',
};

async function openRunDialog(handlers: Record<string, FakeHandler>) {
  savedReportsApi([leases], handlers);
  const user = userEvent.setup();
  renderRoute(<SavedReportsScreen />, { path: '/saved-reports' });
  const row = within(await screen.findByRole('listitem', { name: 'Leases' }));
  await user.click(row.getByRole('button', { name: 'Run Leases' }));
  return within(await screen.findByRole('alertdialog', { name: 'Run Report' }));
}

describe("a saved report's estimate before it runs", () => {
  it('when the Run dialog opens, then it shows the documents, calls, tokens and cost, and that the cap may stop the run', async () => {
    const dialog = await openRunDialog({ 'GET /api/saved-reports/r1/estimate': ok(ESTIMATE) });

    const estimate = within(await dialog.findByRole('region', { name: 'Estimate' }));
    expect(estimate.getByText(/12 documents, 16 model calls, about 48,000 tokens, about/)).toBeTruthy();
    expect(estimate.getByText('$0.18')).toBeTruthy();
    expect(
      estimate.getByText('This run may stop before reading every document: its cost cap is $0.50.'),
    ).toBeTruthy();
  });

  it('when the estimate cannot be worked out, then the dialog says so and Yes still runs the report', async () => {
    const dialog = await openRunDialog({ 'GET /api/saved-reports/r1/estimate': fail(502, 'Drive is down') });

    expect(
      await dialog.findByText('The estimate could not be worked out. You can still run the report.'),
    ).toBeTruthy();
    expect((dialog.getByRole('button', { name: 'Yes' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
