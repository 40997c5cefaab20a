import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formWithButton, type StripeKit, startStripeKit } from './test-support';

const RETURN_URL = 'http://127.0.0.1:5173/subscribe?step=confirm';

describe('Stripe set-up intents and the card page', () => {
  let kit: StripeKit;
  beforeEach(async () => {
    kit = await startStripeKit();
  });
  afterEach(async () => {
    await kit.stop();
  });

  async function openCardPage(customerEmail = 'sam.rivera@northwind.test') {
    const customer = await kit.stripe.customers.create({ email: customerEmail });
    const intent = await kit.stripe.setupIntents.create({
      customer: customer.id,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
    });
    const query = new URLSearchParams({ client_secret: intent.client_secret!, return_url: RETURN_URL });
    const html = await (await fetch(`${kit.url}/stripe/setup?${query}`)).text();
    return { customer, intent, html };
  }

  async function submitCard(html: string, cardNumber: string) {
    const { action, fields } = formWithButton(html, 'Confirm');
    fields.set('card_number', cardNumber);
    return fetch(new URL(action, kit.url), { method: 'POST', body: fields, redirect: 'manual' });
  }

  it('when a set-up intent is created, then it waits for a payment method and has a client secret', async () => {
    const { intent, html } = await openCardPage();

    expect(intent).toMatchObject({
      object: 'setup_intent',
      status: 'requires_payment_method',
      usage: 'off_session',
    });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`));
    expect(html).toContain('<label for="card-number">Card number</label>');
    expect(html).toContain('>Confirm</button>');
  });

  it('when 4242 4242 4242 4242 is confirmed on the card page, then the card is saved and the page returns to the app', async () => {
    const { customer, intent, html } = await openCardPage();

    const response = await submitCard(html, '4242 4242 4242 4242');

    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:5173/subscribe');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      step: 'confirm',
      setup_intent: intent.id,
      setup_intent_client_secret: intent.client_secret,
      redirect_status: 'succeeded',
    });
    const confirmed = await kit.stripe.setupIntents.retrieve(intent.id, { expand: ['payment_method'] });
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.payment_method).toMatchObject({
      customer: customer.id,
      card: { brand: 'visa', last4: '4242' },
    });
    const saved = await kit.stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(saved.data).toHaveLength(1);
  });

  it('when 4000 0000 0000 0002 is confirmed on the card page, then the browser goes back to the app with the failure and the intent records why', async () => {
    const { customer, intent, html } = await openCardPage();

    const response = await submitCard(html, '4000000000000002');

    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:5173/subscribe');
    expect(back.searchParams.get('setup_intent')).toBe(intent.id);
    expect(back.searchParams.get('redirect_status')).toBe('failed');
    const after = await kit.stripe.setupIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_setup_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect((await kit.stripe.paymentMethods.list({ customer: customer.id })).data).toEqual([]);
  });

  it('when a declining card is confirmed on a page opened without a return address, then the page itself says it was declined', async () => {
    const customer = await kit.stripe.customers.create({ email: 'sam.rivera@northwind.test' });
    const intent = await kit.stripe.setupIntents.create({ customer: customer.id });
    const query = new URLSearchParams({ client_secret: intent.client_secret! });
    const html = await (await fetch(`${kit.url}/stripe/setup?${query}`)).text();

    const response = await submitCard(html, '4000000000000002');

    expect(response.status).toBe(402);
    const page = await response.text();
    expect(page).toContain('Your card was declined.');
    expect(page).toContain('>Confirm</button>');
  });

  it('when a card number is mistyped, then the page says so and the intent is untouched', async () => {
    const { intent, html } = await openCardPage();

    const page = await (await submitCard(html, '4242424242424241')).text();

    expect(page).toContain('Your card number is incorrect.');
    expect((await kit.stripe.setupIntents.retrieve(intent.id)).last_setup_error).toBeNull();
  });

  it('when the declining test token is confirmed through the API, then a card error carries the failed intent', async () => {
    const customer = await kit.stripe.customers.create({ email: 'leo.okafor@northwind.test' });
    const intent = await kit.stripe.setupIntents.create({ customer: customer.id });

    const error = await kit.stripe.setupIntents
      .confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((e: unknown) => e);
    const events = await kit.stripe.events.list({ type: 'setup_intent.setup_failed' });

    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      message: 'Your card was declined.',
      decline_code: 'generic_decline',
      setup_intent: { id: intent.id, status: 'requires_payment_method' },
    });
    expect(events.data.map((e) => (e.data.object as Stripe.SetupIntent).id)).toEqual([intent.id]);
  });

  it('when 4000 0000 0000 0341 is confirmed, then the card is saved although later charges will fail', async () => {
    const { customer, intent, html } = await openCardPage();

    const response = await submitCard(html, '4000000000000341');

    expect(response.status).toBe(303);
    const confirmed = await kit.stripe.setupIntents.retrieve(intent.id);
    expect(confirmed.status).toBe('succeeded');
    const pm = await kit.stripe.paymentMethods.retrieve(confirmed.payment_method as string);
    expect(pm).toMatchObject({ customer: customer.id, card: { last4: '0341' } });
  });

  it('when the client secret is wrong, then the card page refuses it', async () => {
    const { intent } = await openCardPage();

    const response = await fetch(`${kit.url}/stripe/setup?client_secret=${intent.id}_secret_wrong`);

    expect(response.status).toBe(404);
  });
});
