import { DATA_EXPORT_PATH } from '@quarry/contracts/account-data';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '@/testing/fake-api';
import { profileResponse } from '@/testing/profile';
import { renderRoute } from '@/testing/render-route';
import { SettingsRoute } from './settings';

const preferences = {
  deepResearch: true,
  notifyOnCompletion: false,
  chatRetentionDays: 30,
  reportRetentionDays: 365,
  timezone: 'America/Los_Angeles',
  systemQuery: '',
  maxKeywords: 30,
  enableIntroduction: true,
  enableConclusion: true,
  selectedDriveDirectories: [],
};

describe('/settings', () => {
  it('when it opens, then Download my data sits above the Danger Zone, which holds Delete my account beside Delete My Keys', async () => {
    fakeApi({
      'GET /api/user/preferences': ok({ preferences }),
      'GET /api/user/profile': profileResponse(),
      [`GET ${DATA_EXPORT_PATH}`]: fail(404, { message: 'No download yet' }),
    });
    renderRoute(<SettingsRoute />, { path: '/settings' });

    const download = await screen.findByRole('button', { name: 'Download my data' });
    const dangerZone = screen.getByRole('heading', { name: 'Danger Zone' });
    expect(download.compareDocumentPosition(dangerZone) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const keys = screen.getByRole('region', { name: 'Delete your encrypted keys' });
    const account = screen.getByRole('region', { name: 'Delete your account' });
    expect(within(keys).getByRole('button', { name: 'Delete My Keys' })).toBeTruthy();
    expect(within(account).getByRole('button', { name: 'Delete my account' })).toBeTruthy();
    expect(keys.parentElement).toBe(account.parentElement);
  });

  it('when it opens, then it is headed Settings, with a heading for each part it holds', async () => {
    fakeApi({
      'GET /api/user/preferences': ok({ preferences }),
      'GET /api/user/profile': profileResponse(),
      [`GET ${DATA_EXPORT_PATH}`]: fail(404, { message: 'No download yet' }),
    });
    renderRoute(<SettingsRoute />, { path: '/settings' });

    await screen.findByRole('button', { name: 'Download my data' });
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`)).toEqual([
      'H1 Settings',
      'H2 Chat Preferences',
      'H2 Encryption',
      'H2 Download my data',
      'H2 Danger Zone',
    ]);
  });
});
