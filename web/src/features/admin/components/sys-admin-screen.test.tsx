import { FLASH_MODEL, PRO_MODEL } from '@quarry/contracts/models';
import { DEFAULT_SYSTEM_SETTINGS_FOR_TESTS } from '@quarry/contracts/testing/system-settings';
import { DEFAULT_MODEL_PRICES } from '@quarry/contracts/usage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { SysAdminScreen } from './sys-admin-screen';

const profile = (isSysAdmin: boolean) =>
  ok({
    email: isSysAdmin ? 'admin@northwind.test' : 'maya.chen@northwind.test',
    name: 'Someone',
    userType: 'creator',
    isTeamMemberOnly: false,
    isSetupComplete: true,
    isSysAdmin,
  });

function adminApi(handlers: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/user/profile': profile(true),
    'GET /api/admin/system-settings': ok({ settings: DEFAULT_SYSTEM_SETTINGS_FOR_TESTS, version: null }),
    'GET /api/admin/system-settings/versions': ok({ versions: [] }),
    'GET /api/admin/complimentary-access': ok({ users: [] }),
    'GET /api/admin/audit': ok({ entries: [] }),
    'GET /api/admin/models': ok({ status: 'noKey', models: [], configured: [] }),
    ...handlers,
  });
}

describe('System Administration', () => {
  it('when someone other than the administrator opens it, then Access Denied shows and no admin call is made', async () => {
    const api = fakeApi({ 'GET /api/user/profile': profile(false) });
    renderRoute(<SysAdminScreen />, { path: '/sys-admin' });
    expect(
      await screen.findByText("You don't have permission to access the System Administration panel"),
    ).toBeTruthy();
    expect(screen.getByText('Access Denied')).toBeTruthy();
    expect(api.calls.filter((call) => call.url.startsWith('/api/admin'))).toEqual([]);
  });

  it('when the Query Phase prompt is edited and switched to Flash and saved with a note, then every prompt goes in one PUT and System Settings Saved shows', async () => {
    const toasts = recordToasts();
    const api = adminApi({
      'PUT /api/admin/system-settings': ok({ settings: DEFAULT_SYSTEM_SETTINGS_FOR_TESTS, version: 1 }),
    });
    const user = userEvent.setup();
    renderRoute(<SysAdminScreen />, { path: '/sys-admin' });
    const card = within(await screen.findByRole('group', { name: 'Query Phase' }));
    expect(card.getByText('Writes the report from the findings when Deep Research is on.')).toBeTruthy();
    const prompt = card.getByRole('textbox');
    await user.clear(prompt);
    await user.type(prompt, 'Answer in three bullet points.');
    await user.click(card.getByRole('combobox', { name: 'Query Phase model' }));
    await user.click(await screen.findByRole('option', { name: 'Flash' }));
    await user.click(screen.getByRole('button', { name: 'Save All Settings' }));
    expect(await screen.findByText('Describe the change')).toBeTruthy();
    await user.type(screen.getByLabelText('What changed'), 'Bullets on Flash');
    await user.click(screen.getByRole('button', { name: 'Save All Settings' }));

    await waitFor(() => expect(toasts.titles()).toEqual(['System Settings Saved']));
    const [put] = api.callsTo('PUT /api/admin/system-settings');
    expect(put?.body).toEqual({
      message: 'Bullets on Flash',
      settings: {
        ...DEFAULT_SYSTEM_SETTINGS_FOR_TESTS,
        queryPhase: 'Answer in three bullet points.',
        queryPhaseModel: FLASH_MODEL,
      },
    });
  });

  it('when a price is changed, then it is saved with the prompts, and a negative price is refused before any call', async () => {
    const toasts = recordToasts();
    const api = adminApi({
      'PUT /api/admin/system-settings': ok({ settings: DEFAULT_SYSTEM_SETTINGS_FOR_TESTS, version: 1 }),
    });
    const user = userEvent.setup();
    renderRoute(<SysAdminScreen />, { path: '/sys-admin' });
    const prices = within(await screen.findByRole('group', { name: 'Model prices' }));
    const proInput = prices.getByLabelText('Pro input');
    await user.clear(proInput);
    await user.type(proInput, '-1');
    await user.type(screen.getByLabelText('What changed'), 'New Pro prices');
    await user.click(screen.getByRole('button', { name: 'Save All Settings' }));
    expect(await prices.findByText('A price cannot be negative')).toBeTruthy();
    expect(api.callsTo('PUT /api/admin/system-settings')).toEqual([]);

    await user.clear(proInput);
    await user.type(proInput, '1.5');
    await user.clear(prices.getByLabelText('Prices as of'));
    await user.type(prices.getByLabelText('Prices as of'), '2027-01-31');
    await user.click(screen.getByRole('button', { name: 'Save All Settings' }));
    await waitFor(() => expect(toasts.titles()).toEqual(['System Settings Saved']));
    const [put] = api.callsTo('PUT /api/admin/system-settings');
    expect((put?.body as { settings: { modelPrices: unknown } } | undefined)?.settings.modelPrices).toEqual({
      asOf: '2027-01-31',
      flash: DEFAULT_MODEL_PRICES.flash,
      pro: { input: 1.5, output: DEFAULT_MODEL_PRICES.pro.output },
    });
  });

  it('when two versions are ticked, then their differences show prompt by prompt, and Restore asks first', async () => {
    const v1 = { ...DEFAULT_SYSTEM_SETTINGS_FOR_TESTS, queryPhase: 'Answer briefly.' };
    const v2 = { ...v1, queryPhase: 'Answer at length.', queryPhaseModel: FLASH_MODEL };
    const version = (number: number, settings: typeof v1) =>
      ok({
        version: {
          number,
          author: 'admin@northwind.test',
          message: `v${number}`,
          createdAt: '2026-11-25T10:00:00.000Z',
          settings,
        },
      });
    const api = adminApi({
      'GET /api/admin/system-settings/versions': ok({
        versions: [
          {
            number: 2,
            author: 'admin@northwind.test',
            message: 'Longer',
            createdAt: '2026-11-25T11:00:00.000Z',
          },
          {
            number: 1,
            author: 'admin@northwind.test',
            message: 'Brief',
            createdAt: '2026-11-25T10:00:00.000Z',
          },
        ],
      }),
      'GET /api/admin/system-settings/versions/1': version(1, v1),
      'GET /api/admin/system-settings/versions/2': version(2, v2),
      'POST /api/admin/system-settings/versions/1/restore': ok({ settings: v1, version: 3 }),
    });
    const user = userEvent.setup();
    renderRoute(<SysAdminScreen />, { path: '/sys-admin' });
    await user.click(await screen.findByRole('checkbox', { name: /Version 2: Longer/ }));
    await user.click(screen.getByRole('checkbox', { name: /Version 1: Brief/ }));

    const diff = within(await screen.findByRole('region', { name: 'Version 1 compared with version 2' }));
    const item = diff.getByRole('listitem');
    expect(item.textContent).toContain('Query Phase');
    expect(item.textContent).toContain('Model: Pro → Flash');
    expect(item.querySelector('del')?.textContent).toBe('briefly');
    expect(item.querySelector('ins')?.textContent).toBe('at length');

    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    expect(api.callsTo('POST /api/admin/system-settings/versions/1/restore')).toHaveLength(0);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/system-settings/versions/1/restore')).toHaveLength(1),
    );
  });

  it('when the grant e-mail is empty, then its button is disabled; a reset with no valid e-mail shows Invalid Email', async () => {
    const toasts = recordToasts();
    adminApi();
    const user = userEvent.setup();
    renderRoute(<SysAdminScreen />, { path: '/sys-admin' });
    const grants = within(await screen.findByRole('group', { name: 'Complimentary Access Users' }));
    expect((grants.getByRole('button', { name: 'Grant Access' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(grants.getByLabelText('E-mail'), 'ana@northwind.test');
    expect((grants.getByRole('button', { name: 'Grant Access' }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reset User' }));
    expect(toasts.all).toEqual([
      { title: 'Invalid Email', description: 'Please enter a valid email address', variant: 'destructive' },
    ]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('when the audit lists an action, then its sideways-scrolling box is a named region a keyboard can reach', async () => {
    adminApi({
      'GET /api/admin/audit': ok({
        entries: [
          {
            id: 'a1',
            actor: 'admin@northwind.test',
            action: 'access.granted',
            target: 'maya.chen@northwind.test',
            at: '2026-11-27T09:00:00.000Z',
          },
        ],
      }),
    });

    renderRoute(<SysAdminScreen />, { path: '/sys-admin' });

    const region = await screen.findByRole('region', { name: 'Audit log' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Audit' })).toBeTruthy();
    expect(await within(region).findByText('Granted access')).toBeTruthy();
  });
});

describe('the test panel', () => {
  it('when a prompt is tested after an unsaved edit, then the draft is sent and the answer shows with its tokens', async () => {
    const api = adminApi({
      'POST /api/admin/system-settings/test': ok({
        answer: 'AI tools\nacceptable use',
        models: [PRO_MODEL],
        calls: 3,
        tokens: { input: 1200, output: 80, thinking: 0 },
      }),
    });
    const user = userEvent.setup();
    renderRoute(<SysAdminScreen />, { path: '/sys-admin' });
    const step1 = within(await screen.findByRole('group', { name: 'Keyword Generation: Step 1' })).getByRole(
      'textbox',
    );
    await user.clear(step1);
    await user.type(step1, 'List nouns only.');
    const panel = within(screen.getByRole('group', { name: 'Test a prompt' }));
    expect((panel.getByRole('button', { name: 'Run Test' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(panel.getByLabelText('Question'), 'What about AI tools?');
    await user.click(panel.getByRole('button', { name: 'Run Test' }));

    const result = within(await screen.findByRole('region', { name: 'Test result' }));
    expect(
      result.getByText(`3 call(s) to ${PRO_MODEL}: 1200 input, 80 output and 0 thinking tokens`, {
        exact: false,
      }),
    ).toBeTruthy();
    const [call] = api.callsTo('POST /api/admin/system-settings/test');
    expect(call?.body).toMatchObject({
      kind: 'keywords',
      question: 'What about AI tools?',
      settings: { keywordGenerationStep1: 'List nouns only.' },
    });
    expect(api.callsTo('PUT /api/admin/system-settings')).toEqual([]);
  });
});

describe('the comparison prompt (issue 29)', () => {
  it('when /sys-admin opens, then Where the Documents Disagree has its card, on Flash, and switched to Pro it is saved with the rest', async () => {
    const api = adminApi({
      'PUT /api/admin/system-settings': ok({ settings: DEFAULT_SYSTEM_SETTINGS_FOR_TESTS, version: 1 }),
    });
    const user = userEvent.setup();
    renderRoute(<SysAdminScreen />, { path: '/sys-admin' });

    const card = within(await screen.findByRole('group', { name: 'Where the Documents Disagree' }));
    expect(
      card.getByText(/lists facts \(figures, dates, names\) that documents give differently/),
    ).toBeTruthy();
    expect(card.getByRole('textbox')).toHaveProperty('value', 'Instructions for contradictionPrompt.');
    const model = card.getByRole('combobox', { name: 'Where the Documents Disagree model' });
    expect(model.textContent).toBe('Flash');
    await user.click(model);
    await user.click(await screen.findByRole('option', { name: 'Pro' }));
    await user.type(screen.getByLabelText('What changed'), 'Compare on Pro');
    await user.click(screen.getByRole('button', { name: 'Save All Settings' }));

    await waitFor(() => expect(api.callsTo('PUT /api/admin/system-settings')).toHaveLength(1));
    const [put] = api.callsTo('PUT /api/admin/system-settings');
    expect(put?.body).toMatchObject({ settings: { contradictionPromptModel: PRO_MODEL } });
  });

  it('when the comparison is chosen in the test panel, then it is tested over sample findings', async () => {
    const api = adminApi({
      'POST /api/admin/system-settings/test': ok({
        answer: 'Recall cost Northwind',
        models: [FLASH_MODEL],
        calls: 1,
        tokens: { input: 300, output: 60, thinking: 0 },
      }),
    });
    const user = userEvent.setup();
    renderRoute(<SysAdminScreen />, { path: '/sys-admin' });
    const panel = within(await screen.findByRole('group', { name: 'Test a prompt' }));

    await user.click(panel.getByRole('combobox', { name: 'What to test' }));
    await user.click(await screen.findByRole('option', { name: 'Where sample findings disagree' }));
    await user.type(panel.getByLabelText('Question'), 'What did the recall cost?');
    await user.click(panel.getByRole('button', { name: 'Run Test' }));

    expect(await screen.findByText('Recall cost Northwind')).toBeTruthy();
    const [call] = api.callsTo('POST /api/admin/system-settings/test');
    expect(call?.body).toMatchObject({ kind: 'disagreements', question: 'What did the recall cost?' });
  });
});
