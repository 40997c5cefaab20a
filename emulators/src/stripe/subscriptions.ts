import type { Subscription, SubscriptionItem } from './billing-objects';
import { cardError } from './cards';
import { requireCustomer } from './customers';
import { invalid, missing, missingParam } from './errors';
import type { Params } from './form-params';
import { newId } from './ids';
import { buildInvoice, issueInvoice, NO_PAYMENT_METHOD, payInvoice } from './invoices';
import type { Price } from './objects';
import { customersPaymentMethod, declineFor } from './payment-methods';
import { periodBoundary } from './periods';
import type { StripeStore } from './store';

const PAYMENT_BEHAVIORS = [
  'allow_incomplete',
  'default_incomplete',
  'error_if_incomplete',
  'pending_if_incomplete',
];

export function requireSubscription(store: StripeStore, id: string): Subscription {
  const sub = store.state.subscriptions[id];
  if (!sub) throw missing('subscription', id, 'subscription');
  return sub;
}

function requirePrices(store: StripeStore, params: Params): { price: Price; quantity: number }[] {
  const items = params.objects('items');
  if (items.length === 0) throw missingParam('items');
  const chosen = items.map((item) => {
    const id = item.required('price');
    const price = store.state.prices[id];
    if (!price) throw missing('price', id, item.name('price'));
    if (!price.recurring) {
      throw invalid(
        'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
        item.name('price'),
      );
    }
    if (!price.active)
      throw invalid(
        'The price specified is inactive. This field only accepts active prices.',
        item.name('price'),
      );
    return { price, quantity: item.integer('quantity') ?? 1 };
  });
  const first = chosen[0]!.price;
  const mismatch = chosen.find(
    ({ price }) =>
      price.currency !== first.currency ||
      price.recurring?.interval !== first.recurring?.interval ||
      price.recurring?.interval_count !== first.recurring?.interval_count,
  );
  if (mismatch) {
    throw invalid('Currency and interval fields must match across all plans on this subscription.', 'items');
  }
  return chosen;
}

export function createSubscription(store: StripeStore, params: Params): Subscription {
  const customer = requireCustomer(store, params.required('customer'));
  const prices = requirePrices(store, params);
  const behavior = params.string('payment_behavior') ?? 'allow_incomplete';
  if (!PAYMENT_BEHAVIORS.includes(behavior)) {
    throw invalid(
      `Invalid payment_behavior: must be one of ${PAYMENT_BEHAVIORS.join(', ')}`,
      'payment_behavior',
    );
  }
  const defaultPmId = params.string('default_payment_method');
  const defaultPm = defaultPmId
    ? customersPaymentMethod(store, customer, defaultPmId, 'default_payment_method').id
    : null;
  const pm = defaultPm ?? customer.invoice_settings.default_payment_method;
  if (!pm && behavior !== 'default_incomplete') throw invalid(NO_PAYMENT_METHOD);
  const decline = pm ? declineFor(store, pm, 'charge') : undefined;
  if (decline && behavior === 'error_if_incomplete') throw cardError(decline);

  const now = store.now();
  const first = prices[0]!.price;
  const end = periodBoundary(now, first.recurring!, 1);
  const id = newId('sub');
  const items: SubscriptionItem[] = prices.map(({ price, quantity }) => ({
    id: newId('si', 14),
    object: 'subscription_item',
    created: now,
    current_period_start: now,
    current_period_end: end,
    discounts: [],
    metadata: {},
    price: structuredClone(price),
    quantity,
    subscription: id,
    tax_rates: [],
  }));
  const sub: Subscription = {
    id,
    object: 'subscription',
    billing_cycle_anchor: now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: first.currency,
    current_period_start: now,
    current_period_end: end,
    customer: customer.id,
    default_payment_method: defaultPm,
    description: params.nullable('description') ?? null,
    discounts: [],
    ended_at: null,
    items: {
      object: 'list',
      data: items,
      has_more: false,
      total_count: items.length,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: params.mergeMetadata({}),
    pending_setup_intent: null,
    start_date: now,
    status: 'incomplete',
    test_clock: null,
    trial_end: null,
    trial_start: null,
  };
  const invoice = buildInvoice(store, sub, 'subscription_create', { start: now, end });
  sub.latest_invoice = invoice.id;
  store.state.subscriptions[id] = sub;
  store.emit('customer.subscription.created', sub);
  issueInvoice(store, invoice);
  if (behavior !== 'default_incomplete') payInvoice(store, invoice);
  if (params.boolean('cancel_at_period_end')) setCancelAtPeriodEnd(store, sub, true);
  return sub;
}

function assertNotEnded(sub: Subscription): void {
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
    throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
  }
}

function applyCancelAtPeriodEnd(store: StripeStore, sub: Subscription, cancel: boolean, feedback?: string) {
  assertNotEnded(sub);
  sub.cancel_at_period_end = cancel;
  sub.cancel_at = cancel ? sub.current_period_end : null;
  sub.canceled_at = cancel ? store.now() : null;
  sub.cancellation_details = {
    comment: null,
    feedback: cancel ? (feedback ?? null) : null,
    reason: cancel ? 'cancellation_requested' : null,
  };
}

/** Cancel at the end of the period (true) or take that back (false), as the portal does. */
export function setCancelAtPeriodEnd(store: StripeStore, sub: Subscription, cancel: boolean): Subscription {
  const before = structuredClone(sub);
  applyCancelAtPeriodEnd(store, sub, cancel);
  store.emitChanged('customer.subscription.updated', before, sub);
  return sub;
}

export function updateSubscription(store: StripeStore, sub: Subscription, params: Params): Subscription {
  const ended = sub.status === 'canceled' || sub.status === 'incomplete_expired';
  const allowedWhenEnded = ['metadata', 'expand', 'cancellation_details'];
  if (ended && !Object.keys(params.values).every((key) => allowedWhenEnded.includes(key)))
    assertNotEnded(sub);
  const metadata = params.mergeMetadata(sub.metadata);
  const pmId = params.nullable('default_payment_method');
  const customer = requireCustomer(store, sub.customer);
  const pm = pmId ? customersPaymentMethod(store, customer, pmId, 'default_payment_method').id : pmId;
  const cancel = params.boolean('cancel_at_period_end');
  const details = params.object('cancellation_details');
  const description = params.nullable('description');
  const before = structuredClone(sub);
  if (cancel !== undefined && cancel !== sub.cancel_at_period_end) {
    applyCancelAtPeriodEnd(store, sub, cancel, details?.string('feedback'));
  }
  sub.metadata = metadata;
  if (pm !== undefined) sub.default_payment_method = pm;
  if (description !== undefined) sub.description = description;
  if (details?.has('comment')) sub.cancellation_details.comment = details.nullable('comment') ?? null;
  store.emitChanged('customer.subscription.updated', before, sub);
  return sub;
}

/** Ends the subscription now (DELETE, or at the period end when it was set to cancel then). */
export function endSubscription(store: StripeStore, sub: Subscription): Subscription {
  const now = store.now();
  sub.status = 'canceled';
  sub.canceled_at ??= now;
  sub.ended_at = now;
  sub.cancellation_details.reason ??= 'cancellation_requested';
  for (const invoice of Object.values(store.state.invoices)) {
    if (invoice.parent.subscription_details.subscription === sub.id) invoice.next_payment_attempt = null;
  }
  store.emit('customer.subscription.deleted', sub);
  return sub;
}

export function cancelSubscription(store: StripeStore, sub: Subscription): Subscription {
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') throw missing('subscription', sub.id);
  sub.canceled_at = store.now();
  return endSubscription(store, sub);
}
