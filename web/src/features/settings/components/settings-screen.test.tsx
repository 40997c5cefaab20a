import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
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
  timezoneChosen: true,
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

const slider = (name: string) => screen.getByRole('slider', { name });
const sliderValue = (name: string) => slider(name).getAttribute('aria-valuenow');
const rangeOf = (name: string) => ['aria-valuemin', 'aria-valuemax'].map((a) => slider(name).getAttribute(a));

/** Moves a slider as a keyboard user would: Home, then Page Up by tens and the right arrow by ones. */
function slideTo(name: string, value: number) {
  const thumb = slider(name);
  fireEvent.keyDown(thumb, { key: 'Home' });
  const steps = value - Number(thumb.getAttribute('aria-valuemin'));
  for (let i = 0; i < Math.floor(steps / 10); i++) fireEvent.keyDown(thumb, { key: 'PageUp' });
  for (let i = 0; i < steps % 10; i++) fireEvent.keyDown(thumb, { key: 'ArrowRight' });
}

const timezone = () => screen.getByRole('combobox', { name: 'Timezone' });

describe('settings form', () => {
  it('when loaded, then the sliders, timezone and system query show the stored values with their labels', async () => {
    await renderSettings();
    expect(sliderValue('Chat History Retention')).toBe('30');
    expect(slider('Chat History Retention').getAttribute('aria-valuetext')).toBe('1 month');
    expect(slider('Report Retention').getAttribute('aria-valuetext')).toBe('1 year');
    expect(rangeOf('Max Keywords')).toEqual(['5', '30']);
    expect(rangeOf('Report Retention')).toEqual(['1', '365']);
    const description = slider('Max Keywords').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(description)?.textContent).toBe(
      'The most search keywords generated from one question.',
    );
    expect(timezone().textContent).toBe('Pacific Time (Los Angeles)');
    expect((screen.getByRole('textbox', { name: 'System Query' }) as HTMLTextAreaElement).value).toBe(
      'Focus on 2024 contracts',
    );
    expect(screen.getByText(/encrypted with Google Cloud\s+Key Management Service/)).toBeTruthy();
    await userEvent.setup().click(timezone());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(TIMEZONES.length);
    expect(options.find((option) => option.getAttribute('aria-selected') === 'true')?.textContent).toBe(
      'Pacific Time (Los Angeles)',
    );
  });

  it('when a slider moves, then its label follows the spec wording', async () => {
    await renderSettings();
    slideTo('Chat History Retention', 1);
    expect(slider('Chat History Retention').getAttribute('aria-valuetext')).toBe('1 day');
    slideTo('Chat History Retention', 14);
    expect(screen.getByText('14 days')).toBeTruthy();
    slideTo('Report Retention', 180);
    expect(screen.getByText('6 months')).toBeTruthy();
    fireEvent.keyDown(slider('Report Retention'), { key: 'End' });
    expect(slider('Report Retention').getAttribute('aria-valuetext')).toBe('1 year');
  });

  it('when Save Settings is pressed, then the edited preferences are sent and Settings Saved shows', async () => {
    const toasts = recordToasts();
    const user = userEvent.setup();
    const { api } = await renderSettings({
      'PUT /api/user/preferences': ({ body }) =>
        new Response(JSON.stringify({ preferences: { ...stored, ...(body as object) } }), { status: 200 }),
    });
    slideTo('Chat History Retention', 7);
    slideTo('Max Keywords', 12);
    // Typing on the closed select picks the first zone with that name, as in a native select.
    timezone().focus();
    await user.keyboard('Berlin');
    expect(timezone().textContent).toBe('Berlin');
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
        monthlySpendAlertUsd: null,
        reportCostCapUsd: null,
      },
    ]);
  });

  it('when the stored zone is not one the server offers and is left as it is, then it still shows and Save does not send it', async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings({
      'GET /api/user/preferences': ok({ preferences: { ...stored, timezone: 'Asia/Kathmandu' } }),
      'PUT /api/user/preferences': ({ body }) =>
        new Response(JSON.stringify({ preferences: { ...stored, ...(body as object) } }), { status: 200 }),
    });
    expect(timezone().textContent).toBe('Asia/Kathmandu');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(api.callsTo('PUT /api/user/preferences')).toHaveLength(1));
    expect(api.callsTo('PUT /api/user/preferences')[0]?.body).not.toHaveProperty('timezone');
  });

  it('when the person never chose a zone, then the browser’s shows, and saving other settings does not choose it', async () => {
    // Arrange: a browser in Berlin, and the product's default stored but never chosen.
    const before = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    onTestFinished(() => {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    });
    const user = userEvent.setup();
    const { api } = await renderSettings({
      'GET /api/user/preferences': ok({ preferences: { ...stored, timezoneChosen: false } }),
      'PUT /api/user/preferences': ({ body }) =>
        new Response(JSON.stringify({ preferences: { ...stored, ...(body as object) } }), { status: 200 }),
    });

    // Act
    const shown = timezone().textContent;
    slideTo('Max Keywords', 12);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    // Assert
    expect(shown).toBe('Berlin');
    await waitFor(() => expect(api.callsTo('PUT /api/user/preferences')).toHaveLength(1));
    expect(api.callsTo('PUT /api/user/preferences')[0]?.body).not.toHaveProperty('timezone');
  });

  it('when a monthly spend alert is typed, then it is saved as dollars; a bad amount is refused on the field and nothing is sent', async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings({
      'PUT /api/user/preferences': ({ body }) =>
        new Response(JSON.stringify({ preferences: { ...stored, ...(body as object) } }), { status: 200 }),
    });
    const alert = screen.getByRole('textbox', { name: 'Monthly spend alert (USD)' });
    await user.type(alert, '-3');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('Enter an amount from 0.01 to 100000 dollars, or leave it empty'),
    ).toBeTruthy();
    expect(api.callsTo('PUT /api/user/preferences')).toHaveLength(0);

    await user.clear(alert);
    await user.type(alert, '7.50');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(api.callsTo('PUT /api/user/preferences')).toHaveLength(1));
    expect(api.callsTo('PUT /api/user/preferences')[0]?.body).toMatchObject({ monthlySpendAlertUsd: 7.5 });
  });

  it('when a cost cap per report is typed, then it is saved as dollars; a bad amount is refused on the field and nothing is sent', async () => {
    const user = userEvent.setup();
    const { api } = await renderSettings({
      'PUT /api/user/preferences': ({ body }) =>
        new Response(JSON.stringify({ preferences: { ...stored, ...(body as object) } }), { status: 200 }),
    });
    const cap = screen.getByRole('textbox', { name: 'Cost cap per report (USD)' });
    await user.type(cap, '20000');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('Enter an amount from 0.01 to 10000 dollars, or leave it empty'),
    ).toBeTruthy();
    expect(api.callsTo('PUT /api/user/preferences')).toHaveLength(0);

    await user.clear(cap);
    await user.type(cap, '2');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    await waitFor(() => expect(api.callsTo('PUT /api/user/preferences')).toHaveLength(1));
    expect(api.callsTo('PUT /api/user/preferences')[0]?.body).toMatchObject({ reportCostCapUsd: 2 });
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
