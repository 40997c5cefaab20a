import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startAuthorization } from '@/lib/authorization';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { OnboardingRoute } from './onboarding';

vi.mock('@/lib/authorization', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/authorization')>()),
  startAuthorization: vi.fn(async () => {}),
}));

beforeEach(() => {
  vi.mocked(startAuthorization).mockReset();
});

describe('/onboarding', () => {
  it('when shown, then it explains both steps, and the button starts the drive authorization', async () => {
    const user = userEvent.setup();
    renderRoute(<OnboardingRoute />, { path: '/onboarding' });
    expect(screen.getByRole('heading', { name: 'Step 1: Authorize Google Drive' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Step 2: Provide your AI key' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue to Google Drive Authorization' }));
    expect(startAuthorization).toHaveBeenCalledWith('drive');
  });

  it('when the authorization cannot start, then Authorization Failed shows', async () => {
    vi.mocked(startAuthorization).mockRejectedValueOnce(new Error('Login required'));
    const toasts = recordToasts();
    const user = userEvent.setup();
    renderRoute(<OnboardingRoute />, { path: '/onboarding' });
    await user.click(screen.getByRole('button', { name: 'Continue to Google Drive Authorization' }));
    await waitFor(() =>
      expect(toasts.all).toEqual([
        { title: 'Authorization Failed', description: 'Login required', variant: 'destructive' },
      ]),
    );
  });
});
