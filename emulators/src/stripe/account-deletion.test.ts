import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUARRY_TEAMS_PRICE_ID } from './catalog';
import { customerWithCard, type StripeKit, startStripeKit } from './test-support';

/**
 * The calls Quarry makes when a person deletes their account (docs/decisions/accounts-and-data.md), through the real
 * SDK: the subscription ends at once, and every saved card is taken off the customer.
 */
describe('Stripe calls of an account deletion', () => {
  let kit: StripeKit;
  beforeEach(async () => {
    kit = await startStripeKit();
  });
  afterEach(async () => {
    await kit.stop();
  });

  const eventsOf = async (type: string) =>
    (await kit.stripe.events.list({ limit: 100 })).data.filter((event) => event.type === type);

  it('when a subscription is cancelled without proration, then it ends at once with one customer.subscription.deleted and no new invoice', async () => {
    const { customer } = await customerWithCard(kit.stripe, 'pm_card_visa');
    const sub = await kit.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: QUARRY_TEAMS_PRICE_ID }],
    });
    const invoicesBefore = (await kit.stripe.invoices.list({ customer: customer.id })).data.length;

    const canceled = await kit.stripe.subscriptions.cancel(
      sub.id,
      { invoice_now: false, prorate: false },
      { idempotencyKey: 'delete_u1-cancel-1' },
    );

    expect(canceled).toMatchObject({ id: sub.id, status: 'canceled', cancel_at_period_end: false });
    expect(canceled.ended_at).not.toBeNull();
    const deleted = await eventsOf('customer.subscription.deleted');
    expect(deleted.map((event) => (event.data.object as Stripe.Subscription).id)).toEqual([sub.id]);
    expect((await kit.stripe.invoices.list({ customer: customer.id })).data).toHaveLength(invoicesBefore);
  });

  it('when a cancelled subscription is cancelled again, then Stripe answers resource_missing and sends no second event', async () => {
    const { customer } = await customerWithCard(kit.stripe, 'pm_card_visa');
    const sub = await kit.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: QUARRY_TEAMS_PRICE_ID }],
    });
    await kit.stripe.subscriptions.cancel(sub.id);

    const again = await kit.stripe.subscriptions.cancel(sub.id).catch((error: unknown) => error);

    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again).toMatchObject({ code: 'resource_missing', statusCode: 404 });
    expect(await eventsOf('customer.subscription.deleted')).toHaveLength(1);
  });

  it("when a customer's payment methods are listed, then only that customer's come back", async () => {
    const { customer, pm } = await customerWithCard(kit.stripe, 'pm_card_visa');
    const second = await kit.stripe.paymentMethods.attach('pm_card_mastercard', { customer: customer.id });
    await customerWithCard(kit.stripe, 'pm_card_visa', 'someone.else@northwind.test');

    const listed = await kit.stripe.paymentMethods.list({ customer: customer.id, limit: 100 });

    expect(listed.data.map((method) => method.id).sort()).toEqual([pm.id, second.id].sort());
  });

  it('when a payment method is detached twice with one Idempotency-Key, then the second replays the first and the customer has none left', async () => {
    const { customer, pm } = await customerWithCard(kit.stripe, 'pm_card_visa');

    const first = await kit.stripe.paymentMethods.detach(
      pm.id,
      {},
      { idempotencyKey: 'delete_u1-detach-pm' },
    );
    const replay = await kit.stripe.paymentMethods.detach(
      pm.id,
      {},
      { idempotencyKey: 'delete_u1-detach-pm' },
    );

    expect(first.customer).toBeNull();
    expect(replay.id).toBe(pm.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await kit.stripe.paymentMethods.list({ customer: customer.id })).data).toEqual([]);
    expect(await eventsOf('payment_method.detached')).toHaveLength(1);
    const after = await kit.stripe.customers.retrieve(customer.id);
    expect((after as Stripe.Customer).invoice_settings.default_payment_method).toBeNull();
  });

  it('when a detached payment method is detached again under a new key, then Stripe refuses it as not attached', async () => {
    const { pm } = await customerWithCard(kit.stripe, 'pm_card_visa');
    await kit.stripe.paymentMethods.detach(pm.id);

    const again = await kit.stripe.paymentMethods.detach(pm.id).catch((error: unknown) => error);

    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((again as Error).message).toMatch(/not attached to a customer/);
  });
});
