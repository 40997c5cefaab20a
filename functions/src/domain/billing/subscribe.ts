import {
  type ConfirmSubscriptionResponse,
  type CreateSubscriptionResponse,
  PAYMENT_METHOD_FAILED,
  STRIPE_CONFIGURATION_ERROR,
} from '@quarry/contracts/subscription';
import { BillingCardError, BillingConfigurationError } from '../../ports/billing.port';
import type { UserRecord } from '../accounts/users';
import { AppError } from '../shared/app-error';
import { subscriptionStatus } from './access';
import type { BillingDeps, StripeCustomerLink } from './billing-deps';
import { decidingSubscription } from './subscription-state';
import { syncCustomer } from './sync-billing';

/** Subscriptions that still hold the customer to the plan: never start a second one beside them. */
const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused']);

const CARD_SET_UP_NOT_FOUND = 'Card set-up not found';

function configurationError(error: BillingConfigurationError): AppError {
  return new AppError({
    code: 'BILLING.CONFIGURATION',
    httpStatus: 503,
    errorCode: STRIPE_CONFIGURATION_ERROR,
    message: `Stripe configuration error: ${error.message}`,
  });
}

async function requireUser(deps: BillingDeps, uid: string): Promise<UserRecord> {
  const user = await deps.store.get<UserRecord>('users', uid);
  if (!user) throw AppError.notFound('User not found');
  return user;
}

/**
 * The person's Stripe customer, created once. The idempotency key makes two concurrent first
 * calls create one customer; the link lets webhooks find the person by customer id.
 */
async function ensureCustomer(deps: BillingDeps, uid: string, user: UserRecord): Promise<string> {
  const existing = user.billing?.stripeCustomerId;
  if (existing) return existing;
  const customerId = await deps.billing.createCustomer(
    { uid, email: user.email, name: user.name },
    `quarry-customer-${uid}`,
  );
  const now = deps.clock.now().toISOString();
  return deps.store.runTransaction(async (tx) => {
    const current = await tx.get<UserRecord>('users', uid);
    if (!current) throw AppError.notFound('User not found');
    const kept = current.billing?.stripeCustomerId;
    if (kept) return kept;
    const link: StripeCustomerLink = { uid, createdAt: now };
    tx.set('stripeCustomers', customerId, { ...link });
    tx.update('users', uid, {
      billing: { ...current.billing, stripeCustomerId: customerId },
      updatedAt: now,
    });
    return customerId;
  });
}

/**
 * POST /api/subscription/create: a card set-up for the Teams plan, or `alreadyActive` when the
 * person has access. A subscription that failed to renew is paid in the portal, not replaced.
 */
export async function startSubscription(deps: BillingDeps, uid: string): Promise<CreateSubscriptionResponse> {
  const user = await requireUser(deps, uid);
  const status = await subscriptionStatus(deps.store, deps.clock, user);
  if (status.hasAccess) return { alreadyActive: true, clientSecret: null, setupIntentId: null };
  if (status.subscriptionStatus) {
    throw new AppError({
      code: 'BILLING.UNPAID',
      httpStatus: 409,
      message: 'Your subscription has an unpaid invoice. Update your payment method in the billing portal.',
    });
  }
  try {
    await deps.billing.checkPrice(deps.priceId);
  } catch (error) {
    if (error instanceof BillingConfigurationError) throw configurationError(error);
    throw error;
  }
  const customerId = await ensureCustomer(deps, uid, user);
  const intent = await deps.billing.createSetupIntent(customerId, uid);
  return { alreadyActive: false, clientSecret: intent.clientSecret, setupIntentId: intent.id };
}

/**
 * POST /api/subscription/confirm: once the card set-up succeeded, makes its card the default and
 * subscribes. Only the caller's own set-up counts; confirming again (or after subscribing another
 * way) creates nothing; the subscription's idempotency key comes from the set-up intent.
 */
export async function confirmSubscription(
  deps: BillingDeps,
  uid: string,
  setupIntentId: string,
): Promise<ConfirmSubscriptionResponse> {
  const user = await requireUser(deps, uid);
  const customerId = user.billing?.stripeCustomerId;
  const intent = customerId ? await deps.billing.getSetupIntent(setupIntentId) : undefined;
  // Someone else's set-up answers exactly like a missing one: nothing about it is revealed.
  if (!customerId || !intent || intent.customerId !== customerId)
    throw AppError.notFound(CARD_SET_UP_NOT_FOUND);
  if (intent.status !== 'succeeded' || !intent.paymentMethodId) {
    if (intent.lastErrorMessage) {
      throw new AppError({
        code: 'BILLING.CARD_DECLINED',
        httpStatus: 402,
        errorCode: PAYMENT_METHOD_FAILED,
        message: intent.lastErrorMessage,
      });
    }
    throw new AppError({
      code: 'BILLING.CARD_NOT_CONFIRMED',
      httpStatus: 409,
      message: 'The card has not been confirmed yet.',
    });
  }
  const live = decidingSubscription(
    (await deps.billing.listSubscriptions(customerId)).filter((sub) => LIVE.has(sub.status)),
  );
  let subscriptionId = live?.id;
  if (!live) {
    try {
      const created = await deps.billing.subscribe({
        customerId,
        priceId: deps.priceId,
        paymentMethodId: intent.paymentMethodId,
        uid,
        idempotencyKey: `quarry-subscribe-${intent.id}`,
      });
      subscriptionId = created.id;
    } catch (error) {
      if (error instanceof BillingConfigurationError) throw configurationError(error);
      if (error instanceof BillingCardError) {
        throw new AppError({ code: 'BILLING.CHARGE_FAILED', httpStatus: 402, message: error.message });
      }
      throw error;
    }
  }
  await syncCustomer(deps, customerId);
  const status = await subscriptionStatus(deps.store, deps.clock, await requireUser(deps, uid));
  return { ...status, subscriptionId: subscriptionId ?? '' };
}
