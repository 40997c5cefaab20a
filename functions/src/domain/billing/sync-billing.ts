import type { UserRecord } from '../accounts/users';
import { accessFromBilling } from './access';
import type { BillingDeps, StripeCustomerLink, StripeEventRecord } from './billing-deps';
import { billingState } from './subscription-state';

/** A handled event, recorded in the same transaction as the state it changed. */
export interface EventToRecord {
  id: string;
  record: StripeEventRecord;
}

export type SyncOutcome = 'updated' | 'duplicate' | 'unknown_customer';

/** Most reads agree with the write at once; a few more cover a change landing in between. */
const MAX_ROUNDS = 4;

/**
 * Writes the person's billing state as Stripe holds it now (docs/architecture/billing.md). Stripe is read
 * outside the transaction; after writing, it is read again and written again until what was
 * written is what Stripe says, so two handlers racing with older and newer reads still end on
 * the newest. With `event`, the event id is recorded with the first write, and an event already
 * recorded changes nothing.
 */
export async function syncCustomer(
  deps: BillingDeps,
  customerId: string,
  event?: EventToRecord,
): Promise<SyncOutcome> {
  let outcome: SyncOutcome = 'updated';
  let written: string | undefined;
  let uid: string | undefined;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const subs = await deps.billing.listSubscriptions(customerId);
    const now = deps.clock.now();
    const state = billingState(customerId, subs, now.toISOString());
    const fingerprint = JSON.stringify({ ...state, syncedAt: undefined });
    if (fingerprint === written) break;
    const recordEvent = round === 0 ? event : undefined;
    outcome = await deps.store.runTransaction(async (tx): Promise<SyncOutcome> => {
      if (recordEvent && (await tx.get('stripeEvents', recordEvent.id))) return 'duplicate';
      const link = await tx.get<StripeCustomerLink>('stripeCustomers', customerId);
      const user = link ? await tx.get<UserRecord>('users', link.uid) : null;
      const granted = user ? (await tx.get('accessGrants', user.email.toLowerCase())) !== null : false;
      // What stands on access (scheduled shares) follows it in this same write (docs/decisions/schedules-and-delivery.md).
      if (link && user) {
        await deps.accessChanges.settle(tx, link.uid, accessFromBilling(state, granted, now), now);
      }
      if (recordEvent) tx.set('stripeEvents', recordEvent.id, { ...recordEvent.record });
      if (!link || !user) return 'unknown_customer';
      uid = link.uid;
      tx.update('users', link.uid, { billing: state, updatedAt: state.syncedAt });
      return 'updated';
    });
    if (outcome !== 'updated') break;
    written = fingerprint;
  }
  // A pause this sync opened owes its e-mail; a failed send stays owed for the tick.
  if (uid) await deps.accessChanges.announce(uid);
  return outcome;
}
