import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_PATH_KEY } from '@/features/auth/utils/return-path';
import { startAuthorization } from '@/lib/authorization';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { LoginRoute } from './login';

vi.mock('@/lib/authorization', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/authorization')>()),
  startAuthorization: vi.fn(async () => {}),
}));

beforeEach(() => {
  vi.mocked(startAuthorization).mockReset();
  sessionStorage.clear();
});

function renderSignedOut() {
  fakeApi({ 'GET /api/auth/session-check': ok({ hasActiveSession: false }) });
  return renderRoute(<LoginRoute />, { path: '/login' });
}

describe('/login (Welcome page)', () => {
  it('when nobody is signed in, then Continue with Google starts the Google sign-in', async () => {
    const user = userEvent.setup();
    renderSignedOut();
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(startAuthorization).toHaveBeenCalledWith('signin');
    await waitFor(() => expect(document.title).toBe('Welcome | Quarry'));
  });

  it('when the sign-in cannot start, then Authentication Failed shows its reason and the button works again', async () => {
    vi.mocked(startAuthorization).mockRejectedValueOnce(new Error('Network down'));
    const toasts = recordToasts();
    const user = userEvent.setup();
    renderSignedOut();
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await user.click(button);
    await waitFor(() =>
      expect(toasts.all).toEqual([
        { title: 'Authentication Failed', description: 'Network down', variant: 'destructive' },
      ]),
    );
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('when a creator is already signed in, then the chat interface opens instead of the button', async () => {
    fakeApi({
      'GET /api/auth/session-check': ok({ hasActiveSession: true }),
      'GET /api/user/profile': ok({
        email: 'c@example.com',
        name: 'C',
        userType: 'creator',
        isTeamMemberOnly: false,
        isSetupComplete: true,
        isSysAdmin: false,
      }),
    });
    const { pathname } = renderRoute(<LoginRoute />, { path: '/login' });
    await waitFor(() => expect(pathname()).toBe('/chat-interface'));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });
});

describe('/login reached from a link opened while signed out', () => {
  it('when Continue with Google is pressed, then the linked path is kept for the return from Google', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/auth/session-check': ok({ hasActiveSession: false }) });
    renderRoute(<LoginRoute />, { path: '/login', url: '/login?returnTo=%2Freport-execution%2Fabc' });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(startAuthorization).toHaveBeenCalledWith('signin');
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/report-execution/abc');
  });

  it('when the returnTo would leave the site, then nothing is kept for the return', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/auth/session-check': ok({ hasActiveSession: false }) });
    renderRoute(<LoginRoute />, { path: '/login', url: '/login?returnTo=%2F%2Fevil.com' });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it('when a creator is already signed in, then the linked page opens at once', async () => {
    fakeApi({
      'GET /api/auth/session-check': ok({ hasActiveSession: true }),
      'GET /api/user/profile': ok({
        email: 'c@example.com',
        name: 'C',
        userType: 'creator',
        isTeamMemberOnly: false,
        isSetupComplete: true,
        isSysAdmin: false,
      }),
    });
    const { pathname } = renderRoute(<LoginRoute />, {
      path: '/login',
      url: '/login?returnTo=%2Freport-execution%2Fabc',
    });
    await waitFor(() => expect(pathname()).toBe('/report-execution/abc'));
  });
});
