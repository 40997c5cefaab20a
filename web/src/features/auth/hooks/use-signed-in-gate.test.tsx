import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { useSignedInGate } from './use-signed-in-gate';

function GuardedScreen() {
  return useSignedInGate() === 'open' ? <p>Report screen</p> : <p>Checking</p>;
}

const render = (url: string) =>
  renderRoutes([{ path: '/report-execution/:executionId', element: <GuardedScreen /> }], url);

describe('signed-in screens opened from a link', () => {
  it('when there is no session, then the sign-in entry opens carrying the asked path, with no Session Expired toast', async () => {
    const toasts = recordToasts();
    const api = fakeApi({ 'GET /api/auth/session-check': ok({ hasActiveSession: false }) });
    const { router } = render('/report-execution/abc?tab=sources#n3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/report-execution/abc?tab=sources#n3',
    );
    expect(screen.queryByText('Report screen')).toBeNull();
    expect(api.callsTo('GET /api/auth/session-check')).toHaveLength(1);
    expect(toasts.all).toEqual([]);
  });

  it('when there is a session, then the screen opens where it is', async () => {
    fakeApi({ 'GET /api/auth/session-check': ok({ hasActiveSession: true }) });
    const { router } = render('/report-execution/abc');
    expect(await screen.findByText('Report screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/report-execution/abc');
  });

  it('when the session check itself fails, then the screen opens and its own calls decide', async () => {
    fakeApi({ 'GET /api/auth/session-check': fail(503, { message: 'down' }) });
    render('/report-execution/abc');
    expect(await screen.findByText('Report screen')).toBeTruthy();
  });
});
