import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../domain/accounts/users';
import { BrowserSession } from '../../testing/browser-session';
import { mailbox } from '../../testing/emulator-controls';
import { type LocalStack, startLocalStack } from '../../testing/local-stack';
import { until } from '../../testing/poll';
import { authorize } from '../../testing/sign-in-flow';
import {
  advanceStripeClockPast,
  enterCard,
  portalButton,
  portalCard,
  stripeAdmin,
  webhooksSettled,
} from '../../testing/stripe-pages';

/**
 * POST /api/stripe/webhook (docs/architecture/billing.md): signed on the raw body, each event handled once,
 * the state re-read from Stripe, so duplicates and any order end where one clean delivery ends.
 */
let stack: LocalStack;
let stripe: Stripe;
let uid = '';
let customerId = '';
let events: Stripe.Event[] = [];
const EMAIL = 'maya.chen@northwind.test';

beforeAll(async () => {
  stack = await startLocalStack();
  stripe = stripeAdmin(stack.emulators.url);
  // A realistic life of a subscription, delivered live by the emulator as it happens: subscribe,
  // cancel and renew in the portal, a card whose renewal fails, a good card again.
  const session = new BrowserSession(stack.app.url);
  await authorize(session, EMAIL);
  const created = await session.call('POST', '/api/subscription/create');
  const back = await enterCard(stack.emulators.url, String(created.json.clientSecret), '4242424242424242');
  await session.call('POST', '/api/subscription/confirm', { setupIntentId: back.setupIntent });
  await scheduledShareOf((await stack.app.deps.accounts.users.findByEmail(EMAIL))!.uid);
  const portal = String((await session.call('POST', '/api/subscription/portal')).json.url);
  await portalButton(portal, 'Cancel subscription');
  await portalButton(portal, 'Renew subscription');
  await portalCard(portal, '4000000000000341');
  uid = (await stack.app.deps.accounts.users.findByEmail(EMAIL))!.uid;
  customerId = (await billingOf())!.stripeCustomerId!;
  const [sub] = (await stripe.subscriptions.list({ customer: customerId })).data;
  await advanceStripeClockPast(stack.emulators.url, sub!.items.data[0]!.current_period_end);
  await until('the failed renewal to arrive', async () => (await billingOf())?.status === 'past_due');
  await portalCard(portal, '4242424242424242');
  await webhooksSettled(stack.emulators.url);
  for await (const event of stripe.events.list({ limit: 100 })) {
    const object = event.data.object as { customer?: string };
    if (object.customer === customerId) events.push(event);
  }
  events = events.reverse();
}, 60_000);
afterAll(() => stack?.stop());

/** A leader's report shared with their team on a daily schedule, as sharing stores it. */
async function scheduledShareOf(owner: string): Promise<void> {
  const { store } = stack.app.deps;
  const at = '2026-01-01T00:00:00.000Z';
  await store.set('teams', 'team-webhook', { name: 'Recall Response', createdBy: owner, createdAt: at });
  await store.set('savedReports', 'report-webhook', {
    ownerId: owner,
    reportName: 'Recall digest',
    query: 'What did the recall cost?',
    keywords: ['recall'],
    createdAt: at,
    updatedAt: at,
  });
  await store.set('sharedReports', 'report-webhook_team-webhook', {
    teamId: 'team-webhook',
    savedReportId: 'report-webhook',
    ownerId: owner,
    shareType: 'scheduled',
    scheduleFrequency: 'daily',
    scheduleTime: '09:00',
    scheduleTimezone: 'UTC',
    nextRunAt: '2099-01-01T09:00:00.000Z',
    sharedAt: at,
  });
}

async function billingOf(): Promise<UserRecord['billing']> {
  return (await stack.app.deps.store.get<UserRecord>('users', uid))?.billing;
}

function withoutTime(billing: UserRecord['billing']) {
  return { ...billing, syncedAt: undefined };
}

async function recordedEvents(): Promise<string[]> {
  return (await stack.app.deps.store.query('stripeEvents')).map((doc) => doc.id).sort();
}

function signed(
  payload: string,
  secret = stack.app.config.services.stripe.webhookSecret,
  timestamp?: number,
) {
  return stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}

