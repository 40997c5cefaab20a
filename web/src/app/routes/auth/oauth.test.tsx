import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OAUTH_STATE_KEY } from '@/lib/authorization';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { OAuthRoute } from './oauth';

afterEach(() => {
  sessionStorage.clear();
});

describe('/oauth page', () => {
  it('when the code is exchanged and setup is incomplete, then Continue to Setup Now leads to /api-key', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'st');
    fakeApi({
      'GET /api/auth/session-check': ok({ hasActiveSession: false }),
      'POST /api/auth/exchange-code': ok({
        message: 'Authenticated',
        isSetupComplete: false,
        requiresSetup: true,
        nextStep: 'api-key',
      }),
    });
    renderRoute(<OAuthRoute />, { path: '/oauth', url: '/oauth?code=c&state=st' });
    const link = await screen.findByRole('link', { name: 'Continue to Setup Now' });
    expect(link.getAttribute('href')).toBe('/api-key');
  });

  it('when the state does not match, then the CSRF error shows', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'st');
    fakeApi({ 'GET /api/auth/session-check': ok({ hasActiveSession: false }) });
    renderRoute(<OAuthRoute />, { path: '/oauth', url: '/oauth?code=c&state=other' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Invalid state parameter - potential CSRF attack',
    );
    expect(screen.queryByRole('link', { name: 'Continue to Setup Now' })).toBeNull();
  });
});
