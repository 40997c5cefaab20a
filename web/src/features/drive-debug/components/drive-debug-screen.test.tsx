import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDriveToken } from '@/modules/account/api/check-drive-token';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-route';
import { DriveDebugScreen } from './drive-debug-screen';

/** Stands in for the folder picker, which checks the token with the same hook before the tree. */
function TokenChecker() {
  const token = useDriveToken();
  return <p>{token.data ? 'Checked' : 'Checking'}</p>;
}

const GRANT = {
  token_exists: true,
  scopes: ['https://www.googleapis.com/auth/drive.readonly'],
  grantedBy: 'ada@example.com',
  grantedAt: '2026-11-20T09:00:00.000Z',
  refreshable: true,
};

describe('drive token debug', () => {
  it('when another screen has already checked the Drive token, then the debug page shows the stored grant', async () => {
    fakeApi({ 'GET /api/v1/check-drive-token': ok(GRANT) });
    const { router } = renderRoutes(
      [
        { path: '/google-drive', element: <TokenChecker /> },
        { path: '/drive-debug', element: <DriveDebugScreen /> },
      ],
      '/google-drive',
    );
    expect(await screen.findByText('Checked')).toBeTruthy();

    await router.navigate('/drive-debug');

    const blob = (await screen.findByText('Database Blob')).parentElement as HTMLElement;
    expect(within(blob).getByText('Present')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });
});
