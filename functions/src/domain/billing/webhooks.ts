import { BillingSignatureError } from '../../ports/billing.port';
import { AppError } from '../shared/app-error';
import type { BillingDeps } from './billing-deps';
import { type SyncOutcome, syncCustomer } from './sync-billing';

/** Events that can change what a customer's subscriptions say; others are only recorded. */
const STATE_EVENTS = /^(customer\.subscription\.|invoice\.|customer\.(updated|deleted)$)/;

export type WebhookOutcome = SyncOutcome | 'recorded';

/**
 * POST /api/stripe/webhook (docs/architecture/billing.md): the signature over the raw body is the caller's
 * proof; each event id is handled once, recorded in the same transaction as the state it changed;
 * the state is re-read from Stripe, so duplicates and any order of events end in the same state.
 * A tampered or unsigned event writes nothing.
 */
export async function handleStripeWebhook(
  deps: BillingDeps,
  rawBody: Buffer,
  signatureHeader: string | undefined,
): Promise<WebhookOutcome> {
  if (!signatureHeader) throw AppError.badRequest('Missing Stripe-Signature header');
  let event: ReturnType<BillingDeps['billing']['verifyEvent']>;
  try {
    event = deps.billing.verifyEvent(rawBody, signatureHeader);
  } catch (error) {
    if (error instanceof BillingSignatureError) {
      throw new AppError({
        code: 'BILLING.WEBHOOK_SIGNATURE',
        httpStatus: 400,
        message: 'Webhook signature verification failed',
      });
    }
    throw error;
  }
  const record = {
    type: event.type,
    customerId: event.customerId,
    processedAt: deps.clock.now().toISOString(),
  };
  if (await deps.store.get('stripeEvents', event.id)) return 'duplicate';
  if (event.customerId && STATE_EVENTS.test(event.type)) {
    return syncCustomer(deps, event.customerId, { id: event.id, record });
  }
  return deps.store.runTransaction(async (tx): Promise<WebhookOutcome> => {
    if (await tx.get('stripeEvents', event.id)) return 'duplicate';
    tx.set('stripeEvents', event.id, record);
    return 'recorded';
  });
}
