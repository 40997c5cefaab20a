import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type StripeKit, startStripeKit } from './test-support';

describe('Stripe customers', () => {
  let kit: StripeKit;
  beforeEach(async () => {
    kit = await startStripeKit();
  });
  afterEach(async () => {
    await kit.stop();
  });

  it('when a customer is created, then it can be retrieved, updated and listed by e-mail', async () => {
    const created = await kit.stripe.customers.create({
      email: 'maya.chen@northwind.test',
      name: 'Maya Chen',
      metadata: { uid: 'u-maya' },
    });
    await kit.stripe.customers.create({ email: 'leo.okafor@northwind.test' });

    const updated = await kit.stripe.customers.update(created.id, {
      name: 'Maya C.',
      metadata: { plan: 'teams' },
    });
    const fetched = await kit.stripe.customers.retrieve(created.id);
    const listed = await kit.stripe.customers.list({ email: 'maya.chen@northwind.test' });

    expect(created).toMatchObject({ object: 'customer', email: 'maya.chen@northwind.test', livemode: false });
    expect(created.id).toMatch(/^cus_/);
    expect(updated.metadata).toEqual({ uid: 'u-maya', plan: 'teams' });
    expect(fetched).toMatchObject({ id: created.id, name: 'Maya C.' });
    expect(listed.data.map((c) => c.id)).toEqual([created.id]);
  });

  it('when customers are searched by metadata and e-mail, then only the match comes back', async () => {
    const maya = await kit.stripe.customers.create({
      email: 'maya.chen@northwind.test',
      metadata: { uid: 'a1' },
    });
    await kit.stripe.customers.create({ email: 'maya.chen@northwind.test', metadata: { uid: 'b2' } });

    const found = await kit.stripe.customers.search({
      query: "email:'maya.chen@northwind.test' AND metadata['uid']:'a1'",
    });

    expect(found.data.map((c) => c.id)).toEqual([maya.id]);
  });

  it('when a list is paged with starting_after, then every customer comes exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await kit.stripe.customers.create({ name: `C${i}` })).id);

    const seen: string[] = [];
    for await (const customer of kit.stripe.customers.list({ limit: 2 })) seen.push(customer.id);

    expect(seen).toEqual([...ids].reverse());
  });

  it('when an unknown customer is retrieved, then Stripe answers resource_missing', async () => {
    const error = await kit.stripe.customers.retrieve('cus_missing').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_missing'",
    });
  });

  it('when a customer is deleted, then retrieving it shows the deleted marker', async () => {
    const customer = await kit.stripe.customers.create({ email: 'gone@northwind.test' });

    await kit.stripe.customers.del(customer.id);

    expect(await kit.stripe.customers.retrieve(customer.id)).toMatchObject({
      id: customer.id,
      deleted: true,
    });
    expect((await kit.stripe.customers.list({ email: 'gone@northwind.test' })).data).toEqual([]);
  });

  it('when the key is not a test secret key, then the call is refused with 401', async () => {
    const port = Number(new URL(kit.url).port);
    const live = new Stripe('sk_live_51NorthwindOutfitters', { host: '127.0.0.1', port, protocol: 'http' });

    const error = await live.customers.list().catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((error as Error).message).toMatch(/^Invalid API Key provided: sk_live_\*+ters$/);
  });

  it('when a create is retried with the same idempotency key, then one customer exists and the answer is replayed', async () => {
    const first = await kit.stripe.customers.create(
      { email: 'once@northwind.test' },
      { idempotencyKey: 'k-1' },
    );
    const again = await kit.stripe.customers.create(
      { email: 'once@northwind.test' },
      { idempotencyKey: 'k-1' },
    );
    const clash = await kit.stripe.customers
      .create({ email: 'other@northwind.test' }, { idempotencyKey: 'k-1' })
      .catch((e: unknown) => e);

    expect(again.id).toBe(first.id);
    expect((await kit.stripe.customers.list({ email: 'once@northwind.test' })).data).toHaveLength(1);
    expect(clash).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('when another service is called under /v1, then the Stripe emulator lets it pass', async () => {
    const response = await fetch(`${kit.url}/v1/projects/p/locations/global/keyRings`, {
      headers: { authorization: 'Bearer ya29.x' },
    });
    const body = await response.text();

    expect(body).not.toContain('Invalid API Key');
    expect(body).not.toContain('Unrecognized request URL');
  });
});
