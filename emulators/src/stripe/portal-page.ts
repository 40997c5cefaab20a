import express, { type Response, Router } from 'express';
import { escapeHtml } from '../shared/escape-html';
import type { PortalSession, Subscription } from './billing-objects';
import { type CardForm, cardFields, defaultExpiry, paymentMethodFromForm, TEST_CARD_HINT } from './card-form';
import { StripeApiError } from './errors';
import { formatAmount, formatDate, page } from './html';
import { payInvoice } from './invoices';
import { attachPaymentMethod } from './payment-methods';
import type { StripeStore } from './store';
import { setCancelAtPeriodEnd } from './subscriptions';

const LIVE = ['incomplete', 'active', 'past_due', 'unpaid'];
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

function subscriptionsOf(store: StripeStore, customer: string): Subscription[] {
  return Object.values(store.state.subscriptions)
    .filter((sub) => sub.customer === customer && LIVE.includes(sub.status))
    .reverse();
}

function subscriptionSection(store: StripeStore, session: PortalSession, sub: Subscription): string {
  const item = sub.items.data[0]!;
  const product = store.state.products[item.price.product]?.name ?? item.price.product;
  const interval = item.price.recurring?.interval ?? 'month';
  const end = formatDate(sub.current_period_end);
  const action = (name: string, label: string) =>
    `<form method="post" action="/stripe/portal/${session.id}/subscriptions/${sub.id}/${name}"><button type="submit">${label}</button></form>`;
  return `<section data-subscription="${sub.id}">
<h2>${escapeHtml(product)}</h2>
<p>${formatAmount(item.price.unit_amount * item.quantity, item.price.currency)} per ${interval}</p>
<dl><dt>Status</dt><dd data-field="status">${sub.status}</dd>
<dt>Current period ends</dt><dd data-field="period-end">${end}</dd>
<dt>Cancels at period end</dt><dd data-field="cancel-at-period-end">${sub.cancel_at_period_end ? 'Yes' : 'No'}</dd></dl>
<p>${sub.cancel_at_period_end ? `Your subscription will be canceled on ${end}.` : `Your subscription renews on ${end}.`}</p>
${sub.cancel_at_period_end ? action('renew', 'Renew subscription') : action('cancel', 'Cancel subscription')}
</section>`;
}

function sendPortal(
  store: StripeStore,
  res: Response,
  session: PortalSession,
  error?: string,
  form: CardForm = {},
) {
  const customer = store.state.customers[session.customer];
  const subs = subscriptionsOf(store, session.customer);
  const pmId = customer?.invoice_settings.default_payment_method;
  const pm = pmId ? store.state.paymentMethods[pmId] : undefined;
  const card = pm ? `${BRAND_NAMES[pm.card.brand] ?? pm.card.brand} •••• ${pm.card.last4}` : 'None';
  const back = session.return_url ? `<p><a href="${escapeHtml(session.return_url)}">Return</a></p>` : '';
  res.type('html').send(
    page(
      'Billing',
      `<h1>Billing</h1>
<p class="muted">${escapeHtml(customer?.email ?? session.customer)}</p>
${back}
${subs.length > 0 ? subs.map((sub) => subscriptionSection(store, session, sub)).join('\n') : '<p>No current subscriptions.</p>'}
<section><h2>Payment method</h2><p data-field="payment-method">${escapeHtml(card)}</p>
<form method="post" action="/stripe/portal/${session.id}/payment-method">
${cardFields({ number: form.card_number, expiry: form.expiry ?? defaultExpiry(store), cvc: form.cvc })}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit" class="secondary">Update payment method</button></form>
${TEST_CARD_HINT}</section>`,
    ),
  );
}

/** A new default card: saved for the customer and its subscriptions, and owed invoices retried. */
function updatePaymentMethod(store: StripeStore, session: PortalSession, form: CardForm): void {
  const customer = store.state.customers[session.customer]!;
  const pm = attachPaymentMethod(store, paymentMethodFromForm(store, form), customer);
  const before = structuredClone(customer);
  customer.invoice_settings.default_payment_method = pm.id;
  store.emitChanged('customer.updated', before, customer);
  for (const sub of subscriptionsOf(store, customer.id)) {
    const subBefore = structuredClone(sub);
    if (sub.default_payment_method) sub.default_payment_method = pm.id;
    store.emitChanged('customer.subscription.updated', subBefore, sub);
    for (const invoice of Object.values(store.state.invoices)) {
      const owed = invoice.status === 'open' && invoice.parent.subscription_details.subscription === sub.id;
      if (owed && ['past_due', 'unpaid'].includes(sub.status)) payInvoice(store, invoice, pm.id);
    }
  }
}

/**
 * The customer portal at the url a billing portal session returns: shows the customer's
 * subscriptions with 'Cancel subscription' / 'Renew subscription', a card update, and 'Return'.
 */
export function portalPageRoutes(store: StripeStore): Router {
  const router = Router();
  const sessionOf = (id: string | undefined, res: Response): PortalSession | undefined => {
    const session = id ? store.state.portalSessions[id] : undefined;
    if (!session || !store.state.customers[session.customer]) {
      res
        .status(404)
        .type('html')
        .send(page('Billing', '<h1>Billing</h1><p class="error">This portal link is not valid.</p>'));
      return undefined;
    }
    return session;
  };
  router.get('/stripe/portal/:id', (req, res) => {
    const session = sessionOf(req.params.id, res);
    if (session) sendPortal(store, res, session);
  });
  router.post('/stripe/portal/:id/subscriptions/:sub/:action', (req, res) => {
    const session = sessionOf(req.params.id, res);
    if (!session) return;
    const sub = store.state.subscriptions[req.params.sub];
    const action = req.params.action;
    if (sub?.customer !== session.customer || (action !== 'cancel' && action !== 'renew')) {
      res.status(404).type('html').send(page('Billing', '<p class="error">No such subscription.</p>'));
      return;
    }
    if (LIVE.includes(sub.status)) setCancelAtPeriodEnd(store, sub, action === 'cancel');
    store.save();
    res.redirect(303, `/stripe/portal/${session.id}`);
  });
  router.post('/stripe/portal/:id/payment-method', express.urlencoded({ extended: false }), (req, res) => {
    const session = sessionOf(req.params.id, res);
    if (!session) return;
    const form = (req.body ?? {}) as CardForm;
    try {
      updatePaymentMethod(store, session, form);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      res.status(error.status);
      return sendPortal(store, res, session, error.message, form);
    } finally {
      store.save();
    }
    res.redirect(303, `/stripe/portal/${session.id}`);
  });
  return router;
}
