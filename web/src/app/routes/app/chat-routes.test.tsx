import { DEFAULT_PREFERENCES } from '@quarry/contracts/user';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-route';

const profile = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  userType: 'creator',
  isTeamMemberOnly: false,
  isSetupComplete: true,
  isSysAdmin: false,
};

function signedInCreator() {
  return fakeApi({
    'GET /api/auth/session-check': ok({ hasActiveSession: true }),
    'GET /api/user/profile': ok(profile),
    'GET /api/teams': ok([]),
    'GET /api/subscription/status': ok({ hasAccess: false }),
    'GET /api/v1/check-drive-token': ok({ token_exists: true }),
    'GET /api/v1/check-gemini-key': ok({ key_exists: true }),
    'GET /api/user/preferences': ok({ preferences: DEFAULT_PREFERENCES }),
    'GET /api/chat/sessions': ok({ sessions: [] }),
    'GET /api/google-drive/structure': ok({
      structure: {
        id: 'root',
        name: 'Root Directory',
        mimeType: 'application/vnd.google-apps.folder',
        children: [],
      },
    }),
  });
}

describe('drive picker and quota guide routes', () => {
  it('when /google-drive opens, then the folder picker shows inside the app shell', async () => {
    signedInCreator();
    renderRoutes(routes, '/google-drive');
    expect(await screen.findByRole('checkbox', { name: 'Root Directory' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Main menu' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('My Google Drive | Quarry'));
  });

  it('when /quota-help opens without a session, then the guide shows and nothing is asked but whether there is one', async () => {
    const api = fakeApi({});
    renderRoutes(routes, '/quota-help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Increase your Gemini Quota' })).toBeTruthy();
    // The session decides whether the key's tier is asked for (docs/decisions/reading-economy.md); without one it is not.
    expect(api.calls.map((call) => call.url)).toEqual(['/api/auth/session-check']);
  });

  it('when /quota-help opens, then the guide sits in the main landmark, as screens in the app shell do', async () => {
    fakeApi({});
    renderRoutes(routes, '/quota-help');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Increase your Gemini Quota' });
    expect(screen.getByRole('main').contains(heading)).toBe(true);
  });
});
