import type { Invoice, Subscription } from './billing-objects';
import { buildInvoice, issueInvoice, payInvoice } from './invoices';
import { nextBoundary } from './periods';
import type { StripeStore } from './store';
import { endSubscription } from './subscriptions';

/** Stripe lets an incomplete subscription's first invoice be paid for 23 hours. */
const INCOMPLETE_WINDOW_SECONDS = 23 * 3600;
const RENEWING = ['active', 'past_due', 'unpaid'];

interface Work {
  at: number;
  run: () => void;
}

/** At a period end: cancel if asked to, else start the next period and bill it. */
function reachPeriodEnd(store: StripeStore, sub: Subscription): void {
  if (sub.cancel_at_period_end) {
    endSubscription(store, sub);
    return;
  }
  const before = structuredClone(sub);
  const recurring = sub.items.data[0]!.price.recurring!;
  const start = sub.current_period_end;
  const end = nextBoundary(sub.billing_cycle_anchor, recurring, start);
  sub.current_period_start = start;
  sub.current_period_end = end;
  for (const item of sub.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
  const invoice = buildInvoice(store, sub, 'subscription_cycle', { start, end });
  sub.latest_invoice = invoice.id;
  store.emitChanged('customer.subscription.updated', before, sub);
  // An unpaid subscription keeps producing invoices, but Stripe leaves them as drafts.
  const unpaid = sub.status === 'unpaid';
  issueInvoice(store, invoice, !unpaid);
  if (!unpaid) payInvoice(store, invoice);
}

function expireIncomplete(store: StripeStore, sub: Subscription): void {
  const before = structuredClone(sub);
  sub.status = 'incomplete_expired';
  sub.ended_at = store.now();
  const invoice = sub.latest_invoice ? store.state.invoices[sub.latest_invoice] : undefined;
  if (invoice?.status === 'open') {
    invoice.status = 'void';
    invoice.status_transitions.voided_at = store.now();
    invoice.amount_remaining = 0;
    store.emit('invoice.voided', invoice);
  }
  store.emitChanged('customer.subscription.updated', before, sub);
}

function dueRetry(store: StripeStore, invoice: Invoice): boolean {
  const sub = store.state.subscriptions[invoice.parent.subscription_details.subscription];
  return invoice.status === 'open' && invoice.next_payment_attempt !== null && sub?.status !== 'canceled';
}

/** The earliest thing Stripe would do by `now`, if any. */
function nextWork(store: StripeStore, now: number): Work | undefined {
  const work: Work[] = [];
  for (const sub of Object.values(store.state.subscriptions)) {
    if (RENEWING.includes(sub.status)) {
      work.push({ at: sub.current_period_end, run: () => reachPeriodEnd(store, sub) });
    } else if (sub.status === 'incomplete') {
      work.push({ at: sub.created + INCOMPLETE_WINDOW_SECONDS, run: () => expireIncomplete(store, sub) });
    }
  }
  for (const invoice of Object.values(store.state.invoices)) {
    if (dueRetry(store, invoice)) {
      work.push({ at: invoice.next_payment_attempt!, run: () => payInvoice(store, invoice) });
    }
  }
  return work.filter((item) => item.at <= now).sort((a, b) => a.at - b.at)[0];
}

/**
 * Does, in time order, what real Stripe would have done by now: renewals, cancellations at
 * period end, payment retries and expiry of incomplete subscriptions. Each runs at its own time.
 */
export function catchUp(store: StripeStore): number {
  const now = store.now();
  let done = 0;
  for (let work = nextWork(store, now); work && done < 10_000; work = nextWork(store, now)) {
    const { at, run } = work;
    store.at(at, run);
    done += 1;
  }
  if (done > 0) store.save();
  return done;
}

export function advanceClock(store: StripeStore, seconds: number): void {
  store.state.clockOffsetSeconds += seconds;
  store.save();
  catchUp(store);
}
