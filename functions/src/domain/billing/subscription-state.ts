import type { BillingSubscription } from '../../ports/billing.port';
import type { UserRecord } from '../accounts/users';

/** Which of a customer's subscriptions speaks for them: the live one first, then the newest. */
const RANK: Record<string, number> = {
  active: 0,
  trialing: 0,
  past_due: 1,
  unpaid: 1,
  paused: 2,
  incomplete: 3,
  canceled: 4,
  incomplete_expired: 5,
};

export function decidingSubscription(subs: BillingSubscription[]): BillingSubscription | undefined {
  return [...subs].sort(
    (a, b) =>
      (RANK[a.status] ?? 9) - (RANK[b.status] ?? 9) || b.created - a.created || (a.id < b.id ? 1 : -1),
  )[0];
}

/**
 * The billing state Quarry keeps for a customer: a function of what Stripe holds now, never of the
 * events that announced it, so any order or repetition of events ends in the same state.
 */
export function billingState(
  customerId: string,
  subs: BillingSubscription[],
  syncedAt: string,
): NonNullable<UserRecord['billing']> {
  const sub = decidingSubscription(subs);
  if (!sub) return { stripeCustomerId: customerId, syncedAt };
  return {
    stripeCustomerId: customerId,
    subscriptionId: sub.id,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    cancelAt: sub.cancelAt,
    currentPeriodEnd: sub.currentPeriodEnd,
    syncedAt,
  };
}
