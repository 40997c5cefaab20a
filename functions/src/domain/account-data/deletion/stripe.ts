import type { StripeCustomerLink } from '../../billing/billing-deps';
import type { AccountDataDeps } from '../account-data-deps';
import type { JobContext } from '../run-account-job';

const STRIPE_CUSTOMERS = 'stripeCustomers';
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Stripe (docs/architecture/accounts-and-data.md): every subscription of the person's customers ends at once (no
 * refund, as the terms say) and every saved card is taken off. The customer ids are noted on the
 * job first and the links deleted before Stripe is called, so the webhooks this causes find no
 * one and write nothing about the person. Harmless to repeat: ended subscriptions are skipped,
 * and each call's idempotency key is the job's and the object's.
 */
export async function closeStripe(deps: AccountDataDeps, job: JobContext, uid: string): Promise<void> {
  const links = await deps.store.query<StripeCustomerLink>(STRIPE_CUSTOMERS, {
    where: [{ field: 'uid', op: '==', value: uid }],
  });
  const user = await deps.users.get(uid);
  const noted = Array.isArray(job.job.stripeCustomerIds) ? (job.job.stripeCustomerIds as string[]) : [];
  const customerIds = [
    ...new Set([...noted, ...links.map((link) => link.id), user?.billing?.stripeCustomerId ?? '']),
  ].filter(Boolean);
  await job.record({ stripeCustomerIds: customerIds });
  await deps.store.deleteMany(
    STRIPE_CUSTOMERS,
    links.map((link) => link.id),
  );
  for (const customerId of customerIds) {
    for (const sub of await deps.billing.listSubscriptions(customerId)) {
      if (!ENDED.has(sub.status))
        await deps.billing.cancelSubscriptionNow(sub.id, `${job.id}-cancel-${sub.id}`);
    }
    for (const method of await deps.billing.listPaymentMethods(customerId)) {
      await deps.billing.detachPaymentMethod(method, `${job.id}-detach-${method}`);
    }
  }
}
