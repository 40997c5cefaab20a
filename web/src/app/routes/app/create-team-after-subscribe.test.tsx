import { SUBSCRIPTION_REQUIRED } from '@quarry/contracts/subscription';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, ok } from '@/testing/fake-api';
import { profileResponse } from '@/testing/profile';
import { renderRoutes } from '@/testing/render-route';
import { SubscribeRoute } from './subscribe';
import { TeamsRoute } from './teams';

// The card page is another site: leaving for it is recorded, not followed.
vi.mock('@/lib/leave-page', () => ({ leavePage: vi.fn() }));

const publicConfig = {
  recaptchaSiteKey: 'site-key',
  recaptchaScriptUrl: 'http://127.0.0.1:9100/recaptcha/api.js',
  cardForm: { kind: 'emulator-page', setupPageUrl: 'http://127.0.0.1:9100/stripe/setup' },
  folderPicker: { kind: 'emulator-page', pickerUrl: 'http://127.0.0.1:9100/picker' },
};
const team = {
  id: 't1',
  name: 'Recall Response',
  isAdmin: true,
  administrators: [{ name: 'Ada', isCurrentUser: true }],
  memberCount: 1,
  sharedReportCount: 0,
};
const routes = [
  { path: '/teams', element: <TeamsRoute /> },
  { path: '/subscribe', element: <SubscribeRoute /> },
];
const cardReturn =
  '/subscribe?setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_abc&redirect_status=succeeded';

beforeEach(() => sessionStorage.clear());

describe("'Create Team' without the Teams plan", () => {
  it('when the person pays on the card page and comes back, then they land on /teams with the team they named created once', async () => {
    // Arrange: no plan, so creating the team answers 402 and sends them to /subscribe.
    let planned = false;
    const api = fakeApi({
      'GET /api/user/profile': profileResponse(),
      'GET /api/public-config': ok(publicConfig),
      'GET /api/teams': () => jsonResponse(200, planned ? [team] : []),
      'GET /api/subscription/status': () =>
        jsonResponse(
          200,
          planned ? { hasAccess: true, reason: 'active_subscription' } : { hasAccess: false },
        ),
      'POST /api/subscription/create': ok({
        alreadyActive: false,
        clientSecret: 'c',
        setupIntentId: 'seti_1',
      }),
      'POST /api/teams': () =>
        planned
          ? jsonResponse(200, { team })
          : jsonResponse(402, { message: 'Teams access required', errorCode: SUBSCRIPTION_REQUIRED }),
      'POST /api/subscription/confirm': () => {
        planned = true;
        return jsonResponse(200, { hasAccess: true, reason: 'active_subscription', subscriptionId: 'sub_1' });
      },
    });
    const user = userEvent.setup();
    const first = renderRoutes(routes, '/teams');
    await user.click(await screen.findByRole('button', { name: 'Create Team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Team' }));
    await user.type(dialog.getByRole('textbox', { name: 'Team name' }), 'Recall Response');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(first.pathname()).toBe('/subscribe'));
    cleanup();

    // Act: Stripe's card page sends the browser back to /subscribe, a fresh load of the SPA.
    const back = renderRoutes(routes, cardReturn);

    // Assert
    await waitFor(() => expect(back.pathname()).toBe('/teams'), { timeout: 3000 });
    await waitFor(() => expect(api.callsTo('POST /api/teams')).toHaveLength(2));
    expect(api.callsTo('POST /api/teams')[1]?.body).toEqual({ name: 'Recall Response' });
    expect(await screen.findByRole('group', { name: 'Recall Response' })).toBeTruthy();
    expect(back.router.state.location.state).toBeNull();
  });
});
