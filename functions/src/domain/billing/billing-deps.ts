import type { Billing } from '../../ports/billing.port';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { Mailer } from '../../ports/mailer.port';

/** What the subscription use cases need (DESIGN section 13). */
export interface BillingDeps {
  store: DocumentStore;
  clock: Clock;
  billing: Billing;
  /** The Teams plan's Stripe price (STRIPE_PRICE_ID). */
  priceId: string;
  appOrigin: string;
  /** For the leader's e-mail when their scheduled shares pause (issue 24, item 3). */
  mailer: Mailer;
}

/** stripeCustomers/{customerId}: whose customer it is, so a webhook finds its person by id. */
export type StripeCustomerLink = {
  uid: string;
  createdAt: string;
};

/** stripeEvents/{eventId}: a webhook event already handled (DESIGN section 13). */
export type StripeEventRecord = {
  type: string;
  customerId: string | null;
  processedAt: string;
};
