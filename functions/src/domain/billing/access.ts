import type { SubscriptionStatusResponse } from '@quarry/contracts/subscription';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { UserRecord } from '../accounts/users';

type BillingState = NonNullable<UserRecord['billing']>;

const PAYING = new Set(['active', 'trialing']);
const UNPAID = new Set(['past_due', 'unpaid']);

/**
 * When a paying subscription that is scheduled to cancel stops giving access: the earlier of its
 * cancel date and its period end. Undefined when it is not scheduled to cancel.
 */
function scheduledEnd(billing: BillingState): string | undefined {
  if (!billing.cancelAtPeriodEnd && !billing.cancelAt) return undefined;
  const ends = [billing.cancelAt, billing.cancelAtPeriodEnd ? billing.currentPeriodEnd : undefined].filter(
    (value): value is string => typeof value === 'string',
  );
  return ends.sort()[0] ?? billing.currentPeriodEnd ?? undefined;
}

/**
 * Whether a person may use teams and sharing (docs/architecture/billing.md), decided from stored state only:
 * an administrator's grant; an active or trialing subscription; one scheduled to cancel, until its
 * end. past_due and unpaid give no access and say so; an ended subscription is the free plan again.
 */
export function accessFromBilling(
  billing: UserRecord['billing'],
  granted: boolean,
  now: Date,
): SubscriptionStatusResponse {
  if (granted) return { hasAccess: true, reason: 'complimentary_access' };
  const status = billing?.status;
  if (!billing || !status) return { hasAccess: false };
  if (PAYING.has(status)) {
    const endsAt = scheduledEnd(billing);
    if (endsAt === undefined) return { hasAccess: true, reason: 'active_subscription' };
    if (Date.parse(endsAt) > now.getTime()) {
      return { hasAccess: true, reason: 'canceled_but_active', subscriptionEndsAt: endsAt };
    }
    // The paid period is over; Stripe's own "deleted" event is on its way.
    return { hasAccess: false };
  }
  if (UNPAID.has(status)) return { hasAccess: false, subscriptionStatus: status };
  return { hasAccess: false };
}

/** The person's status as GET /api/subscription/status answers it. */
export async function subscriptionStatus(
  store: DocumentStore,
  clock: Clock,
  user: UserRecord,
): Promise<SubscriptionStatusResponse> {
  const granted = (await store.get('accessGrants', user.email.toLowerCase())) !== null;
  return accessFromBilling(user.billing, granted, clock.now());
}
