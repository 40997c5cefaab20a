import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { savedReport, savedReportsApi } from '../testing/saved-report-fakes';
import { SavedReportsScreen } from './saved-reports-screen';

describe("a saved report's own cost cap", () => {
  it('when its own cap is chosen and saved, then the amount is sent; a bad amount cannot be saved', async () => {
    const toasts = recordToasts();
    const api = savedReportsApi([savedReport('r1', { reportName: 'Leases' })], {
      'PATCH /api/saved-reports/r1/cost-cap': ok({ ok: true }),
    });
    const user = userEvent.setup();
    renderRoute(<SavedReportsScreen />, { path: '/saved-reports' });
    const row = within(await screen.findByRole('listitem', { name: 'Leases' }));
    await user.click(row.getByRole('button', { name: 'Show details for Leases' }));
    expect((row.getByRole('combobox', { name: 'Cost cap' }) as HTMLSelectElement).value).toBe('preference');

    await user.selectOptions(row.getByRole('combobox', { name: 'Cost cap' }), 'own');
    const amount = row.getByRole('textbox', { name: 'Cost cap for this report (USD)' });
    await user.type(amount, '0');
    expect(row.getByText('Enter an amount from 0.01 to 10000 dollars')).toBeTruthy();
    expect((row.getByRole('button', { name: 'Save Cap' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(amount);
    await user.type(amount, '2.50');
    await user.click(row.getByRole('button', { name: 'Save Cap' }));

    await waitFor(() => expect(toasts.titles()).toEqual(['Cost Cap Saved']));
    expect(api.callsTo('PATCH /api/saved-reports/r1/cost-cap').map((call) => call.body)).toEqual([
      { costCap: 2.5 },
    ]);
  });
});
