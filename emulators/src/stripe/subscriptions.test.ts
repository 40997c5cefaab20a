import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUARRY_TEAMS_PRICE_ID } from './catalog';
import { customerWithCard, type StripeKit, startStripeKit } from './test-support';

describe('Stripe subscriptions', () => {
  let kit: StripeKit;
  beforeEach(async () => {
    kit = await startStripeKit();
  });
  afterEach(async () => {
    await kit.stop();
  });

  it('when the preset price is read, then it is Quarry Teams at $25.00 a month', async () => {
    const price = await kit.stripe.prices.retrieve(QUARRY_TEAMS_PRICE_ID, { expand: ['product'] });

    expect(price).toMatchObject({
      object: 'price',
      unit_amount: 2500,
      currency: 'usd',
      recurring: { interval: 'month', interval_count: 1 },
      product: { object: 'product', name: 'Quarry Teams' },
    });
  });

  it('when a subscription names an unknown price, then the error says "No such price" and nothing is created', async () => {
    const { customer } = await customerWithCard(kit.stripe, 'pm_card_visa');

    const error = await kit.stripe.subscriptions
      .create({ customer: customer.id, items: [{ price: 'price_x' }] })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      message: "No such price: 'price_x'",
      code: 'resource_missing',
      param: 'items[0][price]',
      statusCode: 404,
    });
    expect((await kit.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toEqual([]);
  });

  it('when a customer with a good card subscribes, then it is active and its first invoice is paid', async () => {
    const { customer, pm } = await customerWithCard(kit.stripe, 'pm_card_visa');

    const sub = await kit.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: QUARRY_TEAMS_PRICE_ID }],
      default_payment_method: pm.id,
      expand: ['latest_invoice', 'customer'],
    });

    const item = sub.items.data[0]!;
    expect(sub.id).toMatch(/^sub_/);
    expect(sub.status).toBe('active');
    expect(sub.customer).toMatchObject({ id: customer.id, object: 'customer' });
    expect(sub.latest_invoice).toMatchObject({ object: 'invoice', status: 'paid', amount_paid: 2500 });
    expect(item.price.id).toBe(QUARRY_TEAMS_PRICE_ID);
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * 86_400);
    expect((await kit.stripe.invoices.list({ subscription: sub.id })).data).toHaveLength(1);
  });

  it('when cancel_at_period_end is set and cleared, then the subscription follows and stays active', async () => {
    const { customer } = await customerWithCard(kit.stripe, 'pm_card_visa');
    const sub = await kit.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: QUARRY_TEAMS_PRICE_ID }],
    });

    const canceling = await kit.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    const renewed = await kit.stripe.subscriptions.update(sub.id, { cancel_at_period_end: false });

    expect(canceling).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: sub.items.data[0]!.current_period_end,
    });
    expect(canceling.canceled_at).not.toBeNull();
    expect(renewed).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
    });
  });

  it('when a subscription is canceled, then it is canceled at once and left out of the default list', async () => {
    const { customer } = await customerWithCard(kit.stripe, 'pm_card_visa');
    const sub = await kit.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: QUARRY_TEAMS_PRICE_ID }],
    });

    const canceled = await kit.stripe.subscriptions.cancel(sub.id);

    expect(canceled.status).toBe('canceled');
    expect(canceled.ended_at).not.toBeNull();
    expect((await kit.stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect(
      (await kit.stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data,
    ).toHaveLength(1);
  });

  it('when the card cannot be charged, then error_if_incomplete refuses and allow_incomplete leaves it incomplete', async () => {
    const { customer } = await customerWithCard(kit.stripe, 'pm_card_chargeCustomerFail');
    const items = [{ price: QUARRY_TEAMS_PRICE_ID }];

    const refused = await kit.stripe.subscriptions
      .create({ customer: customer.id, items, payment_behavior: 'error_if_incomplete' })
      .catch((e: unknown) => e);
    const incomplete = await kit.stripe.subscriptions.create({
      customer: customer.id,
      items,
      expand: ['latest_invoice'],
    });

    expect(refused).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(refused).toMatchObject({ message: 'Your card was declined.', decline_code: 'generic_decline' });
    expect(incomplete.status).toBe('incomplete');
    expect(incomplete.latest_invoice).toMatchObject({ status: 'open', attempt_count: 1 });
  });

  it("when a customer has no card, then subscribing is refused with Stripe's message", async () => {
    const customer = await kit.stripe.customers.create({ email: 'nocard@northwind.test' });

    const error = await kit.stripe.subscriptions
      .create({ customer: customer.id, items: [{ price: QUARRY_TEAMS_PRICE_ID }] })
      .catch((e: unknown) => e);

    expect((error as Error).message).toMatch(
      /^This customer has no attached payment source or default payment method/,
    );
  });

  it('when an invoice of an incomplete subscription is paid with a good card, then the subscription becomes active', async () => {
    const customer = await kit.stripe.customers.create({ email: 'later@northwind.test' });
    const sub = await kit.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: QUARRY_TEAMS_PRICE_ID }],
      payment_behavior: 'default_incomplete',
    });
    const pm = await kit.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });

    const invoice = await kit.stripe.invoices.pay(sub.latest_invoice as string, { payment_method: pm.id });

    expect(sub.status).toBe('incomplete');
    expect(invoice.status).toBe('paid');
    expect((await kit.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });

  it('when a price is created for a new product, then subscribing to it bills that amount', async () => {
    const { customer } = await customerWithCard(kit.stripe, 'pm_card_visa');
    const price = await kit.stripe.prices.create({
      product_data: { name: 'Quarry Teams (annual)' },
      unit_amount: 25_000,
      currency: 'usd',
      recurring: { interval: 'year' },
    });

    const sub = await kit.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      expand: ['latest_invoice'],
    });

    expect(price.id).toMatch(/^price_/);
    expect((await kit.stripe.prices.retrieve(price.id)).recurring?.interval).toBe('year');
    expect(sub.latest_invoice).toMatchObject({ amount_paid: 25_000 });
  });

  it('when expand names a field that cannot be expanded, then the call is refused and nothing is created', async () => {
    const { customer } = await customerWithCard(kit.stripe, 'pm_card_visa');

    const error = await kit.stripe.subscriptions
      .create({
        customer: customer.id,
        items: [{ price: QUARRY_TEAMS_PRICE_ID }],
        expand: ['latest_invoice.payment_intent'],
      })
      .catch((e: unknown) => e);

    expect((error as Error).message).toBe('This property cannot be expanded (payment_intent).');
    expect((await kit.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toEqual([]);
  });
});
