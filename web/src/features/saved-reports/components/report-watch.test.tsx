import type { SavedReport } from '@quarry/contracts/reports';
import { NOT_WATCHING, type WatchStatus } from '@quarry/contracts/watch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { type FakeHandler, fail, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { savedReport, savedReportsApi } from '../testing/saved-report-fakes';
import { SavedReportsScreen } from './saved-reports-screen';

const WATCH_PATH = 'PATCH /api/saved-reports/r1/watch';
const WATCHING: WatchStatus = { ...NOT_WATCHING, watching: true };
const LOOKED: WatchStatus = {
  watching: true,
  lastLookedAt: '2026-11-27T09:05:00.000Z',
  lastChangeFoundAt: '2026-11-26T14:00:00.000Z',
  lastChange: { newFindings: 2, changedFindings: 1, droppedFindings: 0, newSources: 0, droppedSources: 1 },
  lastChangeExecutionId: 'run-7',
  rerunDueAt: '2026-11-27T10:00:00.000Z',
  takingBaseline: false,
};

async function openRow(watch: WatchStatus, handlers: Record<string, FakeHandler> = {}) {
  const report: SavedReport = savedReport('r1', { reportName: 'Leases', watch });
  const api = savedReportsApi([report, savedReport('r2', { reportName: 'Budget' })], handlers);
  const user = userEvent.setup();
  renderRoute(<SavedReportsScreen />, { path: '/saved-reports' });
  const row = within(await screen.findByRole('listitem', { name: 'Leases' }));
  const toggle = row.getByRole('switch', { name: 'Watch for changes' }) as HTMLInputElement;
  return { api, user, row, toggle };
}

const statusOf = (row: ReturnType<typeof within>) =>
  row.queryByRole('region', { name: 'Watch status of Leases' });

describe('watching a saved report', () => {
  it('when the switch is turned on, then the watch PATCH is sent, Watching for changes shows and the row shows it watching', async () => {
    // Arrange
    const toasts = recordToasts();
    const { api, user, row, toggle } = await openRow(NOT_WATCHING, { [WATCH_PATH]: ok({ watch: WATCHING }) });
    expect(toggle.checked).toBe(false);
    expect(statusOf(row)).toBeNull();

    // Act
    await user.click(toggle);

    // Assert
    await waitFor(() => expect(toasts.all).toEqual([{ title: 'Watching for changes' }]));
    expect(api.callsTo(WATCH_PATH).map((call) => call.body)).toEqual([{ watch: true }]);
    expect(toggle.checked).toBe(true);
    const status = within(statusOf(row) as HTMLElement);
    expect(status.getByText('Watching for changes')).toBeTruthy();
    expect(status.getByText('Not looked yet')).toBeTruthy();
    expect(status.getByText('No change found yet')).toBeTruthy();
    expect(status.queryByText(/Re-run due at/)).toBeNull();
  });

  it('when the switch is turned on for a report with no answer yet, then the status says the first answer is being taken', async () => {
    // Arrange
    const taking: WatchStatus = { ...WATCHING, takingBaseline: true };
    const { user, row, toggle } = await openRow(NOT_WATCHING, { [WATCH_PATH]: ok({ watch: taking }) });

    // Act
    await user.click(toggle);

    // Assert
    await waitFor(() => expect(statusOf(row)).not.toBeNull());
    const status = within(statusOf(row) as HTMLElement);
    expect(status.getByText('Taking the first answer to compare with')).toBeTruthy();
  });

  it('when the switch is turned off, then the watch PATCH is sent, Stopped watching shows and the status goes', async () => {
    const toasts = recordToasts();
    const { api, user, row, toggle } = await openRow(LOOKED, {
      [WATCH_PATH]: ok({ watch: { ...NOT_WATCHING, lastLookedAt: LOOKED.lastLookedAt } }),
    });
    expect(toggle.checked).toBe(true);

    await user.click(toggle);

    await waitFor(() => expect(toasts.all).toEqual([{ title: 'Stopped watching' }]));
    expect(api.callsTo(WATCH_PATH).map((call) => call.body)).toEqual([{ watch: false }]);
    expect(toggle.checked).toBe(false);
    expect(statusOf(row)).toBeNull();
  });

  it('when the change fails, then Update Failed shows the server message and the switch stays as it was', async () => {
    const toasts = recordToasts();
    const { user, row, toggle } = await openRow(NOT_WATCHING, {
      [WATCH_PATH]: fail(404, { message: 'Saved report not found' }),
    });

    await user.click(toggle);

    await waitFor(() =>
      expect(toasts.all).toEqual([
        { title: 'Update Failed', description: 'Saved report not found', variant: 'destructive' },
      ]),
    );
    expect(toggle.checked).toBe(false);
    expect(statusOf(row)).toBeNull();
  });

  it('when the change fails without a message, then Update Failed says what could not be done', async () => {
    const toasts = recordToasts();
    const { user, toggle } = await openRow(NOT_WATCHING, { [WATCH_PATH]: fail(500, {}) });

    await user.click(toggle);

    await waitFor(() =>
      expect(toasts.all).toEqual([
        {
          title: 'Update Failed',
          description: 'Could not change whether this report watches for changes',
          variant: 'destructive',
        },
      ]),
    );
  });

  it('when a report is not watching, then its switch says what watching does and no status shows', async () => {
    const { row, toggle } = await openRow(NOT_WATCHING);

    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Quarry re-runs this report when a file it would find changes in your Drive (at most once an hour), and e-mails you only if the answer changed.',
    );
    expect(statusOf(row)).toBeNull();
  });
});

describe('the watch status', () => {
  it('when a watching report has looked, found a change and waits for a re-run, then each shows, the change linking to its run', async () => {
    const { row } = await openRow(LOOKED);

    const status = within(statusOf(row) as HTMLElement);

    expect(status.getAllByRole('paragraph').map((line) => line.textContent)).toEqual([
      'Watching for changes',
      `Last looked: ${formatDateTime(LOOKED.lastLookedAt as string)}`,
      `Last change found: ${formatDateTime(LOOKED.lastChangeFoundAt as string)} — 2 new findings, 1 changed finding, 1 source dropped`,
      `Re-run due at ${formatDateTime(LOOKED.rerunDueAt as string)}`,
    ]);
    expect(status.getByRole('link').getAttribute('href')).toBe('/report-execution/run-7');
  });

  it('when a watching report has looked but found no change, then it says so and links nowhere', async () => {
    const { row } = await openRow({ ...WATCHING, lastLookedAt: LOOKED.lastLookedAt });

    const status = within(statusOf(row) as HTMLElement);

    expect(status.getAllByRole('paragraph').map((line) => line.textContent)).toEqual([
      'Watching for changes',
      `Last looked: ${formatDateTime(LOOKED.lastLookedAt as string)}`,
      'No change found yet',
    ]);
    expect(status.queryByRole('link')).toBeNull();
  });

  it('when the other reports do not watch, then only the watching one shows a status', async () => {
    await openRow(LOOKED);

    const budget = within(screen.getByRole('listitem', { name: 'Budget' }));

    expect(budget.queryByRole('region')).toBeNull();
    expect((budget.getByRole('switch', { name: 'Watch for changes' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});
