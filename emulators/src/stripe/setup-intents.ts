import { cardError } from './cards';
import { requireCustomer } from './customers';
import { invalid, missing, StripeApiError } from './errors';
import type { Params } from './form-params';
import { newId, randomHex } from './ids';
import type { SetupIntent } from './objects';
import { attachPaymentMethod, declineFor, resolvePaymentMethod } from './payment-methods';
import type { StripeStore } from './store';

export function requireSetupIntent(store: StripeStore, id: string): SetupIntent {
  const intent = store.state.setupIntents[id];
  if (!intent) throw missing('setupintent', id, 'intent');
  return intent;
}

/** The set-up intent a client secret (`seti_x_secret_y`) belongs to, if the secret is right. */
export function setupIntentBySecret(store: StripeStore, clientSecret: string): SetupIntent | undefined {
  const id = clientSecret.split('_secret_')[0] ?? '';
  const intent = store.state.setupIntents[id];
  return intent?.client_secret === clientSecret ? intent : undefined;
}

export function createSetupIntent(store: StripeStore, params: Params): SetupIntent {
  const customerId = params.string('customer');
  if (customerId) requireCustomer(store, customerId);
  // API 2026-10-28 renamed payment_method_types to allowed_payment_method_types; both are read.
  const typesParam = params.has('allowed_payment_method_types')
    ? 'allowed_payment_method_types'
    : 'payment_method_types';
  const types = params.strings(typesParam);
  if (types.some((type) => type !== 'card')) {
    throw invalid('The emulator supports only the payment method type `card`.', typesParam);
  }
  const usage = params.string('usage') ?? 'off_session';
  if (usage !== 'off_session' && usage !== 'on_session') throw invalid(`Invalid usage: ${usage}`, 'usage');
  const pmId = params.string('payment_method');
  const pm = pmId ? resolvePaymentMethod(store, pmId, 'payment_method') : undefined;
  const id = newId('seti');
  const automatic = params.object('automatic_payment_methods')?.boolean('enabled');
  const intent: SetupIntent = {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: types.length > 0 ? types : null,
    application: null,
    automatic_payment_methods: automatic === undefined ? null : { enabled: automatic },
    cancellation_reason: null,
    client_secret: `${id}_secret_${randomHex(12)}`,
    created: store.now(),
    customer: customerId ?? null,
    description: params.nullable('description') ?? null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: params.mergeMetadata({}),
    next_action: null,
    on_behalf_of: null,
    payment_method: pm?.id ?? null,
    payment_method_options: { card: { request_three_d_secure: 'automatic', network: null } },
    payment_method_types: types.length > 0 ? types : ['card'],
    single_use_mandate: null,
    status: pm ? 'requires_confirmation' : 'requires_payment_method',
    usage,
  };
  store.state.setupIntents[id] = intent;
  store.emit('setup_intent.created', intent);
  if (params.boolean('confirm')) confirmSetupIntent(store, intent);
  return intent;
}

/**
 * Confirms with the given (or already set) payment method. A decline leaves the intent needing a
 * payment method, records last_setup_error and answers 402 like Stripe; success saves the card
 * to the intent's customer.
 */
export function confirmSetupIntent(
  store: StripeStore,
  intent: SetupIntent,
  paymentMethod?: string,
): SetupIntent {
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw invalid(
      `You cannot confirm this SetupIntent because it has already ${intent.status === 'succeeded' ? 'succeeded' : 'been canceled'}.`,
      undefined,
      'setup_intent_unexpected_state',
    );
  }
  const pmId = paymentMethod ?? intent.payment_method;
  if (!pmId) {
    throw invalid(
      "You cannot confirm this SetupIntent because it's missing a payment method. Update the SetupIntent with a payment method and then confirm it again.",
      'payment_method',
      'setup_intent_unexpected_state',
    );
  }
  const pm = resolvePaymentMethod(store, pmId, 'payment_method');
  const decline = declineFor(store, pm.id, 'setup');
  if (decline) {
    const error = cardError(decline, { payment_method: pm });
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_setup_error = error.body;
    store.emit('setup_intent.setup_failed', intent);
    throw new StripeApiError(402, { ...error.body, setup_intent: structuredClone(intent) });
  }
  if (intent.customer) attachPaymentMethod(store, pm, requireCustomer(store, intent.customer));
  intent.payment_method = pm.id;
  intent.status = 'succeeded';
  intent.last_setup_error = null;
  store.emit('setup_intent.succeeded', intent);
  return intent;
}

export function cancelSetupIntent(store: StripeStore, intent: SetupIntent, reason?: string): SetupIntent {
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    throw invalid(
      `You cannot cancel this SetupIntent because it has a status of ${intent.status}.`,
      undefined,
      'setup_intent_unexpected_state',
    );
  }
  intent.status = 'canceled';
  intent.cancellation_reason = reason ?? null;
  store.emit('setup_intent.canceled', intent);
  return intent;
}