async function deliver(payload: string, headers: Record<string, string>) {
  const response = await fetch(`${stack.app.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: payload,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Forgets every delivery: the person's state goes back to "customer, nothing known". */
async function forgetDeliveries(): Promise<void> {
  for (const id of await recordedEvents()) await stack.app.deps.store.delete('stripeEvents', id);
  await stack.app.deps.store.update('users', uid, { billing: { stripeCustomerId: customerId } });
}

/** A shuffle that is the same on every run (mulberry32). */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('the Stripe webhook', () => {
  it('when a subscription lives through set-up, cancel, renew and a failed renewal, then its events arrive and name it', () => {
    const types = new Set(events.map((event) => event.type));
    for (const type of [
      'customer.subscription.created',
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_failed',
    ]) {
      expect(types, type).toContain(type);
    }
    expect(events.length).toBeGreaterThan(8);
  });

  it('when every event is delivered five times in shuffled order, then the state is exactly that of one clean delivery', async () => {
    const live = await billingOf();

    await forgetDeliveries();
    const clean = [];
    for (const event of events) {
      const payload = JSON.stringify(event);
      clean.push(await deliver(payload, { 'stripe-signature': signed(payload) }));
    }
    const afterClean = { billing: withoutTime(await billingOf()), events: await recordedEvents() };

    await forgetDeliveries();
    const copies = shuffled(
      events.flatMap((event) => Array.from({ length: 5 }, () => event)),
      20261124,
    );
    const messy = [];
    for (let start = 0; start < copies.length; start += 5) {
      const batch = copies.slice(start, start + 5).map((event) => {
        const payload = JSON.stringify(event);
        return deliver(payload, { 'stripe-signature': signed(payload) });
      });
      messy.push(...(await Promise.all(batch)));
    }
    const afterMessy = { billing: withoutTime(await billingOf()), events: await recordedEvents() };

    expect(clean.filter((r) => r.status !== 200 || r.json.duplicate !== false)).toEqual([]);
    expect(messy.every((r) => r.status === 200)).toBe(true);
    expect(messy.filter((r) => r.json.duplicate === false)).toHaveLength(events.length);
    expect(afterMessy).toEqual(afterClean);
    expect(afterClean.events).toEqual(events.map((event) => event.id).sort());
    expect(afterClean.billing).toEqual(withoutTime(live));
    expect(afterClean.billing).toMatchObject({ stripeCustomerId: customerId, status: 'active' });
  });

  it('when the renewal failed and every event came again, then the leader was told once that their schedule paused, and it resumed with the good card (issue 24, item 3)', async () => {
    const paused = (await mailbox.messagesTo(stack.emulators.url, EMAIL)).filter((m) =>
      m.subject.endsWith('is paused'),
    );

    expect(paused).toHaveLength(1);
    expect(paused[0]!.subject).toBe('Your 1 scheduled report is paused');
    expect(paused[0]!.text).toContain('The renewal payment for your Quarry Teams plan failed');
    expect(paused[0]!.text).toContain('- Recall digest (Recall Response)');
    expect(await stack.app.deps.store.get('schedulePauses', uid)).toMatchObject({
      paused: false,
      pauseNumber: 1,
      noticeSentAt: expect.any(String),
    });
  });

  it('when an event is tampered with, unsigned, signed with another secret or too old, then it answers 400 and writes nothing', async () => {
    const event = events.find((e) => e.type === 'customer.subscription.updated')!;
    const fresh = { ...event, id: 'evt_tampered_check' };
    const payload = JSON.stringify(fresh);
    const before = { billing: await billingOf(), events: await recordedEvents() };

    const attempts = [
      deliver(payload.replace('"active"', '"canceled"'), { 'stripe-signature': signed(payload) }),
      deliver(payload, {}),
      deliver(payload, { 'stripe-signature': 't=1,v1=deadbeef' }),
      deliver(payload, { 'stripe-signature': signed(payload, 'whsec_someone_else') }),
      deliver(payload, {
        'stripe-signature': signed(payload, undefined, Math.floor(Date.now() / 1000) - 3600),
      }),
    ];

    for (const result of await Promise.all(attempts)) {
      expect(result.status).toBe(400);
      expect(String(result.json.message)).toMatch(/signature/i);
    }
    expect({ billing: await billingOf(), events: await recordedEvents() }).toEqual(before);
  });

  it('when a signed event comes from another origin, then it is accepted: its signature is its proof', async () => {
    const event = { ...events[0]!, id: 'evt_cross_origin_check' };
    const payload = JSON.stringify(event);

    const result = await deliver(payload, {
      'stripe-signature': signed(payload),
      origin: 'https://stripe.com',
    });

    expect(result).toEqual({ status: 200, json: { received: true, duplicate: false } });
    expect(await recordedEvents()).toContain('evt_cross_origin_check');
  });
});
