import type { Invoice, Subscription } from './billing-objects';
import { cardError } from './cards';
import { missing } from './errors';
import { newId } from './ids';
import type { StripeErrorBody } from './objects';
import { declineFor } from './payment-methods';
import type { StripeStore } from './store';

/** Failed renewal charges are retried daily; after this many attempts the subscription is unpaid. */
export const MAX_PAYMENT_ATTEMPTS = 3;
export const RETRY_AFTER_SECONDS = 86_400;

export const NO_PAYMENT_METHOD =
  'This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://stripe.com/docs/billing/subscriptions/payment-methods-setting#payment-method-priority.';

export function requireInvoice(store: StripeStore, id: string): Invoice {
  const invoice = store.state.invoices[id];
  if (!invoice) throw missing('invoice', id, 'invoice');
  return invoice;
}

/** A draft invoice billing one period of the subscription's items (not stored yet). */
export function buildInvoice(
  store: StripeStore,
  sub: Subscription,
  reason: Invoice['billing_reason'],
  period: { start: number; end: number },
): Invoice {
  const customer = store.state.customers[sub.customer];
  const id = newId('in');
  const lines = sub.items.data.map((item) => ({
    id: newId('il'),
    object: 'line_item' as const,
    amount: item.price.unit_amount * item.quantity,
    currency: item.price.currency,
    description: `${item.quantity} × ${store.state.products[item.price.product]?.name ?? item.price.product}`,
    invoice: id,
    livemode: false as const,
    metadata: {},
    parent: {
      type: 'subscription_item_details' as const,
      subscription_item_details: {
        subscription: sub.id,
        subscription_item: item.id,
        proration: false as const,
      },
    },
    period,
    pricing: {
      type: 'price_details' as const,
      price_details: { price: item.price.id, product: item.price.product },
    },
    quantity: item.quantity,
  }));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id,
    object: 'invoice',
    amount_due: total,
    amount_paid: 0,
    amount_remaining: total,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created: store.now(),
    currency: sub.currency,
    customer: sub.customer,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    default_payment_method: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    last_payment_error: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: sub.id, metadata: sub.metadata },
    },
    period_start: period.start,
    period_end: period.end,
    status: 'draft',
    status_transitions: { finalized_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    total,
  };
}

/** Stores the invoice and, unless it is to stay a draft, finalizes it (numbered, open). */
export function issueInvoice(store: StripeStore, invoice: Invoice, finalize = true): void {
  store.state.invoices[invoice.id] = invoice;
  store.emit('invoice.created', invoice);
  if (!finalize) {
    invoice.auto_advance = false;
    return;
  }
  const customer = store.state.customers[invoice.customer];
  const sequence = customer ? customer.next_invoice_sequence++ : 1;
  invoice.number = `${customer?.invoice_prefix ?? 'EMULATOR'}-${String(sequence).padStart(4, '0')}`;
  invoice.status = 'open';
  invoice.status_transitions.finalized_at = store.now();
  store.emit('invoice.finalized', invoice);
}

function paymentMethodFor(store: StripeStore, invoice: Invoice, explicit?: string): string | null {
  const sub = store.state.subscriptions[invoice.parent.subscription_details.subscription];
  const customer = store.state.customers[invoice.customer];
  return (
    explicit ??
    invoice.default_payment_method ??
    sub?.default_payment_method ??
    customer?.invoice_settings.default_payment_method ??
    null
  );
}

/**
 * Charges an open invoice and carries the outcome to its subscription the way Stripe's dunning
 * does: paid brings it back to active; a failed renewal makes it past_due, and unpaid once the
 * retries run out. Returns the payment error, if any.
 */
export function payInvoice(
  store: StripeStore,
  invoice: Invoice,
  paymentMethod?: string,
): StripeErrorBody | undefined {
  const pm = paymentMethodFor(store, invoice, paymentMethod);
  const decline = pm ? declineFor(store, pm, 'charge') : undefined;
  const error: StripeErrorBody | undefined = !pm
    ? { type: 'invalid_request_error', message: NO_PAYMENT_METHOD }
    : decline
      ? cardError(decline).body
      : undefined;
  invoice.attempt_count += 1;
  invoice.attempted = true;
  const sub = store.state.subscriptions[invoice.parent.subscription_details.subscription];
  const subBefore = sub ? structuredClone(sub) : undefined;
  if (error) {
    invoice.last_payment_error = error;
    const retries =
      invoice.billing_reason === 'subscription_cycle' && invoice.attempt_count < MAX_PAYMENT_ATTEMPTS;
    invoice.next_payment_attempt = retries ? store.now() + RETRY_AFTER_SECONDS : null;
    store.emit('invoice.payment_failed', invoice);
    if (sub && invoice.billing_reason === 'subscription_cycle' && sub.status !== 'canceled') {
      if (invoice.attempt_count >= MAX_PAYMENT_ATTEMPTS) sub.status = 'unpaid';
      else if (sub.status === 'active') sub.status = 'past_due';
    }
  } else {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.last_payment_error = null;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.paid_at = store.now();
    store.emit('invoice.paid', invoice);
    store.emit('invoice.payment_succeeded', invoice);
    const stillOpen = Object.values(store.state.invoices).some(
      (other) => other.status === 'open' && other.parent.subscription_details.subscription === sub?.id,
    );
    if (sub && ['incomplete', 'past_due', 'unpaid'].includes(sub.status) && !stillOpen) sub.status = 'active';
  }
  if (sub && subBefore) store.emitChanged('customer.subscription.updated', subBefore, sub);
  return error;
}
