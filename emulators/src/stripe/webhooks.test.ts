import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUARRY_TEAMS_PRICE_ID } from './catalog';
import { customerWithCard, type StripeKit, startStripeKit, startWebhookReceiver } from './test-support';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

describe('Stripe webhooks', () => {
  let kit: StripeKit;
  let receiver: Receiver;
  beforeEach(async () => {
    kit = await startStripeKit();
  });
  afterEach(async () => {
    await kit.stop();
    await receiver?.stop();
  });

  function verified(secret: string): Stripe.Event[] {
    return receiver.received.map((hook) =>
      kit.stripe.webhooks.constructEvent(hook.body, hook.signature, secret),
    );
  }

  it('when an endpoint is registered through the API, then events reach it signed with its secret', async () => {
    receiver = await startWebhookReceiver();
    const endpoint = await kit.stripe.webhookEndpoints.create({ url: receiver.url, enabled_events: ['*'] });

    const customer = await kit.stripe.customers.create({ email: 'maya.chen@northwind.test' });
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1));

    expect(endpoint.secret).toMatch(/^whsec_/);
    const [event] = verified(endpoint.secret!);
    expect(event).toMatchObject({
      object: 'event',
      type: 'customer.created',
      data: { object: { id: customer.id } },
    });
    expect(() =>
      kit.stripe.webhooks.constructEvent(
        receiver.received[0]!.body,
        receiver.received[0]!.signature,
        'whsec_wrong',
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('when an endpoint is registered with a chosen secret, then a subscription journey arrives in order', async () => {
    receiver = await startWebhookReceiver();
    await kit.control('webhook-endpoints', { url: receiver.url, secret: 'whsec_quarry_local' });

    const { customer } = await customerWithCard(kit.stripe, 'pm_card_visa');
    await kit.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: QUARRY_TEAMS_PRICE_ID }],
    });
    const expected = (await kit.stripe.events.list({ limit: 100 })).data.map((e) => e.id).reverse();
    await vi.waitFor(() => expect(receiver.received).toHaveLength(expected.length));

    const events = verified('whsec_quarry_local');
    expect(events.map((e) => e.id)).toEqual(expected);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'customer.created',
        'payment_method.attached',
        'customer.subscription.created',
        'invoice.paid',
        'customer.subscription.updated',
      ]),
    );
  });

  it('when an endpoint listens to some events only, then it gets only those', async () => {
    receiver = await startWebhookReceiver();
    await kit.stripe.webhookEndpoints.create({ url: receiver.url, enabled_events: ['invoice.paid'] });

    const { customer } = await customerWithCard(kit.stripe, 'pm_card_visa');
    await kit.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: QUARRY_TEAMS_PRICE_ID }],
    });
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1));

    expect(JSON.parse(receiver.received[0]!.body).type).toBe('invoice.paid');
  });

  it('when the app fails a delivery, then it is retried and the deliveries log shows both attempts', async () => {
    receiver = await startWebhookReceiver(1);
    await kit.control('webhook-endpoints', { url: receiver.url, secret: 'whsec_retry' });

    const customer = await kit.stripe.customers.create({ email: 'retry@northwind.test' });
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 5000 });

    expect(verified('whsec_retry')[0]!.data.object).toMatchObject({ id: customer.id });
    const { data } = (await kit.control('deliveries')) as {
      data: { status: string; attempts: { status: number }[] }[];
    };
    expect(data).toHaveLength(1);
    expect(data[0]!.status).toBe('delivered');
    expect(data[0]!.attempts.map((a) => a.status)).toEqual([500, 200]);
  });

  it('when an endpoint is deleted, then it gets nothing more', async () => {
    receiver = await startWebhookReceiver();
    const endpoint = await kit.stripe.webhookEndpoints.create({ url: receiver.url, enabled_events: ['*'] });

    await kit.stripe.webhookEndpoints.del(endpoint.id);
    await kit.stripe.customers.create({ email: 'quiet@northwind.test' });

    expect((await kit.stripe.webhookEndpoints.list()).data).toEqual([]);
    expect((await kit.control('deliveries')).data).toEqual([]);
  });
});
