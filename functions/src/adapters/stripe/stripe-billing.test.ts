import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmulatorsProcess, startEmulatorsProcess } from '../../testing/emulators-process';
import { stripeAdmin } from '../../testing/stripe-pages';
import { tempDir } from '../../testing/temp-dir';
import { StripeBilling } from './stripe-billing';

/**
 * The Billing adapter's calls for an account deletion (docs/decisions/accounts-and-data.md) against the Stripe
 * emulator: each is harmless to repeat, as a job resumed after a crash repeats them.
 */
const temp = tempDir();
let emulators: EmulatorsProcess;
let billing: StripeBilling;
const admin = () => stripeAdmin(emulators.url);

beforeAll(async () => {
  emulators = await startEmulatorsProcess({ EMULATORS_STATE_DIR: temp.dir });
  billing = new StripeBilling('sk_test_quarry_local', 'whsec_unused', emulators.url);
}, 60_000);
afterAll(async () => {
  await emulators?.stop();
  temp.remove();
});

async function subscribedCustomer() {
  const stripe = admin();
  const customer = await stripe.customers.create({ email: 'ada@example.test' });
  const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
  const price = (await stripe.prices.list({ limit: 1 })).data[0]!;
  const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
  return { customer: customer.id, pm: pm.id, sub: sub.id };
}

describe('Stripe billing for an account deletion', () => {
  it('when a subscription is cancelled now twice, then it ends once and the second call is harmless', async () => {
    const { customer, sub } = await subscribedCustomer();

    await billing.cancelSubscriptionNow(sub, 'delete_u1-cancel');
    await billing.cancelSubscriptionNow(sub, 'delete_u1-cancel');

    expect((await billing.listSubscriptions(customer)).map((s) => s.status)).toEqual(['canceled']);
    const ended = (await admin().events.list({ type: 'customer.subscription.deleted', limit: 100 })).data;
    expect(ended.filter((event) => (event.data.object as { id: string }).id === sub)).toHaveLength(1);
  });

  it('when every payment method is detached, even twice under new keys, then the customer has none and nothing fails', async () => {
    const { customer, pm } = await subscribedCustomer();

    const listed = await billing.listPaymentMethods(customer);
    for (const id of listed) await billing.detachPaymentMethod(id, `delete_u1-detach-${id}`);
    for (const id of listed) await billing.detachPaymentMethod(id, `delete_u1-detach-again-${id}`);

    expect(listed).toEqual([pm]);
    expect(await billing.listPaymentMethods(customer)).toEqual([]);
  });

  it('when the customer does not exist, then it has no payment methods', async () => {
    expect(await billing.listPaymentMethods('cus_missing')).toEqual([]);
  });
});
