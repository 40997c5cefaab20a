import { LOGIN_REQUIRED } from '@quarry/contracts/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { fail, fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';

const profile = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  userType: 'creator',
  isTeamMemberOnly: false,
  isSetupComplete: true,
  isSysAdmin: false,
};

function signedIn() {
  return fakeApi({
    'GET /api/user/profile': ok(profile),
    'GET /api/teams': ok([]),
    'GET /api/subscription/status': ok({ hasAccess: false }),
    'GET /api/user/preferences': ok({
      preferences: {
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
      },
    }),
  });
}

describe('signed-in app shell', () => {
  it('when /chat-interface opens, then the shell with both menus and the chat screen show', async () => {
    const api = signedIn();
    api.set('GET /api/auth/session-check', ok({ hasActiveSession: true }));
    api.set('GET /api/v1/check-drive-token', ok({ token_exists: true }));
    api.set('GET /api/v1/check-gemini-key', ok({ key_exists: true }));
    api.set('GET /api/chat/sessions', ok({ sessions: [] }));
    renderRoutes(routes, '/chat-interface');
    // The chat route is the largest lazy module: under a full parallel run its first import alone
    // can pass findBy's default second, which says nothing about the behaviour checked here.
    const loaded = { timeout: 10_000 };
    const main = within(await screen.findByRole('main', undefined, loaded));
    expect(
      await main.findByRole('heading', { level: 1, name: 'Query your Documents and Share Reports' }, loaded),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Chat | Quarry'));
  });

  it('when /settings opens, then the Settings page, with its Chat Preferences, shows inside the shell', async () => {
    signedIn();
    renderRoutes(routes, '/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Main menu' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Settings | Quarry'));
  });

  it('when /streamlit opens, then the launch page checks the setup inside the shell and titles the page Analytics', async () => {
    const api = signedIn();
    api.set('GET /api/user/key-status', ok({ totalKeys: 3 }));
    api.set('POST /api/user/load-session-keys', ok({ message: 'Session keys loaded (3 of 3)' }));
    api.set(
      'POST /api/streamlit/initialize',
      ok({ url: '/analytics', message: 'Ready', requiresSetup: false }),
    );
    renderRoutes(routes, '/streamlit');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 2, name: 'Setup Complete!' })).toBeTruthy();
    expect(main.getByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(await main.findByRole('button', { name: 'Launch Streamlit Interface' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Main menu' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Analytics | Quarry'));
  });

  it('when the session is gone, then the profile call raises Session Expired', async () => {
    const toasts = recordToasts();
    fakeApi({
      'GET /api/user/profile': fail(401, { message: 'Login required', errorCode: LOGIN_REQUIRED }),
      'GET /api/teams': fail(401, { message: 'Login required', errorCode: LOGIN_REQUIRED }),
      'GET /api/subscription/status': fail(401, { message: 'Login required', errorCode: LOGIN_REQUIRED }),
    });
    renderRoutes(routes, '/chat-interface');
    await waitFor(() => expect(toasts.titles()).toEqual(['Session Expired']));
  });
});

describe('sign-in and setup routes', () => {
  it.each([
    ['/onboarding', 'Set up your account'],
    ['/drive-callback?error=access_denied', 'Google Drive Authorization Failed'],
    ['/oauth-callback?error=access_denied', 'Authentication Failed'],
  ])('when %s opens, then its page shows', async (url, heading) => {
    fakeApi({});
    renderRoutes(routes, url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });
});
