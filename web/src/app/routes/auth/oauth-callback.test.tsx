import { ACCOUNT_BEING_DELETED, ACCOUNT_BEING_DELETED_TITLE } from '@quarry/contracts/account-data';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_STATE_KEY } from '@/lib/authorization';
import { fail, fakeApi, jsonResponse, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { OAuthCallbackRoute } from './oauth-callback';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

function renderCallback(query: string) {
  return renderRoute(<OAuthCallbackRoute />, { path: '/oauth-callback', url: `/oauth-callback${query}` });
}

describe('/oauth-callback page', () => {
  it('when the code is being exchanged, then a spinner shows; then success, one post, and the chat after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.setItem(OAUTH_STATE_KEY, 's1');
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      'POST /api/auth/unified-oauth': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/user/profile': ok({
        email: 'a@example.com',
        name: 'A',
        userType: 'creator',
        isTeamMemberOnly: false,
        isSetupComplete: true,
        isSysAdmin: false,
      }),
    });
    const { pathname } = renderCallback('?code=c1&state=s1');
    expect(screen.getByRole('status', { name: 'Completing authentication...' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Signing In | Quarry'));

    answer(
      jsonResponse(200, {
        isTeamMemberSignup: false,
        needsGeminiKey: false,
        hasGoogleDriveAccess: true,
        hasEncryptedDriveToken: true,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Authentication Successful' })).toBeTruthy();
    // StrictMode ran the page's effects twice; a single-use code must still be posted once.
    expect(api.callsTo('POST /api/auth/unified-oauth')).toHaveLength(1);
    expect(pathname()).toBe('/oauth-callback');

    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(pathname()).toBe('/chat-interface'));
  });

  it('when sign-in fails, then the message and a Try Again link to / show', async () => {
    fakeApi({});
    renderCallback('?error=access_denied');
    expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeTruthy();
    expect(screen.getByText('OAuth error: access_denied')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/');
  });

  it('when the account is still being deleted, then the page says so calmly with when to try again: no Authentication Failed, no alert, and it stays', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 's1');
    fakeApi({
      'POST /api/auth/unified-oauth': fail(409, { message: ACCOUNT_BEING_DELETED, retryAfterSeconds: 120 }),
    });
    const { pathname } = renderCallback('?code=c1&state=s1');

    expect(await screen.findByRole('heading', { name: ACCOUNT_BEING_DELETED_TITLE })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(
      /^This usually takes a few minutes\. Try signing in again after \d{1,2}:\d{2} [AP]M/,
    );
    expect(screen.queryByRole('heading', { name: 'Authentication Failed' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(pathname()).toBe('/oauth-callback');
  });
});
