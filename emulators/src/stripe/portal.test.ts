import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUARRY_TEAMS_PRICE_ID } from './catalog';
import { customerWithCard, formWithButton, type StripeKit, startStripeKit } from './test-support';

const RETURN_URL = 'http://127.0.0.1:5173/settings';

describe('Stripe billing portal', () => {
  let kit: StripeKit;
  beforeEach(async () => {
    kit = await startStripeKit();
  });
  afterEach(async () => {
    await kit.stop();
  });

  async function subscribedPortal() {
    const { customer } = await customerWithCard(kit.stripe, 'pm_card_visa');
    const sub = await kit.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: QUARRY_TEAMS_PRICE_ID }],
    });
    const session = await kit.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: RETURN_URL,
    });
    return { customer, sub, session };
  }

  async function press(pageUrl: string, button: string): Promise<Response> {
    const { action, fields } = formWithButton(await (await fetch(pageUrl)).text(), button);
    return fetch(new URL(action, kit.url), { method: 'POST', body: fields, redirect: 'manual' });
  }

  it('when a portal session is created, then its page shows the subscription and a Return link', async () => {
    const { session } = await subscribedPortal();

    const html = await (await fetch(session.url)).text();

    expect(session.id).toMatch(/^bps_/);
    expect(session.url).toBe(`${kit.url}/stripe/portal/${session.id}`);
    expect(html).toContain('Quarry Teams');
    expect(html).toContain('<dd data-field="status">active</dd>');
    expect(html).toContain('>Cancel subscription</button>');
    expect(html).toContain(`<a href="${RETURN_URL}">Return</a>`);
  });

  it('when Cancel subscription and then Renew subscription are pressed, then cancel_at_period_end follows with events', async () => {
    const { sub, session } = await subscribedPortal();

    const canceled = await press(session.url, 'Cancel subscription');
    const afterCancel = await kit.stripe.subscriptions.retrieve(sub.id);
    const pageAfterCancel = await (await fetch(session.url)).text();
    await press(session.url, 'Renew subscription');
    const afterRenew = await kit.stripe.subscriptions.retrieve(sub.id);
    const updates = await kit.stripe.events.list({ type: 'customer.subscription.updated' });

    expect(canceled.status).toBe(303);
    expect(afterCancel).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(pageAfterCancel).toContain('Your subscription will be canceled on');
    expect(pageAfterCancel).toContain('>Renew subscription</button>');
    expect(afterRenew.cancel_at_period_end).toBe(false);
    const changes = updates.data
      .map((event) => (event.data.previous_attributes ?? {}) as Partial<Stripe.Subscription>)
      .filter((previous) => 'cancel_at_period_end' in previous)
      .map((previous) => previous.cancel_at_period_end);
    // Newest first: the renewal undid true, the cancellation changed false.
    expect(changes).toEqual([true, false]);
  });

  it('when a past-due customer enters a good card in the portal, then the owed invoice is paid and access returns', async () => {
    const { customer, sub, session } = await subscribedPortal();
    const failing = await kit.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: customer.id,
    });
    await kit.stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: failing.id },
    });
    await kit.advance(sub.items.data[0]!.current_period_end - sub.items.data[0]!.current_period_start);
    const pastDue = await kit.stripe.subscriptions.retrieve(sub.id);

    const { action, fields } = formWithButton(
      await (await fetch(session.url)).text(),
      'Update payment method',
    );
    fields.set('card_number', '4242424242424242');
    await fetch(new URL(action, kit.url), { method: 'POST', body: fields, redirect: 'manual' });

    expect(pastDue.status).toBe('past_due');
    expect((await kit.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    const open = await kit.stripe.invoices.list({ subscription: sub.id, status: 'open' });
    expect(open.data).toEqual([]);
  });

  it('when the portal link is unknown, then the page is not found', async () => {
    const response = await fetch(`${kit.url}/stripe/portal/bps_unknown`);

    expect(response.status).toBe(404);
  });
});
