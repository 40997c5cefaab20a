import type { SubscriptionStatusResponse } from '@quarry/contracts/subscription';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { UserRecord } from '../accounts/users';

/**
 * Whether a user may use teams and sharing (DESIGN section 3, hasAccess): an access grant from the
 * administrator, an active subscription, or a canceled one still inside its paid period.
 */
export async function subscriptionStatus(
  store: DocumentStore,
  clock: Clock,
  user: UserRecord,
): Promise<SubscriptionStatusResponse> {
  if (await store.get('accessGrants', user.email)) return { hasAccess: true, reason: 'complimentary_access' };
  const billing = user.billing;
  if (!billing?.status) return { hasAccess: false };
  const endsAt = billing.currentPeriodEnd;
  const stillPaid = endsAt !== undefined && Date.parse(endsAt) > clock.now().getTime();
  if (billing.status === 'active' || billing.status === 'trialing') {
    return billing.cancelAtPeriodEnd
      ? { hasAccess: true, reason: 'canceled_but_active', ...(endsAt ? { subscriptionEndsAt: endsAt } : {}) }
      : { hasAccess: true, reason: 'active_subscription' };
  }
  if (billing.status === 'canceled' && stillPaid) {
    return { hasAccess: true, reason: 'canceled_but_active', subscriptionEndsAt: endsAt };
  }
  return { hasAccess: false, subscriptionStatus: billing.status };
}
