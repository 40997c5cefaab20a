import type { PromptName } from '@quarry/contracts/admin';
import type { AdminModelsResponse } from '@quarry/contracts/admin-models';
import { FLASH_MODEL, PRO_MODEL } from '@quarry/contracts/models';
import { DEFAULT_SYSTEM_SETTINGS_FOR_TESTS } from '@quarry/contracts/testing/system-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { SysAdminScreen } from './sys-admin-screen';

const model = (id: string, displayName: string, usedBy: PromptName[] = []) => ({
  id,
  displayName,
  inputTokenLimit: 1_048_576,
  outputTokenLimit: 65_536,
  thinking: true,
  usedBy,
});

/** The key lists today's models; the settings still name gemini-2.5-pro for two prompts. */
const WITH_GONE: AdminModelsResponse = {
  status: 'listed',
  models: [
    model(FLASH_MODEL, 'Gemini 3.8 Flash', ['queryPhaseSuccinct']),
    model(PRO_MODEL, 'Gemini 3.1 Pro Preview', ['extractionPhase']),
    model('gemini-3.7-flash', 'Gemini 3.7 Flash'),
  ],
  configured: [
    {
      model: 'gemini-2.5-pro',
      usedBy: ['queryPhase', 'sanityCheckPrompt'],
      available: false,
      fallback: PRO_MODEL,
    },
    { model: PRO_MODEL, usedBy: ['extractionPhase'], available: true, fallback: FLASH_MODEL },
    { model: FLASH_MODEL, usedBy: ['queryPhaseSuccinct'], available: true, fallback: FLASH_MODEL },
  ],
};
const ALL_CURRENT: AdminModelsResponse = {
  ...WITH_GONE,
  configured: WITH_GONE.configured.filter((c) => c.available),
};

function adminApi(models: FakeHandler, settings = DEFAULT_SYSTEM_SETTINGS_FOR_TESTS) {
  return fakeApi({
    'GET /api/user/profile': ok({
      email: 'admin@northwind.test',
      name: 'Admin',
      userType: 'creator',
      isTeamMemberOnly: false,
      isSetupComplete: true,
      isSysAdmin: true,
    }),
    'GET /api/admin/system-settings': ok({ settings, version: 4 }),
    'GET /api/admin/system-settings/versions': ok({ versions: [] }),
    'GET /api/admin/complimentary-access': ok({ users: [] }),
    'GET /api/admin/audit': ok({ entries: [] }),
    'GET /api/admin/models': models,
  });
}

describe('Gemini models on System Administration', () => {
  it('when the key lists its models, then each shows its limits, thinking and the prompts that use it', async () => {
    adminApi(ok(ALL_CURRENT));
    renderRoute(<SysAdminScreen />, { path: '/sys-admin' });
    const table = await screen.findByRole('table', { name: 'Models your Gemini key can call' });
    const flash = within(within(table).getByRole('row', { name: FLASH_MODEL }));
    expect(flash.getByText('Gemini 3.8 Flash')).toBeTruthy();
    expect(flash.getByText('1,048,576')).toBeTruthy();
    expect(flash.getByText('Query Phase Succinct')).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'gemini-3.7-flash' }).textContent).toContain('—');
    expect(screen.queryByText(/is no longer available/)).toBeNull();
  });

  it('when a configured model is gone, then a warning names it, the prompts that use it and the model runs use instead', async () => {
    adminApi(ok(WITH_GONE));
    renderRoute(<SysAdminScreen />, { path: '/sys-admin' });
    const warning = (await screen.findByText('gemini-2.5-pro is no longer available')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(warning.textContent).toContain(
      'Your Gemini key cannot call gemini-2.5-pro, the model of Query Phase and Deep Research: Sanity Check. Runs use gemini-3.1-pro-preview (Pro) instead until you choose Flash or Pro for them and save.',
    );
    expect(
      screen.getAllByRole('alert').filter((a) => /no longer available/.test(a.textContent ?? '')),
    ).toHaveLength(1);
  });

  it('when the setting naming the gone model is changed and saved, then the warning goes', async () => {
    const settings = { ...DEFAULT_SYSTEM_SETTINGS_FOR_TESTS, queryPhaseModel: 'gemini-2.5-pro' };
    const api = adminApi(ok(WITH_GONE), settings);
    api.set(
      'PUT /api/admin/system-settings',
      ok({ settings: DEFAULT_SYSTEM_SETTINGS_FOR_TESTS, version: 5 }),
    );
    const user = userEvent.setup();
    renderRoute(<SysAdminScreen />, { path: '/sys-admin' });
    expect(await screen.findByText('gemini-2.5-pro is no longer available')).toBeTruthy();

    const card = within(screen.getByRole('group', { name: 'Query Phase' }));
    const model = card.getByRole('combobox', { name: 'Query Phase model' });
    expect(model.textContent).toBe('Pro (gemini-2.5-pro)');
    await user.click(model);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Flash', 'Pro']);
    await user.click(screen.getByRole('option', { name: 'Pro' }));
    api.set('GET /api/admin/models', ok(ALL_CURRENT));
    await user.type(screen.getByLabelText('What changed'), 'Today’s Pro');
    await user.click(screen.getByRole('button', { name: 'Save All Settings' }));

    await waitFor(() => expect(screen.queryByText('gemini-2.5-pro is no longer available')).toBeNull());
    const [put] = api.callsTo('PUT /api/admin/system-settings');
    const saved = put?.body as { settings: { queryPhaseModel: string } } | undefined;
    expect(saved?.settings.queryPhaseModel).toBe(PRO_MODEL);
    expect(api.callsTo('GET /api/admin/models')).toHaveLength(2);
  });

  it('when the administrator has no Gemini key, then the card says so plainly and points to Settings', async () => {
    adminApi(ok({ ...ALL_CURRENT, status: 'noKey', models: [] }));
    renderRoute(<SysAdminScreen />, { path: '/sys-admin' });
    expect(await screen.findByText('No Gemini API key')).toBeTruthy();
    expect(
      screen.getByText(
        /You have not saved a Gemini API key, so Quarry cannot list the models your key can call/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your key in Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(screen.queryByRole('table', { name: 'Models your Gemini key can call' })).toBeNull();
  });

  it.each([
    ['keyRefused', 'Gemini refused your API key', 'API key not valid. Please pass a valid API key.'],
    ['unreachable', 'Gemini did not answer', 'The model is overloaded. Please try again later.'],
  ] as const)(
    'when the list comes back %s, then the card says why in Gemini’s words',
    async (status, title, message) => {
      adminApi(ok({ ...ALL_CURRENT, status, message, models: [] }));
      renderRoute(<SysAdminScreen />, { path: '/sys-admin' });
      expect(await screen.findByText(title)).toBeTruthy();
      expect(screen.getByText(`The models cannot be listed now: ${message}`)).toBeTruthy();
    },
  );
});
