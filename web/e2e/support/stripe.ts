import { emulatorsUrl } from './quarry';

/** The local Stripe secret key (functions/src/config.ts LOCAL_DEFAULTS): an operator's view of the emulator. */
const SECRET_KEY = 'sk_test_quarry_local';

async function stripeGet<T>(path: string): Promise<T> {
  const response = await fetch(`${emulatorsUrl()}/v1${path}`, {
    headers: { authorization: `Bearer ${SECRET_KEY}` },
  });
  if (!response.ok) throw new Error(`Stripe ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

interface List<T> {
  data: T[];
}

/** When the person's current subscription period ends (unix seconds), as Stripe holds it. */
export async function periodEndOf(email: string): Promise<number> {
  const customers = await stripeGet<List<{ id: string }>>(`/customers?email=${encodeURIComponent(email)}`);
  const customer = customers.data[0];
  if (!customer) throw new Error(`No Stripe customer for ${email}`);
  const subs = await stripeGet<List<{ items: { data: { current_period_end: number }[] } }>>(
    `/subscriptions?customer=${customer.id}&status=all`,
  );
  const end = subs.data[0]?.items.data[0]?.current_period_end;
  if (!end) throw new Error(`No subscription for ${email}`);
  return end;
}

/**
 * Moves the Stripe emulator's test clock an hour past the person's period end: the renewal (or the
 * scheduled cancel) happens, and its webhooks reach Quarry, as they would a month from now.
 */
export async function advancePastPeriodEnd(email: string): Promise<void> {
  const end = await periodEndOf(email);
  const clock = (await (await fetch(`${emulatorsUrl()}/__control/stripe/clock`)).json()) as { now: number };
  const seconds = end + 3600 - clock.now;
  if (seconds <= 0) return;
  const response = await fetch(`${emulatorsUrl()}/__control/stripe/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  });
  if (!response.ok) throw new Error(`advance answered ${response.status}`);
}
