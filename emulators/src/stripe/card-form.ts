import { escapeHtml } from '../shared/escape-html';
import { cardError } from './cards';
import type { PaymentMethod } from './objects';
import { createCardPaymentMethod } from './payment-methods';
import type { StripeStore } from './store';

/** What the pages' card forms post. */
export interface CardForm {
  card_number?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

/** `MM / YY`, `MM/YY` or `MM/YYYY`, as people type it into a card form. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** The card fields shared by the set-up page and the portal's "update payment method" form. */
export function cardFields(values: { number?: string; expiry: string; cvc?: string }): string {
  return `<label for="card-number">Card number</label>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${escapeHtml(values.number ?? '')}" required>
<div class="row"><div><label for="card-expiry">Expiry (MM / YY)</label>
<input id="card-expiry" name="expiry" autocomplete="cc-exp" value="${escapeHtml(values.expiry)}"></div>
<div><label for="card-cvc">CVC</label>
<input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="${escapeHtml(values.cvc ?? '123')}"></div></div>`;
}

export const TEST_CARD_HINT = `<p class="muted"><small>Test cards: 4242 4242 4242 4242 succeeds ·
4000 0000 0000 0002 is declined · 4000 0000 0000 0341 is saved but later charges fail.</small></p>`;

/** A default expiry a few years after the Stripe clock's "now", so the form works as it stands. */
export function defaultExpiry(store: StripeStore): string {
  const year = new Date(store.now() * 1000).getUTCFullYear() + 5;
  return `12 / ${String(year).slice(-2)}`;
}

/** Turns the posted card form into a payment method, or throws the error Stripe.js would show. */
export function paymentMethodFromForm(store: StripeStore, form: CardForm): PaymentMethod {
  const expiry = parseExpiry(form.expiry ?? '');
  if (!expiry)
    throw cardError({ code: 'invalid_expiry_month', message: "Your card's expiration date is incomplete." });
  return createCardPaymentMethod(
    store,
    {
      number: (form.card_number ?? '').replace(/[\s-]/g, ''),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: (form.cvc ?? '').trim(),
    },
    form.name?.trim() || null,
  );
}
