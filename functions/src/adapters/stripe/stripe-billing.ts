import Stripe from 'stripe';
import {
  type Billing,
  BillingCardError,
  BillingConfigurationError,
  type BillingEvent,
  type BillingSetupIntent,
  BillingSignatureError,
  type BillingSubscription,
  type NewCustomer,
} from '../../ports/billing.port';

const iso = (seconds: number | null | undefined): string | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Since API version 2025-03-31 the period lives on the items; all items share it here (one price). */
function toSubscription(sub: Stripe.Subscription): BillingSubscription {
  const periodEnd = sub.items.data.map((item) => item.current_period_end).sort((a, b) => a - b)[0];
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    cancelAt: iso(sub.cancel_at),
    currentPeriodEnd: iso(periodEnd),
    created: sub.created,
  };
}

/** The customer an event is about, wherever its object keeps it. */
function customerOf(object: { object?: string; id?: string; customer?: unknown }): string | null {
  if (object.object === 'customer') return object.id ?? null;
  return idOf(object.customer as string | { id: string } | null | undefined);
}

/** Billing on the official stripe client; `emulatorUrl` points it at the local emulator. */
export class StripeBilling implements Billing {
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    emulatorUrl?: string,
  ) {
    const url = emulatorUrl ? new URL(emulatorUrl) : undefined;
    this.stripe = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      ...(url
        ? {
            host: url.hostname,
            port: Number(url.port),
            protocol: url.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  async checkPrice(priceId: string): Promise<void> {
    let price: Stripe.Price;
    try {
      price = await this.stripe.prices.retrieve(priceId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        throw new BillingConfigurationError(error.message);
      }
      throw error;
    }
    if (!price.active) throw new BillingConfigurationError(`The price ${priceId} is inactive.`);
    if (!price.recurring)
      throw new BillingConfigurationError(`The price ${priceId} is not a recurring price.`);
  }

  async createCustomer(customer: NewCustomer, idempotencyKey: string): Promise<string> {
    const created = await this.stripe.customers.create(
      { email: customer.email, name: customer.name, metadata: { uid: customer.uid } },
      { idempotencyKey },
    );
    return created.id;
  }

  async createSetupIntent(customerId: string, uid: string): Promise<{ id: string; clientSecret: string }> {
    const intent = await this.stripe.setupIntents.create({
      customer: customerId,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
      metadata: { uid },
    });
    return { id: intent.id, clientSecret: intent.client_secret ?? '' };
  }

  async getSetupIntent(id: string): Promise<BillingSetupIntent | undefined> {
    try {
      const intent = await this.stripe.setupIntents.retrieve(id);
      return {
        id: intent.id,
        customerId: idOf(intent.customer),
        status: intent.status,
        paymentMethodId: idOf(intent.payment_method),
        lastErrorMessage: intent.last_setup_error?.message ?? null,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
        return undefined;
      throw error;
    }
  }

  async subscribe(request: {
    customerId: string;
    priceId: string;
    paymentMethodId: string;
    uid: string;
    idempotencyKey: string;
  }): Promise<BillingSubscription> {
    try {
      await this.stripe.customers.update(
        request.customerId,
        { invoice_settings: { default_payment_method: request.paymentMethodId } },
        { idempotencyKey: `${request.idempotencyKey}-default-card` },
      );
      const sub = await this.stripe.subscriptions.create(
        {
          customer: request.customerId,
          items: [{ price: request.priceId }],
          default_payment_method: request.paymentMethodId,
          // A first payment that fails creates nothing, instead of an unpaid "incomplete" subscription.
          payment_behavior: 'error_if_incomplete',
          metadata: { uid: request.uid },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return toSubscription(sub);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw new BillingCardError(error.message);
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param?.includes('price')) {
        throw new BillingConfigurationError(error.message);
      }
      throw error;
    }
  }

  async listSubscriptions(customerId: string): Promise<BillingSubscription[]> {
    const all: BillingSubscription[] = [];
    try {
      for await (const sub of this.stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 100,
      })) {
        all.push(toSubscription(sub));
      }
    } catch (error) {
      // A deleted customer has no subscriptions left to speak of.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return [];
      throw error;
    }
    return all;
  }

  /*
   * Account deletion (docs/decisions/accounts-and-data.md), API shapes checked against docs.stripe.com on 2026-11-27:
   * DELETE /v1/subscriptions/{id} ends it at once, and with invoice_now and prorate false leaves no
   * proration and no final invoice; cancelling a canceled one answers resource_missing. Stripe
   * ignores Idempotency-Key on DELETE (idempotent by definition); it is sent anyway, harmlessly.
   * POST /v1/payment_methods/{id}/detach replays under its Idempotency-Key; detaching a detached
   * method answers invalid_request_error, which here means it is done.
   */
  async cancelSubscriptionNow(subscriptionId: string, idempotencyKey: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(
        subscriptionId,
        { invoice_now: false, prorate: false },
        { idempotencyKey },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return;
      throw error;
    }
  }

  async listPaymentMethods(customerId: string): Promise<string[]> {
    const ids: string[] = [];
    try {
      for await (const method of this.stripe.paymentMethods.list({ customer: customerId, limit: 100 })) {
        ids.push(method.id);
      }
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return [];
      throw error;
    }
    return ids;
  }

  async detachPaymentMethod(paymentMethodId: string, idempotencyKey: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(paymentMethodId, {}, { idempotencyKey });
    } catch (error) {
      // Already detached (a repeat after its key was pruned), or gone: nothing left to remove.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        (error.code === 'resource_missing' || /not attached/i.test(error.message))
      )
        return;
      throw error;
    }
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return session.url;
  }

  verifyEvent(rawBody: Buffer, signatureHeader: string): BillingEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch (error) {
      throw new BillingSignatureError(error instanceof Error ? error.message : 'Invalid signature');
    }
    const object = event.data.object as { object?: string; id?: string; customer?: unknown };
    return { id: event.id, type: event.type, customerId: customerOf(object) };
  }
}
