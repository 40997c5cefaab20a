import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '@/lib/leave-page';
import { type FakeHandler, fail, fakeApi, jsonResponse, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { SubscribeScreen } from './subscribe-screen';

vi.mock('@/lib/leave-page', () => ({ leavePage: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

const SETUP_PAGE = 'http://127.0.0.1:9100/stripe/setup';
const publicConfig = {
  recaptchaSiteKey: 'site-key',
  recaptchaScriptUrl: 'http://127.0.0.1:9100/recaptcha/api.js',
  cardForm: { kind: 'emulator-page', setupPageUrl: SETUP_PAGE },
  folderPicker: { kind: 'emulator-page', pickerUrl: 'http://127.0.0.1:9100/picker' },
};
const setupIntent = { alreadyActive: false, clientSecret: 'seti_1_secret_abc', setupIntentId: 'seti_1' };

function setup(handlers: Record<string, FakeHandler>, url = '/subscribe') {
  const api = fakeApi({
    'GET /api/public-config': ok(publicConfig),
    'POST /api/subscription/create': ok(setupIntent),
    ...handlers,
  });
  const view = renderRoute(<SubscribeScreen />, { path: '/subscribe', url });
  return { api, ...view };
}

describe('/subscribe without access', () => {
  it('when the person has no plan, then one card set-up starts and Enter card details goes to the card page with a way back', async () => {
    const { api } = setup({ 'GET /api/subscription/status': ok({ hasAccess: false }) });

    await userEvent.click(await screen.findByRole('button', { name: 'Enter card details' }));

    expect(screen.getByRole('heading', { name: 'Subscribe to Team Leader' })).toBeTruthy();
    expect(screen.getByText('$25')).toBeTruthy();
    expect(api.callsTo('POST /api/subscription/create')).toHaveLength(1);
    const target = new URL(vi.mocked(leavePage).mock.calls[0]![0]);
    expect(`${target.origin}${target.pathname}`).toBe(SETUP_PAGE);
    expect(target.searchParams.get('client_secret')).toBe('seti_1_secret_abc');
    expect(target.searchParams.get('return_url')).toBe(`${window.location.origin}/subscribe`);
  });

  it('when Stripe does not know the configured price, then Stripe Configuration Error shows and a retry is offered', async () => {
    setup({
      'GET /api/subscription/status': ok({ hasAccess: false }),
      'POST /api/subscription/create': fail(503, {
        message: "Stripe configuration error: No such price: 'prod_quarry_teams'",
        errorCode: 'STRIPE_CONFIGURATION_ERROR',
      }),
    });

    const alert = await screen.findByRole('alert');

    expect(alert.textContent).toContain('Stripe Configuration Error');
    expect(alert.textContent).toContain('contact support');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enter card details' })).toBeNull();
  });

  it('when the set-up fails for another reason, then its message shows', async () => {
    setup({
      'GET /api/subscription/status': ok({ hasAccess: false }),
      'POST /api/subscription/create': fail(502, { message: 'Stripe is not answering' }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Stripe is not answering');
  });

  it('when the set-up finds the person already subscribed, then the status is read again and the management view shows', async () => {
    let calls = 0;
    setup({
      'GET /api/subscription/status': () => {
        calls += 1;
        return ok(calls === 1 ? { hasAccess: false } : { hasAccess: true, reason: 'active_subscription' })({
          method: 'GET',
          url: '',
          body: undefined,
        });
      },
      'POST /api/subscription/create': ok({ alreadyActive: true, clientSecret: null, setupIntentId: null }),
    });
    expect(await screen.findByRole('heading', { name: 'Manage Subscription' })).toBeTruthy();
  });
});

describe('/subscribe with a plan', () => {
  it('when the subscription is active, then Manage Billing opens the billing portal by full-page redirect', async () => {
    const { api } = setup({
      'GET /api/subscription/status': ok({ hasAccess: true, reason: 'active_subscription' }),
      'POST /api/subscription/portal': ok({ url: 'http://127.0.0.1:9100/stripe/portal/bps_1' }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Manage Billing' }));

    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('http://127.0.0.1:9100/stripe/portal/bps_1'));
    expect(screen.getByRole('heading', { name: 'Manage Subscription' })).toBeTruthy();
    expect(api.callsTo('POST /api/subscription/create')).toHaveLength(0);
  });

  it('when the subscription is canceled but paid to the period end, then Subscription Ending Soon names the date', async () => {
    setup({
      'GET /api/subscription/status': ok({
        hasAccess: true,
        reason: 'canceled_but_active',
        subscriptionEndsAt: '2026-12-24T12:00:00.000Z',
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Subscription Ending Soon' })).toBeTruthy();
    expect(screen.getByText(/access until December 24, 2026/)).toBeTruthy();
    expect(screen.getByText(/will expire on December 24, 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeTruthy();
  });

  it('when a renewal was not paid, then the payment-failed banner shows with the portal and no new set-up starts', async () => {
    const { api } = setup({
      'GET /api/subscription/status': ok({ hasAccess: false, subscriptionStatus: 'past_due' }),
    });
    expect(
      (
        await screen.findByText(
          'Your payment failed. Please update your payment method to continue sharing reports.',
        )
      ).textContent,
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeTruthy();
    expect(api.callsTo('POST /api/subscription/create')).toHaveLength(0);
  });

  it('when the administrator granted access, then the complimentary view shows without a billing portal', async () => {
    setup({ 'GET /api/subscription/status': ok({ hasAccess: true, reason: 'complimentary_access' }) });
    expect(await screen.findByRole('heading', { name: 'Subscribed - Complimentary Access' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage Billing' })).toBeNull();
  });

  it('when the portal cannot be opened, then Portal Error says so and the page stays', async () => {
    const toasts = recordToasts();
    setup({
      'GET /api/subscription/status': ok({ hasAccess: true, reason: 'active_subscription' }),
      'POST /api/subscription/portal': fail(500, { message: 'Something went wrong. Please try again.' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    await waitFor(() =>
      expect(toasts.all).toContainEqual({
        title: 'Portal Error',
        description: 'Failed to create portal session',
        variant: 'destructive',
      }),
    );
    expect(leavePage).not.toHaveBeenCalled();
  });
});

describe('/subscribe back from the card form', () => {
  const back =
    '/subscribe?setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_abc&redirect_status=succeeded';

  it('when the card was set up, then the subscription is confirmed once, Subscription Successful shows and the chat opens after 1.5 s', async () => {
    const toasts = recordToasts();
    const { api, pathname, router } = setup(
      {
        'GET /api/subscription/status': ok({ hasAccess: true, reason: 'active_subscription' }),
        'POST /api/subscription/confirm': ok({
          hasAccess: true,
          reason: 'active_subscription',
          subscriptionId: 'sub_1',
        }),
      },
      back,
    );

    await waitFor(() => expect(toasts.titles()).toContain('Subscription Successful'));
    expect(router.state.location.search).toBe('');
    expect(pathname()).toBe('/subscribe');
    await waitFor(() => expect(pathname()).toBe('/chat-interface'), { timeout: 3000 });

    expect(api.callsTo('POST /api/subscription/confirm')).toEqual([
      { method: 'POST', url: '/api/subscription/confirm', body: { setupIntentId: 'seti_1' } },
    ]);
  });

  it('when the page read the status before the confirmation and its answer comes after, then the status kept is the confirmed one', async () => {
    // Arrange: the page's own read of the status (no plan yet) answers only once the plan is confirmed.
    let confirmed: () => void = () => {};
    const confirmation = new Promise<void>((resolve) => {
      confirmed = resolve;
    });
    const { queryClient, pathname } = setup(
      {
        'GET /api/subscription/status': async () => {
          await confirmation;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return jsonResponse(200, { hasAccess: false, reason: 'no_subscription' });
        },
        'POST /api/subscription/confirm': () => {
          confirmed();
          return jsonResponse(200, {
            hasAccess: true,
            reason: 'active_subscription',
            subscriptionId: 'sub_1',
          });
        },
      },
      back,
    );

    // Act
    await waitFor(() => expect(pathname()).toBe('/chat-interface'), { timeout: 3000 });

    // Assert: the main menu reads this status: it must offer Manage Subscription, not Upgrade Plan.
    expect(queryClient.getQueryData(['/api', 'subscription', 'status'])).toMatchObject({ hasAccess: true });
  });

  it('when the bank declined the card, then Payment Method Failed stays beside the card form with the bank’s message, and the form is offered again', async () => {
    const toasts = recordToasts();
    setup(
      {
        'GET /api/subscription/status': ok({ hasAccess: false }),
        'POST /api/subscription/confirm': fail(402, {
          message: 'Your card was declined.',
          errorCode: 'PAYMENT_METHOD_FAILED',
        }),
      },
      back.replace('succeeded', 'failed'),
    );

    const alert = await screen.findByRole('alert');

    expect(alert.textContent).toContain('Payment Method Failed');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(await screen.findByRole('button', { name: 'Enter card details' })).toBeTruthy();
    // Told once, where it stays: no toast that goes in five seconds as well.
    expect(toasts.titles()).not.toContain('Payment Method Failed');
  });

  it('when the confirmation fails otherwise, then Subscription Failed shows with the message', async () => {
    const toasts = recordToasts();
    setup(
      {
        'GET /api/subscription/status': ok({ hasAccess: false }),
        'POST /api/subscription/confirm': fail(404, { message: 'Card set-up not found' }),
      },
      back,
    );
    await waitFor(() =>
      expect(toasts.all).toContainEqual({
        title: 'Subscription Failed',
        description: 'Card set-up not found',
        variant: 'destructive',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Subscription Failed');
    expect(alert.textContent).toContain('Card set-up not found');
  });
});
