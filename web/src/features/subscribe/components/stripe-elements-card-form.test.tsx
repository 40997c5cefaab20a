import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { StripeElementsCardForm } from './stripe-elements-card-form';

// Stripe.js cannot load here (no internet); its React bindings are replaced by what they hand the form.
const confirmSetup = vi.fn();
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => ({})) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmSetup }),
  useElements: () => ({}),
}));

beforeEach(() => {
  confirmSetup.mockReset();
});

function show() {
  const api = fakeApi({
    'POST /api/subscription/confirm': ok({
      hasAccess: true,
      reason: 'active_subscription',
      subscriptionId: 'sub_9',
    }),
    'GET /api/subscription/status': ok({ hasAccess: true, reason: 'active_subscription' }),
  });
  renderRoute(<StripeElementsCardForm publishableKey="pk_test_1" clientSecret="seti_9_secret_x" />, {
    path: '/subscribe',
  });
  return api;
}

describe('StripeElementsCardForm (cloud)', () => {
  it("when Stripe.js refuses the card, then Payment Method Failed stays beside the form with Stripe's message until the next attempt, and nothing is confirmed", async () => {
    const toasts = recordToasts();
    confirmSetup.mockResolvedValueOnce({ error: { message: 'Your card has insufficient funds.' } });
    const api = show();

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payment Method Failed');
    expect(alert.textContent).toContain('Your card has insufficient funds.');
    expect(toasts.titles()).not.toContain('Payment Method Failed');
    expect(api.callsTo('POST /api/subscription/confirm')).toEqual([]);

    // The next attempt starts clean.
    confirmSetup.mockImplementationOnce(() => new Promise(() => {}));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('when Stripe.js sets the card up in the page, then the subscription is confirmed with that set-up', async () => {
    confirmSetup.mockResolvedValue({ setupIntent: { id: 'seti_9', status: 'succeeded' } });
    const api = show();

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() =>
      expect(api.callsTo('POST /api/subscription/confirm')).toEqual([
        { method: 'POST', url: '/api/subscription/confirm', body: { setupIntentId: 'seti_9' } },
      ]),
    );
    expect(confirmSetup).toHaveBeenCalledWith(
      expect.objectContaining({
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/subscribe` },
      }),
    );
  });
});
