import crypto from 'node:crypto';
import { type CardInput, cardError, cardInputProblem, type Decline, TEST_TOKENS, testCard } from './cards';
import { invalid, missing } from './errors';
import { newId } from './ids';
import type { Customer, PaymentMethod } from './objects';
import type { StripeStore } from './store';

/** A new, unattached card payment method (what Stripe.js creates from the card form). */
export function createCardPaymentMethod(store: StripeStore, input: CardInput, name: string | null = null) {
  const problem = cardInputProblem(input, store.now());
  if (problem) throw problem;
  const card = testCard(input.number)!;
  const pm: PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { email: null, name, phone: null },
    card: {
      brand: card.brand,
      display_brand: card.brand,
      checks: { cvc_check: 'pass', address_line1_check: null, address_postal_code_check: null },
      country: 'US',
      exp_month: input.expMonth,
      exp_year: input.expYear,
      fingerprint: crypto.createHash('sha256').update(input.number).digest('base64url').slice(0, 16),
      funding: card.funding,
      last4: input.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      wallet: null,
    },
    created: store.now(),
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
  store.state.paymentMethods[pm.id] = pm;
  store.state.cardNumbers[pm.id] = input.number;
  return pm;
}

/** A payment method by id; a test token such as `pm_card_visa` makes a new one, as in Stripe. */
export function resolvePaymentMethod(store: StripeStore, idOrToken: string, param: string): PaymentMethod {
  const number = TEST_TOKENS[idOrToken];
  if (number) {
    const year = new Date(store.now() * 1000).getUTCFullYear() + 3;
    return createCardPaymentMethod(store, { number, expMonth: 12, expYear: year, cvc: '123' });
  }
  const pm = store.state.paymentMethods[idOrToken];
  if (!pm) throw missing('PaymentMethod', idOrToken, param);
  return pm;
}

/** How the bank answers for this card: when it is saved, or when it is charged. */
export function declineFor(store: StripeStore, pmId: string, stage: 'setup' | 'charge'): Decline | undefined {
  const card = testCard(store.state.cardNumbers[pmId] ?? '');
  if (!card) return undefined;
  return card.declinesAlways ?? (stage === 'charge' ? card.declinesCharges : undefined);
}

/** Throws what Stripe answers when this payment method cannot be saved for the customer. */
export function checkAttachable(store: StripeStore, pm: PaymentMethod, customer: Customer): void {
  if (pm.customer && pm.customer !== customer.id) {
    throw invalid(
      'The payment method you provided has already been attached to a customer.',
      'payment_method',
    );
  }
  const decline = declineFor(store, pm.id, 'setup');
  if (decline) throw cardError(decline, { payment_method: pm });
}

export function attachPaymentMethod(
  store: StripeStore,
  pm: PaymentMethod,
  customer: Customer,
): PaymentMethod {
  if (pm.customer === customer.id) return pm;
  checkAttachable(store, pm, customer);
  pm.customer = customer.id;
  store.emit('payment_method.attached', pm);
  return pm;
}

export function detachPaymentMethod(store: StripeStore, pm: PaymentMethod): PaymentMethod {
  if (!pm.customer) {
    throw invalid(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
    );
  }
  const customer = store.state.customers[pm.customer];
  if (customer?.invoice_settings.default_payment_method === pm.id) {
    const before = structuredClone(customer);
    customer.invoice_settings.default_payment_method = null;
    store.emitChanged('customer.updated', before, customer);
  }
  pm.customer = null;
  store.emit('payment_method.detached', pm);
  return pm;
}

/** A payment method that must already belong to this customer (for defaults). */
export function customersPaymentMethod(store: StripeStore, customer: Customer, id: string, param: string) {
  const pm = store.state.paymentMethods[id];
  if (!pm) throw missing('PaymentMethod', id, param);
  if (pm.customer !== customer.id) {
    throw invalid(
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      param,
    );
  }
  return pm;
}
