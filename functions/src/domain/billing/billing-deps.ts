import type { SubscriptionStatusResponse } from '@quarry/contracts/subscription';
import type { Billing } from '../../ports/billing.port';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore, TransactionContext } from '../../ports/document-store.port';

/**
 * What follows a change of someone's access, told by billing to whoever stands on it (docs/decisions/schedules-and-delivery.md: scheduled shares pause and resume with the plan). Teams stand on billing, so billing
 * announces through this port and composition wires teams' reaction (domain/teams/plan-changes.ts).
 */
export interface AccessChanges {
  /** Inside the billing write's transaction, after its reads: brings what depends on access in line. */
  settle(tx: TransactionContext, uid: string, access: SubscriptionStatusResponse, now: Date): Promise<void>;
  /** After the write: what the change owes its person (an e-mail); never throws. */
  announce(uid: string): Promise<void>;
}

/** What the subscription use cases need (docs/architecture/billing.md). */
export interface BillingDeps {
  store: DocumentStore;
  clock: Clock;
  billing: Billing;
  /** The Teams plan's Stripe price (STRIPE_PRICE_ID). */
  priceId: string;
  appOrigin: string;
  /** Who reacts when someone's access changes. */
  accessChanges: AccessChanges;
}

/** stripeCustomers/{customerId}: whose customer it is, so a webhook finds its person by id. */
export type StripeCustomerLink = {
  uid: string;
  createdAt: string;
};

/** stripeEvents/{eventId}: a webhook event already handled (docs/architecture/billing.md). */
export type StripeEventRecord = {
  type: string;
  customerId: string | null;
  processedAt: string;
};
