import express, { type Response, Router } from 'express';
import { escapeHtml } from '../shared/escape-html';
import { type CardForm, cardFields, defaultExpiry, paymentMethodFromForm, TEST_CARD_HINT } from './card-form';
import { StripeApiError } from './errors';
import { page } from './html';
import type { SetupIntent } from './objects';
import { confirmSetupIntent, setupIntentBySecret } from './setup-intents';
import type { StripeStore } from './store';
import { checkUrl } from './webhook-endpoints';

interface SetupForm extends CardForm {
  client_secret?: string;
  return_url?: string;
}

function returnTo(url: string, intent: SetupIntent, status: 'succeeded' | 'failed' = 'succeeded'): string {
  const target = new URL(url);
  target.searchParams.set('setup_intent', intent.id);
  target.searchParams.set('setup_intent_client_secret', intent.client_secret);
  target.searchParams.set('redirect_status', status);
  return target.toString();
}

function validReturnUrl(url: string | undefined): boolean {
  if (!url) return true;
  try {
    checkUrl(url);
    return true;
  } catch {
    return false;
  }
}

function sendForm(store: StripeStore, res: Response, intent: SetupIntent, form: SetupForm, error?: string) {
  const customer = intent.customer ? store.state.customers[intent.customer] : undefined;
  const who = customer?.email ? ` for ${escapeHtml(customer.email)}` : '';
  res.type('html').send(
    page(
      'Add a card',
      `<h1>Add a card</h1>
<p class="muted">Save a card${who} for future payments.</p>
<form method="post" action="/stripe/setup">
<input type="hidden" name="client_secret" value="${escapeHtml(intent.client_secret)}">
<input type="hidden" name="return_url" value="${escapeHtml(form.return_url ?? '')}">
${cardFields({ number: form.card_number, expiry: form.expiry ?? defaultExpiry(store), cvc: form.cvc })}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<button type="submit">Confirm</button>
</form>
${TEST_CARD_HINT}`,
    ),
  );
}

function sendProblem(res: Response, status: number, message: string): void {
  res
    .status(status)
    .type('html')
    .send(
      page('Card set-up', `<h1>Card set-up</h1><p class="error" role="alert">${escapeHtml(message)}</p>`),
    );
}

/**
 * Stands in for Stripe Elements' card form: `GET /stripe/setup?client_secret=...&return_url=...`
 * confirms a set-up intent with a test card, then returns to the app the way Stripe.js's
 * confirmSetup does (`?setup_intent=...&setup_intent_client_secret=...&redirect_status=succeeded`).
 */
export function setupPageRoutes(store: StripeStore): Router {
  const router = Router();
  router.get('/stripe/setup', (req, res) => {
    const form = req.query as SetupForm;
    const intent = setupIntentBySecret(store, String(form.client_secret ?? ''));
    if (!intent) return sendProblem(res, 404, 'This card set-up link is not valid.');
    if (!validReturnUrl(form.return_url))
      return sendProblem(res, 400, 'The return_url must be an http or https URL.');
    if (intent.status === 'succeeded') {
      const back = form.return_url
        ? `<a href="${escapeHtml(returnTo(form.return_url, intent))}">Return</a>`
        : '';
      res
        .type('html')
        .send(page('Card saved', `<h1>Card saved</h1><p>This card set-up is already complete.</p>${back}`));
      return;
    }
    sendForm(store, res, intent, form);
  });

  router.post('/stripe/setup', express.urlencoded({ extended: false }), (req, res) => {
    const form = (req.body ?? {}) as SetupForm;
    const intent = setupIntentBySecret(store, form.client_secret ?? '');
    if (!intent) return sendProblem(res, 404, 'This card set-up link is not valid.');
    if (!validReturnUrl(form.return_url))
      return sendProblem(res, 400, 'The return_url must be an http or https URL.');
    let confirming = false;
    try {
      const pm = paymentMethodFromForm(store, form);
      confirming = true;
      confirmSetupIntent(store, intent, pm.id);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      // Like Stripe.js's confirmSetup, a card the bank refuses goes back to the app with the failure
      // (the intent keeps last_setup_error for it to read); a mistyped card stays on the form.
      if (confirming && form.return_url)
        return res.redirect(303, returnTo(form.return_url, intent, 'failed'));
      res.status(error.status);
      return sendForm(store, res, intent, form, error.message);
    } finally {
      store.save();
    }
    if (form.return_url) return res.redirect(303, returnTo(form.return_url, intent));
    res
      .type('html')
      .send(
        page('Card saved', '<h1>Card saved</h1><p>Your card has been saved. You can close this page.</p>'),
      );
  });
  return router;
}
