import type { Billing, BillingSubscription } from '../ports/billing.port';

/**
 * Stripe as the account deletion sees it, in memory, counting every call that changes something:
 * a repeated cancellation or detachment shows in `calls`.
 */
export class CountingBilling
  implements
    Pick<
      Billing,
      'listSubscriptions' | 'cancelSubscriptionNow' | 'listPaymentMethods' | 'detachPaymentMethod'
    >
{
  readonly calls: string[] = [];
  private readonly subscriptions = new Map<string, BillingSubscription>();
  private readonly methods = new Map<string, string>();

  addSubscription(customerId: string, id: string, status = 'active'): void {
    this.subscriptions.set(id, {
      id,
      customerId,
      status,
      cancelAtPeriodEnd: false,
      cancelAt: null,
      currentPeriodEnd: null,
      created: 1,
    });
  }

  addPaymentMethod(customerId: string, id: string): void {
    this.methods.set(id, customerId);
  }

  async listSubscriptions(customerId: string): Promise<BillingSubscription[]> {
    return [...this.subscriptions.values()].filter((sub) => sub.customerId === customerId);
  }

  async cancelSubscriptionNow(subscriptionId: string): Promise<void> {
    this.calls.push(`cancel ${subscriptionId}`);
    const sub = this.subscriptions.get(subscriptionId);
    if (sub) sub.status = 'canceled';
  }

  async listPaymentMethods(customerId: string): Promise<string[]> {
    return [...this.methods].filter(([, customer]) => customer === customerId).map(([id]) => id);
  }

  async detachPaymentMethod(paymentMethodId: string): Promise<void> {
    this.calls.push(`detach ${paymentMethodId}`);
    this.methods.delete(paymentMethodId);
  }
}
