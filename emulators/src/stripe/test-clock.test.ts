import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { QUARRY_TEAMS_PRICE_ID } from './catalog';
import { customerWithCard, DAY, type StripeKit, startStripeKit } from './test-support';

describe('Stripe test clock', () => {
  let kit: StripeKit;
  afterEach(async () => {
    await kit.stop();
  });

  async function subscribe(token: string) {
    const { customer } = await customerWithCard(kit.stripe, token);
    const sub = await kit.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: QUARRY_TEAMS_PRICE_ID }],
    });
    return { customer, sub, periodEnd: sub.items.data[0]!.current_period_end };
  }

  async function untilPeriodEnd(periodEnd: number, extra = 60) {
    const { now } = (await kit.control('clock')) as { now: number };
    return kit.advance(periodEnd - now + extra);
  }

  it('when the clock passes the period end of a paying subscription, then it renews with a new paid invoice', async () => {
    kit = await startStripeKit();
    const { sub, periodEnd } = await subscribe('pm_card_visa');

    const { events } = await untilPeriodEnd(periodEnd);
    const renewed = await kit.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });

    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]!.current_period_start).toBe(periodEnd);
    expect(renewed.latest_invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_cycle',
      amount_paid: 2500,
      period_start: periodEnd,
    });
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['customer.subscription.updated', 'invoice.paid']),
    );
    const paidEvent = await kit.stripe.events.retrieve(events.find((e) => e.type === 'invoice.paid')!.id);
    expect(paidEvent.created).toBe(periodEnd);
  });

  it('when renewals fail, then the subscription goes past_due and, after three daily attempts, unpaid', async () => {
    kit = await startStripeKit();
    const { customer, sub, periodEnd } = await subscribe('pm_card_visa');
    const failing = await kit.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', {
      customer: customer.id,
    });
    await kit.stripe.subscriptions.update(sub.id, { default_payment_method: failing.id });

    const first = await untilPeriodEnd(periodEnd);
    const afterFirst = await kit.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    await kit.advance(DAY);
    const afterSecond = await kit.stripe.subscriptions.retrieve(sub.id);
    const third = await kit.advance(DAY);
    const afterThird = await kit.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });

    expect(first.events.map((e) => e.type)).toContain('invoice.payment_failed');
    expect(afterFirst.status).toBe('past_due');
    expect(afterFirst.latest_invoice).toMatchObject({ status: 'open', attempt_count: 1 });
    expect(afterSecond.status).toBe('past_due');
    expect(third.events.map((e) => e.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect(afterThird.status).toBe('unpaid');
    expect(afterThird.latest_invoice).toMatchObject({
      status: 'open',
      attempt_count: 3,
      next_payment_attempt: null,
    });
  });

  it('when a subscription set to cancel at period end reaches it, then it is canceled and deleted is sent', async () => {
    kit = await startStripeKit();
    const { sub, periodEnd } = await subscribe('pm_card_visa');
    await kit.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });

    const before = await kit.advance(DAY);
    const stillActive = await kit.stripe.subscriptions.retrieve(sub.id);
    const { events } = await untilPeriodEnd(periodEnd);
    const ended = await kit.stripe.subscriptions.retrieve(sub.id);

    expect(before.events).toEqual([]);
    expect(stillActive.status).toBe('active');
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.deleted']);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: periodEnd });
    expect((await kit.stripe.invoices.list({ subscription: sub.id })).data).toHaveLength(1);
  });

  it('when an incomplete subscription is left unpaid for 23 hours, then it expires and its invoice is voided', async () => {
    kit = await startStripeKit();
    const { sub } = await subscribe('pm_card_chargeCustomerFail');

    await kit.advance(22 * 3600);
    const waiting = await kit.stripe.subscriptions.retrieve(sub.id);
    await kit.advance(2 * 3600);
    const expired = await kit.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });

    expect(waiting.status).toBe('incomplete');
    expect(expired.status).toBe('incomplete_expired');
    expect(expired.latest_invoice).toMatchObject({ status: 'void' });
  });

  it('when the emulator restarts on the same state folder, then objects, endpoints and the clock survive', async () => {
    const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stripe-state-'));
    kit = await startStripeKit(stateDir);
    const { customer, sub } = await subscribe('pm_card_visa');
    await kit.control('webhook-endpoints', { url: 'http://127.0.0.1:9/hooks', secret: 'whsec_kept' });
    await kit.advance(5 * DAY);
    const clockBefore = (await kit.control('clock')) as { offsetSeconds: number };
    await kit.stop();

    kit = await startStripeKit(stateDir);
    const clockAfter = (await kit.control('clock')) as { offsetSeconds: number };
    const endpoints = (await kit.control('webhook-endpoints')) as { data: { secret: string }[] };

    expect((await kit.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    expect((await kit.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    expect(clockAfter.offsetSeconds).toBe(clockBefore.offsetSeconds);
    expect(endpoints.data.map((e) => e.secret)).toEqual(['whsec_kept']);
    fs.rmSync(stateDir, { recursive: true, force: true });
  });
});
