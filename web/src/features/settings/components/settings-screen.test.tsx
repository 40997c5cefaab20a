import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fail, fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { TIMEZONES } from '../utils/timezones';
import { SettingsScreen } from './settings-screen';

const stored = {
  deepResearch: true,
  notifyOnCompletion: false,
  chatRetentionDays: 30,
  reportRetentionDays: 365,
  timezone: 'America/Los_Angeles',
  systemQuery: 'Focus on 2024 contracts',
  maxKeywords: 30,
  enableIntroduction: true,
  enableConclusion: true,
  selectedDriveDirectories: [],
};

async function renderSettings(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({ 'GET /api/user/preferences': ok({ preferences: stored }), ...handlers });
  const view = renderRoute(<SettingsScreen />, { path: '/settings' });
  await screen.findByLabelText('Chat History Retention');
  return { api, ...view };
}

const slider = (name: string) => screen.getByRole('slider', { name }) as HTMLInputElement;

describe('settings form', () => {
  it('when loaded, then the sliders, timezone and system query show the stored values with their labels', async () => {
    await renderSettings();
    expect(slider('Chat History Retention').value).toBe('30');
    expect(slider('Chat History Retention').getAttribute('aria-valuetext')).toBe('1 month');
    expect(slider('Report Retention').getAttribute('aria-valuetext')).toBe('1 year');
    expect([slider('Max Keywords').min, slider('Max Keywords').max]).toEqual(['5', '30']);
    expect([slider('Report Retention').min, slider('Report Retention').max]).toEqual(['1', '365']);
    const timezone = screen.getByRole('combobox', { name: 'Timezone' }) as HTMLSelectElement;
    expect(timezone.value).toBe('America/Los_Angeles');
    expect(within(timezone).getAllByRole('option')).toHaveLength(TIMEZONES.length);
    expect((screen.getByRole('textbox', { name: 'System Query' }) as HTMLTextAreaElement).value).toBe(
      'Focus on 2024 contracts',
    );
    expect(screen.getByText(/encrypted with Google Cloud\s+Key Management Service/)).toBeTruthy();
  });

  it('when a slider moves, then its label follows the spec wording', async () => {
    await renderSettings();
    fireEvent.change(slider('Chat History Retention'), { target: { value: '1' } });
    expect(slider('Chat History Retention').getAttribute('aria-valuetext')).toBe('1 day');
    fireEvent.change(slider('Chat History Retention'), { target: { value: '14' } });
    expect(screen.getByText('14 days')).toBeTruthy();
    fireEvent.change(slider('Report Retention'), { target: { value: '180' } });
    expect(screen.getByText('6 months')).toBeTruthy();
  });

  it('when Save Settings is pressed, then the edited preferences are sent and Settings Saved shows', async () => {
    const toasts = recordToasts();
    const user = userEvent.setup();
    const { api } = await renderSettings({
      'PUT /api/user/preferences': ({ body }) =>
        new Response(JSON.stringify({ preferences: { ...stored, ...(body as object) } }), { status: 200 }),
    });
    fireEvent.change(slider('Chat History Retention'), { target: { value: '7' } });
    fireEvent.change(slider('Max Keywords'), { target: { value: '12' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Timezone' }), 'Europe/Berlin');
    const systemQuery = screen.getByRole('textbox', { name: 'System Query' });
    await user.clear(systemQuery);
    await user.type(systemQuery, 'Only invoices');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(toasts.titles()).toEqual(['Settings Saved']));
    expect(api.callsTo('PUT /api/user/preferences').map((call) => call.body)).toEqual([
      {
        chatRetentionDays: 7,
        reportRetentionDays: 365,
        maxKeywords: 12,
        timezone: 'Europe/Berlin',
        systemQuery: 'Only invoices',
      },
    ]);
  });

  it('when saving fails, then Save Failed shows', async () => {
    const toasts = recordToasts();
    const user = userEvent.setup();
    await renderSettings({ 'PUT /api/user/preferences': fail(500, { message: 'db' }) });
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() =>
      expect(toasts.all).toEqual([
        { title: 'Save Failed', description: 'Could not save your preferences', variant: 'destructive' },
      ]),
    );
  });
});

describe('settings danger zone', () => {
  it('when deletion is cancelled in the confirmation, then no keys are deleted', async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Delete My Keys' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your encrypted keys?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('DELETE /api/user/keys')).toHaveLength(0);
  });

  it('when deletion is confirmed, then the keys are deleted and onboarding opens', async () => {
    const user = userEvent.setup();
    const { api, pathname } = await renderSettings({
      'DELETE /api/user/keys': ok({ message: 'Keys deleted' }),
    });
    await user.click(screen.getByRole('button', { name: 'Delete My Keys' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Keys' }));
    await waitFor(() => expect(pathname()).toBe('/onboarding'));
    expect(api.callsTo('DELETE /api/user/keys')).toHaveLength(1);
  });

  it('when deletion fails, then Delete Failed shows and the page stays', async () => {
    const toasts = recordToasts();
    const user = userEvent.setup();
    const { pathname } = await renderSettings({ 'DELETE /api/user/keys': fail(500, { message: 'kms' }) });
    await user.click(screen.getByRole('button', { name: 'Delete My Keys' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Keys' }),
    );
    await waitFor(() =>
      expect(toasts.all).toEqual([
        { title: 'Delete Failed', description: 'Could not delete encrypted keys', variant: 'destructive' },
      ]),
    );
    expect(pathname()).toBe('/settings');
  });
});
