/**
 * The payment provider as the use cases see it (Stripe in every mode; its emulator locally).
 * Times are ISO strings; ids are Stripe's.
 */

/** A subscription as it stands at Stripe. */
export interface BillingSubscription {
  id: string;
  customerId: string;
  /** Stripe's status: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  status: string;
  cancelAtPeriodEnd: boolean;
  /** Set when the subscription is scheduled to end at a date (the portal's cancel, or an API cancel_at). */
  cancelAt: string | null;
  currentPeriodEnd: string | null;
  /** Unix seconds; the newest subscription wins a tie (see subscription-state.ts). */
  created: number;
}

/** A card set-up (Stripe SetupIntent). */
export interface BillingSetupIntent {
  id: string;
  customerId: string | null;
  /** Stripe's status: requires_payment_method, requires_confirmation, requires_action, processing, succeeded, canceled. */
  status: string;
  paymentMethodId: string | null;
  /** Stripe's message for the last failed attempt (a declined card), if any. */
  lastErrorMessage: string | null;
}

/** A verified webhook event, reduced to what names the state it changed. */
export interface BillingEvent {
  id: string;
  type: string;
  customerId: string | null;
}

export interface NewCustomer {
  uid: string;
  email: string;
  name: string;
}

export interface Billing {
  /** Throws BillingConfigurationError when the price does not exist or cannot be subscribed to. */
  checkPrice(priceId: string): Promise<void>;
  /** Creates a customer; the same idempotency key returns the same customer. */
  createCustomer(customer: NewCustomer, idempotencyKey: string): Promise<string>;
  createSetupIntent(customerId: string, uid: string): Promise<{ id: string; clientSecret: string }>;
  /** undefined when Stripe has no such set-up intent. */
  getSetupIntent(id: string): Promise<BillingSetupIntent | undefined>;
  /**
   * Makes the card the customer's default and subscribes them to the price, failing (BillingCardError)
   * instead of leaving an unpaid subscription. The same idempotency key never makes a second one.
   */
  subscribe(request: {
    customerId: string;
    priceId: string;
    paymentMethodId: string;
    uid: string;
    idempotencyKey: string;
  }): Promise<BillingSubscription>;
  /** Every subscription of the customer, ended ones included. */
  listSubscriptions(customerId: string): Promise<BillingSubscription[]>;
  /**
   * Ends the subscription at once (no proration, no final invoice: the terms promise no refund). An
   * already-ended or unknown subscription is left as it is, so a repeat is harmless.
   */
  cancelSubscriptionNow(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /** The ids of every payment method saved for the customer (none for a deleted customer). */
  listPaymentMethods(customerId: string): Promise<string[]>;
  /** Removes a saved payment method from its customer; one already removed is left as it is. */
  detachPaymentMethod(paymentMethodId: string, idempotencyKey: string): Promise<void>;
  /** A hosted page where the customer manages (cancels, reactivates, pays) their subscription. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** Checks the signature over the raw body; throws BillingSignatureError when it does not hold. */
  verifyEvent(rawBody: Buffer, signatureHeader: string): BillingEvent;
}

/** Stripe refused a card (declined, expired, incomplete); `message` is Stripe's, for the person. */
export class BillingCardError extends Error {
  override name = 'BillingCardError';
}

/** The configured price is missing or unusable: an operator's problem, not the person's. */
export class BillingConfigurationError extends Error {
  override name = 'BillingConfigurationError';
}

/** A webhook whose signature is missing, stale or wrong. */
export class BillingSignatureError extends Error {
  override name = 'BillingSignatureError';
}
